import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  drawnLines,
  drawnText,
  makeFlightDocument,
  makeConnectingFlightOrder,
  makeHotelDocument,
  makeLongestDocument,
  repeatTo,
} from '../helpers/documents.ts';
import {
  escapeIcsText,
  foldIcsLine,
  renderBookingIcs,
} from '../../src/server/services/documents/calendar-ics.ts';
import { formatMinutes } from '../../src/domain/itinerary.ts';
import { renderConfirmationEmail } from '../../src/server/services/documents/confirmation-email.ts';
import { toBookingDocument } from '../../src/server/services/booking-view.ts';
import { documentMoney } from '../../src/server/services/documents/booking-document.ts';
import { wordingOf } from '../../src/server/services/documents/wording.ts';
import {
  renderVoucherPdf,
  toDrawable,
  wrapText,
} from '../../src/server/services/documents/voucher-pdf.ts';

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

  it('prints names as they are written, in the letters of West African languages', async () => {
    const names = 'Adébáyọ̀ Ọláòṣebìkan; Ɓ ɗ ƙ ŋ ɛ ɔ ƴ; Kwabena Ɔboɔ';
    const bytes = await renderVoucherPdf(
      makeFlightDocument({
        customerName: names,
        notes: ['Bring your yellow fever card 🦟 — 日本語 is not needed.'],
      }),
    );
    const text = await drawnText(bytes);
    expect(text).toContain(`Booked for ${names.normalize('NFC')}`);
    expect(text).toContain('Lagos (LOS) → Accra (ACC)');
    expect(text).toContain('Adébáyọ̀ Ọlátúnjí'.normalize('NFC'));
    // What the font has no glyph for is marked, never dropped silently.
    expect(text).toContain('card ? — ??? is not needed.');
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

  it('renders the longest booking the API accepts, every line within the margins', async () => {
    const doc = makeLongestDocument();
    const bytes = await renderVoucherPdf(doc);
    const pdf = await PDFDocument.load(bytes);
    const { width } = pdf.getPage(0).getSize();
    const lines = await drawnLines(bytes);
    expect(lines.map((line) => line.text)).toContain(
      `Teranga · teranga.travel · Page 1 of ${pdf.getPageCount()}`,
    );
    for (const line of lines) {
      expect(line.x, line.text).toBeGreaterThanOrEqual(48);
      expect(line.x + line.width, line.text).toBeLessThanOrEqual(width - 48 + 0.01);
    }
    // Read in drawing order without page headers and footers, and without the spaces lines were
    // broken at, the lines give back every value whole.
    const continued = `Teranga booking ${doc.confirmationNumber} (continued)`;
    const text = lines
      .filter((line) => line.y > 48 + 44 && line.text !== continued)
      .map((line) => line.text)
      .join('')
      .replace(/ /g, '');
    const drawn = (value: string) => value.normalize('NFC').replace(/ /g, '');
    expect(text).toContain(drawn(doc.title));
    expect(text).toContain(drawn(`Booked for ${doc.customerName} (${doc.customerEmail})`));
    for (const line of doc.lines) expect(text).toContain(drawn(line.value));
    expect(text).toContain(drawn(doc.notes[0] ?? ''));
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

describe('toDrawable', () => {
  const drawable = new Set(
    [...' ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()-.>é'].map(
      (c) => c.codePointAt(0) ?? 0,
    ),
  );

  it('types arrows out, keeps base letters of unknown accents, and marks the rest', () => {
    expect(toDrawable('Lagos → Accra', drawable)).toBe('Lagos -> Accra');
    expect(toDrawable('Ọ̀yọ́', drawable)).toBe('Oyo');
    expect(toDrawable('Lomé', drawable)).toBe('Lomé');
    expect(toDrawable('Lome\u0301', drawable)).toBe('Lomé');
    expect(toDrawable('日本 🦟', drawable)).toBe('?? ?');
    expect(toDrawable('two\nlines\ttab', drawable)).toBe('two lines tab');
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

  it('renders the longest booking the API accepts in lines of at most 75 octets', () => {
    const doc = makeLongestDocument();
    const ics = renderBookingIcs(doc);
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${escapeIcsText(doc.title)}`);
    const description = property(ics, 'DESCRIPTION') ?? '';
    for (const line of doc.lines) expect(description).toContain(escapeIcsText(line.value));
    expect(description).toContain(escapeIcsText(doc.notes[0] ?? ''));
  });

  it('marks a cancelled booking cancelled, with a higher sequence', () => {
    const ics = renderBookingIcs(makeHotelDocument({ status: 'cancelled' }));
    expect(property(ics, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(ics, 'SEQUENCE')).toBe('SEQUENCE:1');
  });
});

describe('foldIcsLine', () => {
  const octets = (text: string) => Buffer.byteLength(text, 'utf8');

  it('leaves a line of 75 octets alone and folds from the 76th', () => {
    expect(foldIcsLine('')).toBe('');
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 73 + 4 octets would be 77: the treble clef goes whole to the next line.
    expect(foldIcsLine(`${'x'.repeat(73)}𝄞`)).toBe(`${'x'.repeat(73)}\r\n 𝄞`);
    expect(foldIcsLine('x'.repeat(75 + 74 + 1))).toBe(
      `${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`,
    );
  });

  it('folds a 1,000,000-character line into full lines of 1- to 4-octet characters, splitting none', () => {
    const alphabet = ['a', 'é', '€', '𝄞', 'b', ' '];
    let seed = 7;
    const characters = Array.from({ length: 1_000_000 }, () => {
      // xorshift32: a fixed mix that puts every kind of character at every fold position.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return alphabet[(seed >>> 0) % alphabet.length] ?? 'a';
    });
    const line = characters.join('');

    const folded = foldIcsLine(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1_000_000 / 75);
    physical.forEach((piece, i) => {
      if (i > 0) expect(piece[0]).toBe(' ');
      const content = i === 0 ? piece : piece.slice(1);
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // A split surrogate pair would not survive the round trip through UTF-8.
      expect(Buffer.from(content, 'utf8').toString('utf8')).toBe(content);
      const next = physical[i + 1];
      // Full: the next line's first character would not have fitted.
      if (next !== undefined) {
        expect(octets(piece) + octets([...next][1] ?? '')).toBeGreaterThan(75);
      }
    });
  });

  it('may part a letter from its accent, which unfolding joins again', () => {
    const line = `DESCRIPTION:${'Lome\u0301 '.repeat(40)}`;
    const folded = foldIcsLine(line);
    expect(folded.split('\r\n').every((piece) => octets(piece) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('wrapText', () => {
  const fonts = (async () => {
    const pdf = await PDFDocument.create();
    return {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
  })();
  /** Drawn width: the sum of the glyphs' widths in font units, as pdf-lib draws without kerning. */
  const widthOf = (text: string, font: PDFFont, size: number) =>
    ([...text].reduce((sum, char) => sum + font.widthOfTextAtSize(char, 1000), 0) * size) / 1000;

  it('breaks at spaces and cuts a word wider than the column where it must', async () => {
    const { regular } = await fonts;
    // 'x' is 5 points wide at size 10: 20 to a line of 100 points.
    expect(wrapText(`ab ${'x'.repeat(50)} cd`, regular, 10, 100)).toEqual([
      'ab',
      'x'.repeat(20),
      'x'.repeat(20),
      `${'x'.repeat(10)} cd`,
    ]);
    expect(wrapText('x'.repeat(20), regular, 10, 100)).toEqual(['x'.repeat(20)]);
    expect(wrapText('  one\ttwo\n three  ', regular, 10, 1000)).toEqual(['one two three']);
  });

  it('never breaks at a no-break space: a duration and a French label stay whole', async () => {
    const { regular } = await fonts;
    const duration = formatMinutes(270, 'fr');
    expect(duration).toBe('4\u00a0h\u00a030\u00a0min');
    const width = widthOf(`xxxxxxxxxx 4\u00a0h`, regular, 10);
    const lines = wrapText(`xxxxxxxxxx ${duration} Durée\u00a0: 1`, regular, 10, width);
    expect(lines).toContain(duration);
    expect(lines.some((line) => line.includes('Durée\u00a0:'))).toBe(true);
  });

  it('gives one empty line for empty text, and a character a line when none fits', async () => {
    const { regular } = await fonts;
    expect(wrapText('', regular, 10, 100)).toEqual(['']);
    expect(wrapText(' \n ', regular, 10, 100)).toEqual(['']);
    expect(wrapText('WWW', regular, 10, 1)).toEqual(['W', 'W', 'W']);
  });

  it('gives lines that fit the width and hold every word, in order', async () => {
    const { regular, bold } = await fonts;
    const words = Array.from({ length: 3000 }, (_, i) =>
      repeatTo('Kokrobite-Accra-Ghana-WWW-ilj-é-', 1 + ((i * 37) % 190)).slice(i % 7),
    ).filter((word) => word !== '');
    const text = words.join(' ');
    for (const [font, size, maxWidth] of [
      [regular, 10, 499.28],
      [bold, 16, 499.28],
      [bold, 10, 150],
    ] as const) {
      const lines = wrapText(text, font, size, maxWidth);
      for (const line of lines) {
        expect(line).toMatch(/^\S+( \S+)*$/);
        expect(widthOf(line, font, size)).toBeLessThanOrEqual(maxWidth);
      }
      expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
      // Every word that fits the column is on one line, whole.
      const tokens = new Set(lines.flatMap((line) => line.split(' ')));
      for (const word of words) {
        if (widthOf(word, font, size) <= maxWidth) expect(tokens.has(word)).toBe(true);
      }
    }
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

/** The drawn text as one line: the voucher wraps a long row where the width ends. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe("a connecting flight's itinerary", () => {
  it('gives the voucher a row per flight, with airports, local times, zones, durations and the change', async () => {
    const doc = toBookingDocument(makeConnectingFlightOrder());
    const text = oneLine(await drawnText(await renderVoucherPdf(doc)));
    expect(text).toContain('Flight 1');
    expect(text).toContain('AW 150, Dana Air');
    expect(text).toContain(
      'LOS Murtala Muhammed International Airport Thu, 17 Dec 2026, 10:00 (UTC+1)',
    );
    expect(text).toContain('Duration: 1h 15m');
    expect(text).toContain('Flight 2');
    expect(text).toContain('DL 402, Delta Air Lines');
    expect(text).toContain(
      'JFK John F. Kennedy International Airport Fri, 18 Dec 2026, 05:15 (UTC−5) +1 day',
    );
    expect(text).toContain('Change at ACC Kotoka International Airport, 12h 15m layover');
    // One row per flight, the change between them, in order.
    expect(text.indexOf('Flight 1')).toBeLessThan(text.indexOf('Change at ACC'));
    expect(text.indexOf('Change at ACC')).toBeLessThan(text.indexOf('Flight 2'));
    expect(renderConfirmationEmail(doc).text).toContain('Flight 2: DL 402, Delta Air Lines');
  });

  it('writes the rows in French for a French booking', async () => {
    const doc = toBookingDocument(makeConnectingFlightOrder('fr'));
    const text = oneLine(await drawnText(await renderVoucherPdf(doc)));
    expect(text).toContain('Vol 1');
    expect(text).toContain('jeu. 17 déc. 2026, 10:00 (UTC+1)');
    expect(text).toContain('Durée : 1 h 15 min');
    expect(text).toContain('+1 jour');
    expect(text).toContain(
      'Correspondance à ACC Aéroport international Kotoka, escale de 12 h 15 min',
    );
    const mail = renderConfirmationEmail(doc);
    expect(oneLine(mail.text)).toContain(
      'Correspondance à ACC Aéroport international Kotoka, escale de 12 h 15 min',
    );
    expect(mail.html).toContain('DL 402, Delta Air Lines');
  });

  it('gives the calendar file an event per flight at its exact UTC times, with the airports and the reference', () => {
    const ics = unfold(renderBookingIcs(toBookingDocument(makeConnectingFlightOrder())));
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(2);
    const [first = '', second = ''] = events;
    expect(first).toContain('DTSTART:20261217T090000Z');
    expect(first).toContain('DTEND:20261217T101500Z');
    expect(first).toContain('SUMMARY:Flight AW 150 LOS -> ACC');
    expect(first).toContain(
      'LOCATION:Murtala Muhammed International Airport (LOS) -> Kotoka International Airport (ACC)',
    );
    expect(first).toContain('UID:FL-CONNECT1-1@');
    expect(first).toContain('FL-CONNECT1');
    expect(second).toContain('DTSTART:20261217T223000Z');
    expect(second).toContain('DTEND:20261218T101500Z');
    expect(second).toContain('UID:FL-CONNECT1-2@');
    expect(second).toContain('Confirmation number: FL-CONNECT1');
  });
});

describe("the documents' money", () => {
  it('names the currency by its code in English and by its sign in French, with plain spaces', () => {
    const en = wordingOf('en');
    const fr = wordingOf('fr');
    expect(documentMoney('1250.00', 'USD', en)).toBe('USD 1,250.00');
    expect(documentMoney('1250.00', 'USD', fr)).toBe('1 250,00 $US');
    expect(documentMoney('0.00', 'USD', fr)).toBe('0,00 $US');
    // A package's discount is money like the totals beside it, not a bare '-206.00'.
    expect(documentMoney('-206.00', 'USD', en)).toBe('-USD 206.00');
    expect(documentMoney('-206.00', 'USD', fr)).toBe('-206,00 $US');
    expect(documentMoney('n/a', 'USD', en)).toBe('USD n/a');
  });
});
