/**
 * A traveller's whole booking in the browser, measured as a phone would feel it: the bytes that
 * came over the network (DevTools' Network.loadingFinished, as transferred: headers and
 * compressed bodies) and each interaction's Interaction to Next Paint, from the browser's own
 * event timing entries. Used by tests/e2e/journey-*.test.ts and `npm run bench -- --journey`.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { addDays, localIsoDate } from '../../src/domain/dates.ts';

/** What one request cost on the wire. */
export type Transfer = {
  url: string;
  type: string;
  /** As the server answered: 304 when the browser's copy was still good. */
  status: number;
  bytes: number;
  /** Taken from the browser's cache without asking the server. */
  fromCache: boolean;
  /** Asked with the ETag of the browser's copy (If-None-Match). */
  conditional: boolean;
};

/** Every request of the page from now on, with its transferred size once it has finished. */
export async function meterTransfers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; type: string; status: number }>();
  // The extra-info events may come before or after the request's own: kept apart until the end.
  const sentStatus = new Map<string, number>();
  const conditional = new Set<string>();
  const finished: Transfer[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    // Pictures written into the page (data: URLs) cost nothing on the wire.
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      status: 0,
    });
  });
  // The headers as sent, with those the browser's cache added.
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    if (Object.keys(event.headers).some((name) => name.toLowerCase() === 'if-none-match')) {
      conditional.add(event.requestId);
    }
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.status = event.response.status;
  });
  // What the server answered (a 304), where responseReceived gives the copy the browser used.
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    sentStatus.set(event.requestId, event.statusCode);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    const bytes = event.encodedDataLength;
    finished.push({
      ...request,
      status: sentStatus.get(event.requestId) ?? request.status,
      bytes,
      fromCache: bytes === 0,
      conditional: conditional.has(event.requestId),
    });
  });
  return {
    cdp,
    /** The cache unused (a first visit) or used (a repeat visit). */
    setCacheDisabled: (disabled: boolean) =>
      cdp.send('Network.setCacheDisabled', { cacheDisabled: disabled }),
    clearCache: () => cdp.send('Network.clearBrowserCache'),
    /** The transfers finished so far, and forgets them: the next call counts from here. */
    take(): Transfer[] {
      return finished.splice(0);
    },
  };
}

export const totalBytes = (transfers: Transfer[]) =>
  transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);

