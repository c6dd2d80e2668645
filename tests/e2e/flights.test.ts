import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import {
  launchBrowser,
  openPage,
  seriousViolations,
  takeFirstSuggestion,
  typeAirport,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const departure = () => addDays(localIsoDate(), 14);
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function prices(page: Page): Promise<number[]> {
  return (await page.getByTestId('flight-price').allTextContents()).map(money);
}

async function waitForResults(page: Page) {
  await page.getByTestId('flight-count').waitFor();
  await page.getByTestId('flight-card').first().waitFor();
}

describe('finding and booking a flight', () => {
  it('searches Accra to Lagos, sorts, filters and stores the pending booking', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/flights');
    await page.getByRole('heading', { level: 1, name: 'Search & Book Travel' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Flights' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const from = page.getByRole('combobox', { name: 'From' });
    await from.pressSequentially('ac');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await from.getAttribute('aria-expanded')).toBe('false');
    await from.pressSequentially('c');
    await page.getByRole('option', { name: /Accra \(ACC\)/ }).click();
    expect(await from.inputValue()).toBe('Accra (ACC)');
    expect(await from.getAttribute('aria-expanded')).toBe('false');

    // The destination by keyboard: type, arrow down to the first suggestion, Enter.
    const to = page.getByRole('combobox', { name: 'To' });
    await typeAirport(page, to, 'lagos');
    await page.getByRole('option', { name: /Lagos \(LOS\)/ }).waitFor();
    const suggestions = await page.getByRole('listbox').getByRole('option').count();
    expect(suggestions).toBeGreaterThan(0);
    expect(suggestions).toBeLessThanOrEqual(8);
    await takeFirstSuggestion(page, to, /Lagos \(LOS\)/);
    expect(await to.inputValue()).toBe('Lagos (LOS)');

    await page.getByLabel('Departure Date').fill(departure());
    await page.getByLabel('Passengers').selectOption('2');
    await page.getByRole('button', { name: 'Search Flights' }).click();

    await waitForResults(page);
    await page.getByText(/^Found \d+ flights? successfully!$/).waitFor();
    expect(page.url()).toContain('from=ACC');
    expect(page.url()).toContain('to=LOS');
    expect(await page.getByTestId('data-notice').textContent()).toContain('Demo data');
    const cards = page.getByTestId('flight-card');
    const total = await cards.count();
    expect(total).toBeGreaterThan(3);
    expect(await page.getByTestId('data-source-tag').allTextContents()).toEqual(
      Array(total).fill('DEMO DATA'),
    );

    const sort = page.getByLabel('Sort by');
    await sort.selectOption('departure');
    await sort.selectOption('price');
    const sorted = await prices(page);
    expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);

    await page.getByRole('checkbox', { name: 'Direct' }).click();
    await expect
      .poll(() => page.getByTestId('flight-count').textContent())
      .toMatch(/^Showing \d+ of \d+ flights$/);
    const stops = await page.getByTestId('flight-stops').allTextContents();
    expect(stops.length).toBeGreaterThan(0);
    for (const text of stops) expect(text).toBe('Direct');
    const directPrices = await prices(page);
    expect([...directPrices].sort((a, b) => a - b)).toEqual(directPrices);

    const first = cards.first();
    const offerId = await first.getAttribute('data-offer-id');
    const shownTotal = money(await first.getByTestId('flight-price').textContent());
    await first.getByRole('button', { name: 'Book Flight' }).click();
    await page.waitForURL('**/checkout');

    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('pendingBooking'))) ?? 'null',
    );
    expect(stored).toMatchObject({
      type: 'flight',
      offerId,
      currency: 'USD',
      passengers: [],
      details: {
        from: 'ACC',
        to: 'LOS',
        fromCity: 'Accra',
        toCity: 'Lagos',
        departDate: departure(),
        passengers: 2,
        stops: 0,
        tripType: 'oneWay',
        cabinClass: 'economy',
      },
    });
    expect(stored.price).toBe(shownTotal);
    expect(stored.details.departTime).toMatch(/^\d{2}:\d{2}$/);
    expect(stored.details.duration).toMatch(/^(\d+h)? ?(\d+m)?$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses an empty search with the spec texts, and a round trip without a return date', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/flights');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await page.getByText('Missing information', { exact: true }).waitFor();
    await page
      .getByText('Please fill in origin, destination, and departure date', { exact: true })
      .waitFor();
    for (const text of [
      'Origin is required',
      'Destination is required',
      'Departure date is required',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByRole('combobox', { name: 'From' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(page.url()).not.toContain('from=');

    await page.goto('/flights?to=ACC');
    const to = page.getByRole('combobox', { name: 'To' });
    await expect.poll(() => to.inputValue()).toBe('Accra (ACC)');
    await page.getByRole('combobox', { name: 'From' }).fill('LOS');
    await page.getByLabel('Departure Date').fill(departure());
    await page.getByText('Round Trip', { exact: true }).click();
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await page.getByText('Missing return date', { exact: true }).waitFor();
    await page
      .getByText('Please select a return date for round trip', { exact: true })
      .first()
      .waitFor();
    expect(page.url()).not.toContain('from=');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prefills the destination from ?destination=Monrovia', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/flights?destination=Monrovia');
    const to = page.getByRole('combobox', { name: 'To' });
    await expect.poll(() => to.inputValue()).toBe('Monrovia (ROB)');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says what a shared link asked for that it could not search, instead of an empty form', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/flights?from=ACC&to=LOS&departDate=${departure()}&passengers=99`);
    const notices = page.getByTestId('link-notices');
    await notices
      .getByText('It asked for 99 passengers; a booking takes 1 to 9, so the form is set to 1.')
      .waitFor();
    expect(await page.getByTestId('flight-card').count()).toBe(0);
    await page.goto('/flights?from=ACC&to=ACC&departDate=2020-01-10');
    await notices
      .getByText('Its date (2020-01-10) has passed: choose a new date to search.')
      .waitFor();
    await notices
      .getByText('It has the same airport (ACC) for From and To: choose a destination.')
      .waitFor();
    await context.close();
  });

  it('offers the cabins that have seats when the one asked for has none', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`/flights?from=ACC&to=LOS&departDate=${departure()}&cabinClass=first`);
    await page.getByText('No seats in First on this trip. These cabins have seats:').waitFor();
    await page.getByTestId('other-cabins').getByRole('button', { name: 'Search Economy' }).click();
    await waitForResults(page);
    await expect.poll(() => page.url()).toContain('cabinClass=economy');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves the search to another day from the price calendar', async () => {
    const { context, page, problems } = await openPage(browser);
    const date = departure();
    const later = addDays(date, 2);
    await page.goto(`/flights?from=ACC&to=LOS&departDate=${date}`);
    await waitForResults(page);
    const calendar = page.getByTestId('price-calendar');
    await calendar.waitFor();
    expect(await calendar.getByRole('button').count()).toBe(7);
    expect(await calendar.locator(`button[data-date="${date}"]`).getAttribute('aria-current')).toBe(
      'date',
    );

    await calendar.locator(`button[data-date="${later}"]`).click();
    await expect.poll(() => page.url()).toContain(`departDate=${later}`);
    await expect.poll(() => page.getByLabel('Departure Date').inputValue()).toBe(later);
    await expect
      .poll(() => calendar.locator(`button[data-date="${later}"]`).getAttribute('aria-current'))
      .toBe('date');
    await waitForResults(page);
    for (const time of await page.getByTestId('depart-time').all()) {
      expect(await time.getAttribute('datetime')).toMatch(new RegExp(`^${later}T`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches the page to French', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/flights');
    await page.getByRole('heading', { level: 1, name: 'Search & Book Travel' }).waitFor();
    await page.getByRole('button', { name: 'fr', exact: true }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Rechercher et réserver un voyage' })
      .waitFor();
    await page.getByRole('button', { name: 'Rechercher des vols' }).waitFor();
    await page
      .getByRole('heading', { name: "Destinations populaires en Afrique de l'Ouest" })
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violation with results shown', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`/flights?from=LOS&to=ACC&departDate=${departure()}`);
    await waitForResults(page);
    await page.getByTestId('price-calendar').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone, and a popular destination fills the To field', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.goto(
      `/flights?from=LOS&to=ACC&departDate=${departure()}&returnDate=${addDays(departure(), 7)}&passengers=2`,
    );
    await waitForResults(page);
    await page.getByTestId('price-calendar').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The row of days scrolls sideways; the chosen day is in view.
    const chosen = page.getByTestId('price-calendar').locator('[aria-current="date"]');
    const inView = await chosen.evaluate((el) => {
      const row = el.closest('ul')!.getBoundingClientRect();
      const day = el.getBoundingClientRect();
      return day.left >= row.left && day.right <= row.right;
    });
    expect(inView).toBe(true);

    // The "found" toast drops from the top and leaves the first result uncovered.
    const toastBox = page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .filter({ hasText: /found/i });
    await toastBox.waitFor();
    const box = (await toastBox.boundingBox())!;
    const card = (await page.getByTestId('flight-card').first().boundingBox())!;
    expect(box.y + box.height <= card.y || card.y + card.height <= box.y).toBe(true);
    expect(box.y).toBeLessThan(100);

    await page.getByRole('button', { name: /Dakar/ }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'To' }).inputValue())
      .toBe('Dakar (DSS)');
    expect(problems).toEqual([]);
    await context.close();
  });
});
