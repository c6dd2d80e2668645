import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAX_PHOTO_BYTES,
  photoSrc,
  type PropertyPhoto,
} from '../../../../domain/property-photos.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { bodyOf } from '../../../lib/api.ts';
import { removePropertyPhoto, uploadPropertyPhoto } from '../api/properties.ts';
import { adminKeys } from '../api/keys.ts';
import { adminErrorText } from '../form-problems.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp';
const MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

/**
 * A property's one photo, in its edit form: shown, replaced by choosing a file (sent at once),
 * or removed. Travellers see it first on the property's card and in its dialog.
 */
export function PropertyPhotoField({
  propertyId,
  name,
  photo: initial,
}: {
  propertyId: number;
  name: string;
  photo: PropertyPhoto | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = (next: PropertyPhoto | null, title: string) => {
    setPhoto(next);
    setProblem(null);
    void queryClient.invalidateQueries({ queryKey: adminKeys.properties });
    toast({ title });
  };
  const failed = (error: unknown) => {
    setProblem(photoProblem(error) ?? adminErrorText(error, t, i18n.language));
    toast({
      title: t('admin.properties.photo.failed'),
      description: adminErrorText(error, t, i18n.language),
      variant: 'destructive',
    });
  };
  // The photo's own words for its two refusals; anything else as every admin refusal.
  const photoProblem = (error: unknown) => {
    const errors = bodyOf(error).errors;
    const rule = Array.isArray(errors) ? (errors[0] as { rule?: unknown }).rule : undefined;
    if (rule === 'too_big') return t('admin.properties.photo.tooBig', { megabytes: MEGABYTES });
    if (rule === 'invalid_format') return t('admin.properties.photo.notImage');
    return null;
  };
  const upload = useMutation({
    mutationFn: uploadPropertyPhoto,
    onSuccess: (next) => saved(next, t('admin.properties.photo.uploaded', { name })),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removePropertyPhoto(propertyId),
    onSuccess: () => saved(null, t('admin.properties.photo.removed', { name })),
    onError: failed,
  });
  const busy = upload.isPending || remove.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Said here rather than after sending 8 MB over a slow line.
    if (file.size > MAX_PHOTO_BYTES) {
      setProblem(t('admin.properties.photo.tooBig', { megabytes: MEGABYTES }));
      return;
    }
    upload.mutate({ id: propertyId, file });
  }

  return (
    <fieldset className="rounded-xl border border-slate-200 p-3" aria-busy={busy}>
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t('admin.properties.photo.legend')}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="aspect-[8/5] w-full max-w-60 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-40">
          {photo ? (
            <img
              src={photoSrc(propertyId, photo, 320)}
              alt={t('admin.properties.photo.alt', { name })}
              width={320}
              height={Math.round((320 * photo.height) / photo.width)}
              className="h-full w-full object-cover"
              data-testid="property-photo-preview"
            />
          ) : (
            <p className="flex h-full items-center justify-center p-2 text-center text-xs text-slate-600">
              {t('admin.properties.photo.none')}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={`${id}-file`} className="text-sm text-slate-700">
            {photo ? t('admin.properties.photo.replace') : t('admin.properties.photo.choose')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED}
            onChange={choose}
            disabled={busy}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            aria-invalid={problem ? true : undefined}
            className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-medium"
            data-testid="property-photo-input"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {upload.isPending
              ? t('admin.properties.photo.uploading')
              : t('admin.properties.photo.hint', { megabytes: MEGABYTES })}
          </p>
          {problem ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-clay-600">
              {problem}
            </p>
          ) : null}
          {photo ? (
            <div>
              <Button variant="outline" onClick={() => remove.mutate()} disabled={busy}>
                {t('admin.properties.photo.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
