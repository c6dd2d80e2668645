import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import assistantEn from '../../src/client/locales/assistant.en.json';
import assistantFr from '../../src/client/locales/assistant.fr.json';
import guideEn from '../../src/client/locales/guide.en.json';
import guideFr from '../../src/client/locales/guide.fr.json';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import {
  asReactWrites,
  baseUrl,
  launchBrowser,
  openPage,
  requestsTo,
  seriousViolations,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TOPICS = [
  'visas',
  'seasons',
  'etiquette',
  'health',
  'money',
  'communication',
  'food',
  'photography',
  'transport',
  'safety',
] as const;
const knowledge = knowledgeBase();

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Where the top of an element is in the window, once the guide is drawn. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id);

/** The element's top is near the top of the window, below the sticky header. */
async function expectInView(page: Page, id: string) {
  await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => topOf(page, id)).toBeLessThan(200);
}

async function openGuide(page: Page, url = '/guide') {
  await page.goto(url);
  await page.locator('[data-testid="guide-topic"]').first().waitFor();
}

describe('the travel guide', () => {
  it('shows the ten topics with points and sources, the currencies and the countries', async () => {
    const { context, page, problems } = await openPage(browser);
    await openGuide(page);
    await page.getByRole('heading', { level: 1, name: guideEn.title }).waitFor();
    expect(await page.title()).toBe(guideEn.documentTitle);

    const sections = page.locator('[data-testid="guide-topic"]');
    expect(await sections.evaluateAll((all) => all.map((s) => s.id))).toEqual([...TOPICS]);
    for (const topic of TOPICS) {
      const entry = knowledge.topic(topic);
      const section = page.locator(`section#${topic}`);
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(entry.title.en);
      const text = (await section.textContent()) ?? '';
      expect(text).toContain(entry.summary.en);
      for (const point of entry.points) expect(text).toContain(point.en);
      for (const source of entry.sources) {
        const link = section.locator(`a[href="${source.url}"]`).first();
        expect(await link.getAttribute('target')).toBe('_blank');
      }
      expect(text).toMatch(/Reviewed \w+ \d{1,2}, \d{4}/);
    }

    // The contents lead to every section, the visa check and the countries.
    const contents = page.getByRole('navigation', { name: guideEn.contents });
    const anchors = await contents
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(anchors).toEqual([
      '#visas',
      '#visa-check',
      ...TOPICS.slice(1).map((t) => `#${t}`),
      '#countries',
    ]);
    for (const anchor of anchors) expect(await page.locator(anchor!).count()).toBe(1);

    const currencies = page.getByTestId('currency-table');
    const codes = await currencies.locator('tbody th').allTextContents();
    for (const code of ['NGN', 'GHS', 'XOF', 'SLE', 'LRD']) expect(codes).toContain(code);
    expect(codes).not.toContain('SLL');
    const xof = currencies.locator('tbody tr', { has: page.locator('th', { hasText: 'XOF' }) });
    const xofText = (await xof.textContent()) ?? '';
    for (const country of ['Benin', 'Burkina Faso', 'Senegal', 'Togo', 'Guinea-Bissau']) {
      expect(xofText).toContain(country);
    }

    const everyone = await page
      .getByTestId('yellow-fever-required')
      .locator('li')
      .allTextContents();
    expect(everyone).toContain('Ghana');
    expect(everyone).toContain('Sierra Leone');
    expect(everyone).not.toContain('Senegal');
    expect(everyone).not.toContain('Nigeria');

    // Wide screens compare the countries in one table, a row each, with their best months.
    const table = page.getByTestId('country-table');
    expect(await table.locator('tbody tr').count()).toBe(17);
    const ghana = table.locator('tbody tr', { has: page.locator('th', { hasText: 'Ghana' }) });
    expect(await ghana.textContent()).toContain('November to March');
    expect(await ghana.textContent()).toContain('GHS');
    // The entry rules open on demand, by their summary.
    const rules = ghana.getByText(knowledge.country('ghana')!.entry.summary.en);
    expect(await rules.isVisible()).toBe(false);
    await ghana.locator('summary', { hasText: guideEn.countries.entryRules }).click();
    expect(await rules.isVisible()).toBe(true);

    const assistant = page.getByRole('link', { name: guideEn.askAssistant }).first();
    expect(await assistant.getAttribute('href')).toBe('/assistant');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls to the section the address names, after the guide has loaded', async () => {
    const { context, page, problems } = await openPage(browser);
    await openGuide(page, '/guide#money');
    await expectInView(page, 'money');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('money');

    // The assistant's answers link with the app's router (history.pushState), not a reload.
    await page.evaluate(() => {
      history.pushState(null, '', '/guide#transport');
    });
    await expectInView(page, 'transport');

    // By keyboard: the contents' link to Health, then Enter.
    await page
      .getByRole('navigation', { name: guideEn.contents })
      .getByRole('link', {
        name: knowledge.topic('health').title.en,
      })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/#health$/);
    await expectInView(page, 'health');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads in French, with French headings, months and facts', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    await openGuide(page);
    await page.getByRole('heading', { level: 1, name: guideFr.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    const headings = await page.locator('[data-testid="guide-topic"] h2').allTextContents();
    expect(headings).toEqual(TOPICS.map((t) => knowledge.topic(t).title.fr));
    expect(headings).toContain('Santé');
    expect(headings).toContain('Argent');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(knowledge.topic('money').points[0]!.fr);
    expect(text).toContain(guideFr.countries.title);
    expect(text).toContain('De novembre à février');
    expect(text).not.toContain('November');
    expect(text).not.toContain(guideEn.health.yellowFeverText);
    const table = page.getByTestId('country-table');
    const names = await table.locator('tbody th > span:first-child').allTextContents();
    expect(names).toContain('Sénégal');
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('comes drawn with its text, which the browser does not ask for again', async () => {
    const html = await (
      await fetch(`${baseUrl()}/guide`, { headers: { 'accept-language': 'fr' } })
    ).text();
    for (const topic of TOPICS)
      expect(html).toContain(asReactWrites(knowledge.topic(topic).title.fr));
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    const asked = requestsTo(page, '/api/guide');
    await page.goto('/guide');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.locator('[data-testid="guide-topic"]').first().waitFor();
    // Taken over as drawn: the countries of the visa check, named by the browser, come after.
    await expect
      .poll(() => page.getByLabel(assistantFr.visa.from, { exact: true }).locator('option').count())
      .toBeGreaterThan(150);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when the guide cannot load and loads it on retry; switches language in place', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/guide*', (route) =>
      route.fulfill({ status: 503, json: { message: 'down', code: 'service_unavailable' } }),
    );
    // The guide comes drawn with its text: the browser asks for it when it is reached from
    // another page.
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Travel Guide' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: guideEn.error.text });
    await alert.waitFor();
    await page.unroute('**/api/guide*');
    await alert.getByRole('button', { name: guideEn.error.retry }).click();
    await page.locator('[data-testid="guide-topic"]').first().waitFor();
    expect(await alert.count()).toBe(0);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'fr' }).click();
    await page.getByRole('heading', { level: 1, name: guideFr.title }).waitFor();
    await expect
      .poll(() => page.locator('section#health h2').textContent())
      .toBe(knowledge.topic('health').title.fr);
    await context.close();
  });

  it('answers the visa check on the page: a US citizen needs a visa for Ghana', async () => {
    const { context, page, problems } = await openPage(browser);
    await openGuide(page, '/guide#visa-check');
    await page.getByLabel(assistantEn.visa.from, { exact: true }).selectOption({
      label: 'United States',
    });
    await page.getByLabel(assistantEn.visa.to, { exact: true }).selectOption({ label: 'Ghana' });
    await page.getByRole('button', { name: assistantEn.visa.check, exact: true }).click();
    const result = page.getByTestId('visa-result');
    await result.waitFor();
    const expected = assistantEn.visa.required
      .replace('{{from}}', 'United States')
      .replace('{{to}}', 'Ghana');
    expect(expected).toBe('United States citizens need a visa for Ghana.');
    expect(await result.textContent()).toContain(expected);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leads the visa check with a suspension: no visa for a US citizen going to Mali', async () => {
    const { context, page, problems } = await openPage(browser);
    await openGuide(page, '/guide#visa-check');
    await page.getByLabel(assistantEn.visa.from, { exact: true }).selectOption({
      label: 'United States',
    });
    await page.getByLabel(assistantEn.visa.to, { exact: true }).selectOption({ label: 'Mali' });
    await page.getByRole('button', { name: assistantEn.visa.check, exact: true }).click();
    const result = page.getByTestId('visa-result');
    await result.waitFor();
    expect(await result.locator('p').first().textContent()).toBe(
      assistantEn.visa.suspended.replace('{{from}}', 'United States').replace('{{to}}', 'Mali'),
    );
    expect(await result.textContent()).toContain(assistantEn.visa.kinds.suspended);
    expect(await result.textContent()).not.toContain(assistantEn.visa.bring);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations, open or folded', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 800 },
    ]) {
      const { context, page } = await openPage(browser, { viewport });
      await openGuide(page);
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
      await page.locator('details:visible summary').first().click();
      // What opening showed: the rest of the page is as just checked.
      expect(
        await seriousViolations(page, 'details[open]'),
        `${viewport.width} px, rules open`,
      ).toEqual([]);
      await context.close();
    }
  });

  it('fits a 360 px phone in both languages: country cards, no sideways scrolling', async () => {
    for (const locale of ['en-GB', 'fr-FR']) {
      const { context, page, problems } = await openPage(browser, {
        viewport: { width: 360, height: 800 },
        locale,
      });
      await openGuide(page);
      const cards = page.getByTestId('country-card');
      expect(await cards.count()).toBe(17);
      expect(await cards.first().isVisible()).toBe(true);
      expect(await page.getByTestId('country-table').isVisible()).toBe(false);
      expect(await page.getByTestId('currency-table').isVisible()).toBe(true);
      await cards.first().locator('summary').click();
      expect(await overflow(page), locale).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
