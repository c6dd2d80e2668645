import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import {
  afterRender,
  baseUrl,
  CHROMIUM_OPTIONS,
  launchBrowser,
  openPage,
  seriousViolations,
} from './browser.ts';
import { addDays } from '../../src/domain/dates.ts';
import { bookHotelThroughApi, payAndConfirm, storeHotelBooking, today } from './bookings.ts';
import {
  bookHotelJourney,
  kb,
  meterTransfers,
  totalBytes,
  watchInteractions,
} from '../helpers/journey.ts';

/**
 * Trips in your pocket (issue 37, docs/decisions/0032): the app installs, and a booking opened
 * once reads with no network: reference and its QR code, address, terms, voucher; it follows a
 * cancellation once back online; and a search with no network says it needs one.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let booking: { bookingId: string; confirmationNumber: string; email: string };

/**
 * Waits until the service worker is installed with the shell, then loads the page again under
 * it, as a traveller's next visit is (it does not take the first visit's page over).
 */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** A download's bytes (read through Playwright: the browser may run on another process). */
async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bytes of a file as the server sends it to a browser (compressed, with its headers). */
function transferredSize(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(
      new URL(path, baseUrl()),
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        let bytes = response.rawHeaders.join(': ').length;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      },
    );
    request.on('error', reject);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page, problems } = await openPage(browser, {
    viewport: { width: 360, height: 780 },
    serviceWorker: true,
  }));
  // Far-off dates of its own: the other files book on the same server.
  booking = await bookHotelThroughApi(page.request, 'Accra', 170);
});
afterAll(() => browser?.close());

describe('a booking opened once', () => {
  it('is kept on the phone from its page, with its documents', async () => {
    await page.goto(`/booking-success?bookingId=${booking.bookingId}`);
    await page.getByTestId('booking-card').waitFor();
    await untilServiceWorkerControls(page);
    // Kept with its voucher and calendar file: the trips page lists it (online, refreshed).
    await page.goto('/trips');
    const kept = page.getByTestId('kept-trip');
    await expect.poll(() => kept.count()).toBe(1);
    await expect.poll(() => page.getByTestId('trips-status').textContent()).toBe('Up to date.');
    await page.getByRole('link', { name: 'Voucher (PDF)' }).waitFor();
  });

  it('reads offline on its own page: reference, QR code, address, check-in, terms', async () => {
    await context.setOffline(true);
    await page.goto(`/booking-success?bookingId=${booking.bookingId}`);
    await page.getByTestId('offline-copy').waitFor();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toContain('You are offline.');
    const trip = page.getByTestId('kept-trip');
    expect(await trip.getByTestId('kept-reference').textContent()).toBe(booking.confirmationNumber);
    const qr = trip.getByRole('img', {
      name: `QR code of booking reference ${booking.confirmationNumber}`,
    });
    expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    const lines = await trip.getByTestId('kept-lines').textContent();
    expect(lines).toContain('Address');
    expect(lines).toContain('Accra');
    // The front desk's number, to call on landing: a tel: link, readable, of Ghana's plan.
    const phone = trip.getByTestId('kept-lines').getByRole('link', { name: /^\+233 / });
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+233\d{9}$/);
    expect((await phone.getAttribute('href'))!.slice(4)).toBe(
      (await phone.textContent())!.replace(/ /g, ''),
    );
    expect(await trip.getByTestId('kept-check-in-time').textContent()).toBe('2:00 PM (Accra time)');
    expect(await trip.getByTestId('kept-terms').textContent()).toMatch(/^Free cancellation/);
    expect(await trip.getByTestId('kept-status').textContent()).toBe('Confirmed');
  });

  it('downloads its voucher and calendar file offline, from the phone', async () => {
    const [voucher] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Voucher (PDF)' }).click(),
    ]);
    expect(voucher.suggestedFilename()).toBe(`${booking.confirmationNumber}-voucher.pdf`);
    const pdf = await downloaded(voucher);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    const ics = (await downloaded(calendar)).toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(booking.confirmationNumber);
  });

  it('is listed offline on the trips page, which a reload opens from the phone', async () => {
    await page.goto('/trips');
    await page.reload();
    const trip = page.getByTestId('kept-trip');
    expect(await trip.getByTestId('kept-reference').textContent()).toBe(booking.confirmationNumber);
    expect(await trip.getByTestId('kept-updated').textContent()).toMatch(/^Last updated /);
    expect(await page.getByTestId('trips-status').textContent()).toBe(
      'You are offline: this is the copy kept on this phone.',
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  it('says a search needs the network, and sends nothing', async () => {
    await page.goto('/');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/accommodations')) sent.push(request.url());
    });
    await page.getByRole('combobox', { name: 'Destination' }).fill('Accra');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect
      .poll(() => page.getByText('You are offline: this needs the network.').count())
      .toBeGreaterThan(0);
    // Failed at once, never paused to be sent once the network is back.
    const tried = sent.length;
    expect(tried).toBeGreaterThan(0);
    await context.setOffline(false);
    await afterRender(page);
    expect(sent.length).toBe(tried);
  });

  it('shows a cancellation made meanwhile once back online', async () => {
    await context.setOffline(true);
    const cancelled = await page.request.post(`/api/bookings/${booking.bookingId}/cancel`, {
      data: { email: booking.email },
    });
    expect(cancelled.status()).toBe(200);
    await page.goto('/trips');
    expect(await page.getByTestId('kept-status').textContent()).toBe('Confirmed');
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('kept-status').textContent()).toBe('Cancelled');
    await expect.poll(() => page.getByTestId('trips-status').textContent()).toBe('Up to date.');
    expect(
      problems.filter((p) => !/Failed to (load|fetch)|ERR_INTERNET_DISCONNECTED/.test(p)),
    ).toEqual([]);
  });
});

