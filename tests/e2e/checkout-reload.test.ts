import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { money, today, usd } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

/**
 * A reload, or Back then Forward, after Confirm Booking keeps the hold, the card step and every
 * detail typed, while the hold lives; no card detail is ever kept.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Fatoumata Sow');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('fatou@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+221 77 555 0123');
  const form = page.getByTestId('passenger-form').first();
  await form.getByLabel('Title').selectOption('ms');
  await form.getByLabel('Given name').fill('Fatoumata');
  await form.getByLabel('Family name').fill('Sow');
  await form.getByLabel('Date of birth').fill('1992-08-17');
  await form.getByLabel('Gender').selectOption('f');
}

async function expectDetails(page: Page) {
  expect(await page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(
    'Fatoumata Sow',
  );
  expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe(
    '+221 77 555 0123',
  );
  const form = page.getByTestId('passenger-form').first();
  expect(await form.getByLabel('Title').inputValue()).toBe('ms');
  expect(await form.getByLabel('Given name').inputValue()).toBe('Fatoumata');
  expect(await form.getByLabel('Family name').inputValue()).toBe('Sow');
  expect(await form.getByLabel('Date of birth').inputValue()).toBe('1992-08-17');
  expect(await form.getByLabel('Gender').inputValue()).toBe('f');
}

const step = (page: Page) => page.getByTestId('checkout-step').getAttribute('data-step');

describe('reloading checkout', () => {
  it('keeps the card step, the hold and the details through a reload and Back then Forward', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`/flights?from=DSS&to=ABJ&departDate=${addDays(today, 24)}&passengers=1`);
    await page
      .getByTestId('flight-card')
      .first()
      .getByRole('button', { name: 'Book Flight' })
      .click();
    await page.waitForURL('**/checkout');
    await fillDetails(page);

    // A reload before confirming keeps what was typed.
    await page.reload();
    await page.getByTestId('passenger-form').first().waitFor();
    await expectDetails(page);

    const total = money(await page.getByTestId('checkout-total').textContent());
    const opened = page.waitForResponse((r) => r.url().endsWith('/api/checkout/session'));
    await page.getByRole('button', { name: `Confirm Booking - ${usd(total)}` }).click();
    const session = (await (await opened).json()) as { sessionId: string };
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');

    const sessions: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/checkout/session')) sessions.push(r.url());
    });
    await page.reload();
    await page.getByLabel('Card number').waitFor();
    expect(await step(page)).toBe('card');
    await page
      .getByTestId('hold-countdown')
      .getByText(/Your booking is held for 1[45]:\d\d/)
      .waitFor();
    // The card number is never kept; the hold is the same one, not a new one.
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    const kept = await page.evaluate(() => sessionStorage.getItem('teranga.checkout') ?? '');
    expect(kept).not.toContain('4242');
    expect(sessions).toEqual([]);
    const order = await (await page.request.get(`/api/orders/${session.sessionId}`)).json();
    expect(order.status).toBe('pending');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/checkout-reload-1280.png' });

    // Back to the flights, then Forward: the same card step.
    await page.goBack();
    await page.waitForURL('**/flights?**');
    await page.goForward();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Card number').waitFor();
    expect(await step(page)).toBe('card');

    // Changing the details gives the hold back and finds them as they were typed.
    await page.getByRole('button', { name: 'Change details' }).click();
    await page.getByTestId('passenger-form').first().waitFor();
    await expectDetails(page);
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/orders/${session.sessionId}`)).json()).status,
      )
      .toBe('canceled');

    // Paid: nothing is kept for the next checkout.
    await page.getByRole('button', { name: `Confirm Booking - ${usd(total)}` }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL('**/booking-success?bookingId=*');
    expect(await page.evaluate(() => sessionStorage.getItem('teranga.checkout'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
