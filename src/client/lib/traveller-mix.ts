type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * "2 adults, 1 child, 1 infant": who a flight is for, each fare named when there are any of it
 * (the flight card's total and the checkout summary say it alike).
 */
export function travellerMix(
  t: Translate,
  counts: { adults: number; children?: number | undefined; infants?: number | undefined },
): string {
  return Object.entries(counts)
    .filter(([, count]) => Number.isInteger(count) && (count ?? 0) > 0)
    .map(([key, count]) => t(`flights.travellerCounts.${key}`, { count }))
    .join(', ');
}
