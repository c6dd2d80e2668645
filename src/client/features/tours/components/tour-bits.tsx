import { useState, type ImgHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourOperator, TourPackage } from '../../../../domain/tours.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';

const FALLBACK_IMAGE = '/stay-fallback.svg';

/** A picture that shows the site's neutral one if its own does not load. */
export function TourImage({ src, className, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? FALLBACK_IMAGE : src}
      onError={() => setFailed(true)}
      className={cn('bg-slate-100 object-cover', className)}
      {...props}
    />
  );
}

const PRICE_SYMBOLS: Record<TourOperator['priceRange'], string> = {
  budget: '$',
  'mid-range': '$$',
  luxury: '$$$',
};

/** Spec 2: $, $$ or $$$ for budget, mid-range and luxury; said in words to a screen reader. */
export function PriceSymbol({ range }: { range: TourOperator['priceRange'] }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-sm font-bold text-brand-800 shadow">
      <span aria-hidden="true">{PRICE_SYMBOLS[range]}</span>
      <span className="sr-only">
        {t('tours.card.priceRange', { range: t(`tours.priceRanges.${range}`) })}
      </span>
    </span>
  );
}

const DIFFICULTY_CLASSES: Record<TourPackage['difficulty'], string> = {
  easy: 'bg-emerald-50 text-emerald-800',
  moderate: 'bg-amber-50 text-amber-900',
  challenging: 'bg-red-50 text-red-800',
};

export function DifficultyBadge({ difficulty }: { difficulty: TourPackage['difficulty'] }) {
  const { t } = useTranslation();
  const label = t(`tours.difficulties.${difficulty}`, { defaultValue: difficulty });
  return (
    <Badge className={DIFFICULTY_CLASSES[difficulty] ?? 'bg-slate-100 text-slate-800'}>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{t('tours.card.difficulty', { difficulty: label })}</span>
    </Badge>
  );
}

/** A text area drawn like the inputs; a `className` adds to its look, never replaces it. */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
