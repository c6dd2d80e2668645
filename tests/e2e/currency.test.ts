import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  convertBound,
  convertMinor,
  formatMinor,
  SHIPPED_RATES,
} from '../../src/domain/currencies.ts';
import { addDays } from '../../src/domain/dates.ts';
import { bookHotelThroughApi, startWalletChargeThroughApi, today } from './bookings.ts';
import { afterRender, launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 780 };
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();

const menuSelect = (page: Page) =>
  page.getByRole('navigation', { name: 'Principale' }).getByLabel('Devise');

/** Chooses a currency in the phone's menu, as a traveller does. */
async function choose(page: Page, code: string) {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menuSelect(page).selectOption(code);
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
}

describe('prices in the traveller’s currency, in French on a phone', () => {
  it('chooses FCFA in the header, shows the hotels in FCFA at the rates stated, and remembers it', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: PHONE,
      locale: 'fr-FR',
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await page.goto('/hotels?destination=Dakar');
    const price = page.getByTestId('hotel-price').first();
    await price.waitFor();

    // In dollars first, to read the catalogue price the FCFA one is converted from.
    await choose(page, 'USD');
    await expect.poll(async () => plain(await price.textContent())).toMatch(/\$US/);
    const dollars = /([\d\s]+(?:,\d+)?) \$US/.exec(plain(await price.textContent()))![1]!;
    const cents = Math.round(Number(dollars.replace(/\s/g, '').replace(',', '.')) * 100);

    await choose(page, 'XOF');
    await expect.poll(async () => plain(await price.textContent())).toMatch(/FCFA/);
    const rates = await page.evaluate(
      async () =>
        (await (await fetch('/api/currencies')).json()) as {
          rates: typeof SHIPPED_RATES;
        },
    );
    const fcfa = plain(formatMinor(convertMinor(cents, 'USD', 'XOF', rates.rates), 'XOF', 'fr'));
    expect(plain(await price.textContent())).toContain(fcfa);
    // The rates' day is said beside the results.
    expect(plain(await page.getByTestId('rates-footnote').textContent())).toMatch(
      /^Prix en XOF convertis au cours du .+ 2026 ; vous payez en dollars américains\.$/,
    );
    expect(await page.evaluate(() => localStorage.getItem('teranga.currency'))).toBe('XOF');
    expect((await context.cookies()).find((c) => c.name === 'teranga_currency')?.value).toBe('XOF');
    await afterRender(page);
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/currency-hotels-fr-360.png' });

    // The price filter speaks FCFA, and asks the search in whole dollars rounded outward.
    await page.getByRole('button', { name: /^Filtres/ }).click();
    const legend = page.getByText(/^Fourchette de prix ?: /);
    await legend.waitFor();
    expect(plain(await legend.textContent())).toMatch(
      /^Fourchette de prix ?: [\d ]+ FCFA - [\d ]+ FCFA$/,
    );
    await page.getByRole('slider', { name: 'Prix minimum par voyageur et par nuit' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('minPrice')).not.toBe(null);
    const low = Number(
      /: ([\d ]+) FCFA/.exec(plain(await legend.textContent()))![1]!.replace(/ /g, ''),
    );
    expect(Number(new URL(page.url()).searchParams.get('minPrice'))).toBe(
      convertBound(low, 'XOF', 'USD', rates.rates, 'down'),
    );

    // Remembered: a reload shows FCFA again, and the menu says so.
    await page.reload();
    await price.waitFor();
    await expect.poll(async () => plain(await price.textContent())).toMatch(/FCFA/);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    expect(await menuSelect(page).inputValue()).toBe('XOF');
    await page.screenshot({ path: '/tmp/currency-menu-fr-360.png' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is chosen beside the language on a desktop, by keyboard', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/hotels?destination=Accra');
    const price = page.getByTestId('hotel-price').first();
    await price.waitFor();
    expect(plain(await price.textContent())).toMatch(/^\$/);
    await page.getByRole('combobox', { name: 'Currency' }).focus();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
    await expect.poll(async () => plain(await price.textContent())).toMatch(/₦/);
    await afterRender(page);
    await page.screenshot({ path: '/tmp/currency-hotels-en-desktop.png' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives the admin the revenue by currency and method, and the day of the rates, on a phone in French', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: PHONE,
      locale: 'fr-FR',
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const booked = await bookHotelThroughApi(page.request, 'Accra', 40);
    expect(booked.confirmationNumber).toMatch(/^HO-/);
    // The traveller's booking page: the total in FCFA, the dollars charged beside it.
    await page.goto(`/booking-success?bookingId=${booked.bookingId}`);
    const total = page.getByTestId('booking-total');
    await expect
      .poll(async () => plain(await total.textContent()))
      .toMatch(/^[\d ]+ FCFA \([\d ]+,\d\d \$US débités\)$/);
    await page.getByTestId('rates-footnote').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await total.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/currency-booking-fr-360.png' });
    expect((await page.request.post('/api/auth/login', { data: inject('admin') })).status()).toBe(
      200,
    );
    // A charge whose phone has not answered yet: listed as waiting, with its age.
    const waiting = await startWalletChargeThroughApi(page.request, 'Dakar', 44);
    expect(waiting.status).toBe('pending');
    await page.goto('/admin?tab=revenue');
    const pending = page.getByTestId('pending-charge-row').filter({ hasText: waiting.reference });
    await pending.waitFor();
    expect(plain(await pending.textContent())).toMatch(/Orange Money ···\d{4} \(SN\)/);
    expect(plain(await pending.textContent())).toMatch(/[\d ]+ FCFA \([\d ]+,\d\d \$US\)/);
    expect(plain(await pending.textContent())).toMatch(/\d+ min \d+ s/);
    // Just started: well inside its window, so not flagged.
    expect(await pending.getByText('Délai dépassé').count()).toBe(0);
    // The same charge as the server would list it a minute past its window (the server keeps
    // the real clock, so its age is moved on in the answer): flagged beside its age.
    await page.route('**/api/admin/payments/mobile-money/pending', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as {
        charges: { reference: string; createdAt: string; expiresAt: string; ageSeconds: number }[];
      };
      for (const charge of answer.charges.filter((c) => c.reference === waiting.reference)) {
        const window = Date.parse(charge.expiresAt) - Date.parse(charge.createdAt);
        charge.ageSeconds = Math.ceil(window / 1000) + 60;
      }
      await route.fulfill({ response, json: answer });
    });
    await page.reload();
    await pending.getByText('Délai dépassé').waitFor();
    expect(plain(await pending.textContent())).toMatch(/\d+ min \d+ s\s*Délai dépassé/);
    const panel = page.getByTestId('rates-panel');
    await panel.waitFor();
    expect(plain(await panel.textContent())).toMatch(/Cours du .+ 2026/);
    const card = page.getByTestId('revenue-row').filter({ hasText: 'Carte' });
    await card.waitFor();
    expect(plain(await card.textContent())).toContain('USD');
    expect(plain(await page.getByTestId('revenue-total').textContent())).toMatch(
      /^Revenu net : [\d ]+,\d\d \$US$/,
    );
    // Nothing wider than the phone: the table scrolls or stacks inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);
    await afterRender(page);
    await page.screenshot({ path: '/tmp/currency-admin-fr-360.png', fullPage: true });
    // A period before any of these payments: the report is asked again and says it has none.
    const before = addDays(today, -40);
    await page.getByLabel('Du', { exact: true }).fill(before);
    await page.getByLabel('Au', { exact: true }).fill(before);
    await page.getByText('Aucun paiement sur ces jours').waitFor();
    expect(await page.getByTestId('revenue-row').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
