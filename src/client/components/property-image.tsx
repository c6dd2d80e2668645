import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { useDataSaver } from '../lib/data-saver.ts';
import type { Picture } from '../lib/property-pictures.ts';
import { cn } from '../lib/utils.ts';

/**
 * A property's picture in a box of fixed proportions (nothing moves when it arrives): lazily
 * loaded unless `eager` (the first card, the page's largest paint), the browser choosing the
 * photo's width from `sizes`. With the data saver on, no picture is asked for until the traveller
 * says so: here, or for the whole page.
 */
export function PropertyImage({
  picture,
  alt,
  name,
  sizes,
  eager = false,
  className,
}: {
  picture: Picture;
  alt: string;
  /** The property's name, for the button that shows its picture. */
  name: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { hideImages } = useDataSaver();
  const [asked, setAsked] = useState(false);
  const shown = useRef<HTMLImageElement>(null);
  // The button that was focused is gone: the focus goes to the picture it brought, not the page.
  useEffect(() => {
    if (asked) shown.current?.focus();
  }, [asked]);
  if (hideImages && !asked) {
    return (
      <div
        className={cn(
          'flex h-full w-full flex-col items-center justify-center gap-2 bg-slate-100 p-2 text-center text-sm text-slate-700',
          className,
        )}
        data-testid="image-held"
      >
        <ImageOff className="h-6 w-6 text-slate-500" aria-hidden="true" />
        <button
          type="button"
          onClick={() => setAsked(true)}
          aria-label={t('dataSaver.showImageOf', { name })}
          className="min-h-11 rounded-full border border-slate-300 bg-white px-4 font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('dataSaver.showImage')}
        </button>
      </div>
    );
  }
  return (
    <img
      ref={shown}
      tabIndex={asked ? -1 : undefined}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={eager || asked ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('h-full w-full object-cover focus:outline-none', className)}
    />
  );
}
