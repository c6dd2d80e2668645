import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, toIsoDate } from '../../domain/dates.ts';
import { formatAmount, toCents } from '../../domain/format.ts';
import {
  DEFAULT_FLIGHT_VIEW,
  isDefaultFlightView,
  pageOfFlightOffers,
  sortFlightOffers,
  type FlightResultsPage,
  type FlightView,
} from '../../domain/flight-results.ts';
import {
  CABIN_CLASSES,
  createAirportIndex,
  validateFlightSearch,
  withBothShapes,
  type CabinClass,
  type Airport,
  type FlightOffer,
  type FlightSearch,
  type LeanFlightOffer,
} from '../../domain/flights.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { flightSeats } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { packAnswer, unpackAnswer } from '../lib/encodings.ts';
import { pgArray } from '../lib/pg-array.ts';
import { readTogether } from '../lib/read-together.ts';
import { silentLog, type ServiceLog } from '../lib/service-log.ts';
import { createLocalChangeFeed, type ChangeFeed } from '../lib/change-feed.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { BuiltinFlightProvider } from '../providers/flights/builtin.ts';
import type { DuffelPassengerType, LiveFlightProvider } from '../providers/flights/duffel.ts';
import type { Network } from '../providers/flights/network.ts';
import type { StockItem } from './inventory/stock.ts';
import {
  seatKey,
  seatsTakenIn,
  type FlightProvider,
  type SeatKeys,
  type SeatLedger,
} from '../providers/flights/types.ts';

/** An offer priced now: by the built-in inventory, or by a live airline with its passenger ids. */
export type QuotedOffer = {
  offer: FlightOffer;
  priceCents: number;
  source: 'builtin' | 'duffel';
  live?: { offerId: string; passengerIds: { id: string; type: DuffelPassengerType }[] };
  /** Its price changed since it was quoted: `offer.id` is signed for the new price. */
  repriced?: boolean;
};

export type FlightSearchResult = {
  success: true;
  flights: FlightOffer[];
  isLiveData: boolean;
  source: 'builtin' | 'duffel';
  fallback?: { reason: string };
  /** When no flight has the cabin asked for: the cabins that do have seats on this trip. */
  otherCabins?: CabinClass[];
};

/** A result as providers make it and the flights page reads it: each offer once (decision 0016). */
type LeanSearchResult = Omit<FlightSearchResult, 'flights'> & { flights: LeanFlightOffer[] };

/** The result in both shapes, for the package search and the assistant. */
function inBothShapes(result: LeanSearchResult): FlightSearchResult {
  return { ...result, flights: result.flights.map(withBothShapes) };
}

/**
 * A search's result as it is kept: the first page of the flights page's answer (price order, no
 * filter) packed as Brotli sends it, the other offers packed, and the provider's order ("best
 * first", which the package search keeps): `order[i]` is where the i-th offer by price stood.
 */
type KeptSearch = { first: Buffer; rest: Buffer | null; order: Uint16Array };

const CALENDAR_DAYS_EITHER_SIDE = 3;
/** The same question asked anew within this time is answered from the kept result. */
const SEARCH_CACHE_MS = 5_000;
/**
 * How long the pages, orders and filters of a result read it rather than search again: a
 * traveller's browsing of one result. Holds clear it at once, as they clear every kept search.
 */
const KEPT_FOR_PAGES_MS = 10 * 60_000;
/**
 * How long a live airline's lowest fare for a day is shown in the price calendar: a guide to
 * choose a day, never what is charged (the day's own search prices it again).
 */
const LIVE_CHEAPEST_MS = 10 * 60_000;

/** The same question, asked again: origin, destination, dates, party and cabin. */
function searchKey(query: FlightSearch): string {
  return JSON.stringify([
    query.origin,
    query.destination,
    query.departureDate,
    query.returnDate ?? '',
    query.passengers,
    query.children ?? 0,
    query.infants ?? 0,
    query.cabinClass,
  ]);
}

/** The lowest total of some offers, in cents; null for none. */
function cheapestOf(offers: readonly LeanFlightOffer[]): number | null {
  return offers.reduce<number | null>((min, offer) => {
    const cents = toCents(offer.totalAmount);
    return min === null || cents < min ? cents : min;
  }, null);
}

/**
 * Seats taken, read in one query for every (flight, date, cabin) a search may touch; the query
 * is prepared once, as every search asks it. Searches that arrive together share one query (and
 * its answer, which holds the seats of them all).
 */
