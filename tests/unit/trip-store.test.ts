import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../src/domain/booking-view.ts';
import { QueryObserver, MutationObserver, onlineManager } from '@tanstack/react-query';
import {
  createTripStore,
  memoryTripArea,
  type TripSource,
} from '../../src/client/lib/trip-store.ts';
import { referenceQr } from '../../src/server/lib/reference-qr.ts';
import { newQueryClient } from '../../src/client/app.tsx';
import { stayBookingView } from '../helpers/booking-views.ts';

/** The trips kept on a device (docs/decisions/0032). */

const makeView = stayBookingView;

/** A server as the store sees it: its bookings, the documents it was asked for, and outages. */
function fakeServer() {
  const views = new Map<string, BookingView>();
  const asked: string[] = [];
  let online = true;
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const source: TripSource = {
    view: (id) => {
      if (!online) return offline();
      const view = views.get(id);
      return view ? Promise.resolve(view) : Promise.reject(new Error('404'));
    },
    document: (id, kind) => {
      if (!online) return offline();
      asked.push(`${id} ${kind}`);
      return Promise.resolve(new Blob([`${kind} of ${views.get(id)?.status}`]));
    },
  };
  return {
    source,
    asked,
    set: (view: BookingView) => views.set(view.bookingId, view),
    goOffline: () => void (online = false),
    goOnline: () => void (online = true),
  };
}

function storeWithClock() {
  const server = fakeServer();
  let now = new Date('2026-11-27T10:00:00Z');
  const store = createTripStore({ area: memoryTripArea(), source: server.source, now: () => now });
  return { server, store, tick: (iso: string) => void (now = new Date(iso)) };
}

describe('the trips kept on a device', () => {
  it('keeps a booking, and when it was read; its documents the next time it is kept', async () => {
    const { server, store } = storeWithClock();
    server.set(makeView());
    const first = await store.keep(makeView(), null);
    expect(first).toMatchObject({
      bookingId: 'b-1',
      owner: null,
      updatedAt: '2026-11-27T10:00:00.000Z',
      voucher: null,
      calendar: null,
    });
    // The page that showed it paid only for the booking itself.
    expect(server.asked).toEqual([]);
    expect(await store.get('b-1')).toEqual(first);
    const again = await store.keep(makeView(), null);
    expect(await again.voucher?.text()).toBe('voucher of confirmed');
    expect(await again.calendar?.text()).toBe('calendar of confirmed');
  });

  it('lists them soonest first', async () => {
    const { server, store } = storeWithClock();
    const later = makeView({ bookingId: 'b-2', startsAt: '2027-01-05T14:00:00Z' });
    const sooner = makeView({ bookingId: 'b-3', startsAt: '2026-12-20T14:00:00Z' });
    for (const view of [later, sooner]) {
      server.set(view);
      await store.keep(view, null);
    }
    expect((await store.list()).map((t) => t.bookingId)).toEqual(['b-3', 'b-2']);
  });

  it('fetches the documents again only when the booking changed', async () => {
    const { server, store } = storeWithClock();
    server.set(makeView());
    await store.keep(makeView(), null);
    await store.keep(makeView(), null);
    await store.keep(makeView(), null);
    expect(server.asked).toEqual(['b-1 voucher', 'b-1 calendar']);
    const cancelled = makeView({ status: 'canceled', refundCents: 44_000 });
    server.set(cancelled);
    const trip = await store.keep(cancelled, null);
    expect(server.asked).toHaveLength(4);
    expect(await trip.voucher?.text()).toBe('voucher of canceled');
  });

  it('refreshes a kept trip from the server: a cancellation shows, with the new time', async () => {
    const { server, store, tick } = storeWithClock();
    server.set(makeView());
    const kept = await store.keep(makeView(), 'user-1');
    server.set(makeView({ status: 'canceled', refundCents: 44_000 }));
    tick('2026-11-28T08:30:00Z');
    const [refreshed] = await store.refreshAll();
    expect(refreshed).toMatchObject({ fresh: true });
    expect(refreshed!.trip.view.status).toBe('canceled');
    expect(refreshed!.trip.updatedAt).toBe('2026-11-28T08:30:00.000Z');
    // The voucher kept follows: it says the booking is cancelled.
    expect(await refreshed!.trip.voucher?.text()).toBe('voucher of canceled');
    // The account it was kept for stays its owner.
    expect(refreshed!.trip.owner).toBe('user-1');
    expect((await store.get(kept.bookingId))?.view.status).toBe('canceled');
  });

  it('keeps a trip as it was when there is no network, and says it was not refreshed', async () => {
    const { server, store, tick } = storeWithClock();
    server.set(makeView());
    const kept = await store.keep(makeView(), null);
    server.goOffline();
    tick('2026-11-28T08:30:00Z');
    const [refreshed] = await store.refreshAll();
    expect(refreshed).toEqual({ trip: kept, fresh: false });
    expect(await store.get('b-1')).toEqual(kept);
  });

  it('keeps the documents it has when a changed booking cannot fetch new ones', async () => {
    const { server, store } = storeWithClock();
    server.set(makeView());
    await store.keep(makeView(), null);
    await store.keep(makeView(), null);
    server.goOffline();
    // Unchanged: the kept voucher stays.
    const same = await store.keep(makeView(), null);
    expect(await same.voucher?.text()).toBe('voucher of confirmed');
    // Changed: the old voucher would say what is no longer true, so none until it can be fetched.
    const changed = await store.keep(makeView({ status: 'canceled' }), null);
    expect(changed.voucher).toBeNull();
    server.goOnline();
    server.set(makeView({ status: 'canceled' }));
    const fetched = await store.keep(makeView({ status: 'canceled' }), null);
    expect(await fetched.voucher?.text()).toBe('voucher of canceled');
  });

  it("removes the signed-in traveller's trips at sign-out, and keeps a guest's", async () => {
    const { server, store } = storeWithClock();
    const guest = makeView({ bookingId: 'guest' });
    const account = makeView({ bookingId: 'account' });
    for (const view of [guest, account]) server.set(view);
    await store.keep(guest, null);
    await store.keep(account, 'user-1');
    await store.forgetAccountTrips();
    expect((await store.list()).map((t) => t.bookingId)).toEqual(['guest']);
  });

  it("makes a guest's trip the account's when it is opened again signed in, never the reverse", async () => {
    const { server, store } = storeWithClock();
    server.set(makeView());
    await store.keep(makeView(), null);
    expect((await store.keep(makeView(), 'user-1')).owner).toBe('user-1');
    expect((await store.keep(makeView(), null)).owner).toBe('user-1');
  });
});

