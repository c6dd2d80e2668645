import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import en from '../../src/client/locales/en.json';
import fr from '../../src/client/locales/fr.json';
import checkoutEn from '../../src/client/locales/checkout.en.json';
import checkoutFr from '../../src/client/locales/checkout.fr.json';
import flightsEn from '../../src/client/locales/flights.en.json';
import flightsFr from '../../src/client/locales/flights.fr.json';
import accountEn from '../../src/client/locales/account.en.json';
import accountFr from '../../src/client/locales/account.fr.json';
import adminEn from '../../src/client/locales/admin.en.json';
import adminFr from '../../src/client/locales/admin.fr.json';
import { withTaxes, toCents } from '../../src/domain/pricing.ts';
import { drawnText } from '../helpers/documents.ts';
import {
  bookStayThroughApi,
  findStays,
  payAndConfirm,
  storePendingStay,
  today,
} from './bookings.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Messages = { [key: string]: string | Messages };

/**
 * Every English sentence of the locale files that French says differently, cut at its
 * placeholders, keeping the pieces of three words or more: any of them on a French page is a
 * text the page forgot to translate.
 */
function englishSentences(english: Messages, french: Messages | undefined, into: Set<string>) {
  for (const [key, text] of Object.entries(english)) {
    const other = french?.[key];
    if (typeof text !== 'string') {
      englishSentences(text, typeof other === 'object' ? other : undefined, into);
    } else if (text !== other) {
      for (const piece of text.split(/\{\{[^}]*\}\}/)) {
        if ((piece.match(/[A-Za-z']+/g) ?? []).length >= 3) into.add(piece.trim());
      }
    }
  }
  return into;
}

const ENGLISH = englishSentences(
  {
    ...en,
    checkout: checkoutEn,
    flights: flightsEn,
    account: accountEn,
    admin: adminEn,
  } as Messages,
  {
    ...fr,
    checkout: checkoutFr,
    flights: flightsFr,
    account: accountFr,
    admin: adminFr,
  } as Messages,
  new Set(),
);

/** The server's English messages of every refusal this page received. */
function watchRefusals(page: Page): Set<string> {
  const messages = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || response.status() < 400) return;
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      errors?: { message: string }[];
    } | null;
    if (body?.message) messages.add(body.message);
    for (const e of body?.errors ?? []) messages.add(e.message);
  });
  return messages;
}

async function expectNoEnglish(page: Page, server: Set<string>, moment: string) {
  const text = await page.locator('body').innerText();
  const found = [...ENGLISH, ...server].filter((sentence) => text.includes(sentence));
  expect(found, `English on the French page ${moment}`).toEqual([]);
}

const confirmButton = (page: Page) =>
  page.getByRole('button', { name: /^Confirmer la réservation - / });

describe('the checkout in French', () => {
  it('says a field error, a changed price, a declined card and a sold-out night in French only', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const server = watchRefusals(page);
    const checkIn = addDays(today, 90);
    const checkOut = addDays(today, 92);
    const stays = await findStays(page.request, checkIn, checkOut, 'Accra');
    const stay = stays.find((s) => (s.roomsLeft ?? 0) > 1)!;

    // A field the form refuses, and one only the server can refuse (a date too far ahead).
    await storePendingStay(page, stay, checkIn, checkOut);
    await page.goto('/checkout');
    await page.getByLabel(checkoutFr.customer.email).fill('kofi@');
    await confirmButton(page).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoEnglish(page, server, 'after a field error');

    const farIn = addDays(today, 600);
    await storePendingStay(page, stay, farIn, addDays(farIn, 1));
    await page.goto('/checkout');
    await confirmButton(page).click();
    const refusal = page.getByTestId('checkout-refusal');
    await refusal.getByText('Choisissez une date dans les 550 prochains jours').waitFor();
    // The listener reads the body after the page has: wait for it.
    await expect.poll(() => server.size).toBeGreaterThan(0);
    await expectNoEnglish(page, server, 'after a date the server refused');

    // A price that changed since the search, then a declined card.
    await storePendingStay(page, stay, checkIn, checkOut, { price: 1 });
    await page.goto('/checkout');
    await confirmButton(page).click();
    await refusal.getByText(checkoutFr.priceChanged.title, { exact: true }).waitFor();
    await refusal.getByText(/^Le prix a changé\u202f: le total est maintenant de/).waitFor();
    await expectNoEnglish(page, server, 'after a price change');
    await refusal.getByRole('button', { name: /^Continuer au nouveau total de / }).click();
    await page.getByLabel(checkoutFr.payment.cardNumber).fill('4000 0000 0000 0002');
    await page.getByLabel(checkoutFr.payment.expiry).fill('12/34');
    await page.getByLabel(checkoutFr.payment.cvc).fill('123');
    await page.getByRole('button', { name: /^Payer / }).click();
    const failed = page.getByTestId('checkout-error');
    await failed.getByRole('heading', { name: checkoutFr.error.title }).waitFor();
    expect(await failed.getByRole('alert').textContent()).toBe(checkoutFr.refusals.card_declined);
    await expectNoEnglish(page, server, 'after a declined card');
    await failed.getByRole('button', { name: checkoutFr.error.tryAgain }).click();
    await confirmButton(page).click();

    // Paid with a good card: the booking's voucher is written in French too.
    await page.getByLabel(checkoutFr.payment.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(checkoutFr.payment.expiry).fill('12/34');
    await page.getByLabel(checkoutFr.payment.cvc).fill('123');
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL('**/booking-success?bookingId=*');
    await page.getByTestId('booking-card').waitFor();
    await expectNoEnglish(page, server, 'on the booking page');
    const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
    const voucher = await page.request.get(`/api/orders/${bookingId}/voucher.pdf`);
    const text = (await drawnText(await voucher.body())).replace(/\s+/g, ' ');
    expect(text).toContain('Bon de réservation');
    expect(text).toContain('Total payé');
    expect(text).not.toMatch(/Booking voucher|Total paid|Important information/);

    // ...and so is its e-mail, as the administrator reads it in the outbox.
    const { confirmationNumber } = await (
      await page.request.get(`/api/orders/${bookingId}`)
    ).json();
    const admin = await browser.newContext({ baseURL: baseUrl() });
    await admin.request.post('/api/auth/login', { data: inject('admin') });
    const outbox = (await (await admin.request.get('/api/admin/outbox?pageSize=100')).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.subject.includes(confirmationNumber));
    expect(mail?.subject).toBe(`Votre réservation Teranga ${confirmationNumber} est confirmée`);
    expect(mail?.text).toContain('Total payé');
    expect(mail?.text).not.toMatch(/Total paid|Your booking/);
    await admin.close();

    // The last room of a small property, taken by someone else first.
    const small = (await findStays(page.request, checkIn, checkOut)).find(
      (s) => s.roomsLeft === 1,
    )!;
    await storePendingStay(page, small, checkIn, checkOut);
    await bookStayThroughApi(page.request, small, checkIn, checkOut, 'musu.kollie@example.com');
    await page.goto('/checkout');
    await confirmButton(page).click();
    await refusal.getByText(/^Complet\u202f: il ne reste aucune chambre la nuit du /).waitFor();
    await expectNoEnglish(page, server, 'after a sold-out night');

    expect(problems.filter((p) => !/status of (400|402|409)/.test(p))).toEqual([]);
    await context.close();
  });
});

