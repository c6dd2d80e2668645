import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { findStays, storePendingStay, today } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

/**
 * Every checkout states each part's own cancellation terms, with the exact deadline in local
 * time, beside the total and before Confirm Booking; a deadline already past is never free.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEADLINE = /\d{4}, \d\d:\d\d \(\w+ time\)/;

/** The terms shown on the details step, once read, while Confirm Booking is still ahead. */
async function termsBeforeConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Confirm Booking - \$/ }).waitFor();
  const terms = page.getByTestId('checkout-terms');
  await terms.getByRole('heading', { name: 'Cancellation terms' }).waitFor();
  await expect.poll(() => terms.textContent()).not.toContain('Reading the cancellation terms');
  expect(await page.getByTestId('checkout-step').getAttribute('data-step')).toBe('details');
  // Beside the total: in the same summary.
  expect(await page.getByTestId('booking-summary').getByTestId('checkout-terms').count()).toBe(1);
  return (await terms.textContent()) ?? '';
}

describe('terms at checkout', () => {
  it("a hotel: its own policy and deadline in the city's time; a passed deadline costs the fee", async () => {
    const { context, page, problems } = await openPage(browser);
    const checkIn = addDays(today, 45);
    const stays = await findStays(page.request, checkIn, addDays(checkIn, 2), 'Accra');
    const stay = stays.find((s) => /until 48 hours/.test(s.cancellationPolicy ?? ''))!;
    await storePendingStay(page, stay, checkIn, addDays(checkIn, 2));
    await page.goto('/checkout');
    const terms = await termsBeforeConfirm(page);
    expect(terms).toMatch(
      /Free cancellation until .+ \(Accra time\)\. After that, the first night/,
    );
    expect(terms).toMatch(DEADLINE);
    expect(terms).toContain('14:00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/checkout-terms-hotel-1280.png' });

    // In French, the same terms in French, the deadline in Accra's time.
    await page.evaluate(() => localStorage.setItem('teranga.language', 'fr'));
    await page.reload();
    const french = page.getByTestId('checkout-terms');
    await french.getByRole('heading', { name: "Conditions d'annulation" }).waitFor();
    await expect
      .poll(() => french.textContent())
      .toMatch(/Annulation gratuite jusqu'au .+ \(heure d'Accra\)/);
    await page.evaluate(() => localStorage.setItem('teranga.language', 'en'));

    // Check-in tomorrow with a 7-day policy: free cancellation has already ended.
    const soon = addDays(today, 1);
    const near = await findStays(page.request, soon, addDays(soon, 1));
    const strict = near.find((s) => /until 7 days/.test(s.cancellationPolicy ?? ''))!;
    await storePendingStay(page, strict, soon, addDays(soon, 1));
    await page.goto('/checkout');
    const passed = await termsBeforeConfirm(page);
    expect(passed).toContain(
      'Free cancellation has already ended: cancelling now costs 50% of the stay.',
    );
    expect(passed).not.toContain('Free cancellation until');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a flight: free until 24 hours before departure, in the departure airport’s time', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`/flights?from=LOS&to=ACC&departDate=${addDays(today, 30)}&passengers=1`);
    await page
      .getByTestId('flight-card')
      .first()
      .getByRole('button', { name: 'Book Flight' })
      .click();
    await page.waitForURL('**/checkout');
    const terms = await termsBeforeConfirm(page);
    expect(terms).toMatch(
      /Free cancellation until .+ \(Lagos time\)\. After that, the fare is kept and the taxes and fees are refunded\./,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a tour: the operator's terms on the chosen departure, by days of the tour", async () => {
    const { context, page, problems } = await openPage(browser);
    const list = (await (await page.request.get('/api/tour-packages')).json()) as { id: number }[];
    const tour = (await (await page.request.get(`/api/tour-packages/${list[0]!.id}`)).json()) as {
      id: number;
      name: string;
      duration: number;
      pricePerPerson: string;
      departures: { startDate: string }[];
    };
    const startDate = tour.departures.at(-1)!.startDate;
    await page.goto('/');
    await page.evaluate((b) => localStorage.setItem('pendingBooking', JSON.stringify(b)), {
      type: 'package',
      offerId: `tour_${tour.id}`,
      details: {
        name: tour.name,
        duration: tour.duration,
        travelers: 2,
        preferredDate: startDate,
        customerName: 'Ama Mensah',
        customerEmail: 'ama.mensah@example.com',
      },
      price: 2 * Number(tour.pricePerPerson),
      currency: 'USD',
    });
    await page.goto('/checkout');
    const terms = await termsBeforeConfirm(page);
    expect(terms).toMatch(/Free cancellation until .+ time\)\.|Non-refundable|already ended/);
    expect(terms).not.toContain('night');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a flight + hotel package: the flight's terms and the stay's, each named", async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.goto('/flights');
    await page.getByRole('tab', { name: 'Travel Packages' }).click();
    await page.getByRole('search').waitFor();
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.pressSequentially('lagos');
    await page.getByRole('option', { name: /Lagos \(LOS\)/ }).click();
    const to = page.getByRole('combobox', { name: 'To', exact: true });
    await to.pressSequentially('accra');
    await page.getByRole('option', { name: /Accra \(ACC\)/ }).click();
    await page.getByLabel('Departure', { exact: true }).fill(addDays(today, 33));
    await page.getByLabel('Return', { exact: true }).fill(addDays(today, 36));
    await page.getByRole('button', { name: 'Search Packages' }).click();
    const card = page.getByTestId('complete-package-card').first();
    await card.getByRole('button', { name: /^Book package: / }).click();
    await page.waitForURL('**/checkout');
    const terms = await termsBeforeConfirm(page);
    expect(terms).toMatch(/Flight: free cancellation until .+ \(Lagos time\)/);
    expect(terms).toMatch(/Stay: (free cancellation until .+ \(Accra time\)|non-refundable)/);
    await page.screenshot({ path: '/tmp/checkout-terms-package-360.png', fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
