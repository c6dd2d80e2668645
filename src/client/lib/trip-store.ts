import type { BookingView } from '../../domain/booking-view.ts';

/**
 * The trips kept on this device (docs/decisions/0032): each booking the traveller opened, with
 * its voucher and calendar file, readable with no network, and refreshed when there is one.
 */

/** A booking as this device keeps it. */
export type KeptTrip = {
  bookingId: string;
  view: BookingView;
  /** When the booking was last read from the server (ISO instant). */
  updatedAt: string;
  /** The account signed in when it was kept, whose sign-out removes it; null for a guest. */
  owner: string | null;
  voucher: Blob | null;
  calendar: Blob | null;
};

/** Where the trips are kept: IndexedDB in the browser (trip-area.ts), a Map in the unit tests. */
export interface TripArea {
  all(): Promise<KeptTrip[]>;
  get(bookingId: string): Promise<KeptTrip | undefined>;
  put(trip: KeptTrip): Promise<void>;
  delete(bookingId: string): Promise<void>;
}

/** What the store reads from the server; a lost connection rejects with a non-ApiError. */
export type TripSource = {
  view(bookingId: string): Promise<BookingView>;
  document(bookingId: string, kind: 'voucher' | 'calendar'): Promise<Blob>;
};

/** How a refresh went: read again, or kept as it was (no network, or the server refused). */
export type Refreshed = { trip: KeptTrip; fresh: boolean };

/** The two answers differ in anything the traveller reads (the documents follow the view). */
const changed = (a: BookingView, b: BookingView) => JSON.stringify(a) !== JSON.stringify(b);

export function createTripStore({
  area,
  source,
  now = () => new Date(),
}: {
  area: TripArea;
  source: TripSource;
  now?: () => Date;
}) {
  /**
   * Keeps `view` as just read from the server. Data is dear: the first time a booking is kept,
   * only what it says is (a few KB, on the page that showed it); its voucher and calendar file
   * (some 30 KB, and in the confirmation e-mail too) are fetched the next time it is kept (the
   * booking opened again, or the trips page opened), and again only when the booking changed.
   * A document that cannot be fetched now is left for the next time.
   */
  async function keep(view: BookingView, owner: string | null): Promise<KeptTrip> {
    const before = await area.get(view.bookingId);
    const same = before !== undefined && !changed(before.view, view);
    const document = async (kind: 'voucher' | 'calendar', kept: Blob | null | undefined) => {
      if (before === undefined) return null;
      if (same && kept) return kept;
      return source.document(view.bookingId, kind).catch(() => (same ? (kept ?? null) : null));
    };
    const [voucher, calendar] = await Promise.all([
      document('voucher', before?.voucher),
      document('calendar', before?.calendar),
    ]);
    const trip: KeptTrip = {
      bookingId: view.bookingId,
      view,
      updatedAt: now().toISOString(),
      // A guest's trip opened later while signed in becomes the account's; never the reverse.
      owner: owner ?? before?.owner ?? null,
      voucher,
      calendar,
    };
    await area.put(trip);
    return trip;
  }

  /** The kept trips, soonest first. */
  async function list(): Promise<KeptTrip[]> {
    const trips = await area.all();
    return trips.sort((a, b) => a.view.startsAt.localeCompare(b.view.startsAt));
  }

  /** Reads a kept trip again from the server; without an answer it stays as it was. */
  async function refresh(trip: KeptTrip): Promise<Refreshed> {
    try {
      const view = await source.view(trip.bookingId);
      return { trip: await keep(view, trip.owner), fresh: true };
    } catch {
      return { trip, fresh: false };
    }
  }

  return {
    keep,
    list,
    get: (bookingId: string) => area.get(bookingId),
    refresh,
    /** Every kept trip read again, one at a time (a phone's connection is narrow). */
    async refreshAll(): Promise<Refreshed[]> {
      const done: Refreshed[] = [];
      for (const trip of await list()) done.push(await refresh(trip));
      return done;
    },
    /** At sign-out: the account's trips leave the device; a guest's stay. */
    async forgetAccountTrips(): Promise<void> {
      for (const trip of await area.all()) {
        if (trip.owner !== null) await area.delete(trip.bookingId);
      }
    },
  };
}

export type TripStore = ReturnType<typeof createTripStore>;

/** A Map as the trips' area: the unit tests', and the fallback where IndexedDB is refused. */
export function memoryTripArea(): TripArea {
  const trips = new Map<string, KeptTrip>();
  return {
    all: async () => [...trips.values()],
    get: async (id) => trips.get(id),
    put: async (trip) => void trips.set(trip.bookingId, trip),
    delete: async (id) => void trips.delete(id),
  };
}
