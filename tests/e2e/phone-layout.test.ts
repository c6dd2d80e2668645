import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { storeHotelBooking, today } from './bookings.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phone = { viewport: { width: 360, height: 740 } };

/**
 * Puts the element at the bottom of the screen, where a floating button sits, and names each
 * point of it (a 5 x 3 grid) that answers something else than the element: what covers it.
 */
async function coveredPoints(element: Locator): Promise<string[]> {
  await element.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const covered: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      for (let j = 1; j <= 3; j += 1) {
        const x = box.left + (box.width * i) / 6;
        const y = box.top + (box.height * j) / 4;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) {
          covered.push(`(${Math.round(x)}, ${Math.round(y)}): ${hit?.outerHTML.slice(0, 60)}`);
        }
      }
    }
    return covered;
  });
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a 360 px phone (decision 0020)', () => {
  it('floats nothing over Check Availability, a guide contents link or the CVC hint', async () => {
    const { context, page, problems } = await openPage(browser, phone);
    await page.goto('/hotels');
    const check = page.getByRole('button', { name: 'Check Availability' });
    expect(await coveredPoints(check)).toEqual([]);

    await page.goto('/guide');
    const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await contents.count()).toBeGreaterThan(3);
    for (const link of (await contents.all()).slice(-3)) {
      expect(await coveredPoints(link)).toEqual([]);
    }

    await storeHotelBooking(page, 'Accra', addDays(today, 60), addDays(today, 61));
    await page.goto('/checkout');
    await page.getByRole('button', { name: /^Confirm Booking - \$/ }).click();
    const cvc = page.getByLabel('CVC');
    await cvc.waitFor();
    const hintId = ((await cvc.getAttribute('aria-describedby')) ?? '').split(' ')[0];
    expect(hintId).toBeTruthy();
    expect(await coveredPoints(page.locator(`[id="${hintId}"]`))).toEqual([]);

    // The assistant is still one tap away, in the header.
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    await page.getByRole('dialog', { name: /assistant/i }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the assistant's whole placeholder, and an answer from its start", async () => {
    const { context, page, problems } = await openPage(browser, phone);
    await page.goto('/hotels');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const dialog = page.getByRole('dialog', { name: /assistant/i });
    const input = dialog.getByRole('textbox', { name: 'Your question' });
    // The placeholder, laid out as the field lays it out, fits in the field.
    const fits = await input.evaluate((field: HTMLTextAreaElement) => {
      const style = getComputedStyle(field);
      const copy = document.createElement('div');
      copy.textContent = field.placeholder;
      for (const name of ['font', 'lineHeight', 'letterSpacing', 'padding', 'boxSizing'] as const) {
        copy.style[name] = style[name];
      }
      copy.style.width = `${field.clientWidth}px`;
      copy.style.whiteSpace = 'pre-wrap';
      copy.style.overflowWrap = 'break-word';
      document.body.append(copy);
      const needed = copy.scrollHeight;
      copy.remove();
      return needed <= field.clientHeight;
    });
    expect(fits).toBe(true);

    await input.fill('Hotels in Dakar');
    await input.press('Enter');
    const answer = dialog.getByTestId('chat-answer').nth(1);
    await answer.getByRole('link', { name: 'All stays in Dakar' }).waitFor();
    // Smooth or not, the scroll settles with the answer's start on screen.
    await expect
      .poll(() =>
        answer.evaluate((el) => {
          let box: Element | null = el.parentElement;
          while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
          const top = box ? box.getBoundingClientRect().top : 0;
          const at = el.getBoundingClientRect().top;
          return at >= top - 1 && at < top + 200;
        }),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches every admin action, and scrolls no page sideways', async () => {
    const { context, page, problems } = await openPage(browser, phone);
    // The newest account first in the list, with an address longer than a phone is wide.
    const long = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Oluwaseyifunmi',
        lastName: 'Adeyemi-Okonkwo',
        email: `oluwaseyifunmi.adeyemi-okonkwo.${Date.now()}@longdomain-example.com`,
        password: 'harmattan-42-long',
      },
    });
    expect(long.status()).toBe(201);
    const signedIn = await page.request.post('/api/auth/login', { data: inject('admin') });
    expect(signedIn.status()).toBe(200);
    for (const [tab, row] of [
      ['users', 'user-row'],
      ['accommodations', 'property-row'],
    ] as const) {
      await page.goto(`/admin?tab=${tab}`);
      await page.getByTestId(row).first().waitFor();
      const actions = page.getByTestId(row).first().getByRole('button');
      expect(await actions.count()).toBeGreaterThan(0);
      for (const action of await actions.all()) {
        await action.scrollIntoViewIfNeeded();
        const box = (await action.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        // Not hidden inside a box that scrolls sideways either.
        expect(
          await action.evaluate((el) => {
            for (let box = el.parentElement; box; box = box.parentElement) {
              if (
                box.scrollWidth > box.clientWidth + 1 &&
                getComputedStyle(box).overflowX !== 'visible'
              )
                return false;
            }
            return true;
          }),
        ).toBe(true);
      }
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    }
    for (const path of [
      '/',
      '/hotels',
      '/flights',
      '/tour-operators',
      '/guide',
      '/help',
      '/country/senegal',
      '/country/liberia?tab=packages',
      '/assistant',
      '/contact',
      '/privacy',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
