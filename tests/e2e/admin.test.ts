import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { bookStayThroughApi, findStays, today } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'Users' },
  { value: 'accommodations', label: 'Properties' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'jobs', label: 'Jobs' },
] as const;

/** Signs the page's context in as the e2e administrator (the cookie is the context's). */
async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: inject('admin') });
  expect(response.status()).toBe(200);
}

/** The number a stat card of the dashboard shows. */
async function statValue(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).getByTestId('stat-value').textContent();
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

async function openAdmin(page: Page, tab = 'overview') {
  await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

/** Waits for the current tab's first list or cards to be on screen. */
async function waitForTab(page: Page, tab: string) {
  const ready = {
    overview: () => page.getByTestId('stat-total-users').waitFor(),
    users: () => page.getByTestId('user-row').first().waitFor(),
    accommodations: () => page.getByTestId('property-row').first().waitFor(),
    bookings: () => page.getByRole('heading', { name: 'Car Rentals' }).waitFor(),
    analytics: () => page.getByRole('heading', { name: 'Audit log' }).waitFor(),
    revenue: () => page.getByTestId('rates-panel').waitFor(),
    jobs: () => page.getByTestId('job-queue-row').first().waitFor(),
  }[tab];
  await ready?.();
  await expect
    .poll(() =>
      page
        .locator('[role="status"]')
        .getByText(/^Loading/)
        .count(),
    )
    .toBe(0);
}

async function registerTraveller(request: APIRequestContext) {
  const account = {
    firstName: 'Musu',
    lastName: `Kollie${Date.now()}`,
    email: `musu.kollie.${Date.now()}@example.com`,
    password: 'teranga-secret-1',
  };
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

describe('admin dashboard', () => {
  it('sends a signed-out visitor to sign in, and tells a traveller the page is for administrators', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin');

    await registerTraveller(page.request);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'You need an administrator account' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the figures, counts a new booking, verifies a property and deactivates a traveller', async () => {
    const admin = await openPage(browser);
    const { page } = admin;
    await signInAsAdmin(page);
    await openAdmin(page);
    await page.getByText('System Online').waitFor();
    const settings = page.getByRole('button', { name: 'Settings' });
    expect(await settings.getAttribute('aria-disabled')).toBe('true');
    await settings.focus();
    await page.getByRole('tooltip', { name: 'Coming soon' }).waitFor();
    for (const id of [
      'stat-total-users',
      'stat-accommodations',
      'stat-total-bookings',
      'stat-ai-queries',
    ]) {
      const text = await page.getByTestId(id).getByTestId('stat-value').textContent();
      expect(text).toMatch(/^\d[\d,]*$/);
    }
    expect(await statValue(page, 'stat-accommodations')).toBeGreaterThan(0);
    const bookingsBefore = await statValue(page, 'stat-total-bookings');
    const usersBefore = await statValue(page, 'stat-total-users');

    // A traveller, in a browser of their own, books and pays a stay through the API.
    const traveller = await openPage(browser);
    const account = await registerTraveller(traveller.page.request);
    const checkIn = addDays(today, 230);
    const checkOut = addDays(today, 232);
    const [stay] = await findStays(traveller.page.request, checkIn, checkOut, 'Accra');
    const booked = await bookStayThroughApi(
      traveller.page.request,
      stay!,
      checkIn,
      checkOut,
      account.email,
    );
    expect(booked.confirmationNumber).toMatch(/^HO-/);

    await page.reload();
    await page.getByTestId('stat-total-bookings').waitFor();
    expect(await statValue(page, 'stat-total-bookings')).toBe(bookingsBefore + 1);
    expect(await statValue(page, 'stat-total-users')).toBe(usersBefore + 1);

    // The tab is kept in the address, so a reload stays on it.
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'bookings');
    await page.reload();
    await page.getByRole('tab', { name: 'Bookings', selected: true }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(booked.confirmationNumber);
    const bookingRow = page
      .getByTestId('booking-row')
      .filter({ hasText: booked.confirmationNumber });
    await bookingRow.waitFor();
    await bookingRow.getByRole('button', { name: `View ${booked.confirmationNumber}` }).click();
    const record = page.getByRole('dialog');
    await record.getByRole('heading', { name: 'Status history' }).waitFor();
    expect(await record.textContent()).toContain(account.email);
    // The traveller's phone, to call them on.
    expect(await record.getByRole('link', { name: '+233 24 123 4567' }).getAttribute('href')).toBe(
      'tel:+233241234567',
    );
    await page.keyboard.press('Escape');

    // Properties: an unverified one, found by search, verified with one click.
    const unverified = (
      (await (await page.request.get('/api/admin/accommodations?pageSize=100')).json()) as {
        id: number;
        name: string;
        verified: boolean;
      }[]
    ).find((p) => !p.verified)!;
    expect(unverified).toBeTruthy();
    await page.getByRole('tab', { name: 'Properties' }).click();
    await page.getByLabel('Search properties').fill(unverified.name);
    const propertyRow = page.getByTestId('property-row').filter({ hasText: unverified.name });
    await propertyRow.getByTestId('verified-state').getByText('Not verified').waitFor();
    await propertyRow.getByRole('button', { name: `Verify ${unverified.name}` }).click();
    await propertyRow.getByTestId('verified-state').getByText('Verified').waitFor();
    await propertyRow.getByRole('button', { name: `Unverify ${unverified.name}` }).waitFor();
    const listed = (await (await traveller.page.request.get('/api/accommodations')).json()) as {
      id: number;
      verified: boolean;
    }[];
    expect(listed.find((p) => p.id === unverified.id)?.verified).toBe(true);

    // Users: the traveller, deactivated from the row menu, can no longer sign in.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(account.email);
    const userRow = page.getByTestId('user-row').filter({ hasText: account.email });
    await userRow.getByText('Active', { exact: true }).waitFor();
    await userRow.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByText('User status updated successfully').first().waitFor();
    await userRow.getByText('Inactive', { exact: true }).waitFor();
    const login = await traveller.page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(403);

    expect(admin.problems).toEqual([]);
    // Leave the seed as other test files expect it.
    await page.request.patch(`/api/admin/accommodations/${unverified.id}/verify`, {
      data: { verified: false },
    });
    await traveller.context.close();
    await admin.context.close();
  });

  it('shows each queue of background jobs, its tab reached by the keyboard', async () => {
    const { context, page, problems } = await openPage(browser);
    await signInAsAdmin(page);
    await openAdmin(page);
    await waitForTab(page, 'overview');
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('End');
    await waitForTab(page, 'jobs');
    expect(await page.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByTestId('job-queue-row').count()).toBe(5);
    await page.getByTestId('job-queue-row').filter({ hasText: 'Booking e-mails' }).waitFor();
    await page.getByRole('heading', { name: 'Failed jobs' }).waitFor();
    // From the tab to its panel, then to the panel's first control.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Refresh');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations on any tab', async () => {
    const { context, page, problems } = await openPage(browser);
    await signInAsAdmin(page);
    await openAdmin(page);
    // The whole page once, on the first tab; then each other tab's own panel, and the dialog.
    for (const [index, tab] of TABS.entries()) {
      await page.getByRole('tab', { name: tab.label }).click();
      await waitForTab(page, tab.value);
      const within = index === 0 ? undefined : '[role="tabpanel"]';
      expect(await seriousViolations(page, within), tab.value).toEqual([]);
    }
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await page.getByRole('dialog').getByText('Please fill in all fields.').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never overflows a 360 px screen: wide tables scroll inside their own box', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await signInAsAdmin(page);
    for (const tab of TABS) {
      await openAdmin(page, tab.value);
      await waitForTab(page, tab.value);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab.value).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
