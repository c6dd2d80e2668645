import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { toCents, withTaxes } from '../../src/domain/pricing.ts';
import { payAndConfirm, today } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Offer = { id: string; totalAmount: string; stops: number; slices: { segments: unknown[] }[] };

/** A paid one-way Lagos -> New York booking with one change, made through the API. */
async function bookConnectingFlight(request: APIRequestContext, language: 'en' | 'fr') {
  let offer: Offer | undefined;
  for (let day = 40; !offer && day < 47; day++) {
    const search = await request.post('/api/flights/search', {
      data: {
        origin: 'LOS',
        destination: 'JFK',
        departureDate: addDays(today, day),
        passengers: 1,
        cabinClass: 'economy',
      },
    });
    const flights = ((await search.json()) as { flights: Offer[] }).flights;
    offer = flights.find((f) => f.stops === 1 && f.slices[0]!.segments.length === 2);
  }
  expect(offer).toBeDefined();
  const session = await (
    await request.post('/api/checkout/session', {
      data: {
        type: 'flight',
        offerId: offer!.id,
        amount: withTaxes(toCents(offer!.totalAmount)).totalCents / 100,
        currency: 'USD',
        language,
        customerName: 'Ngozi Okafor',
        customerEmail: 'ngozi@example.com',
        customerPhone: '+234 803 555 0101',
        passengers: [
          {
            title: 'ms',
            given_name: 'Ngozi',
            family_name: 'Okafor',
            born_on: '1985-06-01',
            gender: 'f',
            email: 'ngozi@example.com',
            phone_number: '+234 803 555 0101',
          },
        ],
      },
    })
  ).json();
  expect(session.sessionId).toBeTruthy();
  const confirmed = await payAndConfirm(request, session);
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()) as { bookingId: string; confirmationNumber: string };
}

describe('a booked flight itinerary', () => {
  it('shows a connecting flight as one row per flight with the layover, and its calendar file has an event per flight', async () => {
    const { context, page, problems } = await openPage(browser);
    const booked = await bookConnectingFlight(page.request, 'en');
    await page.goto(`/booking-success?bookingId=${booked.bookingId}`);
    const itinerary = page.getByTestId('flight-itinerary');
    await itinerary.waitFor();
    expect(await itinerary.getByTestId('itinerary-slice').count()).toBe(1);
    const rows = itinerary.getByTestId('itinerary-flight');
    expect(await rows.count()).toBe(2);
    const first = (await rows.nth(0).textContent()) ?? '';
    expect(first).toMatch(
      /Departs.*\(UTC\+1\).*Lagos \(LOS\), Murtala Muhammed International Airport/,
    );
    expect(first).toMatch(/Flight time \d+h/);
    const layovers = await itinerary.getByTestId('itinerary-layover').allTextContents();
    expect(layovers).toHaveLength(1);
    expect(layovers[0]).toMatch(/^Change at .+ \([A-Z]{3}\): (\d+h\s?)?(\d+m)? layover$/);
    expect(await seriousViolations(page)).toEqual([]);

    const ics = await (
      await page.request.get(`/api/orders/${booked.bookingId}/calendar.ics`)
    ).text();
    const events = ics
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      expect(event).toMatch(/DTEND:\d{8}T\d{6}Z/);
      expect(event).toContain(booked.confirmationNumber);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says it in French on a 360 px phone, without overflow', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const booked = await bookConnectingFlight(page.request, 'fr');
    await page.goto(`/booking-success?bookingId=${booked.bookingId}`);
    const itinerary = page.getByTestId('flight-itinerary');
    await itinerary.waitFor();
    const text = (await itinerary.textContent()) ?? '';
    expect(text).toContain('Aller\u202f: Lagos (LOS) → New York (JFK)');
    expect(text).toContain('Départ');
    expect(text).toContain('Arrivée');
    expect(text).toMatch(/Durée du vol \d+\sh/);
    expect(text).not.toMatch(/Departs|Arrives|layover|Flight time/);
    const layover = await itinerary.getByTestId('itinerary-layover').textContent();
    expect(layover).toMatch(/^Correspondance à .+\s: escale de /);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
