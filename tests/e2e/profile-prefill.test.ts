import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { storeHotelBooking, today } from './bookings.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let travellers = 0;
/** A traveller with a phone in the profile, registered and signed in on the page's context. */
async function registerWithPhone(page: Page) {
  travellers += 1;
  const account = {
    firstName: 'Fatou',
    lastName: 'Sow',
    email: `fatou.sow.${Date.now()}.${travellers}@example.com`,
    phone: '+221 77 123 45 67',
    password: 'teranga-secret-1',
  };
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

describe("a signed-in traveller's booking forms start with the profile", () => {
  it('the tour booking dialog fills name, e-mail and phone', async () => {
    const { context, page, problems } = await openPage(browser);
    const account = await registerWithPhone(page);
    await page.goto('/tour-operators?country=Ghana');
    await page
      .getByTestId('operator-card')
      .first()
      .getByRole('button', { name: /^View Tours of / })
      .click();
    const tours = page.getByRole('dialog', { name: /^Tours by / });
    const first = tours.getByTestId('tour-package').first();
    await first.waitFor();
    const tourName = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.getByRole('button', { name: `Book Now: ${tourName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${tourName}` });
    await dialog.waitFor();

    const name = dialog.getByLabel('Full Name');
    await expect.poll(() => name.inputValue()).toBe('Fatou Sow');
    expect(await dialog.getByLabel('Email').inputValue()).toBe(account.email);
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(account.phone);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the checkout fills the profile's phone beside the booking's name and e-mail", async () => {
    const { context, page, problems } = await openPage(browser);
    const account = await registerWithPhone(page);
    await storeHotelBooking(page, 'Accra', addDays(today, 60), addDays(today, 62));
    await page.goto('/checkout');
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await expect.poll(() => phone.inputValue()).toBe(account.phone);
    // What the booking already named stays: the pending booking's guest.
    expect(await page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(
      'Kofi Boateng',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
