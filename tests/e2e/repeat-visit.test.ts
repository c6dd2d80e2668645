import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHARED_ANSWERS } from '../../src/server/http/etags.ts';
import { kb, largest, meterTransfers, totalBytes, type Transfer } from '../helpers/journey.ts';
import { afterRender, launchBrowser, openPage } from './browser.ts';

/** A repeat visit to /hotels, before the traveller searches (issue 37). */
const REPEAT_VISIT_BUDGET = 30 * 1024;

let browser: Browser;
let first: Transfer[];
let repeat: Transfer[];

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await openPage(browser, {
    viewport: { width: 412, height: 915 },
  });
  const meter = await meterTransfers(context, page);
  // Everything the first screen of /hotels needs: the page, its scripts, the first stays and
  // the pictures on screen, all settled.
  const visit = async () => {
    await page.goto('/hotels');
    await page.getByTestId('hotel-card').first().locator('img').waitFor();
    await page.waitForLoadState('networkidle');
    await afterRender(page);
  };
  await meter.clearCache();
  await visit();
  first = meter.take();
  // Another day, the same phone: a new navigation to the address, its cache as it was left.
  await page.goto('about:blank');
  await visit();
  repeat = meter.take();
  if (process.env.REPEAT_VISIT_REPORT) {
    for (const [name, visit] of [
      ['first', first],
      ['repeat', repeat],
    ] as const) {
      console.info(`${name}: ${kb(totalBytes(visit))}\n${largest(visit, 40).join('\n')}`);
    }
  }
  await context.close();
}, 120_000);
afterAll(() => browser?.close());

const pathOf = (url: string) => new URL(url).pathname;

describe('a repeat visit to /hotels on a phone', () => {
  it(`transfers under ${kb(REPEAT_VISIT_BUDGET)} before the traveller searches`, () => {
    expect(first.length).toBeGreaterThan(0);
    const total = totalBytes(repeat);
    expect(
      total,
      `${kb(total)} on the repeat visit (the first: ${kb(totalBytes(first))}); the largest items:\n${largest(repeat).join('\n')}`,
    ).toBeLessThan(REPEAT_VISIT_BUDGET);
  });

  it('takes the hashed files and the pictures from its cache without asking', () => {
    const asked = repeat.filter(
      (t) =>
        (pathOf(t.url).startsWith('/assets/') || pathOf(t.url).startsWith('/images/')) &&
        t.bytes > 0,
    );
    expect(asked.map((t) => t.url)).toEqual([]);
  });

  it('asks again for the page and the stays with their ETags, and gets bodiless 304s', () => {
    const shared = repeat.filter(
      (t) => pathOf(t.url) === '/hotels' || SHARED_ANSWERS.has(pathOf(t.url)),
    );
    expect(shared.map((t) => pathOf(t.url))).toEqual(
      expect.arrayContaining(['/hotels', '/api/accommodations']),
    );
    expect(shared.filter((t) => !t.conditional || t.status !== 304).map((t) => t.url)).toEqual([]);
    // Whatever else the page asks of the API before a search comes back unchanged too, or is
    // named here.
    const otherApi = repeat.filter(
      (t) => pathOf(t.url).startsWith('/api/') && !SHARED_ANSWERS.has(pathOf(t.url)),
    );
    expect(otherApi.map((t) => `${pathOf(t.url)} ${t.status} ${t.bytes} B`)).toEqual([]);
  });
});
