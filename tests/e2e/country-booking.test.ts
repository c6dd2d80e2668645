import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("a country page's Book Now (decision 0020)", () => {
  it("opens that tour's booking dialog on Senegal's page, and Back closes it", async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.goto('/country/senegal');
    const book = page.getByRole('button', { name: 'Book Now: A Day on Gorée Island' });
    await book.scrollIntoViewIfNeeded();
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book A Day on Gorée Island' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/country/senegal');
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/country/senegal');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens a package's booking dialog on Liberia's packages tab", async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/country/liberia?tab=packages');
    const card = page.getByTestId('tour-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: /^Book Now/ }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${name}` });
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /Book|Continue/ })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/country/liberia');
    expect(problems).toEqual([]);
    await context.close();
  });
});
