import { addDays, isIsoDate } from '../../../domain/dates.ts';
import { instantOf, type ItineraryFlight } from '../../../domain/itinerary.ts';
import { zonedTimeToUtc } from '../../../domain/time-zones.ts';
import {
  BRAND,
  DOMAIN,
  isAwaitingConfirmation,
  isCancelled,
  moneyOf,
  statusOf,
  wordingFor,
  type BookingDocument,
  type BookingMoment,
} from './booking-document.ts';

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545)

function parseTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new RangeError(`Not a time HH:MM: '${time}'`);
  return { hour, minute };
}

function parseDate(date: string): { year: number; month: number; day: number } {
  if (!isIsoDate(date)) throw new RangeError(`Not a date YYYY-MM-DD: '${date}'`);
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function icsDate(date: string): string {
  parseDate(date);
  return date.replace(/-/g, '');
}

function icsMoment(moment: BookingMoment & { time: string }): string {
  if (moment.tz) return `:${icsUtc(zonedTimeToUtc(moment.date, moment.time, moment.tz))}`;
  const { hour, minute } = parseTime(moment.time);
  // No zone known: a "floating" time, shown as written wherever the calendar is.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `:${icsDate(moment.date)}T${pad(hour)}${pad(minute)}00`;
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of a code point; a lone surrogate is written as U+FFFD, also 3 octets. */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1), never splitting a UTF-8
 * character; a grapheme may be split, as unfolding joins it again.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let start = 0;
  let end = 0;
  let octets = 0;
  // Continuation lines start with a space, which counts toward their 75 octets.
  let limit = 75;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      pieces.push(line.slice(start, end));
      start = end;
      octets = 0;
      limit = 74;
    }
    octets += size;
    end += char.length;
  }
  pieces.push(line.slice(start));
  return pieces.join('\r\n ');
}

function icsDescription(doc: BookingDocument): string {
  const w = wordingFor(doc);
  return [
    w.pair(w.confirmationNumber, doc.confirmationNumber),
    w.email.statusLine(statusOf(doc)),
    ...doc.lines.map((line) => w.pair(line.label, line.value)),
    w.pair(w.total, moneyOf(doc, doc.total)),
    ...doc.notes.map((note) => `- ${note}`),
  ].join('\n');
}

function eventStatus(doc: BookingDocument): string[] {
  const cancelled = isCancelled(doc);
  return [
    `STATUS:${cancelled ? 'CANCELLED' : isAwaitingConfirmation(doc) ? 'TENTATIVE' : 'CONFIRMED'}`,
    // A calendar replaces the confirmed event it already has only with a higher sequence.
    `SEQUENCE:${cancelled ? 1 : 0}`,
  ];
}

/** One flight's event: its exact times in UTC, the airports, and the booking's reference. */
function flightEvent(doc: BookingDocument, f: ItineraryFlight, n: number, stamp: string): string[] {
  const w = wordingFor(doc);
  const description = [
    w.pair(w.confirmationNumber, doc.confirmationNumber),
    w.email.statusLine(statusOf(doc)),
    `${f.flightNumber}, ${f.airline}`,
    `${f.from.code} ${f.from.name} -> ${f.to.code} ${f.to.name}`,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${doc.confirmationNumber}-${n}@${DOMAIN}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsUtc(instantOf(f.departure))}`,
    `DTEND:${icsUtc(instantOf(f.arrival))}`,
    `SUMMARY:${escapeIcsText(w.itinerary.event(f.flightNumber, f.from.code, f.to.code))}`,
    `LOCATION:${escapeIcsText(`${f.from.name} (${f.from.code}) -> ${f.to.name} (${f.to.code})`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...eventStatus(doc),
    'END:VEVENT',
  ];
}

export function renderBookingIcs(doc: BookingDocument): string {
  const { start, end } = doc;
  const timed =
    doc.type !== 'hotel' && start.time !== undefined && (!end || end.time !== undefined);

  const when: string[] = [];
  if (timed && start.time !== undefined) {
    when.push(`DTSTART${icsMoment({ ...start, time: start.time })}`);
    if (end?.time !== undefined) when.push(`DTEND${icsMoment({ ...end, time: end.time })}`);
  } else {
    // All-day: DTEND is exclusive, so a stay ends on its check-out date.
    const endDate = end && end.date > start.date ? end.date : addDays(start.date, 1);
    when.push(`DTSTART;VALUE=DATE:${icsDate(start.date)}`, `DTEND;VALUE=DATE:${icsDate(endDate)}`);
    // A hotel stay should not make whole days look busy.
    when.push('TRANSP:TRANSPARENT');
  }
  const created = new Date(doc.createdAt);
  if (Number.isNaN(created.getTime())) throw new RangeError(`Not an instant: '${doc.createdAt}'`);

  const stamp = icsUtc(created);
  const flights = doc.flights ?? [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND}//Booking ${doc.type}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // A flight is its flights; a package keeps its own event beside them.
    ...(doc.type === 'flight' && flights.length
      ? []
      : [
          'BEGIN:VEVENT',
          `UID:${doc.confirmationNumber}@${DOMAIN}`,
          `DTSTAMP:${stamp}`,
          ...when,
          `SUMMARY:${escapeIcsText(doc.title)}`,
          ...(doc.location ? [`LOCATION:${escapeIcsText(doc.location)}`] : []),
          `DESCRIPTION:${escapeIcsText(icsDescription(doc))}`,
          ...eventStatus(doc),
          'END:VEVENT',
        ]),
    ...flights.flatMap((f, i) => flightEvent(doc, f, i + 1, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
