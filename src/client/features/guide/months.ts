/** Month 1 to 12 named in the page's language by the runtime's own tables. */
export function monthName(month: number, language: string, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 15)),
  );
}

/**
 * Months as runs of consecutive months, a run passing from December to January as the dry
 * season does: [11, 12, 1, 2, 7] is [[11, 2], [7, 7]].
 */
export function monthRuns(months: readonly number[]): [from: number, to: number][] {
  const set = new Set(months.filter((m) => Number.isInteger(m) && m >= 1 && m <= 12));
  if (set.size === 0) return [];
  if (set.size === 12) return [[1, 12]];
  const next = (m: number) => (m % 12) + 1;
  const previous = (m: number) => ((m + 10) % 12) + 1;
  const runs: [number, number][] = [];
  for (let month = 1; month <= 12; month += 1) {
    if (!set.has(month) || set.has(previous(month))) continue;
    let end = month;
    while (set.has(next(end))) end = next(end);
    runs.push([month, end]);
  }
  return runs;
}

/** A calendar date (YYYY-MM-DD) as "25 November 2026", read at noon UTC so no zone moves it. */
export function formatDay(isoDate: string, language: string) {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
