import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import { formatAmount, toCents, withTaxes } from '../../src/domain/pricing.ts';
import { money, today, usd } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

/**
 * A flight whose fare moved while the traveller typed: the refusal says the new total (taxes and
 * fees in, as the button charges), and going on at it holds the booking at that total.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const route = (passengers: number, date: string) =>
  `from=LOS&to=ABV&departDate=${date}&passengers=${passengers}`;
const flightsOf = (o: FlightOffer) =>
  o.slices.flatMap((s) => s.segments.map((seg) => seg.flight_number)).join();

/** A group of six books seats on the same flights, as other travellers would. */
async function groupTakesSeats(page: Page, offerId: string, date: string) {
  const search = await page.request.get(`/api/flights/search?${route(1, date)}`);
  const offer = ((await search.json()).flights as FlightOffer[]).find((o) => o.id === offerId)!;
  const group = await page.request.get(`/api/flights/search?${route(6, date)}`);
  const same = ((await group.json()).flights as FlightOffer[]).find(
    (o) => flightsOf(o) === flightsOf(offer),
  )!;
  const traveller = (i: number) => ({
    title: 'mr',
    given_name: `Musa${'abcdef'[i]}`,
    family_name: 'Bello',
    born_on: '1980-01-01',
    gender: 'm',
    email: 'musa.bello@example.com',
    phone_number: '+234 803 000 0000',
  });
  const held = await page.request.post('/api/checkout/session', {
    data: {
      type: 'flight',
      offerId: same.id,
      amount: Number(formatAmount(withTaxes(toCents(same.totalAmount)).totalCents)),
      customerName: 'Musa Bello',
      customerEmail: 'musa.bello@example.com',
      passengers: Array.from({ length: 6 }, (_, i) => traveller(i)),
    },
  });
  expect(held.status()).toBe(200);
}

describe('a price that changed before paying', () => {
  it('says the new total, and goes on at it', async () => {
    const { context, page } = await openPage(browser);
    const date = addDays(today, 16);
    await page.goto(`/flights?${route(1, date)}`);
    await page
      .getByTestId('flight-card')
      .first()
      .getByRole('button', { name: 'Book Flight' })
      .click();
    await page.waitForURL('**/checkout');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pendingBooking')))!);
    const shownTotal = money(await page.getByTestId('checkout-total').textContent());

    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Hauwa Bello');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('hauwa@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+234 803 555 0199');
    const form = page.getByTestId('passenger-form').first();
    await form.getByLabel('Title').selectOption('ms');
    await form.getByLabel('Given name').fill('Hauwa');
    await form.getByLabel('Family name').fill('Bello');
    await form.getByLabel('Date of birth').fill('1990-04-02');
    await form.getByLabel('Gender').selectOption('f');

    await groupTakesSeats(page, stored.offerId, date);
    await page.getByRole('button', { name: `Confirm Booking - ${usd(shownTotal)}` }).click();

    const refusal = page.getByTestId('checkout-refusal');
    await refusal.getByText('The price has changed', { exact: true }).waitFor();
    const said = (await refusal.textContent()) ?? '';
    const newTotal = money(/New total: (\$[\d,.]+)/.exec(said)?.[1] ?? null);
    expect(newTotal).not.toBe(shownTotal);
    // The message and the line say the total, the same one, never the fare beneath it.
    expect(said).toContain(`The price changed: the total is now ${usd(newTotal)}.`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/price-change-1280.png', fullPage: false });
    // Confirm Booking now says the same new total, and goes on at it too.
    await page.getByRole('button', { name: `Confirm Booking - ${usd(newTotal)}` }).waitFor();

    await refusal
      .getByRole('button', { name: `Continue at the new total of ${usd(newTotal)}` })
      .click();
    await page.getByTestId('hold-countdown').waitFor();
    expect(money(await page.getByTestId('checkout-total').textContent())).toBe(newTotal);
    await page.getByRole('button', { name: `Pay ${usd(newTotal)}` }).waitFor();
    await context.close();
  });
});
