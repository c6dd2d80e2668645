import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('ticking a hotel filter', () => {
  it('keeps the cards shown, marked busy, until the filtered ones arrive', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/hotels?destination=Accra');
    const cards = page.getByTestId('hotel-card');
    await cards.first().waitFor();
    const before = await cards.count();
    await page.getByRole('button', { name: 'Filters' }).click();

    // The filtered answer is held until the test has looked at the page meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const filteredAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(
      (url) => url.pathname === '/api/accommodations' && url.searchParams.has('amenities'),
      async (route) => {
        asked();
        await held;
        await route.continue();
      },
    );
    await page.getByRole('checkbox', { name: 'Swimming Pool' }).click();
    await filteredAsked;
    const results = page.locator('section[aria-labelledby="hotel-results-heading"]');
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByTestId('hotel-skeleton').count()).toBe(0);
    expect(await cards.count()).toBe(before);
    expect(await page.getByRole('checkbox', { name: 'Swimming Pool' }).isChecked()).toBe(true);

    release();
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    const pool = await cards.allTextContents();
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.length).toBeLessThan(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});
