import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const count = (text: string | null) => Number(/^(\d+)/.exec(text ?? '')?.[1]);

describe('no filter the reader did not choose (decision 0020)', () => {
  it('lists every property on a plain /hotels', async () => {
    const { context, page, problems } = await openPage(browser);
    const all = await page.request.get('/api/accommodations').then((r) => r.json());
    expect(all.length).toBeGreaterThan(300);
    await page.goto('/hotels');
    const heading = page.getByRole('heading', { name: /Properties Found$/ });
    await expect.poll(async () => count(await heading.textContent())).toBe(all.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the assistant's cheapest stay behind its 'All stays in Dakar' link", async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/assistant');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('Hotels in Dakar');
    await input.press('Enter');
    const link = page.getByRole('link', { name: 'All stays in Dakar' });
    await link.waitFor();
    const answer = (await page.getByTestId('chat-answer').last().textContent()) ?? '';
    const free = Number(/(\d+) stays are free in Dakar/.exec(answer)?.[1]);
    const cheapest = /The cheapest, and the best rated:(.+?) \(/.exec(answer)?.[1] ?? '';
    expect(cheapest).not.toBe('');
    await link.click();
    const heading = page.getByRole('heading', { name: /Properties Found$/ });
    await expect.poll(async () => count(await heading.textContent())).toBe(free);
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect
      .poll(() => page.getByTestId('hotel-card').first().getByRole('heading').textContent())
      .toBe(cheapest);
    expect(problems).toEqual([]);
    await context.close();
  });
});
