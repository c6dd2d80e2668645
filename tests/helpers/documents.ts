import type { BookingDocument } from '../../src/server/services/documents/booking-document.ts';
import type { duffelBookings } from '../../src/server/db/schema/index.ts';

/** Booking documents for the document tests and the bench. */

export function makeHotelDocument(overrides: Partial<BookingDocument> = {}): BookingDocument {
  return {
    confirmationNumber: 'HO-4FQ8ZP2L',
    type: 'hotel',
    status: 'confirmed',
    title: 'Flame Tree Beach Club & Resort',
    customerName: 'Ama Mensah',
    customerEmail: 'ama.mensah@example.com',
    lines: [
      { label: 'Check-in', value: 'Tuesday 1 December 2026, from 14:00' },
      { label: 'Check-out', value: 'Friday 4 December 2026, by 11:00' },
      { label: 'Nights', value: '3' },
      { label: 'Guests', value: 'Ama Mensah, Kofi Mensah' },
    ],
    start: { date: '2026-12-01' },
    end: { date: '2026-12-04' },
    location: 'Kokrobite, Accra, Ghana',
    subtotal: '1250.00',
    taxes: '125.00',
    total: '1375.00',
    currency: 'USD',
    notes: ['Free cancellation until 24 hours before check-in.'],
    createdAt: '2026-11-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeFlightDocument(overrides: Partial<BookingDocument> = {}): BookingDocument {
  return makeHotelDocument({
    confirmationNumber: 'HO-7K2M9Q4X',
    type: 'flight',
    title: 'Lagos (LOS) → Accra (ACC)',
    lines: [
      { label: 'Flight', value: 'Arik Air W3 502 · 1 December 2026 · 08:30 → 09:45' },
      { label: 'Passengers', value: 'Adébáyọ̀ Ọlátúnjí (adult, born 1988-04-12)' },
    ],
    start: { date: '2026-12-01', time: '08:30', tz: 'Africa/Lagos' },
    end: { date: '2026-12-01', time: '09:45', tz: 'Africa/Accra' },
    location: 'Murtala Muhammed International Airport, Lagos',
    ...overrides,
  });
}

/** `length` characters of `pattern` repeated; no spaces unless the pattern has some. */
export function repeatTo(pattern: string, length: number): string {
  return pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
}

/** The longest booking the API accepts, with no space to break the name or the note at. */
export function makeLongestDocument(): BookingDocument {
  return makeFlightDocument({
    title: repeatTo('FlameTree→BeachClub&Résort—Kokrobite·', 200),
    customerName: repeatTo('W', 100),
    customerEmail: `${'m'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`,
    lines: Array.from({ length: 9 }, (_, i) => ({
      label: `Passenger ${i + 1}`,
      value: repeatTo(`Adébáyọ̀Ọlátúnjí€${i}`, 200),
    })),
    notes: [repeatTo('WMWmé€', 2000)],
  });
}

export type DrawnLine = { text: string; x: number; y: number; width: number };

/**
 * Each text drawn on the pages, as a PDF reader extracts it, with its position and width.
 * pdf.js is loaded here, when a test reads a PDF: its legacy build's polyfills made every
 * JSON.stringify of the process about six times slower, in the bench that only makes documents.
 */
export async function drawnLines(bytes: Uint8Array): Promise<DrawnLine[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const lines: DrawnLine[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent({ disableNormalization: true });
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      lines.push({ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    }
  }
  await pdf.destroy();
  return lines;
}

/** The text a reader finds on the pages, a line a drawn text. */
export async function drawnText(bytes: Uint8Array): Promise<string> {
  return (await drawnLines(bytes)).map((line) => line.text).join('\n');
}

type Order = typeof duffelBookings.$inferSelect;

/** A paid one-way Lagos -> New York order with one change in Accra, as the checkout stores it. */
export function makeConnectingFlightOrder(language: 'en' | 'fr' = 'en'): Order {
  const segments = [
    {
      flightNumber: 'AW 150',
      airline: 'Dana Air',
      from: 'LOS',
      to: 'ACC',
      departure: '2026-12-17T10:00:00+01:00',
      arrival: '2026-12-17T10:15:00+00:00',
    },
    {
      flightNumber: 'DL 402',
      airline: 'Delta Air Lines',
      from: 'ACC',
      to: 'JFK',
      departure: '2026-12-17T22:30:00+00:00',
      arrival: '2026-12-18T05:15:00-05:00',
    },
  ];
  return {
    id: 1,
    userId: null,
    type: 'flight',
    product: 'flight',
    paymentStatus: 'succeeded',
    orderStatus: 'confirmed',
    amount: '1100.00',
    currency: 'USD',
    duffelOfferId: null,
    duffelRateId: null,
    duffelOrderId: null,
    duffelPaymentIntentId: null,
    clientSecret: null,
    customerName: 'Ada Obi',
    customerEmail: 'ada@example.com',
    customerPhone: null,
    sessionId: null,
    confirmationNumber: 'FL-CONNECT1',
    holdExpiresAt: null,
    clientAddress: null,
    idempotencyKey: null,
    requestHash: null,
    createdAt: new Date('2026-11-15T10:00:00.000Z'),
    updatedAt: new Date('2026-11-15T10:00:00.000Z'),
    meta: {
      title: 'Lagos (LOS) → New York (JFK)',
      language,
      subtotalCents: 100000,
      taxesCents: 10000,
      totalCents: 110000,
      startsAt: '2026-12-17T09:00:00.000Z',
      start: { date: '2026-12-17', time: '10:00', tz: 'Africa/Lagos' },
      end: { date: '2026-12-18', time: '05:15', tz: 'America/New_York' },
      location: 'Lagos (LOS)',
      policy: null,
      passengers: [
        {
          title: 'ms',
          given_name: 'Ada',
          family_name: 'Obi',
          born_on: '1988-04-12',
          gender: 'f',
        },
      ],
      details: {
        from: 'LOS',
        to: 'JFK',
        fromCity: 'Lagos',
        toCity: 'New York',
        departDate: '2026-12-17',
        passengers: 1,
        airline: 'Dana Air',
        cabinClass: 'economy',
        tripType: 'oneWay',
        slices: [
          {
            from: 'LOS',
            to: 'JFK',
            departure: segments[0]!.departure,
            arrival: segments[1]!.arrival,
            stops: 1,
            flights: ['AW 150 LOS-ACC 2026-12-17 10:00', 'DL 402 ACC-JFK 2026-12-17 22:30'],
            segments,
          },
        ],
      },
    },
  } as Order;
}
