/**
 * Screenshots of the main pages in English and French, phone and desktop, for the README and
 * for looking at what we built: `node --import tsx scripts/screenshots.ts http://localhost:5000`.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/browser.ts';

const baseUrl = process.argv[2] ?? 'http://localhost:5000';
const outDir = process.argv[3] ?? 'docs/screenshots';
mkdirSync(outDir, { recursive: true });

const shots: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  {
    name: 'hotels-dialog',
    path: '/hotels?destination=Accra',
    prepare: async (page) => {
      await page.getByTestId('hotel-card').first().getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
    },
  },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const language of ['en', 'fr']) {
  for (const viewport of [
    { label: 'desktop', width: 1280, height: 900 },
    { label: 'phone', width: 360, height: 780 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: baseUrl });
    await context.addInitScript((lang) => localStorage.setItem('teranga.language', lang), language);
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(shot.path);
      await page.waitForLoadState('networkidle');
      await shot.prepare?.(page);
      const file = `${outDir}/${shot.name}-${language}${viewport.label === 'phone' ? '-phone' : ''}.png`;
      await page.screenshot({ path: file });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
  }
}
await browser.close();
