import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import type { MobileMoneyOptions } from '../../src/domain/mobile-money-checkout.ts';
import paymentsEn from '../../src/client/locales/payments.en.json';
import paymentsFr from '../../src/client/locales/payments.fr.json';
import { storeHotelBooking, today } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';
import { drawnText } from '../helpers/documents.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };

/** The built-in processor's Senegal number for `outcome`, as the options route lists it. */
async function testNumber(page: Page, outcome: string) {
  const options = (await (
    await page.request.get('/api/payments/mobile-money/options')
  ).json()) as MobileMoneyOptions;
  expect(options.provider).toBe('test');
  const found = options.testNumbers?.find((n) => n.country === 'SN' && n.outcome === outcome);
  expect(found).toBeTruthy();
  return found!.phone;
}

type Texts = { [key: string]: string | Texts };
/** The English pieces (three words or more) of the payment texts French says otherwise. */
function englishPieces(english: Texts, french: Texts | undefined, into: string[] = []) {
  for (const [key, text] of Object.entries(english)) {
    const other = french?.[key];
    if (typeof text !== 'string') {
      englishPieces(text, typeof other === 'object' ? other : undefined, into);
    } else if (text !== other) {
      for (const piece of text.split(/\{\{[^}]*\}\}/)) {
        if ((piece.match(/[A-Za-z']+/g) ?? []).length >= 3) into.push(piece.trim());
      }
    }
  }
  return into;
}
const ENGLISH = englishPieces(paymentsEn, paymentsFr);

async function expectNoEnglish(page: Page) {
  const text = await page.locator('main').innerText();
  expect(ENGLISH.filter((piece) => text.includes(piece))).toEqual([]);
}

/** Text with the no-break spaces numbers and French punctuation use, as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A download's bytes, read as a stream: the browser is the run's shared one. */
async function downloaded(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The e-mail about booking `number` whose subject matches `subject`, as the server kept it (the
 * end-to-end server has no SMTP: its mail waits in the outbox, which an admin reads).
 */
async function mailAbout(number: string, subject: RegExp) {
  const admin = await openPage(browser);
  expect(
    (await admin.page.request.post('/api/auth/login', { data: inject('admin') })).status(),
  ).toBe(200);
  type Mail = { subject: string; text: string };
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await admin.page.request.get('/api/admin/outbox?page=1&pageSize=50')
        ).json()) as Mail[];
        found = mails.find((m) => m.subject.includes(number) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await admin.context.close();
  return plain(found!.text);
}

/** A Dakar stay held at checkout, in French on a phone, with mobile money chosen. */
async function mobileMoneyStep(days: number, { chooseFcfa = false } = {}) {
  const opened = await openPage(browser, { viewport: PHONE, locale: 'fr-FR' });
  const { page } = opened;
  await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
  if (chooseFcfa) {
    // The traveller chooses FCFA in the header's menu first; the hotels are priced in it.
    await page.goto('/hotels?destination=Dakar');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByLabel('Devise')
      .selectOption('XOF');
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    const price = page.getByTestId('hotel-price').first();
    await price.waitFor();
    await expect.poll(async () => plain(await price.innerText())).toMatch(/^[\d ]+ FCFA/);
  }
  await storeHotelBooking(page, 'Dakar', addDays(today, days), addDays(today, days + 2));
  await page.goto('/checkout');
  await page.getByRole('button', { name: /^Confirmer la réservation - / }).click();
  await page.getByRole('radio', { name: /Carte/ }).waitFor();
  // The card stays the default.
  expect(await page.getByRole('radio', { name: /Carte/ }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: /Mobile money/ }).check();
  const form = page.getByRole('form', { name: 'Payer par mobile money' });
  await form.waitFor();
  return { ...opened, form };
}

describe('paying by mobile money (issue 36)', () => {
  it('books a Dakar stay in FCFA with Orange Money in French on a phone: approved on the test phone after a reload, its voucher and e-mails in FCFA, refunded to the wallet', async () => {
    const { context, page, form, problems } = await mobileMoneyStep(50, { chooseFcfa: true });
    const approve = await testNumber(page, 'approve');
    // French reads Senegal first, Orange Money its first network; the amount in FCFA at a dated rate.
    expect(await form.getByLabel('Pays de votre compte').inputValue()).toBe('SN');
    expect(await form.getByRole('radio', { name: 'Orange Money' }).isChecked()).toBe(true);
    const told = plain(await form.getByTestId('wallet-amount').innerText());
    const quoted =
      /^Vous paierez ([\d ]+ FCFA) \([\d, ]+ \$US à 1 USD = [\d,]+ FCFA, taux du \d+ [a-zéû.]+ \d{4}\)\./.exec(
        told,
      );
    expect(quoted, told).not.toBeNull();
    const phoneField = form.getByRole('textbox', { name: /Numéro de téléphone/ });
    expect(await phoneField.getAttribute('type')).toBe('tel');
    expect(await phoneField.getAttribute('inputmode')).toBe('tel');
    expect(await phoneField.getAttribute('autocomplete')).toBe('tel');
    expect(await seriousViolations(page, '[data-testid="checkout-step"]')).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoEnglish(page);

    // A number the server refuses is said under the field, in French, and nothing is charged.
    await phoneField.fill('12');
    await form.getByRole('button', { name: /^Payer / }).click();
    await form.getByText(/Ce n'est pas un numéro de téléphone du pays choisi/).waitFor();
    expect(await phoneField.getAttribute('aria-invalid')).toBe('true');

    // The test numbers are listed: take the one that waits for the test phone.
    await form.getByRole('button', { name: `Utiliser le ${approve}` }).click();
    expect(await phoneField.inputValue()).toBe(approve);
    await form.getByRole('button', { name: /^Payer / }).click();

    const waiting = page.getByTestId('wallet-waiting');
    const heading = waiting.getByRole('heading', {
      name: 'Validez le paiement sur votre téléphone',
    });
    await heading.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Validez le paiement sur votre téléphone',
    );
    expect(await waiting.innerText()).toContain(`Orange Money ···${approve.slice(-4)}`);
    // The phone is asked for the amount told before paying.
    expect(plain(await waiting.getByTestId('wallet-amount-due').innerText())).toBe(quoted![1]);
    expect(await waiting.getByRole('timer').innerText()).toMatch(
      /^Temps restant pour valider\u202f: \d\d:\d\d$/,
    );
    expect(await seriousViolations(page, '[data-testid="checkout-step"]')).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoEnglish(page);

    // A reload goes back to waiting for the same charge.
    const link = waiting.getByRole('link', { name: /Ouvrir le téléphone de test/ });
    const prompt = (await link.getAttribute('href'))!;
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.reload();
    await heading.waitFor();
    expect(
      await waiting.getByRole('link', { name: /Ouvrir le téléphone/ }).getAttribute('href'),
    ).toBe(prompt);

    // The test phone plays the prompt; approving it books the stay.
    const phone = await context.newPage();
    await phone.goto(prompt);
    const question = phone.getByTestId('test-phone-question');
    await question.waitFor();
    expect(plain(await question.innerText())).toBe(`Teranga demande ${quoted![1]}. Valider ?`);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await phone.getByRole('button', { name: 'Valider' }).click();
    await phone.getByText('Validé. Vous pouvez revenir à la page de réservation.').waitFor();
    await phone.close();

    await page
      .getByTestId('checkout-success')
      .getByRole('heading', { name: 'Réservation confirmée' })
      .waitFor();
    const number = await page.getByTestId('confirmation-number').innerText();
    expect(number).toMatch(/^HO-[A-Z2-9]{8}$/);
    // Where the card path goes after its confirm: the booking's page, paid by the wallet.
    await page.waitForURL('**/booking-success?bookingId=*');
    await page.getByTestId('booking-card').waitFor();
    expect(await page.getByTestId('booking-card').innerText()).toContain(number);
    const card = page.getByTestId('booking-card');
    const wallet = `Orange Money ···${approve.slice(-4)}`;
    expect(plain(await card.getByTestId('booking-wallet').innerText())).toBe(
      `Payé avec ${wallet} : ${quoted![1]}`,
    );
    expect(await card.getByTestId('booking-card-last4').count()).toBe(0);
    // The booking in FCFA, with the dollars charged beside it.
    expect(plain(await card.getByTestId('booking-total').innerText())).toMatch(
      /^[\d ]+ FCFA \([\d ]+,\d\d \$US débités\)$/,
    );
    // Its voucher and e-mail say what the phone was charged, in FCFA, and with which wallet.
    const paidWith = `Payé ${quoted![1]} avec ${wallet}`;
    const voucher = plain(await drawnText(await downloaded(page, /^Télécharger/)));
    expect(voucher).toContain(paidWith);
    expect(voucher).toMatch(/Total payé\s+[\d ]+ FCFA \([\d ]+,\d\d \$US débités\)/);
    const confirmation = await mailAbout(number, /confirmée/);
    expect(confirmation).toContain(paidWith);
    expect(confirmation).toMatch(/Total payé\s?: [\d ]+ FCFA \([\d ]+,\d\d \$US débités\)/);

    // Cancelled while free: the whole charge goes back to the same wallet, in FCFA.
    await card.getByRole('button', { name: 'Annuler la réservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler cette réservation ?' });
    await dialog.waitFor();
    expect(plain(await dialog.getByTestId('cancel-refund-to').innerText())).toBe(
      `${quoted![1]} remboursés sur ${wallet}, en général sous 24 heures.`,
    );
    expect(await dialog.getByTestId('cancel-terms').innerText()).not.toContain('carte');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // Opened by its id alone, the booking asks for the e-mail it was made with.
    await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill('kofi.boateng@example.com');
    await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('booking-refund-to').waitFor();
    expect(plain(await card.getByTestId('booking-refund-to').innerText())).toBe(
      `${quoted![1]} remboursés sur ${wallet}.`,
    );
    await expectNoEnglish(page);
    // The cancellation's e-mail: the refund went back to the wallet, in FCFA, not to a card.
    const cancellation = await mailAbout(number, /annulée/);
    expect(cancellation).toContain(
      `${quoted![1]} a été remboursé sur ${wallet}, le portefeuille qui a payé`,
    );
    expect(cancellation).not.toContain('carte');
    expect(await page.evaluate(() => sessionStorage.getItem('teranga.checkout'))).toBeNull();
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await context.close();
  });

  it('says a refused payment in French, then offers the card or another wallet on the same hold', async () => {
    const { context, page, form, problems } = await mobileMoneyStep(56);
    const refuse = await testNumber(page, 'refuse');
    await form.getByRole('textbox', { name: /Numéro de téléphone/ }).fill(refuse);
    await form.getByRole('button', { name: /^Payer / }).click();

    const failed = page.getByTestId('wallet-failed');
    await failed.getByRole('heading', { name: "Le paiement n'a pas abouti" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Le paiement n'a pas abouti",
    );
    expect(await failed.getByRole('alert').innerText()).toBe(
      'Le paiement a été refusé sur le téléphone ou par le réseau.',
    );
    expect(await failed.innerText()).toContain("Rien n'a été débité");
    expect(await page.getByTestId('hold-countdown').isVisible()).toBe(true);
    expect(await seriousViolations(page, '[data-testid="checkout-step"]')).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoEnglish(page);

    await failed.getByRole('button', { name: 'Payer par carte' }).click();
    await page.getByRole('textbox', { name: /Numéro de carte/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Carte/ }).isChecked()).toBe(true);
    // The same hold can still be paid by another wallet.
    await page.getByRole('radio', { name: /Mobile money/ }).check();
    await form
      .getByRole('textbox', { name: /Numéro de téléphone/ })
      .fill(await testNumber(page, 'approve'));
    await form.getByRole('button', { name: /^Payer / }).click();
    await page.getByRole('heading', { name: 'Validez le paiement sur votre téléphone' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
