import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import { airlinesOf, type FlightOffer } from '../../src/domain/flights.ts';
import { localTime } from '../../src/domain/flight-results.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('each slice names its own airlines (decision 0020)', () => {
  it('names the return airline and times of London <-> Dakar at checkout', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');
    let found: { offer: FlightOffer; depart: string; back: string } | undefined;
    for (let week = 2; week < 12 && !found; week += 1) {
      const depart = addDays(localIsoDate(), week * 7);
      const back = addDays(depart, 7);
      const { flights } = await page.evaluate(
        (body) =>
          fetch('/api/flights/search', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => r.json() as Promise<{ flights: FlightOffer[] }>),
        {
          origin: 'LHR',
          destination: 'DSS',
          departureDate: depart,
          returnDate: back,
          passengers: 1,
        },
      );
      const offer = flights.find(
        (f) =>
          f.slices.length === 2 &&
          airlinesOf(f.slices[0]!).join() !== airlinesOf(f.slices[1]!).join(),
      );
      if (offer) found = { offer, depart, back };
    }
    expect(found).toBeDefined();
    const { offer, depart, back } = found!;
    const [outbound, inbound] = [offer.slices[0]!, offer.slices[1]!];

    await page.goto(
      `/flights?from=LHR&to=DSS&departDate=${depart}&returnDate=${back}&passengers=1`,
    );
    const card = page.locator(`[data-offer-id="${offer.id}"]`);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Book Flight' }).click();
    await page.waitForURL('**/checkout');
    const summary = page.getByTestId('booking-summary');
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(airlinesOf(outbound).join(', '));
    expect(text).toContain(airlinesOf(inbound).join(', '));
    expect(text).toContain(
      `${localTime(inbound.departureDateTime)} – ${localTime(inbound.arrivalDateTime)}`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names the return airline on a flight + hotel package card', async () => {
    const { context, page, problems } = await openPage(browser);
    // The return of every offer flown by another airline, as Delta flies JFK <-> ACC back.
    await page.route('**/api/flights/search?*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { flights: FlightOffer[] };
      for (const offer of body.flights) {
        for (const segment of offer.slices[1]?.segments ?? []) {
          segment.airline = { name: 'Delta Air Lines', code: 'DL' };
        }
      }
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto('/flights');
    await page.getByRole('tab', { name: 'Travel Packages' }).click();
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.pressSequentially('lagos');
    await page.getByRole('option', { name: /Lagos \(LOS\)/ }).click();
    const to = page.getByRole('combobox', { name: 'To', exact: true });
    await to.pressSequentially('accra');
    await page.getByRole('option', { name: /Accra \(ACC\)/ }).click();
    const depart = addDays(localIsoDate(), 21);
    await page.getByLabel('Departure', { exact: true }).fill(depart);
    await page.getByLabel('Return', { exact: true }).fill(addDays(depart, 4));
    await page.getByRole('button', { name: 'Search Packages' }).click();
    const card = page.getByTestId('complete-package-card').first();
    await card.waitFor();
    const [outbound, inbound] = await card.getByTestId('slice-airlines').allTextContents();
    expect(inbound).toBe('Delta Air Lines');
    expect(outbound).not.toBe('Delta Air Lines');
    expect(problems).toEqual([]);
    await context.close();
  });
});
