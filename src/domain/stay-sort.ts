/**
 * The orders of the hotel listing (spec 1 section 9), made total, and its page size: read by the
 * page as well as the server, so nothing here needs the schema library (stay-pages.ts has the
 * query's schema and the cursors).
 */

export const SORT_OPTIONS = ['rating', 'price-low', 'price-high', 'name'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** What the order reads of a stay, and what a cursor remembers of the last one sent. */
export type SortKey = { id: number; name: string; pricePerNight: string; rating: string | null };

/** Cards the hotels page asks for at a time, and the most one page may hold. */
export const STAYS_PAGE_SIZE = 24;
export const MAX_STAYS_PAGE_SIZE = 100;

/** A page of the listing: `nextCursor` asks for the stays after it, null on the last page. */
export type StaysPage<T> = { items: T[]; total: number; nextCursor: string | null };

// Made on first use: the page reads this module too, and a collator takes milliseconds to make.
let names: Intl.Collator | undefined;
// A stay without a rating comes after one rated 0 (ratings are never negative).
const ratingOf = (s: SortKey) => (s.rating === null ? -1 : Number(s.rating));
const byRating = (a: SortKey, b: SortKey) => ratingOf(b) - ratingOf(a) || a.id - b.id;

/**
 * Spec 1 section 9's orders, made total: ties fall back to the rating, best first, then the id,
 * so every stay has one place and a page boundary never splits a tie differently twice.
 */
export function compareStays(sort: SortOption): (a: SortKey, b: SortKey) => number {
  switch (sort) {
    case 'rating':
      return byRating;
    case 'price-low':
      return (a, b) => Number(a.pricePerNight) - Number(b.pricePerNight) || byRating(a, b);
    case 'price-high':
      return (a, b) => Number(b.pricePerNight) - Number(a.pricePerNight) || byRating(a, b);
    case 'name': {
      const collator = (names ??= new Intl.Collator('en'));
      return (a, b) => collator.compare(a.name, b.name) || byRating(a, b);
    }
  }
}
