import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import { afterRender, launchBrowser, openPage, seriousViolations } from './browser.ts';

/**
 * /trips draws before this phone's kept trips are read (IndexedDB answers after the first paint):
 * the line at the page's foot must not move when the empty state comes (CLS 0.019 in Lighthouse).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Holds the opening of the kept trips' database until the test calls `openTrips()` in the page,
 * and sums the page's layout shifts as the browser reports them.
 */
function holdTripsRead() {
  const realOpen = IDBFactory.prototype.open;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  Object.assign(window, { openTrips: () => release(), layoutShift: 0 });
  IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
    if (name !== 'teranga-trips') return realOpen.call(this, name, version);
    // A stand-in request: the page sets its handlers now, the real one answers once released.
    const request = { result: undefined, error: null } as unknown as Record<string, unknown>;
    void held.then(() => {
      const real = realOpen.call(this, name, version);
      for (const event of ['upgradeneeded', 'success', 'error'] as const) {
        real[`on${event}`] = (e: Event) => {
          request.result = real.readyState === 'done' ? real.result : undefined;
          request.error = real.readyState === 'done' ? real.error : null;
          (request[`on${event}`] as ((e: Event) => void) | null)?.(e);
        };
      }
    });
    return request as unknown as IDBOpenDBRequest;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      (window as unknown as { layoutShift: number }).layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const footLine = (page: Page, text: string) =>
  page.getByText(text).evaluate((line) => line.getBoundingClientRect().top);

describe('/trips at 360 px', () => {
  for (const { locale, empty, foot } of [
    { locale: 'en-GB', empty: en.trips.empty, foot: en.trips.removedOnSignOut },
    { locale: 'fr-FR', empty: fr.trips.empty, foot: fr.trips.removedOnSignOut },
  ]) {
    it(`keeps the foot line still when the empty state comes (${locale})`, async () => {
      const { context, page, problems } = await openPage(browser, {
        viewport: { width: 360, height: 740 },
        locale,
      });
      await page.addInitScript(holdTripsRead);
      await page.goto('/trips');
      await afterRender(page);
      const before = await footLine(page, foot);
      // The room held meanwhile is unseen and out of reach of keyboard and screen reader.
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await page.evaluate(() => (window as unknown as { openTrips: () => void }).openTrips());
      await page.getByText(empty).waitFor();
      await afterRender(page);
      expect(await footLine(page, foot)).toBe(before);
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
