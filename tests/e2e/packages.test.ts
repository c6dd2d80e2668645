import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decodeStayRateId, type Accommodation } from '../../src/domain/accommodations.ts';
import { addDays, daysBetween } from '../../src/domain/dates.ts';
import type { FlightOffer } from '../../src/domain/flights.ts';
import { completePackagePrice, toCents } from '../../src/domain/pricing.ts';
import type { TourPackage } from '../../src/domain/tours.ts';
import packagesEn from '../../src/client/locales/packages.en.json';
import packagesFr from '../../src/client/locales/packages.fr.json';
import { money, today, usd } from './bookings.ts';
import {
  launchBrowser,
  openPage,
  seriousViolations,
  takeFirstSuggestion,
  typeAirport,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// About three weeks ahead, for three nights; each test its own dates, so no booking of one
// takes the rooms another counts on.
const trip = (offset: number) => ({
  departDate: addDays(today, offset),
  returnDate: addDays(today, offset + 3),
});

const cards = (page: Page) => page.getByTestId('complete-package-card');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const wholeUsd = (cents: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100);

type Messages = { [key: string]: string | Messages };

/** Every English sentence (three words or more) of packages.en.json that French says differently. */
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

/** Opens the Travel Packages tab of the page already loaded. */
async function openPackagesTab(page: Page, tabName = 'Travel Packages') {
  await page.getByRole('tab', { name: tabName }).click();
  await page.getByRole('search').waitFor();
}

/** Fills the package search: airports by their suggestions, dates, guests. */
async function fillSearch(
  page: Page,
  dates: { departDate: string; returnDate: string },
  labels = { from: 'From', to: 'To', depart: 'Departure', return: 'Return', guests: 'Guests' },
) {
  const from = page.getByRole('combobox', { name: labels.from, exact: true });
  await from.pressSequentially('lagos');
  await page.getByRole('option', { name: /Lagos \(LOS\)/ }).click();
  expect(await from.inputValue()).toBe('Lagos (LOS)');
  const to = page.getByRole('combobox', { name: labels.to, exact: true });
  await typeAirport(page, to, 'accra');
  await page.getByRole('option', { name: /Accra \(ACC\)/ }).waitFor();
  const suggestions = await page.getByRole('listbox').getByRole('option').count();
  expect(suggestions).toBeLessThanOrEqual(8);
  await takeFirstSuggestion(page, to, /Accra \(ACC\)/);
  expect(await to.inputValue()).toBe('Accra (ACC)');
  await page.getByLabel(labels.depart, { exact: true }).fill(dates.departDate);
  await page.getByLabel(labels.return, { exact: true }).fill(dates.returnDate);
  await page.getByLabel(labels.guests, { exact: true }).selectOption('2');
}

/** What the server answers the two package calls, to check the cards against. */
async function packageAnswers(page: Page, dates: { departDate: string; returnDate: string }) {
  const flights = (await (
    await page.request.get(
      `/api/flights/search?from=LOS&to=ACC&departDate=${dates.departDate}&returnDate=${dates.returnDate}&passengers=2`,
    )
  ).json()) as { flights: FlightOffer[] };
  const hotels = (await (
    await page.request.get(
      `/api/accommodations?destination=Accra&checkIn=${dates.departDate}&checkOut=${dates.returnDate}&guests=2`,
    )
  ).json()) as Accommodation[];
  return { flights: flights.flights, hotels };
}

/** The price and stay the card's flight and hotel make, as the server prices them. */
function expectedPackage(flight: FlightOffer, hotel: Accommodation, guests: number) {
  const checkIn = flight.slices[0]!.arrivalDateTime.slice(0, 10);
  const checkOut = flight.slices[1]!.departureDateTime.slice(0, 10);
  const nights = daysBetween(checkIn, checkOut);
  return {
    checkIn,
    checkOut,
    nights,
    price: completePackagePrice({
      flightCents: toCents(flight.totalAmount),
      pricePerNight: hotel.pricePerNight,
      nights,
      guests,
    }),
  };
}

describe('complete travel packages', () => {
  it('combines 3 flights with 2 hotels LOS -> ACC for 2 guests, priced with the discount, beside 6 featured tours', async () => {
    const { context, page, problems } = await openPage(browser);
    const dates = trip(21);
    await page.goto('/flights');
    await openPackagesTab(page);
    await page.getByRole('heading', { level: 2, name: 'Complete Travel Packages' }).waitFor();
    await fillSearch(page, dates);

    // Both answers are held back, so the loading lines can be read; each goes when its call ends.
    const release = { flights: () => {}, hotels: () => {} };
    const held = {
      flights: new Promise<void>((resolve) => (release.flights = resolve)),
      hotels: new Promise<void>((resolve) => (release.hotels = resolve)),
    };
    await page.route('**/api/flights/search?*', async (route) => {
      await held.flights;
      await route.continue();
    });
    await page.route('**/api/accommodations?*', async (route) => {
      await held.hotels;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Search Packages' }).click();
    const progress = page.getByTestId('package-progress');
    await progress.getByText('Searching flights across West Africa...').waitFor();
    await progress.getByText('Finding accommodations...').waitFor();
    expect(await page.getByRole('button', { name: 'Searching...' }).isDisabled()).toBe(true);
    release.hotels();
    await expect.poll(() => progress.textContent()).not.toContain('Finding accommodations...');
    expect(await progress.textContent()).toContain('Searching flights across West Africa...');
    release.flights();
    await cards(page).first().waitFor();
    await page.unrouteAll();

    await page.getByText('Package search completed', { exact: true }).waitFor();
    await page.getByText(/^Found \d+ flights and \d+ hotels$/).waitFor();
    expect(await cards(page).count()).toBe(6);
    expect(await page.getByTestId('package-count').textContent()).toMatch(/^6 packages in Accra, /);

    const answers = await packageAnswers(page, dates);
    const roundTrips = answers.flights.filter((f) => f.tripType === 'roundTrip').slice(0, 3);
    const sellable = answers.hotels
      .filter((h) => h.city === 'Accra' && !h.manualConfirmation && (h.roomsLeft ?? 1) >= 1)
      .slice(0, 2);
    const shown = await cards(page).evaluateAll((nodes) =>
      nodes.map((n) => [n.getAttribute('data-offer-id'), Number(n.getAttribute('data-hotel-id'))]),
    );
    expect(shown).toEqual(
      roundTrips.flatMap((flight) => sellable.map((hotel) => [flight.id, hotel.id])),
    );
    for (let i = 0; i < 6; i++) {
      const card = cards(page).nth(i);
      const flight = roundTrips[Math.floor(i / 2)]!;
      const hotel = sellable[i % 2]!;
      const expected = expectedPackage(flight, hotel, 2);
      expect(expected.nights).toBeGreaterThanOrEqual(3);
      expect(money(await card.getByTestId('package-price').textContent())).toBe(
        expected.price.totalCents / 100,
      );
      expect(await card.getByTestId('package-savings').textContent()).toBe(
        `Save ${wholeUsd(expected.price.discountCents)}`,
      );
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(hotel.name);
      expect(text).toContain(flight.airline.name);
      expect(text).toContain(`${expected.nights} nights · 2 guests · 1 room`);
      expect(text).toContain('Taxes & fees (10%) are added at checkout.');
    }

    // The featured tours: the first 6 packages, each opening the tours' own booking dialog.
    const tours = (await (await page.request.get('/api/tour-packages')).json()) as TourPackage[];
    const featured = page.getByTestId('featured-tour');
    expect(await featured.count()).toBe(6);
    expect(await featured.getByRole('heading').allTextContents()).toEqual(
      tours.slice(0, 6).map((t) => t.name),
    );
    expect(money(await featured.first().getByTestId('tour-price').textContent())).toBe(
      Number(tours[0]!.pricePerPerson),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await featured
      .first()
      .getByRole('button', { name: `Book Now: ${tours[0]!.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Book ${tours[0]!.name}` });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByLabel('Preferred start date').locator('option').count())
      .toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the screen only when the tab opens, and asks for every required field', async () => {
    const { context, page, problems } = await openPage(browser);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/complete-packages-screen|packages\.(en|fr)/.test(request.url()))
        loaded.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Hotels & Stays' }).waitFor();
    expect(loaded).toEqual([]);
    await openPackagesTab(page);
    expect(loaded.length).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 3, name: 'Complete Travel Packages' }).waitFor();

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/flights/search')) asked.push(request.url());
    });
    await page.getByRole('button', { name: 'Search Packages' }).click();
    await page.getByText('Missing information', { exact: true }).waitFor();
    await page.getByText('Please fill in all required fields', { exact: true }).waitFor();
    for (const text of [
      'Origin is required',
      'Destination is required',
      'Departure date is required',
      'Return date is required',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Return', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('combobox');

    // Departures open tomorrow and a return cannot come before its departure.
    const departure = page.getByLabel('Departure', { exact: true });
    expect(await departure.getAttribute('min')).toBe(addDays(today, 1));
    await departure.fill(addDays(today, 30));
    expect(await page.getByLabel('Return', { exact: true }).getAttribute('min')).toBe(
      addDays(today, 30),
    );
    // Rooms never outnumber the guests.
    await page.getByLabel('Guests', { exact: true }).selectOption('1');
    expect(
      await page.getByLabel('Rooms', { exact: true }).locator('option').allTextContents(),
    ).toEqual(['1 Room']);
    expect(await page.getByLabel('Guests', { exact: true }).locator('option').count()).toBe(4);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when the search failed, and when it found nothing to combine', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/flights');
    await openPackagesTab(page);
    await fillSearch(page, trip(30));

    // Either call answering not ok fails the whole search.
    await page.route('**/api/accommodations?*', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.getByRole('button', { name: 'Search Packages' }).click();
    await page.getByRole('alert').getByText('Failed to search travel packages').waitFor();
    await page.getByText('Search failed', { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
    expect(await page.getByTestId('package-error').count()).toBe(0);

    // No round trip to combine: the spec's words, and no card.
    await page.route('**/api/flights/search?*', (route) =>
      route.fulfill({ json: { success: true, flights: [], isLiveData: false, source: 'builtin' } }),
    );
    await page.getByRole('button', { name: 'Search Packages' }).click();
    await page
      .getByText(
        'No packages found for the selected criteria. Please try different dates or destinations.',
      )
      .waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByText(/^Found 0 flights and \d+ hotels$/).waitFor();
    // The refused call is the only error the browser printed.
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
    await context.close();
  });

  it('speaks French and fits a 360 px screen', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
      locale: 'fr-FR',
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    await page.goto('/flights');
    await openPackagesTab(page, 'Forfaits voyage');
    await page.getByRole('heading', { level: 2, name: 'Forfaits voyage complets' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await fillSearch(page, trip(24), {
      from: 'Départ',
      to: 'Arrivée',
      depart: 'Aller',
      return: 'Retour',
      guests: 'Voyageurs',
    });
    await page.getByRole('button', { name: 'Rechercher des forfaits' }).click();
    await cards(page).first().waitFor();
    await page.getByText('Recherche de forfaits terminée', { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(6);
    // A French reader's prices are first shown in FCFA (docs/decisions/0031).
    await cards(page).first().getByText(/FCFA/).first().waitFor();
    expect(await cards(page).first().getByTestId('package-savings').textContent()).toMatch(
      /^Économisez \d[\d\s]*FCFA$/,
    );
    expect(await cards(page).first().textContent()).toContain('3 nuits · 2 voyageurs · 1 chambre');
    await page.getByTestId('featured-tour').nth(5).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    const untranslated = [...englishSentences(packagesEn, packagesFr)].filter((s) =>
      shown.includes(s),
    );
    expect(untranslated).toEqual([]);
    expect(shown).toContain('Prix du forfait');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('books a flight + hotel card through checkout to the success page', async () => {
    const { context, page, problems } = await openPage(browser);
    const dates = trip(27);
    await page.goto('/flights');
    await openPackagesTab(page);
    await fillSearch(page, dates);
    await page.getByRole('button', { name: 'Search Packages' }).click();
    const card = cards(page).first();
    await card.waitFor();
    const offerId = await card.getAttribute('data-offer-id');
    const hotelId = Number(await card.getAttribute('data-hotel-id'));
    const price = money(await card.getByTestId('package-price').textContent());
    await card.getByRole('button', { name: /^Book package: / }).click();
    await page.waitForURL('**/checkout');

    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('pendingBooking'))) ?? 'null',
    );
    const answers = await packageAnswers(page, dates);
    const flight = answers.flights.find((f) => f.id === offerId)!;
    const hotel = answers.hotels.find((h) => h.id === hotelId)!;
    const expected = expectedPackage(flight, hotel, 2);
    expect(stored).toMatchObject({
      type: 'package',
      offerId: `complete_${offerId}`,
      price: expected.price.totalCents / 100,
      currency: 'USD',
      details: {
        kind: 'complete',
        name: `Accra: flight + ${expected.nights} nights at ${hotel.name}`,
        duration: expected.nights,
        travelers: 2,
        rooms: 1,
        flightDetails: { from: 'LOS', to: 'ACC', passengers: 2, airline: flight.airline.name },
        hotelDetails: {
          name: hotel.name,
          checkIn: expected.checkIn,
          checkOut: expected.checkOut,
          guests: 2,
        },
      },
    });
    expect(stored.price).toBe(price);
    expect(decodeStayRateId(stored.rateId)).toEqual({
      accommodationId: hotelId,
      checkIn: expected.checkIn,
      checkOut: expected.checkOut,
      guests: 2,
    });

    // The checkout of a package: the lead traveller and both passengers, then the test card.
    const summary = page.getByTestId('booking-summary');
    await summary.waitFor();
    expect(money(await summary.getByTestId('checkout-subtotal').textContent())).toBe(price);
    const total = money(await summary.getByTestId('checkout-total').textContent());
    expect(total).toBeCloseTo(Math.round(price * 110) / 100, 2);
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Adaeze Okafor');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('adaeze@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+234 803 123 4567');
    const travellers = [
      { title: 'ms', given: 'Adaeze', family: 'Okafor', born: '1990-05-14', gender: 'f' },
      { title: 'mr', given: 'Chinedu', family: 'Okafor', born: '1988-02-03', gender: 'm' },
    ];
    const forms = page.getByTestId('passenger-form');
    expect(await forms.count()).toBe(2);
    for (const [i, traveller] of travellers.entries()) {
      const form = forms.nth(i);
      await form.getByLabel('Title').selectOption(traveller.title);
      await form.getByLabel('Given name').fill(traveller.given);
      await form.getByLabel('Family name').fill(traveller.family);
      await form.getByLabel('Date of birth').fill(traveller.born);
      await form.getByLabel('Gender').selectOption(traveller.gender);
    }
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
    expect(await booking.textContent()).toContain(hotel.name);
    expect(problems).toEqual([]);
    await context.close();
  });
});
