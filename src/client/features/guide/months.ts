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
