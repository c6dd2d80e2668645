import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/dates.ts';
import { drawnText } from '../helpers/documents.ts';
import { today } from './bookings.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Offer = { stops: number; slices: { segments: unknown[] }[] };

/** A day on which Lagos -> New York has a one-change offer for two adults and a child. */
async function connectingDay(request: APIRequestContext): Promise<string> {
  for (let day = 40; day < 47; day++) {
    const date = addDays(today, day);
    const search = await request.post('/api/flights/search', {
      data: {
        origin: 'LOS',
        destination: 'JFK',
        departureDate: date,
        passengers: 2,
        children: 1,
        cabinClass: 'economy',
      },
    });
    const flights = ((await search.json()) as { flights: Offer[] }).flights;
    if (flights.some((f) => f.stops === 1 && f.slices[0]!.segments.length === 2)) return date;
  }
  throw new Error('no connecting Lagos -> New York flight in a week');
}

/** Born `years` years and a month before `day`: that age on the day. */
function bornAged(years: number, day: string): string {
  const monthBefore = addDays(day, -30);
  const year = Number(monthBefore.slice(0, 4)) - years;
  const monthDay = monthBefore.slice(5) === '02-29' ? '02-28' : monthBefore.slice(5);
  return `${year}-${monthDay}`;
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function fillTraveller(
  form: ReturnType<Page['getByTestId']>,
  traveller: { title: string; given: string; family: string; bornOn: string; gender: 'm' | 'f' },
) {
  await form.getByLabel('Title').selectOption(traveller.title);
  await form.getByLabel('Given name').fill(traveller.given);
  await form.getByLabel('Family name').fill(traveller.family);
  await form.getByLabel('Date of birth').fill(traveller.bornOn);
  await form.getByLabel('Gender').selectOption(traveller.gender);
}

describe('a family on a connecting flight', () => {
  it('searches for 2 adults and a child, names each by fare, refuses a child of 12 before asking the server, and books', async () => {
    const { context, page, problems } = await openPage(browser);
    const date = await connectingDay(page.request);
    const sessions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/checkout/session')) sessions.push(request.method());
    });

    // The form: two adults from the link, a child chosen by keyboard, searched again.
    await page.goto(`/flights?from=LOS&to=JFK&departDate=${date}&passengers=2`);
    const search = page.getByRole('search', { name: 'Flight search' });
    await page.getByTestId('flight-card').first().waitFor();
    expect(await search.getByLabel('Passengers').inputValue()).toBe('2');
    const children = search.getByLabel('Children (2-11)');
    expect(await children.inputValue()).toBe('0');
    expect(await search.getByLabel('Infants (under 2, on a lap)').inputValue()).toBe('0');
    await children.selectOption('1');
    await search.getByRole('button', { name: 'Search Flights' }).click();
    await page.waitForURL(/children=1/);
    expect(page.url()).not.toContain('infants=');

    const connecting = page
      .getByTestId('flight-card')
      .filter({ has: page.getByTestId('flight-stops').getByText('1 stop', { exact: true }) })
      .first();
    await connecting.waitFor();
    // The total is for every traveller, each fare named; the price given is an adult's.
    expect(await connecting.getByTestId('flight-price-travellers').textContent()).toBe(
      'Total for 3 travellers',
    );
    expect(await connecting.getByTestId('flight-traveller-mix').textContent()).toBe(
      '2 adults, 1 child',
    );
    expect(await connecting.getByTestId('flight-price-per-passenger').textContent()).toMatch(
      /^\$[\d,.]+ per adult$/,
    );
    await connecting.getByRole('button', { name: 'Book Flight' }).click();
    await page.waitForURL('**/checkout');
    expect(await page.getByTestId('summary-passengers').textContent()).toBe('2 adults, 1 child');

    // One form per adult, then the child, each with its fare's titles and age.
    const forms = page.getByTestId('passenger-form');
    await forms.first().waitFor();
    expect(await forms.count()).toBe(3);
    const legends = await forms.locator('legend').allTextContents();
    expect(legends).toEqual(['Adult 1 (lead passenger)', 'Adult 2', 'Child 1']);
    const child = forms.nth(2);
    expect(await child.getByLabel('Title').locator('option').allTextContents()).toEqual([
      'Choose...',
      'Master (boy)',
      'Miss',
    ]);
    expect(await child.getByText('2 to 11 years old on the day of each flight.').count()).toBe(1);

    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ngozi Okafor');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill('ngozi@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+234 803 555 0101');
    await fillTraveller(forms.nth(0), {
      title: 'ms',
      given: 'Ngozi',
      family: 'Okafor',
      bornOn: '1985-06-01',
      gender: 'f',
    });
    await fillTraveller(forms.nth(1), {
      title: 'mr',
      given: 'Chidi',
      family: 'Okafor',
      bornOn: '1983-02-14',
      gender: 'm',
    });
    // 12 on the day of the flight: an adult's fare, said beside the date, and nothing sent.
    await fillTraveller(child, {
      title: 'mstr',
      given: 'Émeka',
      family: 'Okafor',
      bornOn: bornAged(12, date),
      gender: 'm',
    });
    const confirm = page.getByRole('button', { name: /^Confirm Booking - \$/ });
    await confirm.click();
    const childBirth = child.getByLabel('Date of birth');
    await expect.poll(() => childBirth.getAttribute('aria-invalid')).toBe('true');
    expect(await child.textContent()).toContain(
      'is 12 or over on the day of a flight and flies as an adult',
    );
    await page.getByText('Please correct 1 field below.').waitFor();
    expect(sessions).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await childBirth.fill(bornAged(6, date));
    await confirm.click();
    await page.getByTestId('hold-countdown').waitFor();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/booking-success?bookingId=*');

    // The booking: one row per flight, the change with its layover, the child as a child.
    const card = page.getByTestId('booking-card');
    await card.waitFor();
    const itinerary = page.getByTestId('flight-itinerary');
    const rows = itinerary.getByTestId('itinerary-flight');
    expect(await rows.count()).toBe(2);
    const layovers = await itinerary.getByTestId('itinerary-layover').allTextContents();
    expect(layovers).toHaveLength(1);
    expect(layovers[0]).toMatch(/^Change at .+ \([A-Z]{3}\): (\d+h\s?)?(\d+m)? layover$/);
    const lines = (await card.getByTestId('booking-lines').textContent()) ?? '';
    // The page's card (booking-card.tsx) says the child's title; the voucher says the fare too.
    expect(lines).toContain('MSTR Émeka Okafor');
    expect(lines).toContain('MS Ngozi Okafor');
    const flightNumbers = (await rows.allTextContents()).map(
      (row) => /\b([A-Z0-9]{2} \d{1,4})\b/.exec(row)?.[1],
    );
    expect(flightNumbers.every(Boolean)).toBe(true);

    // The voucher, fetched as the page links it, has the same flights; the calendar an event each.
    const pdfHref = await page.getByRole('link', { name: /^Download/ }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    const text = await drawnText(await pdf.body());
    for (const number of flightNumbers) expect(text).toContain(number);
    expect(text).toContain('MSTR Émeka Okafor (child)');
    expect(text).toMatch(/Change at [A-Z]{3} .+, (\d+h ?)?(\d+m)? layover/);
    const icsHref = await page.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href');
    const ics = await (await page.request.get(icsHref!)).text();
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(3);
    expect(problems).toEqual([]);

    // An administrator sees the same flights, row by row, and the child named as a child.
    const reference = (await card.getByTestId('booking-reference').textContent())!.trim();
    const admin = await openPage(browser);
    const login = await admin.page.request.post('/api/auth/login', { data: inject('admin') });
    expect(login.status()).toBe(200);
    await admin.page.goto('/admin?tab=bookings');
    await admin.page.getByLabel('Search', { exact: true }).fill(reference);
    const row = admin.page.getByTestId('booking-row').filter({ hasText: reference });
    await row.getByRole('button', { name: `View ${reference}` }).click();
    const record = admin.page.getByRole('dialog');
    await record.getByTestId('flight-itinerary').waitFor();
    expect(await record.getByTestId('itinerary-flight').count()).toBe(2);
    expect(await record.textContent()).toContain('Émeka Okafor (child)');
    expect(await seriousViolations(admin.page)).toEqual([]);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
    await context.close();
  });

  it('checks the counts before searching, and fits a 360 px phone in French', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.addInitScript(() => localStorage.setItem('teranga.language', 'fr'));
    const date = addDays(today, 30);
    // A link with more infants than adults: said, and the form set to none.
    await page.goto(`/flights?from=LOS&to=ACC&departDate=${date}&passengers=1&infants=2`);
    const notices = page.getByTestId('link-notices');
    await notices.waitFor();
    expect(await notices.textContent()).toContain('Il demandait 2 bébés');
    const search = page.getByRole('search', { name: 'Recherche de vols' });
    const infants = search.getByLabel('Bébés (moins de 2 ans, sur les genoux)');
    expect(await infants.inputValue()).toBe('0');

    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/flights/search')) searches.push(request.method());
    });
    await search.getByLabel('Départ', { exact: true }).fill('Lagos (LOS)');
    await search.getByLabel('Arrivée', { exact: true }).fill('Accra (ACC)');
    await infants.selectOption('2');
    await search.getByRole('button', { name: 'Rechercher des vols' }).click();
    await expect.poll(() => infants.getAttribute('aria-invalid')).toBe('true');
    expect(await search.textContent()).toContain("Chaque bébé voyage sur les genoux d'un adulte");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await infants.getAttribute('id'));
    expect(searches).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