type TourPackage = {
  id: number;
  name: string;
  pricePerPerson: string;
  departures: { startDate: string; placesLeft: number }[];
};

describe("a traveller's tour in French", () => {
  it('is said in French on the success page, the dashboard and the admin record', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'fr-FR' });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const server = watchRefusals(page);
    const registered = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Mariama',
        lastName: 'Ba',
        email: `mariama.ba.${Date.now()}@example.com`,
        password: 'teranga-secret-1',
      },
    });
    expect(registered.status()).toBe(201);

    // A tour whose French name differs from its English one, booked in French while signed in.
    let english: TourPackage | undefined;
    let french: TourPackage | undefined;
    for (let id = 1; id < 40 && !english; id++) {
      const en = (await (await page.request.get(`/api/tour-packages/${id}`)).json()) as TourPackage;
      const fr = (await (
        await page.request.get(`/api/tour-packages/${id}?lang=fr`)
      ).json()) as TourPackage;
      if (en.name && en.name !== fr.name && en.departures?.some((d) => d.placesLeft > 0)) {
        english = en;
        french = fr;
      }
    }
    const departure = english!.departures.find((d) => d.placesLeft > 0)!;
    const session = await (
      await page.request.post('/api/checkout/session', {
        data: {
          type: 'package',
          offerId: `tour_${english!.id}`,
          startDate: departure.startDate,
          travelers: 1,
          amount: withTaxes(toCents(english!.pricePerPerson)).totalCents / 100,
          customerName: 'Mariama Ba',
          customerEmail: 'mariama.ba@example.com',
          language: 'fr',
        },
      })
    ).json();
    const confirmed = await payAndConfirm(page.request, session);
    expect(confirmed.status()).toBe(200);
    const { bookingId, confirmationNumber } = await confirmed.json();
    // The English name is English on a French page too.
    server.add(english!.name);

    await page.goto(`/booking-success?bookingId=${bookingId}`);
    await page.getByTestId('booking-card').getByText(french!.name).first().waitFor();
    await expectNoEnglish(page, server, 'on the success page of a tour');

    await page.goto('/dashboard');
    await page.getByTestId('trip-card').getByText(french!.name).first().waitFor();
    await expectNoEnglish(page, server, 'on the dashboard');

    const admin = await openPage(browser, { locale: 'fr-FR' });
    await admin.page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const signedIn = await admin.page.request.post('/api/auth/login', { data: inject('admin') });
    expect(signedIn.status()).toBe(200);
    await admin.page.goto('/admin?tab=bookings');
    await admin.page
      .getByLabel(adminFr.bookings.searchLabel, { exact: true })
      .fill(confirmationNumber);
    const row = admin.page.getByTestId('booking-row').filter({ hasText: confirmationNumber });
    await row.getByText(french!.name).waitFor();
    await row
      .getByRole('button', {
        name: adminFr.bookings.viewNamed.replace('{{reference}}', confirmationNumber),
      })
      .click();
    const record = admin.page.getByRole('dialog');
    await record.getByRole('heading', { name: adminFr.bookings.detail.history }).waitFor();
    await record.getByText(adminFr.bookings.detail.reasons.checkout_started).first().waitFor();
    await expectNoEnglish(admin.page, server, 'in the admin record');
    expect(admin.problems).toEqual([]);
    await admin.context.close();

    expect(problems).toEqual([]);
    await context.close();
  });
});
