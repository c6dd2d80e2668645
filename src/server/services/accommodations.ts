import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  MAX_STAY_DAYS_AHEAD,
  type Accommodation,
  type AccommodationSearch,
} from '../../domain/accommodations.ts';
import type { DocumentLanguage as Language } from '../../domain/languages.ts';
import { pageOfSorted } from '../../domain/stay-pages.ts';
import {
  compareStays,
  type SortKey,
  type SortOption,
  type StaysPage,
} from '../../domain/stay-sort.ts';
import { addDays, toIsoDate } from '../../domain/dates.ts';
import { normalizeSearchText } from '../../domain/text.ts';
import { timeZoneOfCountry } from '../../domain/time-zones.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { accommodations, roomNights } from '../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { containsPattern } from '../lib/like.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

type Row = typeof accommodations.$inferSelect;

const byRating = sql`${accommodations.rating} desc nulls last`;

function toAccommodation(row: Row, language: Language, roomsLeft?: number): Accommodation {
  return {
    id: row.id,
    name: row.name,
    description: (language === 'fr' && row.descriptionFr) || row.description,
    location: row.location,
    city: row.city,
    country: row.country,
    propertyType: row.propertyType,
    pricePerNight: row.pricePerNight,
    imageUrl: row.imageUrl,
    images: row.images ?? [],
    amenities: row.amenities,
    rating: row.rating,
    reviewCount: row.reviewCount ?? 0,
    cancellationPolicy: row.cancellationPolicy,
    manualConfirmation: row.manualConfirmation ?? false,
    verified: row.verified ?? false,
    timeZone: timeZoneOfCountry(row.country),
    ...(roomsLeft === undefined ? {} : { roomsLeft }),
  };
}

/** Rooms free on every night of [checkIn, checkOut) for the property in the outer query. */
function roomsLeftSql(checkIn: string, checkOut: string): SQL<number> {
  return sql<number>`coalesce((
    select min(${roomNights.total} - ${roomNights.taken}) from ${roomNights}
    where ${roomNights.accommodationId} = ${accommodations.id}
      and ${roomNights.night} >= ${checkIn} and ${roomNights.night} < ${checkOut}
  ), ${accommodations.roomCount})`.mapWith(Number);
}

/** Searches without dates depend only on the listing, which changes rarely: keep them a minute. */
const LISTING_CACHE_MS = 60_000;

export function createAccommodationService({ db, clock }: { db: Database; clock: Clock }) {
  const listingCache = createTtlCache<Promise<Accommodation[]>>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: 500,
    now: () => clock.now().getTime(),
  });

  function search(query: AccommodationSearch): Promise<Accommodation[]> {
    if (query.checkIn) return searchDb(query);
    const key = JSON.stringify(query);
    const cached = listingCache.get(key);
    if (cached) return cached;
    const result = searchDb(query);
    listingCache.set(key, result);
    result.catch(() => listingCache.delete(key));
    return result;
  }

  async function searchDb(query: AccommodationSearch): Promise<Accommodation[]> {
    const language = query.lang ?? 'en';
    const filters: SQL[] = [];
    if (query.destination) {
      const needle = containsPattern(normalizeSearchText(query.destination));
      filters.push(sql`${accommodations.searchText} like ${needle}`);
    }
    if (query.minPrice !== undefined)
      filters.push(gte(accommodations.pricePerNight, String(query.minPrice)));
    if (query.maxPrice !== undefined)
      filters.push(lte(accommodations.pricePerNight, String(query.maxPrice)));
    if (query.amenities?.length) {
      const wanted = JSON.stringify(query.amenities.map((name) => ({ name })));
      filters.push(sql`${accommodations.amenities} @> ${wanted}::jsonb`);
    }
    if (query.propertyTypes?.length)
      filters.push(inArray(accommodations.propertyType, query.propertyTypes));

    if (!query.checkIn) {
      const rows = await db
        .select()
        .from(accommodations)
        .where(and(...filters))
        .orderBy(byRating, asc(accommodations.id));
      return rows.map((row) => toAccommodation(row, language));
    }

    // West Africa is UTC+0/+1 and travellers book from every zone: allow yesterday's UTC date.
    const earliest = addDays(toIsoDate(clock.now()), -1);
    if (query.checkIn < earliest) {
      throw new ValidationError([
        { field: 'checkIn', rule: 'in_past', message: 'must not be in the past' },
      ]);
    }
    if (query.checkIn > addDays(earliest, MAX_STAY_DAYS_AHEAD + 1)) {
      throw new ValidationError([
        {
          field: 'checkIn',
          rule: 'too_far_ahead',
          message: `must be within the next ${MAX_STAY_DAYS_AHEAD} days`,
          limit: MAX_STAY_DAYS_AHEAD,
        },
      ]);
    }
    const checkOut = query.checkOut ?? addDays(query.checkIn, 1);
    const roomsLeft = roomsLeftSql(query.checkIn, checkOut);
    const rows = await db
      .select({ row: accommodations, roomsLeft })
      .from(accommodations)
      .where(and(...filters, sql`${roomsLeft} > 0`))
      .orderBy(byRating, asc(accommodations.id));
    return rows.map(({ row, roomsLeft: left }) => toAccommodation(row, language, left));
  }

  // Sorted copies of each answer, made once: a cached listing is the same array every time.
  const sortedCopies = new WeakMap<Accommodation[], Map<SortOption, Accommodation[]>>();

  /** The search in one of the page's orders; filters first, then the sort. */
  async function searchSorted(query: AccommodationSearch, sort: SortOption) {
    const list = await search(query);
    let copies = sortedCopies.get(list);
    if (!copies) sortedCopies.set(list, (copies = new Map()));
    let sorted = copies.get(sort);
    if (!sorted) copies.set(sort, (sorted = [...list].sort(compareStays(sort))));
    return sorted;
  }

  /** One page of the sorted search, after the stay a cursor names (or the first). */
  async function searchPage(
    query: AccommodationSearch,
    { sort, limit, after }: { sort: SortOption; limit: number; after?: SortKey | undefined },
  ): Promise<StaysPage<Accommodation>> {
    return pageOfSorted(await searchSorted(query, sort), sort, limit, after);
  }

  async function getById(id: number, language: Language = 'en'): Promise<Accommodation> {
    const [row] = await db.select().from(accommodations).where(eq(accommodations.id, id));
    if (!row) throw new NotFoundError('Accommodation not found');
    return toAccommodation(row, language);
  }

  /** After an administrator's change: the next search reads the database (on this server; others within the minute). */
  function forgetListings() {
    listingCache.clear();
  }

  return { search, searchSorted, searchPage, getById, forgetListings };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
