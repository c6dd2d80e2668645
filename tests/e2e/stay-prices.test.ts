import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('what a price means (decision 0020)', () => {
  it('says per guest per night on every hotel card and in the dialog', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/hotels?destination=Accra');
    const prices = page.getByTestId('hotel-price');
    await prices.first().waitFor();
    for (const text of await prices.allTextContents()) {
      expect(text).toMatch(/^\$[\d,]+ per guest per night$/);
    }
    await page
      .getByRole('button', { name: /^View details of/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByText(/per guest per night$/)
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("gives Liberia's live stays the total for the searched guests and nights", async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/country/liberia?tab=hotels');
    const row = page.getByTestId('live-hotel').first();
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    const perNight = money(/(\$[\d,.]+) per guest per night/.exec(text)?.[1] ?? null);
    const [, total, nights, guests] = /(\$[\d,.]+) for (\d+) nights?, (\d+) guests?/.exec(text)!;
    expect(perNight).toBeGreaterThan(0);
    expect(money(total!)).toBeCloseTo(perNight * Number(nights) * Number(guests), 2);
    expect(Number(guests)).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says it in French', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await page.goto('/hotels?destination=Accra');
    await page.getByTestId('hotel-price').first().waitFor();
    const first = await page.getByTestId('hotel-price').first().textContent();
    expect(first).toMatch(/par voyageur et par nuit$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