describe('the QR code of a reference', () => {
  it('is drawn as rows of modules inside a quiet zone, the same for the same reference', () => {
    const { path, size } = referenceQr('HO-ABCD2345');
    // A version 1 code (21 modules) with 4 blank modules each side.
    expect(size).toBe(29);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The finder pattern's top row: seven dark modules from the quiet zone's corner.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
    expect(referenceQr('HO-ABCD2345').path).toBe(path);
    expect(referenceQr('HO-ABCD2346').path).not.toBe(path);
  });

  it('covers exactly the dark modules of the encoder, row by row', async () => {
    const { create } = await import('qrcode');
    const { modules } = create('TG-XYZ98765', { errorCorrectionLevel: 'M' });
    const dark = new Set<string>();
    for (const [, x, y, run] of referenceQr('TG-XYZ98765').path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let i = 0; i < Number(run); i++) dark.add(`${Number(x) - 4 + i},${Number(y) - 4}`);
    }
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        expect(dark.has(`${col},${row}`)).toBe(Boolean(modules.get(row, col)));
      }
    }
  });
});

describe('calls with no network', () => {
  it('fail at once rather than wait, paused, to be sent once the network is back', async () => {
    onlineManager.setOnline(false);
    try {
      const queryClient = newQueryClient({ guest: true });
      let sent = 0;
      const search = new QueryObserver(queryClient, {
        queryKey: ['search'],
        queryFn: () => {
          sent++;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      });
      const result = await new Promise<string>((resolve) => {
        const stop = search.subscribe((state) => {
          if (state.fetchStatus === 'paused' || state.status === 'error') {
            stop();
            resolve(state.fetchStatus === 'paused' ? 'paused' : 'error');
          }
        });
      });
      expect(result).toBe('error');
      const pay = new MutationObserver(queryClient, {
        mutationFn: () => {
          sent++;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      });
      await expect(pay.mutate()).rejects.toThrow('Failed to fetch');
      expect(sent).toBe(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
