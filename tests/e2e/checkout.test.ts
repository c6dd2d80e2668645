import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { bookHotelThroughApi, money, storeHotelBooking, today, usd } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function downloadText(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  // Read as a stream: the browser is the run's shared one, and a path exists only beside it.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/**
 * The checkout's page chunk and its steps' chunk, as asked for and loaded: "asked page",
 * "loaded steps"...
 */
function checkoutChunks(page: Page): string[] {
  const seen: string[] = [];
  const which = (url: string) =>
    /\/assets\/checkout(-flow)?-[\w-]+\.js$/.exec(new URL(url).pathname);
  page.on('request', (request) => {
    const chunk = which(request.url());
    if (chunk) seen.push(`asked ${chunk[1] ? 'steps' : 'page'}`);
  });
  page.on('requestfinished', (request) => {
    const chunk = which(request.url());
    if (chunk) seen.push(`loaded ${chunk[1] ? 'steps' : 'page'}`);
  });
  return seen;
}

describe('checkout', () => {
  it('books a hotel from /hotels, pays with 4242, shows the real booking with its documents, and cancels it with the e-mail address', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/hotels?destination=Accra');
    await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    await page
      .getByTestId('hotel-card')
      .first()
      .getByRole('button', { name: /^View details of/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Guest Name').fill('Ama Mensah');
    await dialog.getByLabel('Email').fill('ama.mensah@example.com');
    await dialog.getByLabel('Check-in').fill(addDays(today, 40));
    await dialog.getByLabel('Check-out').fill(addDays(today, 42));
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.waitForURL('**/checkout');

    const summary = page.getByTestId('booking-summary');
    await summary.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    const subtotal = money(await summary.getByTestId('checkout-subtotal').textContent());
    const total = money(await summary.getByTestId('checkout-total').textContent());
    expect(await summary.textContent()).toContain('Taxes and fees (10%)');
    expect(total).toBeCloseTo(Math.round(subtotal * 110) / 100, 2);
    expect(await page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(
      'Ama Mensah',
    );
    expect(
      await page.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue(),
    ).toBe('ama.mensah@example.com');

    const confirm = page.getByRole('button', { name: `Confirm Booking - ${usd(total)}` });
    await confirm.click();
    await page.getByTestId('hold-countdown').waitFor();
    expect(await page.getByTestId('hold-countdown').textContent()).toMatch(
      /Your booking is held for 1[45]:\d\d/,
    );
    await page.getByText('Test mode: use 4242 4242 4242 4242').waitFor();
    await payWithCard(page, '4242 4242 4242 4242');

    await page
      .getByTestId('checkout-success')
      .getByRole('heading', { name: 'Booking Confirmed' })
      .waitFor();
    await page.getByText('Booking Confirmed!').first().waitFor();
    const number = await page.getByTestId('confirmation-number').textContent();
    expect(number).toMatch(/^HO-[A-Z2-9]{8}$/);
    expect(await page.evaluate(() => localStorage.getItem('pendingBooking'))).toBeNull();

    await page.waitForURL('**/booking-success?bookingId=*');
    const card = page.getByTestId('booking-card');
    await card.waitFor();
    expect(await card.getByTestId('booking-reference').textContent()).toBe(number);
    expect(await card.getByTestId('booking-status').textContent()).toBe('Confirmed');
    expect(money(await card.getByTestId('booking-subtotal').textContent())).toBe(subtotal);
    const shownTotal = money(await card.getByTestId('booking-total').textContent());
    expect(shownTotal).toBeCloseTo(Math.round(subtotal * 110) / 100, 2);
    expect(shownTotal).toBe(total);
    expect(await card.getByTestId('booking-card-last4').textContent()).toContain('4242');
    expect(await card.textContent()).toContain('Bring a photo ID or passport for check-in.');

    const pdf = await downloadText(page, /^Download/);
    expect(pdf.name).toBe(`teranga-${number}.pdf`);
    expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const ics = await downloadText(page, /^Add to calendar/);
    expect(ics.bytes.toString()).toContain('BEGIN:VCALENDAR');

    // Opened by its id alone, the booking shows the e-mail masked.
    await page.getByRole('button', { name: /^Email/ }).click();
    await page
      .getByText('We sent your confirmation to a***@example.com.', { exact: true })
      .waitFor();
    await page.getByRole('link', { name: 'View All Bookings' }).waitFor();
    await page.getByRole('link', { name: 'Book Another Trip' }).waitFor();

    // Cancelling needs the e-mail address, which the masked page does not give away.
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const cancelDialog = page.getByRole('dialog');
    await cancelDialog.getByText('To cancel, type the e-mail address you booked with').waitFor();
    await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
    await cancelDialog.getByText('Type the e-mail address you booked with.').waitFor();
    await cancelDialog
      .getByRole('textbox', { name: 'Email Address' })
      .fill('ama.mensah@example.com');
    await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Booking cancelled').first().waitFor();
    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Cancelled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('books a flight from /flights with the real passenger', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`/flights?from=LOS&to=ACC&departDate=${addDays(today, 21)}&passengers=1`);
    const offer = page.getByTestId('flight-card').first();
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Book Flight' }).click();
    await page.waitForURL('**/checkout');

    const summary = page.getByTestId('booking-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('(LOS)');
    expect(await summary.textContent()).toContain('(ACC)');
    const total = money(await summary.getByTestId('checkout-total').textContent());
    const confirm = page.getByRole('button', { name: `Confirm Booking - ${usd(total)}` });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.getByTestId('passenger-form').count()).toBe(1);

    // Blank after trimming: the spec's toast, and no session.
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('   ');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('aissatou@example.com');
    await confirm.click();
    await page.getByText('Please enter your name and email address').first().waitFor();

    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Aissatou Diallo');
    await confirm.click();
    await page.getByText('Please correct 6 fields below.').waitFor();
    expect(
      await page.getByRole('textbox', { name: 'Phone', exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+221 77 123 4567');
    const passenger = page.getByTestId('passenger-form');
    await passenger.getByLabel('Title').selectOption('ms');
    await passenger.getByLabel('Given name').fill('Aissatou');
    await passenger.getByLabel('Family name').fill('Diallo');
    await passenger.getByLabel('Date of birth').fill('1988-04-12');
    await passenger.getByLabel('Gender').selectOption('f');
    await confirm.click();
    await page.getByTestId('hold-countdown').waitFor();
    await payWithCard(page, '4242424242424242');
    await page.waitForURL('**/booking-success?bookingId=*');
    const card = page.getByTestId('booking-card');
    await card.waitFor();
    expect(await card.getByTestId('booking-reference').textContent()).toMatch(/^HO-/);
    expect(await card.getByTestId('booking-lines').textContent()).toContain('MS Aissatou Diallo');
    expect(money(await card.getByTestId('booking-total').textContent())).toBe(total);
    expect(await card.textContent()).toContain('Online check-in opens 24 hours before departure.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows Booking Failed for a declined card; Try Again brings the form back and 4242 works', async () => {
    const { context, page, problems } = await openPage(browser);
    await storeHotelBooking(page, 'Dakar', addDays(today, 50), addDays(today, 51));
    await page.goto('/checkout');
    const confirm = page.getByRole('button', { name: /^Confirm Booking - \$/ });
    await confirm.click();
    await payWithCard(page, '4000 0000 0000 0002');
    const failed = page.getByTestId('checkout-error');
    await failed.getByRole('heading', { name: 'Booking Failed' }).waitFor();
    expect(await failed.getByRole('alert').textContent()).toBe('Your card was declined.');
    await page
      .getByRole('button', { name: 'Back to Home' })
      .or(page.getByRole('link', { name: 'Back to Home' }))
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await confirm.waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(
      'Kofi Boateng',
    );
    await confirm.click();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/booking-success?bookingId=*');
    await page.getByTestId('booking-card').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks the bank to confirm a 3-D Secure card; Cancel fails it and Approve completes it', async () => {
    const { context, page, problems } = await openPage(browser);
    await storeHotelBooking(page, 'Abidjan', addDays(today, 55), addDays(today, 57));
    await page.goto('/checkout');
    const total = money(await page.getByTestId('checkout-total').textContent());
    const confirm = page.getByRole('button', { name: /^Confirm Booking - \$/ });
    await confirm.click();
    await payWithCard(page, '4000 0027 6000 3184');
    const bank = page.getByTestId('bank-confirmation');
    await bank.getByText(`Confirm this payment of ${usd(total)} with your bank`).waitFor();
    await bank.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByTestId('checkout-error')
      .getByRole('heading', { name: 'Booking Failed' })
      .waitFor();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await confirm.click();
    await payWithCard(page, '4000 0027 6000 3184');
    await bank.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL('**/booking-success?bookingId=*');
    expect(await page.getByTestId('booking-card-last4').textContent()).toContain('3184');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds a booking by reference and e-mail, and cancels it free with a full refund', async () => {
    const { context, page, problems } = await openPage(browser);
    const booked = await bookHotelThroughApi(page.request, 'Lagos', 60);
    await page.goto('/bookings');
    await page.getByRole('heading', { name: 'Find your booking' }).waitFor();
    await page.getByLabel('Booking reference').fill(booked.confirmationNumber.toLowerCase());
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await page.getByText('No booking matches this reference and email address.').waitFor();

    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill(booked.email.toUpperCase());
    await page.getByRole('button', { name: 'Find booking' }).click();
    const card = page.getByTestId('booking-card');
    await card.waitFor();
    expect(await card.getByTestId('booking-reference').textContent()).toBe(
      booked.confirmationNumber,
    );
    await card.getByRole('link', { name: /^Download/ }).waitFor();
    const total = await card.getByTestId('booking-total').textContent();

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Free cancellation until /).waitFor();
    expect(await dialog.getByTestId('cancel-terms').textContent()).toContain(
      `Cancelling now is free: ${total} goes back to your card.`,
    );
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Booking cancelled').first().waitFor();
    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Cancelled');
    expect(await card.getByTestId('booking-refund').textContent()).toBe(total);
    expect(await card.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    // The wrong e-mail's 404 is the one expected failed request.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('says clearly when there is no booking to check out or to show', async () => {
    const { context, page } = await openPage(browser);
    const chunks = checkoutChunks(page);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'No booking in progress' }).waitFor();
    // Without a booking, the steps' chunk is never loaded.
    expect(chunks).toEqual(['asked page', 'loaded page']);
    await page.goto('/booking-success?bookingId=00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'We could not find this booking' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Find your booking' }).click();
    await page.waitForURL('**/bookings');
    await context.close();
  });

  it("shows whether a booking waits before the app's JavaScript has run", async () => {
    const { context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    // A page of the context as it is (openPage's waits for the app to be live, which never is):
    // only the boot module runs, the app's own files never come.
    const page = await context.newPage();
    await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, (route) => route.abort());
    const loading = page.getByText('Loading your booking...');
    const none = page.getByRole('heading', { name: 'No booking in progress' });
    await page.goto('/checkout');
    await none.waitFor();
    expect(await loading.isVisible()).toBe(false);
    // A booking kept on this device (read by the app, not here): its loading screen meanwhile.
    await page.evaluate(() => localStorage.setItem('pendingBooking', '{"type":"hotel"}'));
    await page.reload();
    await loading.waitFor();
    expect(await none.isVisible()).toBe(false);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/checkout?booking=%7B%7D');
    await loading.waitFor();
    expect(await none.isVisible()).toBe(false);
    await context.close();
  });

  it('checks out a booking given in the address, drawn the same for everyone until it is read', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    const { stay, booking } = await storeHotelBooking(
      page,
      'Accra',
      addDays(today, 75),
      addDays(today, 76),
      'Abena Owusu',
      'abena.owusu@example.com',
    );
    await page.evaluate(() => localStorage.clear());
    const address = `/checkout?booking=${encodeURIComponent(JSON.stringify(booking))}`;
    // The server draws the loading screen: no traveller's booking in a page it keeps.
    const html = await (await page.request.get(address)).text();
    expect(html).toContain('Loading your booking...');
    expect(html).not.toContain('Abena');
    expect(html).not.toContain(stay.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    const chunks = checkoutChunks(page);
    await page.goto(address);
    await page.getByRole('button', { name: /^Confirm Booking - \$/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Abena Owusu');
    await page.getByText(stay.name).first().waitFor();
    expect(chunks.indexOf('asked steps')).toBeLessThan(chunks.indexOf('loaded page'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says at once, before any form, that a flight fare kept too long has expired', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'pendingBooking',
        JSON.stringify({
          type: 'flight',
          offerId: 'b.expired.1.2.sig',
          details: {
            from: 'ACC',
            to: 'LOS',
            airline: 'Africa World Airlines',
            passengers: 1,
            expiresAt: new Date(Date.now() - 60_000).toISOString(),
          },
          price: 180,
          currency: 'USD',
        }),
      ),
    );
    const chunks = checkoutChunks(page);
    await page.goto('/checkout');
    const refusal = page.getByTestId('checkout-refusal');
    await refusal.getByText('This offer has expired: search again for current prices.').waitFor();
    await refusal.getByRole('link', { name: 'Search flights again' }).waitFor();
    // With a booking waiting, its steps' chunk is asked for with the page's, not after it.
    expect(chunks.indexOf('asked steps')).toBeGreaterThan(-1);
    expect(chunks.indexOf('asked steps')).toBeLessThan(chunks.indexOf('loaded page'));
    await context.close();
  });

  it('drops a damaged pending booking with a message and a way back, never a blank page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('pendingBooking', '{"type":"flight"}'));
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'We could not read your booking' }).waitFor();
    await page.getByRole('banner').waitFor();
    const none = page.getByTestId('checkout-none');
    expect(await none.getByRole('link', { name: 'Find a flight' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('pendingBooking'))).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'No booking in progress' }).waitFor();
    await context.close();
  });

  it('has no serious accessibility violation and no overflow at 360 px, in English and French', async () => {
    const { context, page } = await openPage(browser);
    await storeHotelBooking(page, 'Freetown', addDays(today, 65), addDays(today, 66));
    await page.goto('/checkout');
    await page.getByRole('button', { name: /^Confirm Booking - \$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Confirm Booking - \$/ }).click();
    await page.getByLabel('Card number').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const booked = await bookHotelThroughApi(page.request, 'Accra', 70);
    await page.goto(`/booking-success?bookingId=${booked.bookingId}`);
    await page.getByTestId('booking-card').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const phone = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await phone.page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await storeHotelBooking(phone.page, 'Monrovia', addDays(today, 75), addDays(today, 76));
    await phone.page.goto('/checkout');
    await phone.page.getByRole('button', { name: /^Confirmer la réservation - / }).waitFor();
    const overflow = () =>
      phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.page.getByRole('button', { name: /^Confirmer la réservation - / }).click();
    await phone.page.getByText(/Mode test\s: utilisez 4242 4242 4242 4242/).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.page.goto(`/booking-success?bookingId=${booked.bookingId}`);
    await phone.page.getByRole('heading', { name: 'Réservation confirmée' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.context.close();
  });
});
