import { expect } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { encodeStayRateId } from '../../src/domain/accommodations.ts';
import { addDays, daysBetween, localIsoDate } from '../../src/domain/dates.ts';

/** Bookings the end-to-end tests set up: pending ones in local storage, paid ones by the API. */

export const today = localIsoDate();
export const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
export const usd = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

export type Stay = {
  id: number;
  name: string;
  pricePerNight: string;
  cancellationPolicy: string | null;
  roomsLeft?: number;
  timeZone?: string;
};

/** Stays of the seed for these dates, as the search answers them (all cities when none). */
export async function findStays(
  request: APIRequestContext,
  checkIn: string,
  checkOut: string,
  city?: string,
): Promise<Stay[]> {
  const where = city ? `destination=${city}&` : 'minPrice=0&';
  const response = await request.get(
    `/api/accommodations?${where}checkIn=${checkIn}&checkOut=${checkOut}&guests=1`,
  );
  return (await response.json()) as Stay[];
}

/**
 * Stores `stay` as the pending booking (what the hotel dialog does), priced as the search
 * priced it unless `price` says otherwise.
 */
export async function storePendingStay(
  page: Page,
  stay: Stay,
  checkIn: string,
  checkOut: string,
  options: { price?: number; guestName?: string; guestEmail?: string; location?: string } = {},
) {
  const guestName = options.guestName ?? 'Kofi Boateng';
  const guestEmail = options.guestEmail ?? 'kofi.boateng@example.com';
  const nights = daysBetween(checkIn, checkOut);
  const booking = {
    type: 'hotel',
    rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests: 1 }),
    details: {
      name: stay.name,
      location: options.location ?? 'Accra',
      checkIn,
      checkOut,
      guests: 1,
      nights,
    },
    price: options.price ?? Number(stay.pricePerNight) * nights,
    currency: 'USD',
    customerData: {
      guestName,
      guestEmail,
      guests: [{ id: 'guest-1', name: guestName, email: guestEmail }],
    },
  };
  await page.goto('/');
  await page.evaluate((b) => localStorage.setItem('pendingBooking', JSON.stringify(b)), booking);
  return booking;
}

/** The first stay of the city, stored as the pending booking. */
export async function storeHotelBooking(
  page: Page,
  city: string,
  checkIn: string,
  checkOut: string,
  guestName = 'Kofi Boateng',
  guestEmail = 'kofi.boateng@example.com',
) {
  const [stay] = await findStays(page.request, checkIn, checkOut, city);
  const booking = await storePendingStay(page, stay!, checkIn, checkOut, {
    guestName,
    guestEmail,
    location: city,
  });
  return { stay: stay!, booking };
}

export async function roomsLeft(page: Page, id: number, checkIn: string, checkOut: string) {
  const stays = await findStays(page.request, checkIn, checkOut);
  return stays.find((s) => s.id === id)?.roomsLeft ?? 0;
}

/** Pays an open checkout with Stripe's test card and confirms it, as the checkout page does. */
export async function payAndConfirm(
  request: APIRequestContext,
  session: { paymentIntentId: string; clientSecret: string; sessionId: string },
) {
  await request.post('/api/payments/test/confirm', {
    data: {
      paymentIntentId: session.paymentIntentId,
      clientSecret: session.clientSecret,
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
    },
  });
  return request.post('/api/checkout/confirm', {
    data: { paymentIntentId: session.paymentIntentId, sessionId: session.sessionId },
  });
}

/** Books and pays `stay` for these nights through the API, as another traveller would. */
export async function bookStayThroughApi(
  request: APIRequestContext,
  stay: Stay,
  checkIn: string,
  checkOut: string,
  email: string,
) {
  const nights = daysBetween(checkIn, checkOut);
  const session = await (
    await request.post('/api/checkout/session', {
      data: {
        type: 'hotel',
        rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests: 1 }),
        amount: Math.round(Number(stay.pricePerNight) * nights * 110) / 100,
        currency: 'USD',
        customerName: 'Musu Kollie',
        customerEmail: email,
        customerPhone: '+233 24 123 4567',
      },
    })
  ).json();
  expect(session.sessionId).toBeTruthy();
  const confirmed = await (await payAndConfirm(request, session)).json();
  return { ...confirmed, email } as {
    bookingId: string;
    confirmationNumber: string;
    email: string;
  };
}

/** A paid, confirmed, refundable hotel booking made through the API, for the pages that show one. */
export async function bookHotelThroughApi(
  request: APIRequestContext,
  city: string,
  offset: number,
) {
  const checkIn = addDays(today, offset);
  const checkOut = addDays(today, offset + 2);
  const stays = await findStays(request, checkIn, checkOut, city);
  // a refundable stay: the lookup test cancels it for free
  const stay = stays.find((s) => !/non-refundable/i.test(s.cancellationPolicy ?? ''))!;
  return bookStayThroughApi(request, stay, checkIn, checkOut, `guest.${offset}@example.com`);
}

/**
 * A stay held at checkout and a mobile-money charge started on it with the Senegal number that
 * waits for the test phone: a charge the admin's list shows as waiting, never answered here.
 */
export async function startWalletChargeThroughApi(
  request: APIRequestContext,
  city: string,
  offset: number,
) {
  const checkIn = addDays(today, offset);
  const checkOut = addDays(today, offset + 2);
  const stays = await findStays(request, checkIn, checkOut, city);
  const stay = stays[0]!;
  const session = await (
    await request.post('/api/checkout/session', {
      data: {
        type: 'hotel',
        rateId: encodeStayRateId({ accommodationId: stay.id, checkIn, checkOut, guests: 1 }),
        amount: Math.round(Number(stay.pricePerNight) * 2 * 110) / 100,
        currency: 'USD',
        customerName: 'Aminata Diop',
        customerEmail: `wallet.${offset}@example.com`,
      },
    })
  ).json();
  expect(session.sessionId).toBeTruthy();
  const options = await (await request.get('/api/payments/mobile-money/options')).json();
  const phone = (options.testNumbers as { country: string; outcome: string; phone: string }[]).find(
    (n) => n.country === 'SN' && n.outcome === 'approve',
  )!.phone;
  const started = await request.post('/api/checkout/mobile-money', {
    data: { sessionId: session.sessionId, country: 'SN', network: 'orange', phone },
    headers: { 'idempotency-key': `wallet-${offset}` },
  });
  expect(started.status()).toBe(200);
  return (await started.json()) as { reference: string; status: string };
}
