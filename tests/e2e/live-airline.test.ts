import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { BookingView, CancellationQuote, CancelResult } from '../../src/domain/booking-view.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A flight booked at a live airline (through Duffel) for a mother and her son, as GET
 * /api/orders/:id answers it; parsed with the route's own schema so it stays honest.
 */
function makeLiveFlight(overrides: Partial<BookingView> = {}): BookingView {
  return BookingView.parse({
    bookingId: 'live-airline-1',
    confirmationNumber: 'HO-LIVE01',
    type: 'flight',
    status: 'confirmed',
    awaitingConfirmation: false,
    paymentStatus: 'succeeded',
    title: 'Lagos → Accra',
    customerName: 'Ngozi Okafor',
    customerEmail: 'ngozi@example.com',
    emailMasked: false,
    trip: {
      kind: 'flight',
      from: 'LOS',
      to: 'ACC',
      fromCity: 'Lagos',
      toCity: 'Accra',
      airline: 'Duffel Airways',
      cabinClass: 'economy',
      timeZone: 'Africa/Lagos',
      slices: [
        {
          from: 'LOS',
          to: 'ACC',
          departure: '2026-12-17T10:00',
          arrival: '2026-12-17T10:40',
          stops: 0,
          flights: ['ZZ 101'],
          itinerary: [
            {
              flightNumber: 'ZZ 101',
              airline: 'Duffel Airways',
              from: { code: 'LOS', name: 'Murtala Muhammed International Airport', city: 'Lagos' },
              to: { code: 'ACC', name: 'Kotoka International Airport', city: 'Accra' },
              departure: '2026-12-17T10:00:00+01:00',
              arrival: '2026-12-17T10:40:00+00:00',
              durationMinutes: 100,
              arrivalDayOffset: 0,
              layoverMinutes: null,
            },
          ],
        },
      ],
      passengers: [
        { title: 'ms', givenName: 'Ngozi', familyName: 'Okafor', type: 'adult' },
        { title: 'mstr', givenName: 'Emeka', familyName: 'Okafor', type: 'child' },
        { title: 'miss', givenName: 'Ada', familyName: 'Okafor', type: 'infant' },
      ],
    },
    notes: ['arrive_early', 'passport_validity'],
    cancellation: { freeHours: 24, lateFee: 'fare', freeUntil: null, byAirline: true },
    currency: 'USD',
    subtotalCents: 40000,
    taxesCents: 4000,
    totalCents: 44000,
    cardLast4: '4242',
    refundCents: null,
    refundPending: false,
    cancellationFeeCents: null,
    startsAt: '2026-12-17T09:00:00.000Z',
    holdExpiresAt: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    airline: { bookingReference: 'QX7PLM', orderId: 'ord_0000AaBbCc' },
    ...overrides,
  });
}

const QUOTE = CancellationQuote.parse({
  quoteId: 'ore_0000QuoteOne',
  refund: '300.00',
  fee: '140.00',
  airlineRefund: '260.00',
  expiresAt: '2026-11-20T15:30:00.000Z',
});

/** Answers the booking, the airline's quotes and the cancel; keeps what the page sent. */
async function serveBooking(page: Page, view: BookingView) {
  const sent = { quotes: 0, cancels: [] as unknown[] };
  let current = view;
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`**/api/orders/${view.bookingId}`, (route) => json(route, 200, current));
  // The trips kept on the device fetch its documents too (src/client/lib/kept-trips.ts).
  await page.route(`**/api/orders/${view.bookingId}/voucher.pdf`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.7\n' }),
  );
  await page.route(`**/api/orders/${view.bookingId}/calendar.ics`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/calendar', body: 'BEGIN:VCALENDAR\r\n' }),
  );
  await page.route(`**/api/bookings/${view.bookingId}/cancellation-quote`, (route) => {
    sent.quotes += 1;
    return json(route, 200, QUOTE);
  });
  await page.route(`**/api/bookings/${view.bookingId}/cancel`, (route) => {
    const body = route.request().postDataJSON() as { quoteId?: string };
    sent.cancels.push(body);
    if (sent.cancels.length === 1) {
      return json(route, 409, { message: 'The quote expired', code: 'quote_expired' });
    }
    current = makeLiveFlight({
      status: 'canceled',
      refundCents: 30000,
      cancellationFeeCents: 14000,
      refundPending: false,
    });
    return json(
      route,
      200,
      CancelResult.parse({
        status: 'canceled',
        refund: QUOTE.refund,
        fee: QUOTE.fee,
        refundStatus: 'refunded',
        booking: current,
      }),
    );
  });
  return sent;
}