describe('a tour kept on the phone', () => {
  it('reads its meeting point and start time offline, in French at 360 px', async () => {
    const { context: own, page: tour } = await openPage(browser, {
      viewport: { width: 360, height: 780 },
      locale: 'fr-FR',
      serviceWorker: true,
    });
    const pkg = (await (await tour.request.get('/api/tour-packages/1')).json()) as {
      id: number;
      pricePerPerson: string;
      departures: { startDate: string }[];
    };
    // Its last departure: the other files book the first ones on the same server.
    const { startDate } = pkg.departures.at(-1)!;
    const session = await (
      await tour.request.post('/api/checkout/session', {
        data: {
          type: 'package',
          offerId: `tour_${pkg.id}`,
          startDate,
          travelers: 1,
          amount: Math.round(Number(pkg.pricePerPerson) * 110) / 100,
          customerName: 'Awa Ndiaye',
          customerEmail: 'awa.tour@example.com',
        },
      })
    ).json();
    const { bookingId } = (await (await payAndConfirm(tour.request, session)).json()) as {
      bookingId: string;
    };
    await tour.goto(`/booking-success?bookingId=${bookingId}`);
    await tour.getByTestId('booking-card').waitFor();
    await untilServiceWorkerControls(tour);
    await tour.goto('/trips');
    await expect.poll(() => tour.getByTestId('kept-trip').count()).toBe(1);
    await own.setOffline(true);
    await tour.reload();
    const lines = tour.getByTestId('kept-trip').getByTestId('kept-lines');
    await lines.waitFor();
    const meeting = lines.locator('dl > div', {
      has: tour.locator('dt', { hasText: 'Point de rendez-vous' }),
    });
    expect(await meeting.locator('dd').textContent()).toBe(
      'Hall du Coconut Grove Beach Resort, Elmina, à 8:00',
    );
    expect(await tour.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await own.close();
  });
});

describe('a payment whose booking answer is lost to the network', () => {
  it('offers Retry, which books the same session: one booking, paid once', async () => {
    const { context: own, page: pay } = await openPage(browser);
    await storeHotelBooking(pay, 'Accra', addDays(today, 180), addDays(today, 181));
    // The server confirms, and its answer never reaches the page.
    let lostAnswer: { bookingId: string } | null = null;
    const confirms: string[] = [];
    await pay.route('**/api/checkout/confirm', async (route) => {
      confirms.push(route.request().postData() ?? '');
      if (lostAnswer) return route.continue();
      lostAnswer = (await (await route.fetch()).json()) as { bookingId: string };
      await route.abort('internetdisconnected');
    });
    await pay.goto('/checkout');
    await pay.getByRole('button', { name: /^Confirm Booking - \$/ }).click();
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await pay.getByLabel('CVC').fill('123');
    await pay.getByRole('button', { name: /^Pay \$/ }).click();
    const failed = pay.getByTestId('checkout-error');
    await failed.getByRole('heading', { name: 'The connection was lost' }).waitFor();
    // No Try Again here: a new session would be paid a second time.
    expect(await failed.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await pay.waitForURL('**/booking-success?bookingId=*');
    expect(new URL(pay.url()).searchParams.get('bookingId')).toBe(lostAnswer!.bookingId);
    // Both confirms asked for the one session and its one payment.
    expect(confirms).toHaveLength(2);
    expect(confirms[1]).toBe(confirms[0]);
    const booking = (await (
      await pay.request.get(`/api/orders/${lostAnswer!.bookingId}`)
    ).json()) as { status: string; paymentStatus: string };
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'succeeded' });
    await own.close();
  });
});

