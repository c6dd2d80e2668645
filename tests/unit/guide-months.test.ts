import { describe, expect, it } from 'vitest';
import { monthRuns } from '../../src/client/features/guide/months.ts';
import { formatMonth } from '../../src/domain/format.ts';

describe('the guide months', () => {
  it('groups months in runs that may pass the new year', () => {
    expect(monthRuns([11, 12, 1, 2])).toEqual([[11, 2]]);
    expect(monthRuns([1, 2, 3, 11, 12])).toEqual([[11, 3]]);
    expect(monthRuns([2, 7, 6])).toEqual([
      [2, 2],
      [6, 7],
    ]);
    expect(monthRuns([12])).toEqual([[12, 12]]);
    expect(monthRuns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([[1, 12]]);
    expect(monthRuns([])).toEqual([]);
  });

  it("names months in the page's language", () => {
    expect(formatMonth(11, 'en')).toBe('November');
    expect(formatMonth(2, 'fr')).toBe('février');
    expect(formatMonth(8, 'fr', 'short')).toBe('août');
  });
});