/** The largest transfers, as "12.3 KB GET /assets/app.js (script)", for a failure message. */
export function largest(transfers: Transfer[], count = 8): string[] {
  return [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((t) => `${kb(t.bytes)} ${new URL(t.url).pathname}${new URL(t.url).search} (${t.type})`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The slowest interaction's duration of each named interaction, in ms (under 16 ms: 16). */
export type Interactions = Map<string, number>;

/**
 * Interaction to Next Paint per named interaction. The page keeps the browser's event timing
 * entries that belong to an interaction (keyboard, pointer, click); `during(name, act)` gives
 * `name` the longest of those that started while `act` ran, once the page has painted after it.
 * Entries under 16 ms are not reported by the browser (durationThreshold): such an interaction
 * counts as 16 ms.
 */
export async function watchInteractions(page: Page) {
  // A string: a function would be sent as tsx compiled it, with helpers the page lacks.
  await page.addInitScript(`{
    const seen = [];
    window.__interactions = seen;
    const keep = (entries) => {
      for (const entry of entries) {
        if (entry.interactionId > 0) seen.push({ start: entry.startTime, duration: entry.duration });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
    window.__takeInteractions = () => keep(observer.takeRecords());
  }`);
  const measured: Interactions = new Map();
  return {
    measured,
    async during(name: string, act: () => Promise<unknown>) {
      const from = await page.evaluate(() => performance.now());
      await act();
      // The entries of an interaction are reported after the frame that follows it.
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
          ),
      );
      const longest = await page.evaluate((since) => {
        const w = window as unknown as {
          __interactions: { start: number; duration: number }[];
          __takeInteractions: () => void;
        };
        w.__takeInteractions();
        return Math.max(
          16,
          ...w.__interactions.filter((e) => e.start >= since).map((e) => e.duration),
        );
      }, from);
      measured.set(name, Math.max(measured.get(name) ?? 0, longest));
    },
  };
}

/** The CPU slowed `rate` times, as on a mid-range phone (Lighthouse's mobile setting is 4). */
export function slowCpu(cdp: CDPSession, rate: number) {
  return cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export type Watch = Awaited<ReturnType<typeof watchInteractions>>;

/** Names of the interactions a journey measures. */
export const INTERACTIONS = {
  typeDestination: 'typing in the destination field',
  tickFilter: 'ticking a filter',
  openHotel: 'opening the hotel dialog',
  sortFlights: 'switching a flight sort',
  checkoutStep: 'moving a checkout step',
} as const;

async function payWithTestCard(page: Page, watch: Watch) {
  await page.getByTestId('hold-countdown').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await watch.during(INTERACTIONS.checkoutStep, () =>
    page.getByRole('button', { name: /^Pay \$/ }).click(),
  );
  await page.waitForURL('**/booking-success?bookingId=*');
  await page.getByTestId('booking-card').waitFor();
}

/**
 * Home -> hotel results -> the hotel's dialog -> checkout -> paid with the test card -> the
 * booking's page, as a traveller does it: typing the destination, ticking a filter, opening a
 * stay, filling the dialog and paying. `nightsFrom` keeps the stay's dates apart between runs.
 */
export async function bookHotelJourney(page: Page, watch: Watch, nightsFrom: number) {
  await page.goto('/');
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.click();
  await watch.during(INTERACTIONS.typeDestination, () =>
    destination.pressSequentially('Accra', { delay: 30 }),
  );
  await destination.press('Escape');
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
  await page.getByRole('link', { name: /^See all \d+ stays$/ }).click();
  await page.waitForURL('**/hotels?*');
  await page.getByRole('heading', { name: /Properties Found$/ }).waitFor();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filter = page.getByRole('checkbox', { name: 'Free WiFi' });
  await filter.waitFor();
  await watch.during(INTERACTIONS.tickFilter, () => filter.click());
  await page.getByTestId('hotel-card').first().waitFor();
  await watch.during(INTERACTIONS.openHotel, () =>
    page
      .getByTestId('hotel-card')
      .first()
      .getByRole('button', { name: /^View details of/ })
      .click(),
  );
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const today = localIsoDate();
  await dialog.getByLabel('Guest Name').fill('Ama Mensah');
  await dialog.getByLabel('Email').fill('ama.mensah@example.com');
  await dialog.getByLabel('Check-in').fill(addDays(today, nightsFrom));
  await dialog.getByLabel('Check-out').fill(addDays(today, nightsFrom + 2));
  await dialog.getByRole('button', { name: 'Book Now - Pay Securely' }).click();
  await page.waitForURL('**/checkout');
  await watch.during(INTERACTIONS.checkoutStep, () =>
    page.getByRole('button', { name: /^Confirm Booking - / }).click(),
  );
  await payWithTestCard(page, watch);
}

/**
 * Home -> flight results (Lagos to Accra) -> sorted by departure -> checkout with one
 * passenger -> paid with the test card -> the booking's page.
 */
export async function bookFlightJourney(page: Page, watch: Watch, daysAhead: number) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Flights' }).click();
  await page.getByRole('combobox', { name: 'From' }).pressSequentially('lagos');
  await page.getByRole('option', { name: /Lagos \(LOS\)/ }).click();
  await page.getByRole('combobox', { name: 'To' }).pressSequentially('accra');
  await page.getByRole('option', { name: /Accra \(ACC\)/ }).click();
  await page.getByLabel('Departure Date').fill(addDays(localIsoDate(), daysAhead));
  await page.getByRole('button', { name: 'Search Flights' }).click();
  const sort = page.getByLabel('Sort by');
  await page.getByTestId('flight-card').first().waitFor();
  await sort.focus();
  await watch.during(INTERACTIONS.sortFlights, () => page.keyboard.press('ArrowDown'));
  await page
    .getByTestId('flight-card')
    .first()
    .getByRole('button', { name: 'Book Flight' })
    .click();
  await page.waitForURL('**/checkout');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Aissatou Diallo');
  await page
    .getByRole('textbox', { name: 'Email Address', exact: true })
    .fill('aissatou@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+221 77 123 4567');
  const passenger = page.getByTestId('passenger-form');
  await passenger.getByLabel('Title').selectOption('ms');
  await passenger.getByLabel('Given name').fill('Aissatou');
  await passenger.getByLabel('Family name').fill('Diallo');
  await passenger.getByLabel('Date of birth').fill('1988-04-12');
  await passenger.getByLabel('Gender').selectOption('f');
  await watch.during(INTERACTIONS.checkoutStep, () =>
    page.getByRole('button', { name: /^Confirm Booking - / }).click(),
  );
  await payWithTestCard(page, watch);
}

export type JourneyKind = 'hotel' | 'flight';

export type JourneyMeasure = {
  /** Bytes of the first visit: the cache unused. */
  first: Transfer[];
  /** Bytes of the same journey again, with what the first visit left in the cache. */
  repeat: Transfer[];
  /** The slowest of each interaction on the first visit and on the repeat visit. */
  interactions: { first: Interactions; repeat: Interactions };
};

/**
 * One traveller's booking twice in one browser context, on a phone's CPU (4x slower): first
 * with the cache unused, then again with it. `daysAhead` keeps the two bookings' dates apart from
 * other runs on the same server.
 */
export async function measureJourney(
  context: BrowserContext,
  kind: JourneyKind,
  daysAhead: number,
): Promise<JourneyMeasure> {
  const page = await context.newPage();
  const meter = await meterTransfers(context, page);
  const watch = await watchInteractions(page);
  await slowCpu(meter.cdp, 4);
  const journey = kind === 'hotel' ? bookHotelJourney : bookFlightJourney;
  await meter.clearCache();
  await meter.setCacheDisabled(true);
  await journey(page, watch, daysAhead);
  const first = meter.take();
  const firstInteractions = new Map(watch.measured);
  watch.measured.clear();
  await meter.setCacheDisabled(false);
  await journey(page, watch, daysAhead + 3);
  const repeat = meter.take();
  await page.close();
  return { first, repeat, interactions: { first: firstInteractions, repeat: watch.measured } };
}

/** Of several measures of the same interactions, each one's slowest (`worst`) or fastest. */
export function combineInteractions(all: Interactions[], pick: 'worst' | 'best'): Interactions {
  const combined: Interactions = new Map();
  for (const measured of all) {
    for (const [name, ms] of measured) {
      const known = combined.get(name);
      const better = pick === 'worst' ? Math.max : Math.min;
      combined.set(name, known === undefined ? ms : better(known, ms));
    }
  }
  return combined;
}
