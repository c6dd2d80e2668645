import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { storeHotelBooking, today } from './bookings.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the privacy page', () => {
  it('names every cookie and storage key the site set in a visit', async () => {
    const { context, page, problems } = await openPage(browser);
    // A visit that uses what keeps something: an account, the language, a checkout, the assistant.
    const registered = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Binta',
        lastName: 'Camara',
        email: `binta.${Date.now()}@example.com`,
        password: 'teranga-secret-1',
      },
    });
    expect(registered.status()).toBe(201);
    await storeHotelBooking(page, 'Accra', addDays(today, 70), addDays(today, 71));
    await page.goto('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'fr' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'en' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('button', { name: 'AI travel assistant' }).click();
    const chat = page.getByRole('dialog').getByRole('textbox');
    await chat.fill('Do I need a visa for Ghana?');
    await chat.press('Enter');
    await page.waitForFunction(() => sessionStorage.length > 0);
    await page.keyboard.press('Escape');

    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    const stored = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ]);
    const names = [...new Set([...cookies, ...stored])];
    expect(names).toEqual(
      expect.arrayContaining([
        'teranga_session',
        'teranga_signed_in',
        'teranga.language',
        'pendingBooking',
        'teranga.chat',
      ]),
    );

    await page.goto('/privacy');
    const section = page.locator('section#cookies');
    await section.waitFor();
    const listed = (await section.getByRole('listitem').allTextContents()).map(
      (item) => item.split(' (')[0],
    );
    for (const name of names) expect(listed, name).toContain(name);
    expect(problems).toEqual([]);
    await context.close();
  });
});
