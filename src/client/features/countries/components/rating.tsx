import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import { formatRating } from '../../../../domain/format.ts';

/** A star and the rating; a screen reader hears "Rated 4.8 out of 5". */
export function Rating({ rating, className }: { rating: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const value = formatRating(rating, i18n.language);
  return (
    <span className={cn('flex shrink-0 items-center gap-1', className)}>
      <Star className="h-4 w-4 fill-sun-400 text-sun-500" aria-hidden="true" />
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{t('countries.operator.rating', { rating: value })}</span>
    </span>
  );
}
