import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PropertyBody } from '../../../../domain/admin.ts';
import { CANCELLATION_POLICY_TEXTS, parseCancellationPolicy } from '../../../../domain/checkout.ts';
import { AMENITIES, PROPERTY_TYPES } from '../../../../domain/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { termsText } from '../../../lib/cancellation-terms.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import {
  createProperty,
  updateProperty,
  type AdminProperty,
  type PropertyDraft,
} from '../api/properties.ts';
import { focusFirstProblem, schemaProblems, type FieldProblems } from '../../../lib/field-rules.ts';
import { adminAnswerProblems, adminErrorText } from '../form-problems.ts';
import { PropertyPhotoField } from './property-photo-field.tsx';

const FIELDS = [
  'name',
  'propertyType',
  'description',
  'descriptionFr',
  'location',
  'city',
  'country',
  'phone',
  'pricePerNight',
  'roomCount',
  'cancellationPolicy',
  'amenities',
  'manualConfirmation',
] as const;
const idOf = (field: string) => `property-${field}`;

const textareaClasses =
  'min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm';

function draftOf(property: AdminProperty | null): PropertyDraft {
  return {
    name: property?.name ?? '',
    description: property?.description ?? '',
    descriptionFr: property?.descriptionFr ?? '',
    location: property?.location ?? '',
    city: property?.city ?? '',
    country: property?.country ?? '',
    phone: property?.phone ?? '',
    propertyType: property?.propertyType ?? PROPERTY_TYPES[0],
    pricePerNight: property?.pricePerNight ?? '',
    amenities: property?.amenities ?? [],
    cancellationPolicy:
      property?.cancellationPolicy &&
      (CANCELLATION_POLICY_TEXTS as readonly string[]).includes(property.cancellationPolicy)
        ? property.cancellationPolicy
        : '',
    manualConfirmation: property?.manualConfirmation ?? false,
    roomCount: property ? String(property.roomCount) : '',
  };
}

/** Add Property and Edit: one form, checked with the server's own PropertyBody. */
export function PropertyFormDialog({
  property,
  open,
  onClose,
  onSaved,
}: {
  property: AdminProperty | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={
        property
          ? t('admin.properties.editTitle', { name: property.name })
          : t('admin.properties.addTitle')
      }
      description={t('admin.properties.formText')}
      className="sm:w-[min(48rem,calc(100vw-2rem))]"
    >
      {open ? (
        <PropertyForm
          key={property?.id ?? 'new'}
          property={property}
          onCancel={onClose}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}

function PropertyForm({
  property,
  onCancel,
  onSaved,
}: {
  property: AdminProperty | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<PropertyDraft>(() => draftOf(property));
  const [problems, setProblems] = useState<FieldProblems>({});

  const save = useMutation({
    mutationFn: (body: PropertyDraft) =>
      property ? updateProperty({ id: property.id, body }) : createProperty(body),
    onSuccess: (saved) => {
      toast({
        title: property
          ? t('admin.properties.toasts.updated', { name: saved.name })
          : t('admin.properties.toasts.created', { name: saved.name }),
      });
      onSaved();
    },
    onError: (error) => {
      const refused = adminAnswerProblems(error, t, i18n.language);
      setProblems(refused);
      focusFirstProblem(FIELDS, refused, idOf);
      toast({
        title: t('admin.properties.toasts.saveFailed'),
        description: adminErrorText(error, t, i18n.language),
        variant: 'destructive',
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const refused = schemaProblems(PropertyBody, draft, t);
    setProblems(refused);
    if (Object.keys(refused).length) {
      focusFirstProblem(FIELDS, refused, idOf);
      return;
    }
    save.mutate(draft);
  }

  const text = (field: keyof PropertyDraft) => ({
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    id: idOf(name),
    label: t(`admin.properties.fields.${name}`),
    error: problems[name],
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {property ? (
        <PropertyPhotoField propertyId={property.id} name={property.name} photo={property.photo} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name')} required>
          <Input maxLength={120} {...text('name')} />
        </FormField>
        <FormField {...field('propertyType')} required>
          <NativeSelect {...text('propertyType')}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`propertyTypes.${type}`, { defaultValue: type })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField {...field('description')} required>
        <textarea className={textareaClasses} maxLength={2000} {...text('description')} />
      </FormField>
      <FormField {...field('descriptionFr')} optional>
        <textarea
          className={textareaClasses}
          maxLength={2000}
          lang="fr"
          {...text('descriptionFr')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField {...field('location')} required hint={t('admin.properties.locationHint')}>
          <Input maxLength={120} {...text('location')} />
        </FormField>
        <FormField {...field('city')} required>
          <Input maxLength={60} {...text('city')} />
        </FormField>
        <FormField {...field('country')} required>
          <Input maxLength={60} {...text('country')} />
        </FormField>
      </div>
      <FormField {...field('phone')} optional hint={t('admin.properties.phoneHint')}>
        <Input type="tel" inputMode="tel" autoComplete="off" maxLength={30} {...text('phone')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('pricePerNight')} required hint={t('admin.properties.priceHint')}>
          <Input
            type="number"
            inputMode="decimal"
            min={1}
            max={100000}
            step="0.01"
            {...text('pricePerNight')}
          />
        </FormField>
        <FormField {...field('roomCount')} required>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={2000}
            step={1}
            {...text('roomCount')}
          />
        </FormField>
      </div>
      <FormField {...field('cancellationPolicy')} required>
        <NativeSelect {...text('cancellationPolicy')}>
          <option value="">{t('admin.properties.choosePolicy')}</option>
          {CANCELLATION_POLICY_TEXTS.map((policy) => (
            <option key={policy} value={policy}>
              {/* The stored text is English; other languages say the same rule in their words. */}
              {i18n.language.startsWith('en')
                ? policy
                : termsText(t, i18n.language, parseCancellationPolicy(policy))}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset
        id={idOf('amenities')}
        tabIndex={-1}
        aria-describedby={problems.amenities ? `${idOf('amenities')}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('admin.properties.fields.amenities')}
        </legend>
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <CheckboxField
              key={amenity}
              id={`property-amenity-${amenity.replace(/\W+/g, '-')}`}
              label={t(`amenities.${amenity}`, { defaultValue: amenity })}
              checked={draft.amenities.includes(amenity)}
              onCheckedChange={(checked) =>
                setDraft((current) => ({
                  ...current,
                  amenities: checked
                    ? AMENITIES.filter((a) => a === amenity || current.amenities.includes(a))
                    : current.amenities.filter((a) => a !== amenity),
                }))
              }
            />
          ))}
        </div>
        {problems.amenities ? (
          <p id={`${idOf('amenities')}-error`} className="mt-1 text-sm font-medium text-clay-600">
            {problems.amenities}
          </p>
        ) : null}
      </fieldset>
      <div>
        <CheckboxField
          id={idOf('manualConfirmation')}
          label={t('admin.properties.fields.manualConfirmation')}
          checked={draft.manualConfirmation}
          onCheckedChange={(checked) =>
            setDraft((current) => ({ ...current, manualConfirmation: checked }))
          }
        />
        <p className="text-xs text-slate-600">{t('admin.properties.manualHint')}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.properties.saving') : t('admin.properties.save')}
        </Button>
      </div>
    </form>
  );
}