export function createSeatLedger(db: Database): SeatLedger {
  const taken = db
    .select({
      flightNumber: flightSeats.flightNumber,
      date: sql<string>`to_char(${flightSeats.departDate}, 'YYYY-MM-DD')`,
      cabin: flightSeats.cabin,
      taken: flightSeats.taken,
    })
    .from(flightSeats)
    .innerJoin(
      sql`unnest(${sql.placeholder('numbers')}::text[], ${sql.placeholder('dates')}::date[], ${sql.placeholder('cabins')}::text[]) as k(flight_number, depart_date, cabin)`,
      sql`${flightSeats.flightNumber} = k.flight_number and ${flightSeats.departDate} = k.depart_date and ${flightSeats.cabin} = k.cabin`,
    )
    .prepare('flight_seats_taken');
  const seatsTaken = readTogether(async (asks: readonly SeatKeys[]) => {
    const keys = new Map<string, SeatKeys[number]>();
    for (const ask of asks) {
      for (const key of ask) keys.set(seatKey(key.flightNumber, key.date, key.cabin), key);
    }
    const wanted = [...keys.values()];
    const rows = await taken.execute({
      numbers: pgArray(wanted.map((k) => k.flightNumber)),
      dates: pgArray(wanted.map((k) => k.date)),
      cabins: pgArray(wanted.map((k) => k.cabin)),
    });
    const lookup = seatsTakenIn(rows);
    return asks.map(() => lookup);
  });
  return { seatsTaken };
}

/**
 * Flight search over the built-in inventory or a live provider (falling back to the built-in
 * one when the live one fails). Offer ids are signed with the price and expiry the server
 * quoted, so checkout charges what the traveller saw, or says clearly that it changed.
 */
