import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COUNTRY_FACTS, countryBySlug } from '../../src/domain/country-facts.ts';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import type { TourOperator, TourPackage } from '../../src/domain/tours.ts';
import type { Accommodation } from '../../src/domain/accommodations.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The page is drawn and its API lists have answered (no list is busy any more). */
async function waitForCountry(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('country pages', () => {
  it.each(COUNTRY_FACTS.map((country) => [country.slug, country] as const))(
    '/country/%s shows its capital, currency and links to the other countries',
    async (slug, country) => {
      const { context, page, problems } = await openPage(browser);
      await page.goto(`/country/${slug}`);
      await page.getByRole('heading', { level: 1, name: country.name }).waitFor();
      await waitForCountry(page);

      expect(await page.getByTestId('fact-capital').textContent()).toContain(country.capital);
      const currency = await page.getByTestId('fact-currency').textContent();
      expect(currency).toContain(country.currency.code);
      for (const other of country.otherCurrencies) expect(currency).toContain(other.code);
      expect(await page.title()).toContain(country.name);

      const others = page.getByRole('navigation', { name: 'West African countries' });
      const hrefs = await others
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(country.relatedCountries.map((other) => `/country/${other}`));
      for (const other of country.relatedCountries) {
        await others.getByRole('link', { name: new RegExp(countryBySlug(other)!.name) }).waitFor();
      }

      if (slug !== 'liberia') {
        expect(await page.getByTestId('hotels-capital-link').getAttribute('href')).toBe(
          `/hotels?destination=${country.capital}`,
        );
        expect(await page.getByTestId('flights-link').getAttribute('href')).toBe(
          `/flights?destination=${country.capital}`,
        );
        expect(await page.getByTestId('attraction-card').count()).toBe(4);
        expect(await page.getByTestId('tour-card').count()).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('links from one country page to another', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/country/sierra-leone');
    await page
      .getByRole('navigation', { name: 'West African countries' })
      .getByRole('link', { name: /Liberia/ })
      .click();
    await page.waitForURL('**/country/liberia');
    await page.getByRole('heading', { level: 1, name: 'Liberia' }).waitFor();
    expect(await page.title()).toContain('Liberia');
    await context.close();
  });

  it('lists the Ghanaian tour operators of the API, each leading to the operators page', async () => {
    const { context, page, problems } = await openPage(browser);
    const operators = await getJson<TourOperator[]>(page, '/api/tour-operators?country=Ghana');
    expect(operators.length).toBeGreaterThan(1);
    await page.goto('/country/ghana');
    await waitForCountry(page);

    const cards = page.getByTestId('operator-card');
    expect(await cards.count()).toBe(operators.length);
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(operators.map((operator) => operator.name));
    for (const text of await cards.allTextContents()) expect(text).toContain('Ghana');

    const first = operators[0]!;
    const card = cards.first();
    if (first.isVerified) await card.getByText('Verified').waitFor();
    await card.getByText(first.contactEmail).waitFor();
    expect(
      await card.getByRole('link', { name: `View Tours of ${first.name}` }).getAttribute('href'),
    ).toBe('/tour-operators?country=Ghana');
    expect(
      await card.getByRole('link', { name: `Contact ${first.name}` }).getAttribute('href'),
    ).toBe('/tour-operators?country=Ghana');

    const tour = page.getByTestId('tour-card').first();
    await tour.getByRole('button', { name: /^Book Now/ }).waitFor();
    expect(await tour.textContent()).toMatch(/\d+ days?/);
    expect(await tour.textContent()).toContain('per person');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches the Liberia tabs: hotels with live availability, operator 4 packages, flights', async () => {
    const { context, page, problems } = await openPage(browser);
    const stays = await getJson<Accommodation[]>(page, '/api/accommodations?destination=Liberia');
    const packages = await getJson<TourPackage[]>(page, '/api/tour-packages?operatorId=4');
    expect(stays.length).toBeGreaterThan(0);
    expect(packages.length).toBeGreaterThan(0);

    await page.goto('/country/liberia');
    await waitForCountry(page);
    const overview = page.getByRole('tabpanel');
    for (const text of ['Monrovia', 'LRD', 'USD', 'English', 'November to April']) {
      await overview.getByText(text).first().waitFor();
    }
    expect(await page.getByTestId('attraction-card').count()).toBe(4);

    // The hero's button opens the hotels tab and puts the focus on it.
    await page.getByRole('button', { name: 'Find Hotels' }).click();
    await page.waitForURL('**/country/liberia?tab=hotels');
    const hotelsTab = page.getByRole('tab', { name: 'Hotels' });
    await expect.poll(() => hotelsTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => hotelsTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await expect
      .poll(() => page.getByTestId('stored-stays-count').textContent())
      .toBe(`${stays.length} properties available`);
    await page.getByRole('heading', { name: 'Real-time Hotel Availability' }).waitFor();
    await page.getByTestId('live-hotel').first().waitFor();
    const live = page.getByTestId('live-hotel');
    expect(await live.count()).toBeGreaterThan(0);
    const today = localIsoDate();
    const book = live.first().getByRole('link', { name: /^Book Now/ });
    const href = new URL((await book.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/hotels');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      destination: (await live.first().getByRole('heading').textContent())!,
      checkIn: addDays(today, 7),
      checkOut: addDays(today, 10),
      guests: '2',
    });

    // Arrow keys move between tabs, as a tab list does.
    await page.keyboard.press('ArrowRight');
    const packagesTab = page.getByRole('tab', { name: 'Packages' });
    await expect.poll(() => packagesTab.getAttribute('aria-selected')).toBe('true');
    await page.waitForURL('**/country/liberia?tab=packages');
    await expect
      .poll(() => page.getByTestId('packages-count').textContent())
      .toBe(`${packages.length} packages from ${packages[0]!.operatorName}`);
    expect(await page.getByTestId('tour-card').count()).toBe(packages.length);
    await page
      .getByTestId('tour-card')
      .first()
      .getByRole('button', { name: /^Book Now/ })
      .waitFor();

    await page.getByRole('tab', { name: 'Flights' }).click();
    await page.waitForURL('**/country/liberia?tab=flights');
    await page.getByRole('link', { name: 'Search flights to Monrovia' }).click();
    await page.waitForURL('**/flights?destination=Monrovia');

    // A reload keeps the tab from the address.
    await page.goto('/country/liberia?tab=packages');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Packages' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for a country it has no page for', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/country/atlantis');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('speaks French: facts, headings and operator descriptions', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    const operators = await getJson<TourOperator[]>(
      page,
      '/api/tour-operators?country=Senegal&lang=fr',
    );
    await page.goto('/country/senegal');
    await page.getByRole('heading', { level: 1, name: 'Sénégal' }).waitFor();
    await waitForCountry(page);
    const senegal = countryBySlug('senegal')!;
    await page.getByText('Capitale', { exact: true }).waitFor();
    await page.getByText(senegal.currency.name.fr, { exact: false }).waitFor();
    await page.getByText(senegal.bestTime.fr).waitFor();
    await page
      .getByRole('heading', { name: senegal.attractions[0]!.name.fr, exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Voyagistes au Sénégal' }).waitFor();
    await page.getByText(operators[0]!.description).waitFor();
    expect(await page.title()).toContain('circuits');

    await page.goto('/country/liberia?tab=hotels');
    await page.getByRole('heading', { name: 'Disponibilité des hôtels en temps réel' }).waitFor();
    await page.getByRole('tab', { name: 'Vols' }).click();
    await page.getByRole('link', { name: 'Rechercher des vols pour Monrovia' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations on Ghana and on each Liberia tab', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/country/ghana');
    await waitForCountry(page);
    expect(await seriousViolations(page)).toEqual([]);
    // Liberia's page whole on its first tab; then each other tab's own panel.
    for (const tab of ['overview', 'hotels', 'packages', 'flights']) {
      await page.goto(`/country/liberia?tab=${tab}`);
      await waitForCountry(page);
      const within = tab === 'overview' ? undefined : '[role="tabpanel"]';
      expect(await seriousViolations(page, within), tab).toEqual([]);
    }
    await context.close();
  });

  it('never overflows a 360 px screen', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    const addresses = [
      ...COUNTRY_FACTS.map((country) => `/country/${country.slug}`),
      '/country/liberia?tab=hotels',
      '/country/liberia?tab=packages',
      '/country/liberia?tab=flights',
    ];
    for (const address of addresses) {
      await page.goto(address);
      await waitForCountry(page);
      expect(await horizontalOverflow(page), address).toBe(0);
    }
    await context.close();
  });
});
