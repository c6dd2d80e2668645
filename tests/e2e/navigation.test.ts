import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phone = { viewport: { width: 360, height: 740 } };
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('a new page opens at its top (decision 0020)', () => {
  it('opens /checkout at its top after Book Now in a hotel dialog, and Back returns to the card', async () => {
    const { context, page, problems } = await openPage(browser, phone);
    const checkIn = addDays(localIsoDate(), 7);
    await page.goto(`/hotels?destination=Accra&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}`);
    const cards = page.getByTestId('hotel-card');
    await cards.nth(3).waitFor();
    const card = cards.nth(3);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: /^View details of/ }).click();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(400);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Guest Name').fill('Ama Mensah');
    await dialog.getByLabel('Email').fill('ama.mensah@example.com');
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('booking-summary').waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/hotels?**');
    await expect.poll(() => scrollY(page)).toBe(before);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the footer pages, the hotels page from the home preview and the checkout after Book Flight at their top', async () => {
    const { context, page, problems } = await openPage(browser, phone);
    for (const name of ['Privacy', 'Help Center']) {
      await page.goto('/about');
      const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(300);
      await link.click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.evaluate(() => location.pathname)).not.toBe('/about');
      expect(await scrollY(page)).toBe(0);
    }

    await page.goto('/');
    await page.getByRole('button', { name: 'Hotels in Accra' }).click();
    const seeAll = page.getByRole('link', { name: /^See all \d+ stays$/ });
    await seeAll.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await seeAll.click();
    await page.waitForURL('**/hotels?**');
    expect(await scrollY(page)).toBe(0);

    await page.goto(
      `/flights?from=ACC&to=LOS&departDate=${addDays(localIsoDate(), 20)}&passengers=1`,
    );
    const book = page.getByRole('button', { name: 'Book Flight' }).nth(2);
    await book.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await book.click();
    await page.waitForURL('**/checkout');
    expect(await scrollY(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Back does what Back does (decision 0020)', () => {
  it('closes a dialog, then returns to the previous search, then leaves the page', async () => {
    const { context, page, problems } = await openPage(browser, phone);
    await page.goto('/');
    await page.goto('/hotels?destination=Accra');
    const heading = page.getByRole('heading', { name: /Properties Found$/ });
    await heading.waitFor();
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Dakar');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('destination')).toBe('Dakar');
    await page.getByTestId('hotel-card').first().getByText('Dakar').first().waitFor();

    const details = page
      .getByTestId('hotel-card')
      .first()
      .getByRole('button', { name: /^View details of/ });
    // A dialog closed with its button takes its entry away: Back then goes on as below.
    await details.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await details.click();
    await page.getByRole('dialog').waitFor();

    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toContain('destination=Dakar');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('destination')).toBe('Accra');
    await expect.poll(() => destination.inputValue()).toBe('Accra');
    await page.getByTestId('hotel-card').first().getByText('Accra').first().waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(problems).toEqual([]);
    await context.close();
  });
});
