import { hash } from 'node:crypto';
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
import { pgArray } from '../lib/pg-array.ts';
import { readTogether } from '../lib/read-together.ts';
import { createLocalChangeFeed, type ChangeFeed } from '../lib/change-feed.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

type Row = typeof accommodations.$inferSelect;

const byRating = sql`${accommodations.rating} desc nulls last`;

/**
 * A stay's row by its id (`execute({ id })`), prepared once: every stay page and every stay's
 * checkout reads one. The same statement wherever it is made, so a connection prepares it once.
 */
export function prepareStayRow(db: Database) {
  return db
    .select()
    .from(accommodations)
    .where(eq(accommodations.id, sql.placeholder('id')))
    .prepare('stay_by_id');
}

/** Bytes and strings (written as UTF-8) copied once into one buffer. */
function joinBytes(parts: readonly (Buffer | string)[]): Buffer {
  let length = 0;
  for (const part of parts) {
    length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  }
  const joined = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) {
    at += typeof part === 'string' ? joined.write(part, at) : part.copy(joined, at);
  }
  return joined;
}

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
    ...(row.photo ? { photo: row.photo } : {}),
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

/**
 * A dated page of a listing up to this many pages long has the rooms of all its stays probed in
 * one read; a longer one (a city at a busy site's scale: 400 stays in Accra) reads which are full
 * from the full nights alone, then probes the page's own stays (pageAvailableOn).
 */
const PROBED_EACH_UP_TO_PAGES = 3;

/** Searches without dates depend only on the listing, which changes rarely: keep them a minute. */
const LISTING_CACHE_MS = 60_000;