export function createFlightService({
  network,
  builtin,
  live,
  clock,
  secret,
  log = silentLog,
  changes = createLocalChangeFeed(),
}: {
  network: Network;
  builtin: BuiltinFlightProvider;
  live?: LiveFlightProvider | undefined;
  clock: Clock;
  secret: string;
  /** Told of what the calendar and the cabins' probe leave out when a provider fails. */
  log?: ServiceLog;
  /** Where a hold's seats taken are announced to every server's search cache. */
  changes?: ChangeFeed;
}) {
  // Airport suggestions are asked for each letter typed: their names are made ready once.
  const airportIndex = createAirportIndex(network.airports);
  // Same question within a few seconds, same answer: holds re-check every seat anyway. Kept
  // packed, as Brotli sends it: kept as objects, each answer outlived the young generation and
  // every search paid for collecting the old one more often (about a quarter of a varied
  // search's CPU); kept as plain JSON outside the heap, seven times as much memory came and went.
  // Pages, orders and filters of a result read it for longer (KEPT_FOR_PAGES_MS).
  const searchCache = createTtlCache<{ madeAt: number; kept: Promise<KeptSearch> }>({
    ttlMs: KEPT_FOR_PAGES_MS,
    maxEntries: 1000,
    now: () => clock.now().getTime(),
  });
  // A live airline is asked once per day and party, not once per calendar: every live search
  // leaves its lowest fare here, and the calendars around it read it.
  const liveCheapest = createTtlCache<Promise<number | null>>({
    ttlMs: LIVE_CHEAPEST_MS,
    maxEntries: 5000,
    now: () => clock.now().getTime(),
  });
  changes.on('flights', () => {
    searchCache.clear();
    liveCheapest.clear();
  });

  // The key made once: every offer of every search is signed with it.
  const signingKey = createSecretKey(Buffer.from(secret));
  function sign(payload: string): string {
    return createHmac('sha256', signingKey).update(payload).digest('base64url').slice(0, 22);
  }

  /**
   * The id the traveller books with: who sells it, the seller's id, when its price runs out and
   * the price, signed. A live offer's id also names the party and cabin it was searched for, as
   * Duffel's offer does not say them back in our terms.
   */
  function withSignedId<T extends LeanFlightOffer>(offer: T, source: 'builtin' | 'duffel'): T {
    const cents = toCents(offer.totalAmount);
    const expires = Math.floor(Date.parse(offer.expiresAt) / 1000);
    const sellerId =
      source === 'builtin'
        ? offer.id
        : [
            offer.id,
            offer.passengers,
            offer.children ?? 0,
            offer.infants ?? 0,
            offer.cabinClass,
          ].join(':');
    const payload = `${source === 'builtin' ? 'b' : 'd'}.${sellerId}.${expires}.${cents}`;
    return { ...offer, id: `${payload}.${sign(payload)}` };
  }

  function validate(query: FlightSearch) {
    const issues = validateFlightSearch(query, {
      today: addDays(toIsoDate(clock.now()), -1),
      isKnownAirport: (code) => network.airportsByPlace.has(code),
    });
    if (issues.length) throw new ValidationError(issues);
  }

  /**
   * The kept result of a question, searched now when none is kept (or, for a question asked
   * anew, none from the last SEARCH_CACHE_MS); and the result itself when searched now.
   */
  function answer(
    query: FlightSearch,
    { anew }: { anew: boolean },
  ): { kept: Promise<KeptSearch>; made?: Promise<LeanSearchResult> } {
    validate(query);
    const key = searchKey(query);
    const cached = searchCache.get(key);
    const now = clock.now().getTime();
    if (cached && (!anew || now - cached.madeAt < SEARCH_CACHE_MS)) return { kept: cached.kept };
    const made = searchNow(query);
    const entry = { madeAt: now, kept: made.then(keep) };
    // Whoever asked is told of a failure through `made` or `kept`; the other is let go.
    entry.kept.catch(() => undefined);
    searchCache.set(key, entry);
    // A fallback answer is not kept: the live provider is asked again next time.
    made.then(
      (r) => r.fallback && searchCache.forget(key, entry),
      () => searchCache.forget(key, entry),
    );
    return { kept: entry.kept, made };
  }

  /** A result made ready to keep: its first page written and packed, the rest packed. */
  function keep(result: LeanSearchResult): KeptSearch {
    const { flights, ...about } = result;
    const positions = new Map(flights.map((offer, i) => [offer, i]));
    const byPrice = sortFlightOffers(flights, 'price');
    const page = pageOfFlightOffers(byPrice, DEFAULT_FLIGHT_VIEW);
    const rest = byPrice.slice(page.flights.length);
    return {
      first: packAnswer(JSON.stringify({ ...about, ...page })),
      rest: rest.length ? packAnswer(JSON.stringify(rest)) : null,
      order: Uint16Array.from(byPrice, (offer) => positions.get(offer)!),
    };
  }

  /** The whole result read back from what was kept: its offers by price, and the rest of it. */
  function readKept(kept: KeptSearch): {
    about: Omit<FlightSearchResult, 'flights'>;
    byPrice: LeanFlightOffer[];
  } {
    const first = JSON.parse(unpackAnswer(kept.first).toString()) as FlightResultsPage;
    const about: Omit<FlightSearchResult, 'flights'> = {
      success: true,
      isLiveData: first.isLiveData,
      source: first.source,
      ...(first.fallback ? { fallback: first.fallback } : {}),
      ...(first.otherCabins ? { otherCabins: first.otherCabins } : {}),
    };
    const rest = kept.rest
      ? (JSON.parse(unpackAnswer(kept.rest).toString()) as LeanFlightOffer[])
      : [];
    return { about, byPrice: [...first.flights, ...rest] };
  }

  /** The whole result in both shapes, in the provider's order, as the search made it. */
  function wholeOf(kept: KeptSearch): FlightSearchResult {
    const { about, byPrice } = readKept(kept);
    const flights: FlightOffer[] = new Array<FlightOffer>(byPrice.length);
    byPrice.forEach((offer, i) => {
      flights[kept.order[i]!] = withBothShapes(offer);
    });
    const { success, ...rest } = about;
    return { success, flights, ...rest };
  }

  /**
   * The flights page's answer (decision 0016), packed with Brotli: a page of the question's
   * result, filtered and ordered as asked. The first page as searched is the kept one; any other
   * is read from the kept result, searched again only when none is kept.
   */
  async function searchPage(query: FlightSearch, view: FlightView): Promise<Buffer> {
    if (isDefaultFlightView(view)) return (await answer(query, { anew: true }).kept).first;
    const { about, byPrice } = readKept(await answer(query, { anew: false }).kept);
    return packAnswer(JSON.stringify({ ...about, ...pageOfFlightOffers(byPrice, view) }));
  }

  /** The whole result in both shapes, as JSON packed with Brotli: the package search's answer. */
  async function searchPacked(query: FlightSearch): Promise<Buffer> {
    const { kept, made } = answer(query, { anew: true });
    return packAnswer(JSON.stringify(made ? inBothShapes(await made) : wholeOf(await kept)));
  }

  function search(query: FlightSearch): Promise<FlightSearchResult> {
    const { kept, made } = answer(query, { anew: true });
    return made ? made.then(inBothShapes) : kept.then(wholeOf);
  }

  async function searchNow(query: FlightSearch): Promise<LeanSearchResult> {
    if (live) {
      try {
        const asked = live.search(query);
        liveCheapest.set(searchKey(query), asked.then(cheapestOf));
        const flights = await asked;
        return withOtherCabins(query, live, {
          success: true,
          flights: flights.map((o) => withSignedId(o, 'duffel')),
          isLiveData: true,
          source: 'duffel',
        });
      } catch (error) {
        const flights = await builtin.search(query);
        return withOtherCabins(query, builtin, {
          success: true,
          flights: flights.map((o) => withSignedId(o, 'builtin')),
          isLiveData: false,
          source: 'builtin',
          fallback: { reason: (error as Error).message },
        });
      }
    }
    const flights = await builtin.search(query);
    return withOtherCabins(query, builtin, {
      success: true,
      flights: flights.map((o) => withSignedId(o, 'builtin')),
      isLiveData: false,
      source: 'builtin',
    });
  }

  /** An empty answer names the cabins that do have seats on the same trip, for the page to offer. */
  async function withOtherCabins(
    query: FlightSearch,
    provider: FlightProvider,
    result: LeanSearchResult,
  ): Promise<LeanSearchResult> {
    if (result.flights.length > 0) return result;
    const others = CABIN_CLASSES.filter((cabin) => cabin !== query.cabinClass);
    const totals = await cheapestTotalsOf(
      provider,
      others.map((cabinClass) => ({ ...query, cabinClass })),
    );
    const otherCabins = others.filter((_, i) => totals[i] !== null);
    return otherCabins.length ? { ...result, otherCabins } : result;
  }

  /**
   * Each search's lowest total in cents; null when it finds nothing or its provider fails (which
   * the log is told). The built-in inventory prices them together, with one seat query and no
   * offer made. A live airline's is kept LIVE_CHEAPEST_MS, the searches' own included.
   */
  async function cheapestTotalsOf(
    provider: FlightProvider,
    searches: FlightSearch[],
  ): Promise<(number | null)[]> {
    const leftOut = (error: unknown) =>
      log.warn(
        { err: error, provider: provider.name },
        "a provider could not price a calendar's day or a cabin; shown without",
      );
    if (provider === builtin) {
      return builtin.cheapestTotals(searches).catch((error: unknown) => {
        leftOut(error);
        return searches.map(() => null);
      });
    }
    return Promise.all(
      searches.map((search) =>
        liveCheapest
          .load(searchKey(search), () => provider.search(search).then(cheapestOf))
          .catch((error: unknown) => {
            leftOut(error);
            return null;
          }),
      ),
    );
  }

  /** Cheapest total for the days around the chosen one (past days left out). */
  async function priceCalendar(query: FlightSearch) {
    validate(query);
    const today = toIsoDate(clock.now());
    const tripDays = query.returnDate
      ? (Date.parse(query.returnDate) - Date.parse(query.departureDate)) / 86_400_000
      : undefined;
    const dates: string[] = [];
    for (let d = -CALENDAR_DAYS_EITHER_SIDE; d <= CALENDAR_DAYS_EITHER_SIDE; d++) {
      const date = addDays(query.departureDate, d);
      if (date >= today) dates.push(date);
    }
    const searches = dates.map((date) => ({
      ...query,
      departureDate: date,
      returnDate: tripDays === undefined ? undefined : addDays(date, tripDays),
    }));
    // A day that cannot be priced is shown without a fare: the calendar only helps choose.
    const totals = await cheapestTotalsOf(live ?? builtin, searches);
    return {
      days: dates.map((date, i) => {
        const cents = totals[i] ?? null;
        return { date, cheapest: cents === null ? null : formatAmount(cents) };
      }),
      isLiveData: live !== undefined,
    };
  }

  /**
   * The offer a booking is for, priced now by whoever sells it. 404 for an id we never issued,
   * 409 when it expired, sold out, or its price changed (with the new price). A live offer comes
   * with the airline's passenger ids, which its order must name. With `reprice`, a changed price
   * is not refused here: the offer comes back at its new price, marked `repriced`, for the
   * checkout to put the new total to the traveller.
   */
  async function quoteOffer(
    offerId: string,
    { reprice = false }: { reprice?: boolean } = {},
  ): Promise<QuotedOffer> {
    const parts = offerId.split('.');
    if (parts.length < 5) {
      throw new NotFoundError('Unknown flight offer; search again', { code: 'offer_unknown' });
    }
    const [tag] = parts;
    const [expires, cents, signature] = parts.slice(-3) as [string, string, string];
    const payload = parts.slice(0, -1).join('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new NotFoundError('Unknown flight offer; search again', { code: 'offer_unknown' });
    }
    if (clock.now().getTime() > Number(expires) * 1000) {
      throw new ConflictError('This flight offer has expired; search again for current prices', {
        code: 'offer_expired',
      });
    }
    const quotedCents = Number(cents);
    const sellerId = parts.slice(1, -3).join('.');
    const quoted =
      tag === 'b'
        ? await builtin
            .reprice(sellerId)
            .then((offer) => offer && { offer, source: 'builtin' as const })
        : await quoteLive(sellerId);
    if (!quoted) {
      throw new ConflictError('This flight is no longer available; search again', {
        code: 'offer_unavailable',
      });
    }
    const priceCents = toCents(quoted.offer.totalAmount);
    if (priceCents !== quotedCents && reprice) {
      return {
        ...quoted,
        offer: withSignedId(quoted.offer, quoted.source),
        priceCents,
        repriced: true,
      };
    }
    if (priceCents !== quotedCents) {
      throw new ConflictError(
        `The price of this flight changed from ${formatAmount(quotedCents)} to ${quoted.offer.totalAmount} USD`,
        {
          code: 'price_changed',
          newPrice: quoted.offer.totalAmount,
        },
      );
    }
    return { ...quoted, offer: withSignedId(quoted.offer, quoted.source), priceCents };
  }

  /** A live offer as the airline prices it now; null when it no longer sells it. */
  async function quoteLive(sellerId: string): Promise<Omit<QuotedOffer, 'priceCents'> | null> {
    const [id, adults, children, infants, cabin] = sellerId.split(':');
    const cabinClass = CABIN_CLASSES.find((c) => c === cabin);
    if (!live || !id || !cabinClass) {
      // Searched live, but the live provider is switched off now.
      return null;
    }
    const found = await live
      .getOffer(id, {
        passengers: Number(adults),
        children: Number(children),
        infants: Number(infants),
        cabinClass,
      })
      .catch((error: unknown) => {
        throw new ConflictError(
          `The airline could not be reached to confirm this fare; try again in a moment (${(error as Error).message})`,
          { code: 'airline_unavailable' },
        );
      });
    if (!found) return null;
    return {
      offer: { ...found.offer, id },
      source: 'duffel',
      live: { offerId: id, passengerIds: found.passengerIds },
    };
  }

  /**
   * The stock a flight takes in our ledger: the built-in inventory's seats, held like room
   * nights (infants on a lap take none). A live airline keeps its own seats: it sells them when
   * the order is made, so a live offer holds nothing here.
   */
  function stockOf(offer: FlightOffer, source: 'builtin' | 'duffel', seated: number): StockItem[] {
    if (source !== 'builtin') return [];
    return offer.slices.flatMap((slice) =>
      slice.segments.map((segment) => ({
        kind: 'seat',
        resource: segment.flight_number,
        day: segment.departureDate,
        cabin: segment.cabinClass,
        total: builtin.capacity(segment.flight_number, segment.cabinClass),
        quantity: seated,
      })),
    );
  }

  /** An airport's zone and city, when we know the airport. */
  function placeOf(code: string): { tz?: string; city?: string } {
    const airport = network.airportsByCode.get(code);
    return airport ? { tz: airport.tz, city: airport.city } : {};
  }

  /** The live provider, for making and cancelling the orders of live offers. */
  function liveSeller(): LiveFlightProvider {
    if (!live) {
      throw new ConflictError(
        'Live flight booking is switched off; contact us about this booking',
        {
          code: 'airline_unavailable',
        },
      );
    }
    return live;
  }

  /** The live provider when one is switched on, for the work that only concerns its orders. */
  function liveSellerIfAny(): LiveFlightProvider | null {
    return live ?? null;
  }

  function airports(q: string, limit = 8): Airport[] {
    return airportIndex.search(q, limit);
  }

  return {
    search,
    searchPage,
    searchPacked,
    priceCalendar,
    quoteOffer,
    stockOf,
    placeOf,
    liveSeller,
    liveSellerIfAny,
    airports,
    /** After seats are taken or given back: the next search counts them, on every server. */
    forgetSearches: () => changes.announce('flights'),
  };
}

export type FlightService = ReturnType<typeof createFlightService>;
