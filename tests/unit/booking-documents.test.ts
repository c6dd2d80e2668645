import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  foldIcsLine,
  renderBookingIcs,
  renderConfirmationEmail,
  renderVoucherPdf,
  toWinAnsi,
  zonedTimeToUtc,
  type BookingDocument,
} from '../../src/server/services/booking-documents.ts';

function makeHotelDocument(overrides: Partial<BookingDocument> = {}): BookingDocument {
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

function makeFlightDocument(overrides: Partial<BookingDocument> = {}): BookingDocument {
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

/** The text drawn on the pages: pdf-lib writes it as hex strings inside compressed streams. */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const shown: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}

function unfold(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

function property(ics: string, name: string): string | undefined {
  return unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('voucher PDF', () => {
  it('is an A4 PDF with the confirmation number in its metadata and on the page', async () => {
    const bytes = await renderVoucherPdf(makeHotelDocument());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Teranga booking voucher HO-4FQ8ZP2L');
    expect(pdf.getAuthor()).toBe('Teranga');
    expect(pdf.getPageCount()).toBe(1);
    const size = pdf.getPage(0).getSize();
    expect(size.width).toBeCloseTo(595.28, 1);
    expect(size.height).toBeCloseTo(841.89, 1);

    const text = await drawnText(bytes);
    for (const expected of [
      'Teranga',
      'Booking voucher',
      'HO-4FQ8ZP2L',
      'CONFIRMED',
      'Flame Tree Beach Club & Resort',
      'Check-out',
      'Friday 4 December 2026, by 11:00',
      'Taxes and fees (10%)',
      'USD 1,250.00',
      'USD 125.00',
      'USD 1,375.00',
      'Free cancellation until 24 hours before check-in.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws text the standard fonts cannot encode instead of failing', async () => {
    const bytes = await renderVoucherPdf(
      makeFlightDocument({ notes: ['Bring your yellow fever card 🦟 — 日本語 is not needed.'] }),
    );
    const text = await drawnText(bytes);
    expect(text).toContain('Lagos (LOS) -> Accra (ACC)');
    expect(text).toContain('08:30 -> 09:45');
    expect(text).toContain('Adébáyo Olátúnjí');
    expect(text).toContain('card ? \u0097 ??? is not needed.');
  });

  it('continues on further pages when a booking has many lines', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      label: `Passenger ${i + 1}`,
      value: `Traveller number ${i + 1}`,
    }));
    const bytes = await renderVoucherPdf(makeFlightDocument({ lines }));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = await drawnText(bytes);
    expect(text).toContain('Traveller number 60');
    expect(text).toContain(`Page ${pdf.getPageCount()} of ${pdf.getPageCount()}`);
    expect(text).toContain('Teranga booking HO-7K2M9Q4X (continued)');
  });

  it('shows a cancelled booking as cancelled', async () => {
    const text = await drawnText(
      await renderVoucherPdf(makeHotelDocument({ status: 'cancelled' })),
    );
    expect(text).toContain('CANCELLED');
    expect(text).not.toContain('Total paid');
  });

  it('gives the same bytes for the same booking', async () => {
    const doc = makeHotelDocument();
    expect(Buffer.from(await renderVoucherPdf(doc))).toEqual(
      Buffer.from(await renderVoucherPdf(doc)),
    );
  });
});

describe('toWinAnsi', () => {
  const drawable = new Set(
    [...' ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()-.>é'].map(
      (c) => c.codePointAt(0) ?? 0,
    ),
  );

  it('types arrows out, keeps base letters of unknown accents, and marks the rest', () => {
    expect(toWinAnsi('Lagos → Accra', drawable)).toBe('Lagos -> Accra');
    expect(toWinAnsi('Ọ̀yọ́', drawable)).toBe('Oyo');
    expect(toWinAnsi('Lomé', drawable)).toBe('Lomé');
    expect(toWinAnsi('Lome\u0301', drawable)).toBe('Lomé');
    expect(toWinAnsi('日本 🦟', drawable)).toBe('?? ?');
    expect(toWinAnsi('two\nlines\ttab', drawable)).toBe('two lines tab');
  });
});

describe('calendar file', () => {
  it('is an RFC 5545 calendar with CRLF line endings', () => {
    const ics = renderBookingIcs(makeHotelDocument());
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(property(ics, 'UID')).toBe('UID:HO-4FQ8ZP2L@teranga.travel');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261115T100000Z');
    expect(property(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
  });

  it('makes a hotel stay an all-day event that ends on the check-out date', () => {
    const ics = renderBookingIcs(
      makeHotelDocument({ start: { date: '2026-12-01', time: '14:00', tz: 'Africa/Accra' } }),
    );
    expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261201');
    expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20261204');
  });

  it('puts a flight at its UTC instant: 08:30 in Lagos is 07:30Z', () => {
    const ics = renderBookingIcs(makeFlightDocument());
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20261201T073000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20261201T094500Z');
  });

  it('writes a time without a zone as floating local time', () => {
    const ics = renderBookingIcs(
      makeFlightDocument({ start: { date: '2026-12-01', time: '08:30' }, end: undefined }),
    );
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20261201T083000');
    expect(property(ics, 'DTEND')).toBeUndefined();
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    const ics = renderBookingIcs(
      makeHotelDocument({
        title: 'Villa Boréal; rooms, suites & a \\ backslash',
        notes: ['Line one\nLine two'],
      }),
    );
    expect(property(ics, 'SUMMARY')).toBe(
      'SUMMARY:Villa Boréal\\; rooms\\, suites & a \\\\ backslash',
    );
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Kokrobite\\, Accra\\, Ghana');
    const description = property(ics, 'DESCRIPTION') ?? '';
    expect(description).toContain('Confirmation number: HO-4FQ8ZP2L\\n');
    expect(description).toContain('Guests: Ama Mensah\\, Kofi Mensah');
    expect(description).toContain('Line one\\nLine two');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const ics = renderBookingIcs(
      makeFlightDocument({
        lines: Array.from({ length: 6 }, (_, i) => ({
          label: `Passenger ${i + 1}`,
          value: 'Adébáyọ̀ Ọlátúnjí — Ọ̀yọ́ → Lomé → Ouagadougou',
        })),
      }),
    );
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(property(ics, 'DESCRIPTION')).toContain(
      'Passenger 6: Adébáyọ̀ Ọlátúnjí — Ọ̀yọ́ → Lomé → Ouagadougou',
    );
  });

  it('folds at exactly 75 octets, continuation lines starting with a space', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'x'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
    expect(folded.join('').replace(/ /g, '')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('marks a cancelled booking cancelled, with a higher sequence', () => {
    const ics = renderBookingIcs(makeHotelDocument({ status: 'cancelled' }));
    expect(property(ics, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
  });
});

describe('zonedTimeToUtc', () => {
  it('converts local times in IANA zones, daylight saving included', () => {
    expect(zonedTimeToUtc('2026-12-01', '08:30', 'Africa/Lagos').toISOString()).toBe(
      '2026-12-01T07:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-12-01', '08:30', 'Africa/Dakar').toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-01', '22:15', 'Europe/London').toISOString()).toBe(
      '2026-07-01T21:15:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-15', '00:10', 'America/New_York').toISOString()).toBe(
      '2026-01-15T05:10:00.000Z',
    );
  });

  it('refuses malformed input', () => {
    expect(() => zonedTimeToUtc('2026-02-30', '08:30', 'Africa/Lagos')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-12-01', '8:30', 'Africa/Lagos')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-12-01', '08:30', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('confirmation e-mail', () => {
  it('names the booking in the subject and tells the whole booking in the text', () => {
    const email = renderConfirmationEmail(makeHotelDocument());
    expect(email.subject).toBe('Your Teranga booking HO-4FQ8ZP2L is confirmed');
    expect(email.text).toContain('Hello Ama Mensah,');
    expect(email.text).toContain('Confirmation number: HO-4FQ8ZP2L');
    expect(email.text).toContain('Check-out: Friday 4 December 2026, by 11:00');
    expect(email.text).toContain('Taxes and fees (10%): USD 125.00');
    expect(email.text).toContain('Total paid: USD 1,375.00');
    expect(email.html).toContain('HO-4FQ8ZP2L');
    expect(email.html).toContain('USD 1,375.00');
  });

  it('escapes HTML in every value', () => {
    const email = renderConfirmationEmail(
      makeHotelDocument({
        title: '<script>alert("x")</script> & Sons',
        customerName: `Ama "O'Neil" <b>Mensah</b>`,
        lines: [{ label: '<img src=x onerror=alert(1)>', value: 'a & b' }],
        notes: ['<a href="javascript:alert(1)">click</a>'],
      }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>');
    expect(email.html).not.toContain('<a href');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(email.html).toContain('Ama &quot;O&#39;Neil&quot; &lt;b&gt;Mensah&lt;/b&gt;');
    expect(email.html).toContain('a &amp; b');
    // The plain-text part is not HTML and stays as written.
    expect(email.text).toContain('<script>alert("x")</script> & Sons');
  });

  it('says so when the booking is cancelled', () => {
    const email = renderConfirmationEmail(makeHotelDocument({ status: 'cancelled' }));
    expect(email.subject).toBe('Your Teranga booking HO-4FQ8ZP2L has been cancelled');
    expect(email.text).toContain('Your booking has been cancelled.');
  });
});
