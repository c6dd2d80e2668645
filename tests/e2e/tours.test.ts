import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import toursEn from '../../src/client/locales/tours.en.json';
import toursFr from '../../src/client/locales/tours.fr.json';
import { money, usd } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cards = (page: Page) => page.getByTestId('operator-card');
const countHeading = (page: Page) => page.getByTestId('operator-count');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The number the 'Found N ...' heading says, once the list is drawn. */
async function foundCount(page: Page): Promise<number> {
  await countHeading(page).waitFor();
  return Number(/\d+/.exec((await countHeading(page).textContent()) ?? '')?.[0]);
}

type Messages = { [key: string]: string | Messages };

/** Every English sentence (three words or more) of tours.en.json that French says differently. */
function englishSentences(
  english: Messages,
  french: Messages | undefined,
  into = new Set<string>(),
) {
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

describe('the tour operators page', () => {
  it('filters by country and specialty, narrows by text, and keeps it all in the address', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/tour-operators');
    await page.getByRole('heading', { level: 1, name: 'West African Tour Operators' }).waitFor();
    const all = await foundCount(page);
    expect(all).toBeGreaterThan(10);

    await page.getByLabel('Country', { exact: true }).selectOption('Ghana');
    await expect.poll(() => page.url()).toContain('country=Ghana');
    await page.getByLabel('Specialty', { exact: true }).selectOption('heritage');
    await expect.poll(() => page.url()).toContain('specialty=heritage');
    await expect.poll(() => foundCount(page)).toBeLessThan(all);
    const ghana = await foundCount(page);
    expect(ghana).toBeGreaterThan(1);
    expect(await cards(page).count()).toBe(ghana);
    expect(await countHeading(page).textContent()).toBe(`Found ${ghana} tour operators`);
    for (const text of await cards(page).allTextContents()) {
      expect(text).toContain('Ghana');
      expect(text).toContain('Heritage');
    }

    // Name, location or specialty, whatever the case: the first card's name finds that one.
    const name = (await cards(page).first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    await page.getByLabel('Search', { exact: true }).fill(name.toLowerCase());
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await countHeading(page).textContent()).toBe('Found 1 tour operator');
    await expect.poll(() => page.url()).toContain('q=');
    await page.getByLabel('Search', { exact: true }).fill('CAPE COAST');
    await expect.poll(() => foundCount(page)).toBeGreaterThanOrEqual(1);
    for (const text of await cards(page).allTextContents()) expect(text).toContain('Cape Coast');

    // The address holds the search: a reload keeps it, and back returns to the country alone.
    await page.reload();
    await countHeading(page).waitFor();
    expect(await page.getByLabel('Specialty', { exact: true }).inputValue()).toBe('heritage');
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).not.toBe('');
    await page.goBack();
    await expect.poll(() => page.getByLabel('Specialty', { exact: true }).inputValue()).toBe('all');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('Ghana');
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => foundCount(page)).toBeGreaterThan(ghana);

    await page.getByLabel('Search', { exact: true }).fill('no operator is called this');
    await page.getByRole('heading', { name: 'No tour operators found' }).waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();
    expect(await countHeading(page).textContent()).toBe('Found 0 tour operators');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => foundCount(page)).toBe(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists an operator tours and books one for 3 on its first departure', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/tour-operators?country=Ghana&specialty=heritage');
    await cards(page)
      .first()
      .getByRole('button', { name: /^View Tours of / })
      .click();
    const tours = page.getByRole('dialog', { name: /^Tours by / });
    await tours.getByTestId('tour-package').first().waitFor();
    expect(await tours.getByTestId('tour-package').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    const first = tours.getByTestId('tour-package').first();
    const itinerary = first.locator('button[aria-expanded]');
    expect(await itinerary.textContent()).toBe('Show the day-by-day itinerary');
    await itinerary.click();
    expect(await itinerary.getAttribute('aria-expanded')).toBe('true');
    expect(await itinerary.textContent()).toBe('Hide the itinerary');
    await first.getByText(/^Day 1: /).waitFor();

    const tourName = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.getByRole('button', { name: `Book Now: ${tourName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${tourName}` });
    await dialog.waitFor();
    // The dialog starts in its first field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('name');
    const dateSelect = dialog.getByLabel('Preferred start date');
    await expect.poll(() => dateSelect.locator('option').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.getByText('Missing Information').first().waitFor();
    await page.getByText('Please fill in all required fields.').first().waitFor();
    expect(page.url()).not.toContain('/checkout');

    // A group larger than the package takes is refused next to the field, not replaced by 1.
    await dialog.getByLabel('Full Name').fill('Ama Mensah');
    await dialog.getByLabel('Email').fill('ama.mensah@example.com');
    await dateSelect.selectOption({ index: 1 });
    const groupSize = dialog.getByLabel('Group size');
    await groupSize.fill('999');
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await expect.poll(() => groupSize.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await groupSize.getAttribute('aria-describedby')) ?? '';
    const refusal = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
    expect(refusal).toMatch(/^Must be at most \d+$/);
    expect(page.url()).not.toContain('/checkout');

    await groupSize.fill('3');
    const chosenDate = await dateSelect.inputValue();
    expect(chosenDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(problems).toEqual([]);
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.waitForURL('**/checkout');

    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('pendingBooking'))) ?? 'null',
    );
    expect(stored).toMatchObject({
      type: 'package',
      currency: 'USD',
      details: {
        name: tourName,
        travelers: 3,
        preferredDate: chosenDate,
        customerName: 'Ama Mensah',
        customerEmail: 'ama.mensah@example.com',
      },
    });
    expect(stored.offerId).toMatch(/^tour_\d+$/);
    const packageId = stored.offerId.slice('tour_'.length);
    const tour = (await (await page.request.get(`/api/tour-packages/${packageId}`)).json()) as {
      name: string;
      pricePerPerson: string;
      departures: { startDate: string }[];
    };
    expect(tour.name).toBe(tourName);
    expect(stored.price).toBeCloseTo(3 * Number(tour.pricePerPerson), 2);
    expect(tour.departures[0]?.startDate).toBe(chosenDate);

    // Checkout: the details typed in the dialog come along; the test card pays.
    const summary = page.getByTestId('booking-summary');
    await summary.waitFor();
    expect(money(await summary.getByTestId('checkout-subtotal').textContent())).toBeCloseTo(
      stored.price,
      2,
    );
    const total = money(await summary.getByTestId('checkout-total').textContent());
    expect(total).toBeCloseTo(Math.round(stored.price * 110) / 100, 2);
    expect(await page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(
      'Ama Mensah',
    );
    await page.getByRole('button', { name: `Confirm Booking - ${usd(total)}` }).click();
    await page.getByTestId('hold-countdown').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await page.waitForURL('**/booking-success?bookingId=*');
    const booking = page.getByTestId('booking-card');
    await booking.waitFor();
    expect(await booking.getByTestId('booking-reference').textContent()).toMatch(/^HO-/);
    expect(money(await booking.getByTestId('booking-total').textContent())).toBe(total);
    expect(await booking.textContent()).toContain(tourName);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a message to an operator, and refuses a bad e-mail next to its field', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/tour-operators?country=Senegal');
    const operator =
      (await cards(page).first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    await cards(page)
      .first()
      .getByRole('button', { name: `Contact ${operator}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Contact ${operator}` });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Moussa Diop');
    const email = dialog.getByLabel('Email');
    await email.fill('moussa.example.com');
    await dialog.getByLabel('Message').fill('Do you run the Saloum trip in February?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'Enter a valid email address',
    );

    await email.fill('moussa@example.com');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('speaks French, and fits a 360 px screen with its dialogs open', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
      locale: 'fr-FR',
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await page.goto('/tour-operators?country=Ivory%20Coast');
    await page
      .getByRole('heading', { level: 1, name: "Voyagistes d'Afrique de l'Ouest" })
      .waitFor();
    const count = await foundCount(page);
    expect(await countHeading(page).textContent()).toBe(
      count === 1 ? '1 voyagiste trouvé' : `${count} voyagistes trouvés`,
    );
    const country = page.getByLabel('Pays');
    expect(await country.locator('option:checked').textContent()).toBe("Côte d'Ivoire");
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Côte d'Ivoire");
    // Descriptions come in French from the server.
    const french = (await (
      await page.request.get('/api/tour-operators?country=Ivory%20Coast&lang=fr')
    ).json()) as { description: string }[];
    expect(await cards(page).first().textContent()).toContain(french[0]?.description.slice(0, 40));
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await cards(page)
      .first()
      .getByRole('button', { name: /^Voir les circuits de / })
      .click();
    const tours = page.getByRole('dialog', { name: /^Circuits de / });
    await tours.getByTestId('tour-package').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await tours
      .getByRole('button', { name: /^Réserver\s: / })
      .first()
      .click();
    const booking = page.getByRole('dialog', { name: /^Réserver\s: / });
    await booking.getByLabel('Date de départ souhaitée').waitFor();
    await expect
      .poll(() => booking.getByLabel('Date de départ souhaitée').locator('option').count())
      .toBeGreaterThan(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    const untranslated = [...englishSentences(toursEn, toursFr)].filter((s) => shown.includes(s));
    expect(untranslated).toEqual([]);
    expect(shown).toContain('Nom complet');
    expect(shown).toContain('Prix par personne');

    for (let i = 0; i < 2; i++) await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await cards(page)
      .first()
      .getByRole('button', { name: /^Contacter / })
      .click();
    await page.getByRole('dialog', { name: /^Contacter / }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
