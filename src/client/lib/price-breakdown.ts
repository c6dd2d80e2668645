import { formatMoney } from '../../domain/format.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** How a stay's price is made, as the spec's rule computes it: '$245 × 3 nights × 2 guests'. */
export function stayBreakdown(
  t: Translate,
  language: string,
  stay: { pricePerNight: number | string; nights: number; guests: number },
): string {
  return [
    formatMoney(stay.pricePerNight, 'USD', language, 'trim'),
    t('price.nights', { count: stay.nights }),
    t('price.guests', { count: stay.guests }),
  ].join(' × ');
}
