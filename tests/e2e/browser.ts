import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
};

/**
 * The run's one Chromium (started in global-setup.ts), for this test file: each file connects
 * rather than starting its own, and its close() ends only the contexts the file made.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
}

/** The address of this worker's own server (global-setup.ts starts one for each worker). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
}

/**
 * A page in its own context; console errors and failed requests are collected to assert on.
 * The app's service worker is blocked unless `serviceWorker` is set: installing it fetches and
 * stores some 40 files in every new context, work that only the tests of the offline app need.
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    serviceWorker?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'en-GB',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // The public pages come drawn from the server and are live a moment later: a test, like a
  // traveller, acts on a page once it is live (see src/client/lib/page-meta.ts).
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => untilLive(page, await goto(...args));
  page.reload = async (...args) => untilLive(page, await reload(...args));
  return { context, page, problems };
}

async function untilLive<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.hasAttribute('data-page-live'),
    null,
    { timeout: 20_000 },
  );
  return response;
}

/**
 * Waits until the page has drawn what was just done and run the effects that follow: two frames
 * and a task. A test that checks something did not change waits for this, not for a time.
 */
export function afterRender(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  );
}

/**
 * Serious and critical accessibility violations on the page as it is now; `within` (a selector)
 * checks only that part, for a tab or a dialog of a page whose layout was checked whole already:
 * axe's time grows with the page, and the header, navigation and footer are the same each time.
 */
export async function seriousViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The requests the page makes from now on to addresses containing `fragment`: "GET /api/…". */
export function requestsTo(page: Page, fragment: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** Text as React writes it in HTML: a page drawn on the server is read for it. */
export const asReactWrites = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/**
 * Types into an airport field and waits for the suggestions of the whole text: the list of a part
 * typed earlier stays shown until they come, and their coming clears a choice made in between.
 */
export async function typeAirport(page: Page, field: Locator, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/airports' && url.searchParams.get('q') === text;
  });
  await field.pressSequentially(text);
  await answered;
}

/** Takes a field's first suggestion by keyboard (arrow down, Enter), once it is `name`. */
export async function takeFirstSuggestion(page: Page, field: Locator, name: RegExp) {
  await expect
    .poll(async () => {
      if (!(await field.getAttribute('aria-activedescendant'))) await field.press('ArrowDown');
      const active = await field.getAttribute('aria-activedescendant');
      return active ? page.locator(`[id="${active}"]`).textContent() : null;
    })
    .toMatch(name);
  await field.press('Enter');
}
