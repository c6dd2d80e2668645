type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * How a stay's price is made, as the spec's rule computes it: '$245 × 3 nights × 2 guests', the
 * nightly price in the traveller's currency (useMoney).
 */
export function stayBreakdown(
  t: Translate,
  money: { price(amount: number | string, style: 'trim'): string },
  stay: { pricePerNight: number | string; nights: number; guests: number },
): string {
  return [
    money.price(stay.pricePerNight, 'trim'),
    t('price.nights', { count: stay.nights }),
    t('price.guests', { count: stay.guests }),
  ].join(' × ');
}
