import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookingView } from '../../domain/booking-view.ts';
import { apiRequest, failureOf } from './api.ts';
import {
  createTripStore,
  memoryTripArea,
  type KeptTrip,
  type TripArea,
  type TripStore,
} from './trip-store.ts';

const DATABASE = 'teranga-trips';
const TRIPS = 'trips';

/** A request of IndexedDB as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused the request'));
  });
}

/** The trips in IndexedDB, one record per booking (its view, times and documents as blobs). */
export function indexedDbTripArea(): TripArea {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore(TRIPS, { keyPath: 'bookingId' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(TRIPS, mode).objectStore(TRIPS);
  return {
    all: async () => done((await store('readonly')).getAll() as IDBRequest<KeptTrip[]>),
    get: async (id) => done((await store('readonly')).get(id) as IDBRequest<KeptTrip | undefined>),
    put: async (trip) => void (await done((await store('readwrite')).put(trip))),
    delete: async (id) => void (await done((await store('readwrite')).delete(id))),
  };
}

const orderPath = (bookingId: string) => `/api/orders/${encodeURIComponent(bookingId)}`;

let store: TripStore | null = null;

/** This device's kept trips (IndexedDB; in memory where the browser refuses it). */
export function keptTrips(): TripStore {
  store ??= createTripStore({
    area: typeof indexedDB === 'undefined' ? memoryTripArea() : indexedDbTripArea(),
    source: {
      view: (bookingId) =>
        apiRequest('GET', orderPath(bookingId), undefined, { schema: BookingView }),
      async document(bookingId, kind) {
        const file = kind === 'voucher' ? 'voucher.pdf' : 'calendar.ics';
        const response = await fetch(`${orderPath(bookingId)}/${file}`, {
          credentials: 'include',
        });
        if (!response.ok) throw await failureOf(response);
        return response.blob();
      },
    },
  });
  return store;
}

export const KEPT_TRIPS = ['kept-trips'] as const;

/** The kept trips, soonest first; an empty list where nothing can be kept (the server). */
export function useKeptTrips() {
  return useQuery({
    queryKey: KEPT_TRIPS,
    queryFn: () => keptTrips().list(),
    enabled: typeof window !== 'undefined',
  });
}

/**
 * Keeps a booking the page just read from the server (the booking's page, the lookup, the
 * dashboard) on this device, as the account's when someone is signed in (`owner`: the account's
 * id, null for a guest, undefined while it is not known yet).
 */
export function useKeepTrips(
  views: readonly BookingView[] | undefined,
  owner: string | null | undefined,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Kept once it is known who is signed in, so the documents are fetched once.
    if (!views?.length || owner === undefined) return;
    let current = true;
    void Promise.all(views.map((view) => keptTrips().keep(view, owner)))
      .then(() => {
        if (current) void queryClient.invalidateQueries({ queryKey: KEPT_TRIPS });
      })
      // A device that keeps nothing (private mode, storage full) still shows the booking.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [views, owner, queryClient]);
}

/** At sign-out: the account's trips leave this device. */
export async function forgetAccountTrips(): Promise<void> {
  if (typeof window === 'undefined') return;
  await keptTrips()
    .forgetAccountTrips()
    .catch(() => undefined);
}

/** The signed-in account's id as the owner of the trips kept now; undefined while loading. */
export function ownerOf(user: { data?: { id: string } | null; isPending: boolean }) {
  return user.isPending ? undefined : (user.data?.id ?? null);
}

export type { KeptTrip };
