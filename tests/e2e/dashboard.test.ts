import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bookHotelThroughApi } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let travellers = 0;

/** A new traveller, registered from the page's context: its session cookie is the page's. */
async function registerTraveller(page: Page) {
  travellers += 1;
  const account = {
    firstName: 'Awa',
    lastName: 'Diop',
    email: `awa.diop.${Date.now()}.${travellers}@example.com`,
    password: 'teranga-secret-1',
  };
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

/** A second page signed in as the same traveller (the context's cookies), at another size. */
async function samePersonOn(context: BrowserContext, options: Parameters<typeof openPage>[1]) {
  const other = await openPage(browser, options);
  await other.context.addCookies(await context.cookies());
  return other;
}

describe('dashboard', () => {
  it('sends a signed-out traveller to sign in, keeping where to come back to', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).search).toBe('?next=%2Fdashboard');

    await page.goto('/dashboard?tab=profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard?tab=profile');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists a booking made signed in under Upcoming, cancels it through the dialog, and shows it cancelled under Past', async () => {
    const { context, page, problems } = await openPage(browser);
    await registerTraveller(page);
    const booked = await bookHotelThroughApi(page.request, 'Dakar', 100);

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    expect(await page.getByRole('tab', { name: 'My trips' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const upcoming = page.getByTestId('upcoming-trips');
    await upcoming.getByRole('heading', { name: /^Upcoming trips/ }).waitFor();
    const card = upcoming.getByTestId('trip-card');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain(booked.confirmationNumber);
    expect(await card.textContent()).toContain('Hotel stay');
    expect(await card.getByTestId('trip-status').textContent()).toBe('Confirmed');
    await card.getByRole('link', { name: 'Download the voucher (PDF)' }).waitFor();
    await card.getByRole('link', { name: 'Add to calendar (.ics file)' }).waitFor();
    expect(await page.getByTestId('past-trips').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Unverified: guest bookings with this address wait for the verification.
    const notice = page.getByTestId('verify-notice');
    await notice.getByRole('heading', { name: 'Verify your email address' }).waitFor();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice
      .getByRole('status')
      .getByText(/^We sent a new link to /)
      .waitFor();

    const total = await card.getByTestId('trip-total').textContent();
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Cancelling now is free: ${total} goes back to your card.`).waitFor();
    // The owner's booking is not masked: no e-mail address to type.
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Booking cancelled').first().waitFor();

    const past = page.getByTestId('past-trips');
    const cancelled = past.getByTestId('trip-card');
    await cancelled.waitFor();
    expect(await cancelled.getByTestId('trip-status').textContent()).toBe('Cancelled');
    expect(await cancelled.getByTestId('trip-refund').textContent()).toBe(total);
    expect(await cancelled.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await upcoming.getByText('No upcoming trips. Where to next?').waitFor();
    await upcoming.getByRole('link', { name: 'Search hotels' }).waitFor();
    await upcoming.getByRole('link', { name: 'Search flights' }).waitFor();
    // The focus follows the booking to its new place, not lost with the cancel button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(await cancelled.getByRole('heading').textContent());

    // The list the server answers agrees.
    await page.reload();
    await past.getByTestId('trip-card').waitFor();
    expect(await past.getByTestId('trip-status').textContent()).toBe('Cancelled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an empty state with searches for a traveller without trips', async () => {
    const { context, page, problems } = await openPage(browser);
    await registerTraveller(page);
    await page.goto('/dashboard');
    const empty = page.getByTestId('no-trips');
    await empty.getByRole('heading', { name: 'No trips yet' }).waitFor();
    await empty.getByRole('link', { name: 'Search hotels' }).click();
    await page.waitForURL((url) => url.pathname === '/hotels');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves the profile, says what a field lacks beside it, and changes the password', async () => {
    const { context, page, problems } = await openPage(browser);
    const account = await registerTraveller(page);
    await page.goto('/dashboard?tab=profile');
    expect(await page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const profile = page.getByTestId('profile-form');
    expect(await profile.getByLabel('First name').inputValue()).toBe('Awa');

    await profile.getByLabel('First name').fill('  ');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await profile.getByText('This field is required').waitFor();
    expect(await profile.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-firstName');
    expect(await seriousViolations(page)).toEqual([]);

    await profile.getByLabel('First name').fill('Awa');
    await profile.getByLabel(/^Nationality/).fill('Senegalese');
    await profile.getByLabel(/^Date of birth/).fill('1990-04-12');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile saved').first().waitFor();
    expect(await profile.getByText('This field is required').count()).toBe(0);
    const saved = await (await page.request.get('/api/auth/user')).json();
    expect(saved).toMatchObject({ nationality: 'Senegalese', dateOfBirth: '1990-04-12' });
    await page.reload();
    expect(await profile.getByLabel(/^Nationality/).inputValue()).toBe('Senegalese');

    // Signed in on another device too: the change signs that session out, not this one.
    const elsewhere = await openPage(browser);
    await elsewhere.page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect((await elsewhere.page.request.get('/api/auth/user')).status()).toBe(200);
    const passwords = page.getByTestId('password-form');
    await passwords.getByLabel('Current password').fill('not-my-password');
    await passwords.getByLabel(/^New password/).fill('a-new-secret-2');
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await passwords.getByText('This is not your current password').waitFor();
    await passwords.getByLabel('Current password').fill(account.password);
    await passwords.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your other sessions were signed out', { exact: false }).first().waitFor();
    expect(await passwords.getByLabel('Current password').inputValue()).toBe('');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    expect((await elsewhere.page.request.get('/api/auth/user')).status()).toBe(401);
    await elsewhere.context.close();

    // The wrong password's 400 is the one expected failed request.
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await context.close();
  });

  it('fits 360 px in French, without serious accessibility violations', async () => {
    const desktop = await openPage(browser);
    await registerTraveller(desktop.page);
    await bookHotelThroughApi(desktop.page.request, 'Accra', 101);

    const phone = await samePersonOn(desktop.context, {
      viewport: { width: 360, height: 740 },
      locale: 'fr-FR',
    });
    await phone.page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const overflow = () =>
      phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await phone.page.goto('/dashboard');
    await phone.page.getByRole('heading', { name: /^Voyages à venir/ }).waitFor();
    await phone.page.getByTestId('trip-card').waitFor();
    expect(await phone.page.getByTestId('trip-status').textContent()).toBe('Confirmée');
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone.page)).toEqual([]);

    await phone.page.getByRole('tab', { name: 'Profil' }).click();
    await phone.page.waitForURL('**/dashboard?tab=profile');
    await phone.page.getByRole('heading', { name: 'Informations personnelles' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
    await desktop.context.close();
  });
});
