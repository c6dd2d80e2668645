import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

const ASSETS = fileURLToPath(new URL('../../dist/client/assets/', import.meta.url));

describe("the client's files", () => {
  it('are sent as compressed at build, brotli or gzip, not compressed again per visitor', async () => {
    const files = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));
    const largest = files.sort((a, b) => statSync(ASSETS + b).size - statSync(ASSETS + a).size);
    const stylesheet = files.find((name) => name.endsWith('.css'));
    expect(stylesheet).toBeDefined();
    for (const name of [largest[0]!, stylesheet!]) {
      const original = readFileSync(ASSETS + name, 'utf8');
      for (const [accepted, encoding, suffix] of [
        ['gzip, deflate, br', 'br', '.br'],
        ['gzip, deflate', 'gzip', '.gz'],
      ] as const) {
        const response = await fetch(`${baseUrl()}/assets/${name}`, {
          headers: { 'accept-encoding': accepted },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(response.headers.get('cache-control')).toContain('immutable');
        expect(response.headers.get('content-type')).toMatch(
          name.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/,
        );
        // The very file written at build: its length, and the original once decoded.
        expect(Number(response.headers.get('content-length'))).toBe(
          statSync(ASSETS + name + suffix).size,
        );
        expect(await response.text()).toBe(original);
      }
      const plain = await fetch(`${baseUrl()}/assets/${name}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBe(null);
      expect(await plain.text()).toBe(original);
    }
  });
});

describe('the first page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks for every script its takeover runs at once, after the first frame (no waterfall)', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.waitForSelector('html[data-page-live]');
    const loaded = await page.evaluate(() => ({
      boot: document.querySelector<HTMLScriptElement>('script[src*="/assets/boot-"]')?.src,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    }));
    expect(loaded.boot).toBeDefined();
    const boot = await (await fetch(loaded.boot!)).text();
    const asked = JSON.parse(/const modules = (\[.*\]);/.exec(boot)![1]!) as string[];
    const entry = /import\("([^"]+)"\)/.exec(boot)![1]!;
    // main.tsx loads the app in steps, one import after another: each step's files come with
    // the entry's own, so no step waits for the network once the one before it has run.
    // Workbox's window library is no step of the takeover: the service worker is registered with
    // it once the page is live (src/client/lib/service-worker.ts, docs/decisions/0032).
    const late = loaded.scripts.filter(
      (path) =>
        path !== new URL(loaded.boot!).pathname &&
        path !== entry &&
        !asked.includes(path) &&
        !/^\/assets\/workbox-window\./.test(path),
    );
    expect(late).toEqual([]);
    expect(loaded.scripts.length).toBeGreaterThan(asked.length / 2);
    expect(problems).toEqual([]);
    await context.close();
  });
});