describe("a live airline's booking", () => {
  it("shows the airline's reference and each traveller's fare, and cancels only on the airline's quote", async () => {
    const { context, page, problems } = await openPage(browser);
    const view = makeLiveFlight();
    const sent = await serveBooking(page, view);
    await page.goto(`/booking-success?bookingId=${view.bookingId}`);
    const card = page.getByTestId('booking-card');
    await card.waitFor();

    expect(await card.getByTestId('booking-reference').textContent()).toBe('HO-LIVE01');
    const pnr = card.getByTestId('airline-reference');
    expect(await pnr.textContent()).toBe('QX7PLM');
    expect(await card.getByText('Airline booking reference (PNR)').count()).toBe(1);
    // The airline's terms, not the built-in flight's: its refund is quoted when cancelling.
    expect(await card.getByTestId('booking-terms').textContent()).toMatch(
      /^Cancellation follows the airline's terms/,
    );
    const lines = (await card.getByTestId('booking-lines').textContent()) ?? '';
    expect(lines).toContain('MS Ngozi Okafor');
    expect(lines).not.toContain('Ngozi Okafor (');
    expect(lines).toContain('MSTR Emeka Okafor (child)');
    expect(lines).toContain('MISS Ada Okafor (infant, on a lap)');

    // Cancelling asks the airline first; the quote gets the focus and says every amount.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const quote = page.getByTestId('airline-quote');
    await quote.waitFor();
    expect(sent.quotes).toBe(1);
    const said = (await quote.textContent()) ?? '';
    expect(said).toContain('The airline refunds $260.00; you get back $300.00, $140.00 is kept.');
    expect(said).toContain('This offer holds until');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('airline-quote');
    expect(await seriousViolations(page)).toEqual([]);

    // Keeping the booking sends nothing.
    await page.getByRole('button', { name: 'Keep booking' }).click();
    await quote.waitFor({ state: 'detached' });
    expect(sent.cancels).toEqual([]);
    expect(await card.getByTestId('booking-status').textContent()).toBe('Confirmed');

    // Accepting sends the quote; an expired one is said, and asked again.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    await quote.waitFor();
    await page.getByRole('button', { name: 'Accept and cancel booking' }).click();
    const refusal = page.getByTestId('airline-quote-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      "The airline's refund offer has expired; ask for a new one.",
    );
    await page.getByRole('button', { name: 'Ask the airline again' }).click();
    await quote.waitFor();
    expect(sent.quotes).toBe(3);
    await page.getByRole('button', { name: 'Accept and cancel booking' }).click();
    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Cancelled');
    expect(sent.cancels).toEqual([
      { email: 'ngozi@example.com', quoteId: QUOTE.quoteId },
      { email: 'ngozi@example.com', quoteId: QUOTE.quoteId },
    ]);
    expect(await card.getByTestId('booking-refund').textContent()).toBe('$300.00');
    expect(await card.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
    await context.close();
  });

  it('opened by its link alone, asks for the e-mail before asking the airline', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    const view = makeLiveFlight({
      bookingId: 'live-airline-masked',
      customerEmail: 'n***@example.com',
      emailMasked: true,
    });
    const asked: unknown[] = [];
    await page.route(`**/api/orders/${view.bookingId}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(view) }),
    );
    await page.route(`**/api/bookings/${view.bookingId}/cancellation-quote`, (route) => {
      asked.push(route.request().postDataJSON());
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(QUOTE) });
    });
    await page.goto(`/booking-success?bookingId=${view.bookingId}`);
    await page.getByTestId('booking-card').getByRole('button', { name: 'Cancel booking' }).click();
    const ask = page.getByRole('button', { name: "Ask the airline's refund" });
    await ask.click();
    await page.getByText('Type the e-mail address you booked with.').waitFor();
    expect(asked).toEqual([]);
    await page.getByLabel('Email Address').fill('ngozi@example.com');
    await ask.click();
    await page.getByTestId('airline-quote').waitFor();
    expect(asked).toEqual([{ email: 'ngozi@example.com' }]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says in French, on a 360 px phone, that the airline refused and the payment is refunded', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const view = makeLiveFlight({
      bookingId: 'live-airline-failed',
      status: 'canceled',
      refundCents: 44000,
      airline: undefined,
      failure: 'The fare is no longer available',
    });
    await serveBooking(page, view);
    await page.goto(`/booking-success?bookingId=${view.bookingId}`);
    const failure = page.getByTestId('booking-failure');
    await failure.waitFor();
    // Dollars first, then francs CFA once the page has today's rates (decision 0031).
    await failure.getByText(/FCFA/).waitFor();
    const text = (await failure.textContent()) ?? '';
    expect(text).toContain("Cette réservation n'a pas été faite");
    // A French reader sees francs CFA first (decision 0031), with the dollars charged.
    expect(text).toMatch(/Votre paiement de [\d\s]+FCFA\s\(440,00\s\$US\sdébités\)/);
    expect(text).toContain('est remboursé en totalité');
    expect(text).toContain('The fare is no longer available');
    const lines = (await page.getByTestId('booking-lines').textContent()) ?? '';
    expect(lines).toContain('MSTR Emeka Okafor (enfant)');
    expect(lines).toContain('MLLE Ada Okafor (bébé, sur les genoux)');
    expect(await page.getByTestId('airline-reference').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Annuler la réservation' }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
