import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const departure = addDays(localIsoDate(), 14);

/** Offers of spec 1's shape (a) only, as an older answer or another provider writes them. */
const shapeA = {
  success: true,
  flights: [
    {
      id: 'older_2',
      airline: { name: 'ASKY Airlines' },
      origin: 'ACC',
      destination: 'LOS',
      departure_date: `${departure}T18:10:00+00:00`,
      arrival_date: `${departure}T20:25:00+01:00`,
      duration: 'PT1H15M',
      totalAmount: '189.00',
      stops: 1,
    },
    {
      id: 'older_1',
      airline: { name: 'Africa World Airlines' },
      origin: { code: 'ACC', city: 'Accra' },
      destination: { code: 'LOS', city: 'Lagos' },
      departure_date: `${departure}T07:30:00+00:00`,
      arrival_date: `${departure}T09:35:00+01:00`,
      duration: 'PT1H5M',
      price: { amount: '142.50', currency: 'USD' },
      stops: 0,
    },
  ],
};

describe('the flights page reads both offer shapes (spec 1)', () => {
  it('draws an answer of shape (a): cards, times, prices, count and filters', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.route('**/api/flights/search', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ json: shapeA }) : route.fallback(),
    );
    await page.goto(`/flights?from=ACC&to=LOS&departDate=${departure}&passengers=1`);
    await page.getByTestId('flight-card').first().waitFor();
    expect(await page.getByTestId('flight-count').textContent()).toBe('2 flights found');
    await page.getByText(/^Found 2 flights successfully!$/).waitFor();
    // Price order, as the page always starts.
    expect(await page.getByTestId('flight-airline').allTextContents()).toEqual([
      'Africa World Airlines, Accra to Lagos',
      'ASKY Airlines, ACC to LOS',
    ]);
    expect(await page.getByTestId('flight-price').allTextContents()).toEqual(['$142.50', '$189']);
    expect(await page.getByTestId('depart-time').allTextContents()).toEqual(['07:30', '18:10']);
    expect(await page.getByTestId('flight-stops').allTextContents()).toEqual(['Direct', '1 stop']);
    expect(await page.getByTestId('flight-duration').allTextContents()).toEqual([
      '1h 05m',
      '1h 15m',
    ]);
    const cheapest = page.getByTestId('flight-card').first();
    expect(await cheapest.getByText('Cheapest').count()).toBe(1);
    // The filter panel offers what the answer has.
    await page.getByRole('checkbox', { name: 'ASKY Airlines' }).waitFor();
    await page.getByRole('checkbox', { name: 'Africa World Airlines' }).waitFor();
    await page.getByRole('checkbox', { name: '1 stop' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks the server for more offers, other orders and filters of the same result', async () => {
    const { context, page, problems } = await openPage(browser);
    const asked: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/flights/search')) {
        asked.push(request.postDataJSON() as Record<string, unknown>);
      }
    });
    await page.goto(`/flights?from=LOS&to=LHR&departDate=${departure}&passengers=1`);
    const cards = page.getByTestId('flight-card');
    await cards.first().waitFor();
    const total = Number(
      /^(\d+)/.exec((await page.getByTestId('flight-count').textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(20);
    await page.getByText(new RegExp(`^Found ${total} flights successfully!$`)).waitFor();
    expect(await cards.count()).toBe(10);

    // By keyboard: the next ten, after the first ten.
    const more = page.getByRole('button', { name: 'Show 10 more flights' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(20);
    const ids = await cards.evaluateAll((all) =>
      all.map((card) => card.getAttribute('data-offer-id')),
    );
    expect(new Set(ids).size).toBe(20);
    expect(asked.at(-1)).toHaveProperty('cursor');

    // A filter is asked of the server; the count says the whole result's size.
    await page.getByRole('checkbox', { name: 'Direct' }).click();
    await expect
      .poll(() => page.getByTestId('flight-count').textContent())
      .toMatch(new RegExp(`^Showing \\d+ of ${total} flights$`));
    expect(asked.at(-1)).toMatchObject({ stops: [0] });
    expect(asked.at(-1)).not.toHaveProperty('cursor');
    for (const text of await page.getByTestId('flight-stops').allTextContents()) {
      expect(text).toBe('Direct');
    }
    await page.getByLabel('Sort by').selectOption('duration');
    await expect.poll(() => asked.at(-1)?.sort).toBe('duration');
    // One toast for the search: not one per order, filter or page.
    expect(await page.locator('li', { hasText: /successfully!$/ }).count()).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
