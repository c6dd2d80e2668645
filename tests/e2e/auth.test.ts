import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { findStays, storePendingStay, today } from './bookings.ts';
import { afterRender, baseUrl, launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A traveller nobody has registered yet: every test makes its own. */
function newTraveller(firstName: string) {
  const unique = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName,
    lastName: 'Mensah',
    email: `${firstName.toLowerCase()}.${unique}@example.com`,
    password: 'a-long-passphrase',
  };
}

type Traveller = ReturnType<typeof newTraveller>;

/** The header's menu button with the signed-in traveller's name. */
const nameMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

async function registerThroughForm(page: Page, traveller: Traveller) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(traveller.firstName);
  await page.getByLabel('Last name').fill(traveller.lastName);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** An account made through the API, signed in on the page's context. */
async function registerThroughApi(page: Page, traveller: Traveller) {
  const { password, ...names } = traveller;
  const response = await page.request.post('/api/auth/register', {
    data: { ...names, password },
  });
  expect(response.status()).toBe(201);
}

describe('signing up, out and in', () => {
  it('registers, signs out, refuses a wrong password and signs in again', async () => {
    const { context, page, problems } = await openPage(browser);
    const traveller = newTraveller('Kwame');
    const name = `${traveller.firstName} ${traveller.lastName}`;

    await registerThroughForm(page, traveller);
    await page.waitForURL('**/dashboard');
    await page.getByText('Account Created', { exact: true }).waitFor();
    await page
      .getByText('Welcome to Teranga! Your account has been created successfully.', { exact: true })
      .waitFor();
    const menuButton = nameMenu(page, name);
    await menuButton.waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    await menuButton.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'My trips' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await menu.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/dashboard?tab=profile',
    );
    expect(await menu.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed out', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await nameMenu(page, name).count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
    await signIn(page, traveller.email, 'not-the-passphrase');
    await page.getByText('Login Failed', { exact: true }).waitFor();
    await page.getByText('Invalid email or password', { exact: true }).waitFor();
    expect(page.url()).toContain('/auth');

    await page.getByLabel('Password', { exact: true }).fill(traveller.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await nameMenu(page, name).waitFor();

    // A signed-in visitor of /auth goes on to the dashboard.
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    // The refused sign-in is the one failed request the browser reports.
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });

  it('goes to the next page after signing in, never to another site', async () => {
    const { context, page } = await openPage(browser);
    const traveller = newTraveller('Efua');
    await registerThroughApi(page, traveller);
    await page.request.post('/api/auth/logout', { data: {} });

    await page.goto('/auth?next=%2Fhotels%3Fdestination%3DAccra');
    await signIn(page, traveller.email, traveller.password);
    await page.waitForURL('**/hotels?destination=Accra');

    await page.goto('/auth?next=//evil.example/');
    await page.waitForURL('**/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(baseUrl()).host);
    await context.close();
  });

  it('shows Admin in the menu of an administrator only', async () => {
    const admin = inject('admin');
    const { context, page, problems } = await openPage(browser);
    await page.goto('/auth');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/dashboard');
    const button = page.getByRole('banner').getByRole('button', { name: /admin/i });
    await button.waitFor();
    // The menu opens from the keyboard and its items are reached with the arrows.
    await button.focus();
    await page.keyboard.press('Enter');
    const adminItem = page.getByRole('menu').getByRole('menuitem', { name: 'Admin' });
    await adminItem.waitFor();
    expect(await adminItem.getAttribute('href')).toBe('/admin');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    // Radix gives the focus back a task after the menu is gone.
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the forms', () => {
  it('says a short password next to the field, and a taken address next to its field', async () => {
    const { context, page } = await openPage(browser);
    const traveller = newTraveller('Yaa');
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill(traveller.firstName);
    await page.getByLabel('Last name').fill(traveller.lastName);
    await page.getByLabel('Email').fill(traveller.email);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('placeholder')).toBe('min 6 characters');
    await password.fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Enter at least 6 characters',
    );
    // Focus goes to the refused field; nothing was sent.
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toContain('/auth/register');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBeNull();

    // The server's refusal of a taken address is said beside the e-mail field.
    await registerThroughApi(page, traveller);
    await page.request.post('/api/auth/logout', { data: {} });
    await password.fill(traveller.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration Failed', { exact: true }).waitFor();
    const email = page.getByLabel('Email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const emailError = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${emailError}"]`).textContent()).toContain(
      'An account with this email already exists',
    );
    await context.close();
  });

  it('answers a reset request the same way for any address, and refuses a spent link', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/auth/reset');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If an account has this address, we have sent it a link').waitFor();

    await page.goto('/auth/reset?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('a-new-passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This link has expired or was already used: ask for a new one').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/auth/reset');

    await page.goto('/auth/verify?token=not-a-real-token');
    await page.getByText('This link has expired or was already used: ask for a new one').waitFor();
    await context.close();
  });

  it('starts the checkout with the account name and e-mail of a signed-in traveller', async () => {
    const { context, page } = await openPage(browser);
    const traveller = newTraveller('Akosua');
    await registerThroughApi(page, traveller);
    const checkIn = addDays(today, 120);
    const checkOut = addDays(today, 122);
    const [stay] = await findStays(page.request, checkIn, checkOut, 'Accra');
    await storePendingStay(page, stay!, checkIn, checkOut, { guestName: '', guestEmail: '' });
    await page.goto('/checkout');
    const fullName = page.getByLabel('Full Name');
    await expect.poll(() => fullName.inputValue()).toBe('Akosua Mensah');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(traveller.email);
    // The traveller can still change it.
    await fullName.fill('Akosua A. Mensah');
    await afterRender(page);
    expect(await fullName.inputValue()).toBe('Akosua A. Mensah');

    // A name typed in the hotel dialog is kept; only the empty e-mail is filled in.
    await storePendingStay(page, stay!, checkIn, checkOut, {
      guestName: 'Kojo Mensah',
      guestEmail: '',
    });
    await page.goto('/checkout');
    const email = page.getByLabel('Email Address');
    await expect.poll(() => email.inputValue()).toBe(traveller.email);
    expect(await fullName.inputValue()).toBe('Kojo Mensah');
    await context.close();
  });
});

describe('/auth for everyone', () => {
  it('is in French for a French reader', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Connexion à Teranga' }).waitFor();
    await page.getByLabel('Mot de passe', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Ce champ est obligatoire').first().waitFor();

    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await page.getByRole('button', { name: 'Créer le compte' }).waitFor();
    expect(await page.getByLabel('Mot de passe', { exact: true }).getAttribute('placeholder')).toBe(
      '6 caractères minimum',
    );
    const text = await page.locator('main').innerText();
    for (const english of ['Sign In', 'Create Account', 'First name', 'Password', 'optional']) {
      expect(text).not.toContain(english);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations, signed out and in the open menu', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await registerThroughApi(page, newTraveller('Adjoa'));
    await page.goto('/hotels');
    const button = nameMenu(page, 'Adjoa Mensah');
    await button.click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone, with the account items in the phone menu', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await overflow()).toBe(0);
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('This field is required').first().waitFor();
    expect(await overflow()).toBe(0);

    const traveller = newTraveller('Nana');
    await registerThroughApi(page, traveller);
    await page.goto('/hotels');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const phoneMenu = page.locator('#mobile-menu');
    const signOut = phoneMenu.getByRole('button', { name: 'Sign out' });
    await signOut.waitFor();
    for (const item of [
      phoneMenu.getByRole('link', { name: 'My trips' }),
      phoneMenu.getByRole('link', { name: 'Profile' }),
      signOut,
    ]) {
      const box = await item.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await phoneMenu.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await overflow()).toBe(0);

    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await phoneMenu.getByRole('link', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