export function createAccommodationService({
  db,
  clock,
  changes = createLocalChangeFeed(),
}: {
  db: Database;
  clock: Clock;
  /** Where an administrator's change is announced to every server's listing cache. */
  changes?: ChangeFeed;
}) {
  const listingCache = createTtlCache<Promise<Accommodation[]>>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: 500,
    now: () => clock.now().getTime(),
  });
  changes.on('stays', () => listingCache.clear());
  // The fewest rooms free on a night with rooms taken, per listed stay and search: prepared once,
  // as every dated search asks it, and asked once for the searches that arrive together.
  const nightsTakenOf = db
    .select({
      search: sql<number>`k.search`.mapWith(Number),
      id: roomNights.accommodationId,
      free: sql<number>`min(${roomNights.total} - ${roomNights.taken})`.mapWith(Number),
    })
    .from(roomNights)
    .innerJoin(
      sql`unnest(${sql.placeholder('searches')}::int[], ${sql.placeholder('ids')}::int[], ${sql.placeholder('checkIns')}::date[], ${sql.placeholder('checkOuts')}::date[]) as k(search, id, check_in, check_out)`,
      sql`${roomNights.accommodationId} = k.id and ${roomNights.night} >= k.check_in and ${roomNights.night} < k.check_out`,
    )
    .groupBy(sql`k.search`, roomNights.accommodationId)
    .prepare('stay_nights_taken');
  type NightsAsked = { stays: Accommodation[]; checkIn: string; checkOut: string };
  const nightsTaken = readTogether(async (asks: readonly NightsAsked[]) => {
    const searches: number[] = [];
    const ids: number[] = [];
    const checkIns: string[] = [];
    const checkOuts: string[] = [];
    asks.forEach(({ stays, checkIn, checkOut }, search) => {
      for (const stay of stays) {
        searches.push(search);
        ids.push(stay.id);
        checkIns.push(checkIn);
        checkOuts.push(checkOut);
      }
    });
    const rows = await nightsTakenOf.execute({
      searches: pgArray(searches),
      ids: pgArray(ids),
      checkIns: pgArray(checkIns),
      checkOuts: pgArray(checkOuts),
    });
    const free = asks.map(() => new Map<number, number>());
    for (const row of rows) free[row.search]!.set(row.id, row.free);
    return free;
  });
  // The stays full on a night of each search's dates, from the full nights alone (their own partial
  // index, room_nights_full_idx): a page of a dated search reads which of a city's stays are full
  // from these few rows, where probing each listed stay's nights cost PostgreSQL about 540 µs a
  // search at a busy site's scale (400 stays in Accra). Prepared once, asked once for the searches
  // that arrive together.
  const fullNightsOf = db
    .select({
      search: sql<number>`s.search`.mapWith(Number),
      id: roomNights.accommodationId,
    })
    .from(roomNights)
    .innerJoin(
      sql`unnest(${sql.placeholder('searches')}::int[], ${sql.placeholder('checkIns')}::date[], ${sql.placeholder('checkOuts')}::date[]) as s(search, check_in, check_out)`,
      sql`${roomNights.night} >= s.check_in and ${roomNights.night} < s.check_out and ${roomNights.taken} >= ${roomNights.total}`,
    )
    .prepare('stay_nights_full');
  type DatesAsked = { checkIn: string; checkOut: string };
  const fullStays = readTogether(async (asks: readonly DatesAsked[]) => {
    const rows = await fullNightsOf.execute({
      searches: pgArray(asks.map((_, search) => search)),
      checkIns: pgArray(asks.map((ask) => ask.checkIn)),
      checkOuts: pgArray(asks.map((ask) => ask.checkOut)),
    });
    const full = asks.map(() => new Set<number>());
    for (const row of rows) full[row.search]!.add(row.id);
    return full;
  });
  // Rooms of the kind we sell, of each stay of a cached listing: free on nights none is taken.
  const roomCounts = new WeakMap<Accommodation, number>();

  /**
   * The stays matching the filters, dates aside, best rated first: read once a minute (or after
   * an administrator's change), since a dated search differs from it only by the rooms left.
   */
  function listing(query: AccommodationSearch): Promise<Accommodation[]> {
    const { checkIn: _in, checkOut: _out, guests: _guests, ...filters } = query;
    return listingCache.load(JSON.stringify(filters), () => readListing(filters));
  }

  async function search(query: AccommodationSearch): Promise<Accommodation[]> {
    return query.checkIn
      ? searchAvailable(checkDates(query), await listing(query))
      : listing(query);
  }

  async function readListing(query: AccommodationSearch): Promise<Accommodation[]> {
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

    const rows = await db
      .select()
      .from(accommodations)
      .where(and(...filters))
      .orderBy(byRating, asc(accommodations.id));
    return rows.map((row) => {
      const stay = toAccommodation(row, language);
      roomCounts.set(stay, row.roomCount);
      return stay;
    });
  }

  /** The nights asked for, [checkIn, checkOut); a check-in in the past or too far ahead is a 400. */
  function checkDates(query: AccommodationSearch): { checkIn: string; checkOut: string } {
    const checkIn = query.checkIn!;
    // West Africa is UTC+0/+1 and travellers book from every zone: allow yesterday's UTC date.
    const earliest = addDays(toIsoDate(clock.now()), -1);
    if (checkIn < earliest) {
      throw new ValidationError([
        { field: 'checkIn', rule: 'in_past', message: 'must not be in the past' },
      ]);
    }
    if (checkIn > addDays(earliest, MAX_STAY_DAYS_AHEAD + 1)) {
      throw new ValidationError([
        {
          field: 'checkIn',
          rule: 'too_far_ahead',
          message: `must be within the next ${MAX_STAY_DAYS_AHEAD} days`,
          limit: MAX_STAY_DAYS_AHEAD,
        },
      ]);
    }
    return { checkIn, checkOut: query.checkOut ?? addDays(checkIn, 1) };
  }

  /** The stays of a listing with rooms left on the dates, each with how many. */
  type Available = { stays: Accommodation[]; roomsLeft: Map<Accommodation, number> };

  /**
   * The stays of `stays` with a room free on every night of the dates, in their order, and
   * the rooms left: the fewest free on any night that has rooms taken, else all of its rooms.
   * One query reads the nights taken, only those of the listed stays, with the searches that
   * arrive together.
   */
  async function availableOn(
    { checkIn, checkOut }: { checkIn: string; checkOut: string },
    stays: Accommodation[],
  ): Promise<Available> {
    const roomsLeft = new Map<Accommodation, number>();
    if (stays.length === 0) return { stays, roomsLeft };
    const free = await nightsTaken({ stays, checkIn, checkOut });
    const available: Accommodation[] = [];
    for (const stay of stays) {
      const left = free.get(stay.id) ?? roomCounts.get(stay)!;
      if (left <= 0) continue;
      available.push(stay);
      roomsLeft.set(stay, left);
    }
    return { stays: available, roomsLeft };
  }

  /** The stays with their rooms left, as a dated search answers them. */
  function withRoomsLeft(stays: Accommodation[], { roomsLeft }: Available): Accommodation[] {
    return stays.map((stay) => ({ ...stay, roomsLeft: roomsLeft.get(stay)! }));
  }

  async function searchAvailable(
    dates: { checkIn: string; checkOut: string },
    list: Accommodation[],
  ): Promise<Accommodation[]> {
    const available = await availableOn(dates, list);
    return withRoomsLeft(available.stays, available);
  }

  // Sorted copies of each listing, made once: a cached listing is the same array every time.
  const sortedCopies = new WeakMap<Accommodation[], Map<SortOption, Accommodation[]>>();

  async function sortedListing(query: AccommodationSearch, sort: SortOption) {
    const list = await listing(query);
    let copies = sortedCopies.get(list);
    if (!copies) sortedCopies.set(list, (copies = new Map()));
    let sorted = copies.get(sort);
    if (!sorted) copies.set(sort, (sorted = [...list].sort(compareStays(sort))));
    return sorted;
  }

  /** The search in one of the page's orders; filters first, then the sort. */
  async function searchSorted(query: AccommodationSearch, sort: SortOption) {
    if (!query.checkIn) return sortedListing(query, sort);
    // Availability keeps the order: the stays free on the dates, sorted, are the sorted free stays.
    return searchAvailable(checkDates(query), await sortedListing(query, sort));
  }

  /** One page of the sorted search: its order, its size, and the stay it comes after, if any. */
  type PageParams = { sort: SortOption; limit: number; after?: SortKey | undefined };

  /** A page of listed stays, and the rooms left of each when dates were asked. */
  async function pageOfListing(
    query: AccommodationSearch,
    { sort, limit, after }: PageParams,
  ): Promise<{ page: StaysPage<Accommodation>; available?: Available }> {
    if (!query.checkIn) {
      return { page: pageOfSorted(await sortedListing(query, sort), sort, limit, after) };
    }
    const dates = checkDates(query);
    const sorted = await sortedListing(query, sort);
    const pageOf = (stays: Accommodation[]) => pageOfSorted(stays, sort, limit, after);
    // A few pages' worth of stays (a city at the seed's scale) cost less probed each, in one
    // read, than in two.
    if (sorted.length <= PROBED_EACH_UP_TO_PAGES * limit) {
      const available = await availableOn(dates, sorted);
      return { page: pageOf(available.stays), available };
    }
    return pageAvailableOn(dates, sorted, pageOf);
  }

  /**
   * A page of the stays of `sorted` with a room free on every night of the dates, and the rooms
   * left of the page's own stays: which stays are full is read from the full nights alone, and
   * only the page's stays are probed for their rooms left. A stay of the page that was filled
   * between the two reads (its rooms left none) is full after all: the page is made again
   * without it.
   */
  async function pageAvailableOn(
    dates: { checkIn: string; checkOut: string },
    sorted: Accommodation[],
    pageOf: (stays: Accommodation[]) => StaysPage<Accommodation>,
  ): Promise<{ page: StaysPage<Accommodation>; available: Available }> {
    const full = await fullStays(dates);
    let open = full.size ? sorted.filter((stay) => !full.has(stay.id)) : sorted;
    const roomsLeft = new Map<Accommodation, number>();
    for (;;) {
      const page = pageOf(open);
      const unread = page.items.filter((stay) => !roomsLeft.has(stay));
      const free = unread.length ? await nightsTaken({ stays: unread, ...dates }) : new Map();
      const filled = new Set<Accommodation>();
      for (const stay of unread) {
        const left = free.get(stay.id) ?? roomCounts.get(stay)!;
        if (left > 0) roomsLeft.set(stay, left);
        else filled.add(stay);
      }
      if (filled.size === 0) return { page, available: { stays: open, roomsLeft } };
      open = open.filter((stay) => !filled.has(stay));
    }
  }

  // Each listed stay as UTF-8 JSON, written once, and a hash of it: a page's answer is these bytes
  // with the rooms left, copied together rather than written and encoded again (a page is about
  // 20 KB), and its validator is hashed from theirs rather than from the page's 20 KB.
  const stayJson = new WeakMap<Accommodation, { bytes: Buffer; digest: string }>();
  function jsonOf(stay: Accommodation) {
    let json = stayJson.get(stay);
    if (json === undefined) {
      const bytes = Buffer.from(JSON.stringify(stay));
      stayJson.set(stay, (json = { bytes, digest: hash('sha1', bytes, 'base64url') }));
    }
    return json;
  }

  /**
   * `stays` written into `parts` as the items of a JSON array, each with its rooms left when
   * dates were asked, and what each is made of into `digests`: the stays' own bytes and hashes,
   * written once per listing.
   */
  function writeStays(
    stays: readonly Accommodation[],
    available: Available | undefined,
    parts: (Buffer | string)[],
    digests: string[],
  ) {
    stays.forEach((stay, index) => {
      if (index > 0) parts.push(',');
      const { bytes, digest } = jsonOf(stay);
      digests.push(digest);
      if (!available) return void parts.push(bytes);
      // The stay's object reopened before its closing brace for the rooms left.
      const roomsLeft = `,"roomsLeft":${JSON.stringify(available.roomsLeft.get(stay))}}`;
      digests.push(roomsLeft);
      parts.push(bytes.subarray(0, -1), roomsLeft);
    });
  }

  /** JSON made of `parts`, and a hash of what it is made of, which changes whenever it does. */
  function written(parts: (Buffer | string)[], digests: string[]) {
    return { json: joinBytes(parts), digest: hash('sha1', digests.join('\n'), 'base64url') };
  }

  /**
   * One page of the sorted search, after the stay a cursor names (or the first), as the UTF-8
   * JSON of `{ items, total, nextCursor }`, the items with their rooms left when dates were asked,
   * and a hash of that JSON's parts (`digest`). Made of the bytes of the listed stays: a page of a
   * varied search is 24 stays written before.
   */
  async function searchPageJson(query: AccommodationSearch, paging: PageParams) {
    const { page, available } = await pageOfListing(query, paging);
    const parts: (Buffer | string)[] = ['{"items":['];
    const digests: string[] = [];
    writeStays(page.items, available, parts, digests);
    const end = `],"total":${JSON.stringify(page.total)},"nextCursor":${JSON.stringify(page.nextCursor)}}`;
    parts.push(end);
    digests.push(end);
    return written(parts, digests);
  }

  /**
   * The whole search as spec 1's callers read it (a JSON array, in `sort`'s order or by rating),
   * written as searchPageJson writes a page: a city's stays are a few hundred at a busy site's
   * scale, too many to write again for every package search.
   */
  async function searchListJson(query: AccommodationSearch, sort?: SortOption) {
    const dates = query.checkIn ? checkDates(query) : undefined;
    const list = await (sort ? sortedListing(query, sort) : listing(query));
    const available = dates ? await availableOn(dates, list) : undefined;
    const parts: (Buffer | string)[] = ['['];
    const digests: string[] = [];
    writeStays(available?.stays ?? list, available, parts, digests);
    parts.push(']');
    return written(parts, digests);
  }

  const stayById = prepareStayRow(db);

  async function getById(id: number, language: Language = 'en'): Promise<Accommodation> {
    const [row] = await stayById.execute({ id });
    if (!row) throw new NotFoundError('Accommodation not found');
    return toAccommodation(row, language);
  }

  /** After an administrator's change: the next search reads the database, on every server. */
  function forgetListings() {
    changes.announce('stays');
  }

  return { search, searchSorted, searchPageJson, searchListJson, getById, forgetListings };
}

export type AccommodationService = ReturnType<typeof createAccommodationService>;
