import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';
import { launchBrowser, openPage, seriousViolations } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('finding and booking a hotel', () => {
  it('goes from the Accra card to a stored pending booking at /checkout', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');

    await page.getByRole('button', { name: 'Hotels in Accra' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Hotels & Stays' }).getAttribute('aria-selected'))
      .toBe('true');
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await expect.poll(() => destination.inputValue()).toBe('Accra');
    const today = localIsoDate();
    expect(await page.getByLabel('Check-in').first().inputValue()).toBe(addDays(today, 7));
    expect(await page.getByLabel('Check-out').first().inputValue()).toBe(addDays(today, 10));
    expect(await page.getByLabel('Guests').first().inputValue()).toBe('2');

    const heading = page.getByRole('heading', { name: /Properties Found$/ });
    await heading.waitFor();
    const cards = page.getByTestId('hotel-card');
    // The home page previews three; the rest are one link away, on the hotels page.
    expect(await cards.count()).toBe(3);
    await page.getByRole('link', { name: /^See all \d+ stays$/ }).click();
    await expect.poll(() => page.url()).toContain('/hotels?destination=Accra');
    await heading.waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    for (const text of await cards.allTextContents()) expect(text).toContain('Accra');

    // The server sorts: the cards follow once the first page of the new order arrives.
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('sort=price-low') && r.ok()),
      page.getByLabel('Sort by').selectOption('price-low'),
    ]);
    const pricesShown = async () =>
      (await page.getByTestId('hotel-price').allTextContents()).map((p) =>
        Number(p.replace(/[^0-9.]/g, '')),
      );
    await expect
      .poll(async () => {
        const prices = await pricesShown();
        return prices.length > 3 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);

    await cards
      .first()
      .getByRole('button', { name: /^View details of/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const counter = dialog.getByTestId('photo-counter');
    const total = Number(/\/ (\d+) photos/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await counter.textContent()).toBe(`1 / ${total} photos`);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    expect(await counter.textContent()).toBe(`${total} / ${total} photos`);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    expect(await counter.textContent()).toBe(`1 / ${total} photos`);

    const hotelName = await dialog.getByRole('heading').first().textContent();
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.getByText('Missing Information').first().waitFor();
    await page.getByText('Please fill in all required fields.').first().waitFor();
    expect(page.url()).not.toContain('/checkout');

    await dialog.getByLabel('Guest Name').fill('Ama Mensah');
    await dialog.getByLabel('Email').fill('ama.mensah@example.com');
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('booking-summary').waitFor();

    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('pendingBooking'))) ?? 'null',
    );
    expect(stored).toMatchObject({
      type: 'hotel',
      currency: 'USD',
      details: {
        name: hotelName,
        checkIn: addDays(today, 7),
        checkOut: addDays(today, 10),
        guests: 2,
      },
      customerData: { guestName: 'Ama Mensah', guestEmail: 'ama.mensah@example.com' },
    });
    expect(stored.rateId).toMatch(/^stay_\d+_/);
    // 3 nights x 2 guests x the price per night shown on the card.
    expect(stored.price).toBeCloseTo(Number(stored.details.pricePerNight) * 3 * 2, 2);
    expect(await page.getByTestId('booking-summary').textContent()).toContain('Ama Mensah');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts every match, and Show more fetches the next page from the server in the order chosen', async () => {
    const { context, page, problems } = await openPage(browser);
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/accommodations') asked.push(url);
    });
    await page.goto('/hotels?amenities=Free%20WiFi');
    // The whole list the spec's call answers, to hold the pages against.
    const everything: { name: string; pricePerNight: string }[] = await page.evaluate(() =>
      fetch('/api/accommodations?guests=2&amenities=Free%20WiFi').then((r) => r.json()),
    );
    expect(everything.length).toBeGreaterThan(48);
    const heading = page.getByRole('heading', { name: /Properties Found$/ });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(`${everything.length} Properties Found`);
    const cards = page.getByTestId('hotel-card');
    expect(await cards.count()).toBe(24);
    const first = asked.find((u) => u.searchParams.get('limit'));
    expect(first?.searchParams.get('limit')).toBe('24');
    expect(first?.searchParams.get('sort')).toBe('rating');
    expect(first?.searchParams.has('cursor')).toBe(false);
    const namesShown = async () =>
      (await cards.getByRole('heading').allTextContents()).map((n) => n.trim());
    expect(await namesShown()).toEqual(everything.slice(0, 24).map((s) => s.name));

    const showMore = page.getByRole('button', { name: 'Show more' });
    const [more] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).searchParams.has('cursor')),
      showMore.click(),
    ]);
    const next = new URL(more.url()).searchParams;
    expect(next.get('sort')).toBe('rating');
    expect(next.get('amenities')).toBe('Free WiFi');
    await expect.poll(() => cards.count()).toBe(48);
    expect(await namesShown()).toEqual(everything.slice(0, 48).map((s) => s.name));
    await page.getByText(`Showing 48 of ${everything.length}`).waitFor();
    expect(await heading.textContent()).toBe(`${everything.length} Properties Found`);

    // Another order starts again from its first page, then pages on in that order.
    await page.getByLabel('Sort by').selectOption('price-high');
    await expect.poll(() => cards.count()).toBe(24);
    const byPrice = asked.filter((u) => u.searchParams.get('sort') === 'price-high');
    expect(byPrice.map((u) => u.searchParams.has('cursor'))).toEqual([false]);
    await Promise.all([
      page.waitForRequest(
        (r) => new URL(r.url()).searchParams.has('cursor') && r.url().includes('sort=price-high'),
      ),
      showMore.click(),
    ]);
    await expect.poll(() => cards.count()).toBe(48);
    const prices = (await page.getByTestId('hotel-price').allTextContents()).map((p) =>
      Number(p.replace(/[^0-9.]/g, '')),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(Math.max(...everything.map((s) => Number(s.pricePerNight))));

    // Another search starts again from its first page too, and stays in the address.
    const before = asked.length;
    await page.getByRole('button', { name: 'Remove filter Free WiFi' }).click();
    await expect.poll(() => page.url()).not.toContain('amenities');
    await expect.poll(() => cards.count()).toBe(24);
    const restarted = asked.slice(before);
    expect(restarted.length).toBeGreaterThan(0);
    expect(restarted.every((u) => !u.searchParams.has('cursor'))).toBe(true);
    expect(restarted.at(-1)!.searchParams.get('sort')).toBe('price-high');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('removes a filter chip and the results follow', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/hotels?destination=Lagos&amenities=Swimming%20Pool,Beach%20Access');
    await page
      .getByRole('heading', { name: /Propert(y|ies) Found$|Search for Accommodations/ })
      .waitFor();
    const withBoth = await page.getByTestId('hotel-card').count();
    const chip = page.getByRole('button', { name: 'Remove filter Beach Access' });
    await chip.click();
    await expect.poll(() => page.url()).not.toContain('Beach');
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove filter Beach Access' }).count())
      .toBe(0);
    await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    await expect.poll(() => page.getByTestId('hotel-card').count()).toBeGreaterThan(withBoth);
    expect(await page.getByRole('button', { name: 'Remove filter Swimming Pool' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the empty state, and Clear Filters brings results back', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/hotels?destination=Atlantis');
    await page.getByRole('heading', { name: 'No Properties Found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    await context.close();
  });

  it('names the field of a same-day or past search instead of reporting an outage', async () => {
    const { context, page } = await openPage(browser);
    const day = addDays(localIsoDate(), 20);
    await page.goto(`/hotels?destination=Accra&checkIn=${day}&checkOut=${day}`);
    const problems = page.getByTestId('search-problems');
    await problems.getByRole('heading', { name: 'Check your search' }).waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      'Check-out: Check-out must be after check-in',
    ]);
    expect(await page.getByText('Error Loading Accommodations').count()).toBe(0);

    await page.goto(`/hotels?destination=Accra&checkIn=2020-01-10&checkOut=2020-01-12`);
    await problems.getByText('Check-in: This date has already passed').waitFor();

    // The pickers hold the same rule: check-out starts the day after check-in.
    await page.goto(`/hotels?destination=Accra&checkIn=${day}&checkOut=${addDays(day, 2)}`);
    await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    expect(await page.getByLabel('Check-out').first().getAttribute('min')).toBe(addDays(day, 1));
    await context.close();
  });

  it('the dialog refuses reversed dates beside the check-out field, before checkout', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/hotels?destination=Accra');
    await page.getByTestId('hotel-card').first().getByRole('button', { name: /^Book/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Guest Name').fill('Ama Mensah');
    await dialog.getByLabel('Email').fill('ama.mensah@example.com');
    const today = localIsoDate();
    await dialog.getByLabel('Check-in').fill(addDays(today, 12));
    await dialog.getByLabel('Check-out').fill(addDays(today, 10));
    const checkOut = dialog.getByLabel('Check-out');
    expect(await checkOut.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('The check-out date must be after the check-in date.').waitFor();
    expect(await dialog.getByTestId('stay-total').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
    await page.getByText('Check your dates').first().waitFor();
    expect(page.url()).not.toContain('/checkout');
    expect(await page.evaluate(() => localStorage.getItem('pendingBooking'))).toBeNull();
    await context.close();
  });

  it('describes each property in French on the French page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/hotels?destination=Dakar');
    await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    await page.getByRole('button', { name: 'fr', exact: true }).click();
    const french: { name: string; description: string }[] = await page.evaluate(() =>
      fetch('/api/accommodations?destination=Dakar&lang=fr').then((r) => r.json()),
    );
    const card = page.getByTestId('hotel-card').filter({ hasText: french[0]!.name });
    await card.getByText(french[0]!.description).waitFor();
    await card.getByRole('button', { name: /^Voir les détails/ }).click();
    await page.getByRole('dialog').getByText(french[0]!.description).waitFor();
    await context.close();
  });
});

describe('home page flights tab', () => {
  it("the Accra card's Flights button opens the flights tab with Accra as destination", async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Flights to Accra' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Flights' }).getAttribute('aria-selected'))
      .toBe('true');
    const to = page.getByRole('combobox', { name: 'To' });
    await expect.poll(() => to.inputValue()).toBe('Accra (ACC)');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('site shell', () => {
  it('shows 404 Page Not Found on an unknown path', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('switches to French, remembers it, and back to English', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Hotels' }).waitFor();
    await page.getByRole('button', { name: 'fr', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Hôtels' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.title()).toBe("Teranga - Voyager en Afrique de l'Ouest");
    await page.reload();
    // The French texts load on their own after a reload: the title follows once they are in.
    await expect.poll(() => page.title()).toBe("Teranga - Voyager en Afrique de l'Ouest");
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link', { name: 'Voyagistes' })
      .waitFor();
    await page.getByRole('button', { name: 'en', exact: true }).click();
    await nav.getByRole('link', { name: 'Tour Operators' }).waitFor();
    await context.close();
  });

  it('reaches the destination cards within two screens of a 360 px phone', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Popular destinations' });
    await heading.waitFor();
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * 740);
    expect(await page.getByTestId('hotel-card').count()).toBe(0);
    await context.close();
  });

  it('lays out the cards off a 360 px screen only once scrolled near, each still read and reached', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 360, height: 740 },
    });
    await page.goto('/hotels');
    const cards = page.getByTestId('hotel-card');
    await expect.poll(() => cards.count()).toBe(24);
    const last = cards.last();
    // Rendered: not skipped by content-visibility (what Chromium skips it neither lays out nor paints).
    const rendered = () =>
      last.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
    expect(
      await cards.first().evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await rendered()).toBe(false);
    // Skipped, yet in the page's text and its accessibility tree.
    const name = (await last.getByRole('heading').textContent())!;
    expect(name.length).toBeGreaterThan(0);
    await last.getByRole('button', { name: /^Book Now/ }).scrollIntoViewIfNeeded();
    // Chromium finds it near the screen at its next frame.
    await expect.poll(rendered).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives every footer link a 44 px touch target on a 360 px phone', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/');
    const links = page.getByRole('contentinfo').getByRole('link');
    await links.first().waitFor();
    const heights = await links.evaluateAll((all) =>
      all.map((link) => Math.round(link.getBoundingClientRect().height)),
    );
    expect(heights.length).toBeGreaterThan(5);
    expect(heights.filter((h) => h < 44)).toEqual([]);
    await context.close();
  });

  it('opens and closes the menu on a 360 px phone', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Flights' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await menu.count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it.each(['/', '/hotels'])('has no serious accessibility violation on %s', async (path) => {
    const { context, page } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (path === '/hotels')
      await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
