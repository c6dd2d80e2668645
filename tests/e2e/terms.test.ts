import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { findStays, storePendingStay, today, type Stay } from './bookings.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('cancellation terms', () => {
  it('a 72-hour-policy property in Lagos states only its own terms, from the dialog to the calendar file', async () => {
    const { context, page, problems } = await openPage(browser);
    const checkIn = addDays(today, 45);
    const checkOut = addDays(today, 47);
    const stays = await findStays(page.request, checkIn, checkOut, 'Lagos');
    const stay = stays.find((s) => /until 72 hours/.test(s.cancellationPolicy ?? ''))!;
    expect(stay.timeZone).toBe('Africa/Lagos');

    await page.goto(`/hotels?destination=${encodeURIComponent(stay.name)}`);
    await page
      .getByTestId('hotel-card')
      .filter({ hasText: stay.name })
      .getByRole('button', { name: /^View details of/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const general = await dialog.getByTestId('stay-terms').textContent();
    expect(general).toBe(
      'Free cancellation until 3 days before check-in. After that, 50% of the stay is charged.',
    );
    await dialog.getByLabel('Guest Name').fill('Ngozi Okafor');
    await dialog.getByLabel('Email').fill('ngozi.okafor@example.com');
    await dialog.getByLabel('Check-in').fill(checkIn);
    await dialog.getByLabel('Check-out').fill(checkOut);
    const dated = await dialog.getByTestId('stay-terms-deadline').textContent();
    expect(dated).toMatch(/^Free cancellation until .+, 14:00 \(Lagos time\)\. After that, 50% /);
    expect(await dialog.textContent()).not.toMatch(/24 ?h/);
    // The total says how it is made: price per night x nights x guests.
    const total = await dialog.getByTestId('stay-total').textContent();
    expect(total).toMatch(/^\$[\d,.]+ × 2 nights × \d guests? = \$[\d,.]+, before taxes and fees$/);

    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.waitForURL('**/checkout');
    expect(total).toContain(await page.getByTestId('checkout-breakdown').textContent());
    await page.getByRole('button', { name: /^Confirm Booking - \$/ }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL('**/booking-success?bookingId=*');
    const terms = await page.getByTestId('booking-terms').textContent();
    expect(terms).toBe(dated);
    expect(await page.getByTestId('booking-card').textContent()).not.toMatch(/24 hours/);

    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    const ics = await (await page.request.get(`/api/orders/${bookingId}/calendar.ics`)).text();
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toMatch(
      /Cancellation: free until .+\\, 14:00 \(Lagos time\)\\; after that\\, 50% of the stay is charged/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a manual-confirmation booking reads awaiting confirmation on the checkout, the booking page and the voucher', async () => {
    const { context, page, problems } = await openPage(browser);
    const checkIn = addDays(today, 48);
    const checkOut = addDays(today, 49);
    const stays = (await findStays(page.request, checkIn, checkOut)) as (Stay & {
      manualConfirmation: boolean;
    })[];
    const stay = stays.find((s) => s.manualConfirmation && (s.roomsLeft ?? 0) > 0)!;
    await storePendingStay(page, stay, checkIn, checkOut);
    await page.goto('/checkout');
    await page.getByRole('button', { name: /^Confirm Booking - \$/ }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page
      .getByTestId('checkout-success')
      .getByRole('heading', { name: 'Booking received' })
      .waitFor();
    expect(await page.getByTestId('checkout-success').textContent()).toContain('24-48 hours');

    await page.waitForURL('**/booking-success?bookingId=*');
    await page
      .getByRole('heading', { name: "Booking received: awaiting the property's confirmation" })
      .waitFor();
    expect(await page.getByTestId('booking-status').textContent()).toBe(
      "Awaiting the property's confirmation",
    );
    expect(await page.getByRole('heading', { name: 'Booking Confirmed' }).count()).toBe(0);
    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    const voucher = await page.request.get(`/api/orders/${bookingId}/voucher.pdf`);
    expect(voucher.status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });
});