/** A whole booking's first visit on a phone, as tests/e2e/journey-bytes.test.ts budgets it. */
const FIRST_VISIT_BUDGET = 400 * 1024;

describe('the app', () => {
  it('keeps a first booking, the page and the service worker together, under 400 KB', async () => {
    const fresh = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 412, height: 915 },
      locale: 'en-GB',
    });
    const installed: { url: string; bytes: number }[] = [];
    fresh.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      void request.sizes().then((sizes) => {
        installed.push({
          url: request.url(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        });
      });
    });
    const journeyPage = await fresh.newPage();
    const meter = await meterTransfers(fresh, journeyPage);
    await meter.clearCache();
    await meter.setCacheDisabled(true);
    await bookHotelJourney(journeyPage, await watchInteractions(journeyPage), 190);
    // The worker's install is done: every file it keeps has come.
    await journeyPage.evaluate(() => navigator.serviceWorker.ready);
    await afterRender(journeyPage);
    const page = meter.take();
    // Workbox's runtime, which the worker imports: Playwright reports it as 0 bytes, so it is
    // asked for again here as the worker asks for it, compressed as the server sends it.
    const workbox = installed.find((file) => /\/workbox-[\w-]+\.js$/.test(file.url));
    expect(workbox).toBeDefined();
    workbox!.bytes = await transferredSize(new URL(workbox!.url).pathname);
    const paths = installed.map((file) => new URL(file.url).pathname);
    expect(paths).toContain('/sw.js');
    expect(paths).toContain('/app-shell.html');
    // A file both fetched is one transfer in a real first visit: the page's cache is off here
    // (as journey-bytes measures), the worker's is not, so the second would be a cache hit.
    const loaded = new Set(page.map((transfer) => transfer.url));
    const workerOnly = installed.filter((file) => !loaded.has(file.url));
    const total = totalBytes(page) + workerOnly.reduce((sum, file) => sum + file.bytes, 0);
    const largest = (files: { url: string; bytes: number }[]) =>
      [...files]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, Number(process.env.LARGEST ?? 6))
        .map((file) => `${new URL(file.url).pathname} ${kb(file.bytes)}`);
    expect(
      total,
      `${kb(total)}; the page's largest: ${largest(page).join(', ')}; the worker's largest: ${largest(workerOnly).join(', ')}`,
    ).toBeLessThan(FIRST_VISIT_BUDGET);
    await fresh.close();
  }, 120_000);

  it('is installable: its manifests are valid and Chromium finds no installability error', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (the
    // shared browser's contexts are), so this test starts its own.
    const profile = await mkdtemp(join(tmpdir(), 'teranga-install-'));
    const fresh = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM_OPTIONS,
      baseURL: baseUrl(),
    });
    const installPage = fresh.pages()[0] ?? (await fresh.newPage());
    await installPage.goto('/');
    await untilServiceWorkerControls(installPage);
    const cdp = await fresh.newCDPSession(installPage);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    for (const [path, name] of [
      ['/manifest.webmanifest', 'Teranga - West Africa travel'],
      ['/manifest.fr.webmanifest', "Teranga - Voyages en Afrique de l'Ouest"],
    ] as const) {
      const answer = await installPage.request.get(path);
      expect(answer.headers()['cache-control']).toBe('no-cache');
      const json = (await answer.json()) as Record<string, unknown>;
      expect(json).toMatchObject({
        name,
        short_name: 'Teranga',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f5132',
      });
      expect((json.icons as { purpose: string }[]).map((icon) => icon.purpose)).toEqual([
        'any',
        'any',
        'maskable',
      ]);
    }
    const worker = await installPage.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The shell the worker keeps: index.html, asked again each time, never indexed.
    const shell = await installPage.request.get('/app-shell.html');
    expect(shell.status()).toBe(200);
    expect(shell.headers()).toMatchObject({
      'cache-control': 'no-cache',
      'x-robots-tag': 'noindex',
    });
    await fresh.close();
    await rm(profile, { recursive: true, force: true });
  });
});
