import { z } from 'zod';
import { formatInZone } from './format.ts';

/**
 * A booked flight as a traveller reads it on a ticket: one row per flight, with the change
 * between two flights, the duration and the days an arrival moves on. Times stay in each
 * airport's local time with its offset ('2026-12-17T10:00:00+01:00'), as airlines print them.
 */

/** One flight of a slice as the order keeps it: local times with their airports' offsets. */
export const FlightSegmentRecord = z.object({
  flightNumber: z.string(),
  airline: z.string(),
  from: z.string(),
  to: z.string(),
  departure: z.string(),
  arrival: z.string(),
});
export type FlightSegmentRecord = z.infer<typeof FlightSegmentRecord>;

export const ItineraryAirport = z.object({
  code: z.string(),
  /** The airport's own name ('Kotoka International Airport'); the code when it is not known. */
  name: z.string(),
  city: z.string(),
});
export type ItineraryAirport = z.infer<typeof ItineraryAirport>;

/** One row of an itinerary: a flight, and the wait at its arrival airport before the next. */
export const ItineraryFlight = z.object({
  flightNumber: z.string(),
  airline: z.string(),
  from: ItineraryAirport,
  to: ItineraryAirport,
  departure: z.string(),
  arrival: z.string(),
  durationMinutes: z.number().int(),
  /** Calendar days between the local departure date and the local arrival date ('+1 day'). */
  arrivalDayOffset: z.number().int(),
  /** The change at `to` before the next flight of the slice; null after the last. */
  layoverMinutes: z.number().int().nullable(),
});
export type ItineraryFlight = z.infer<typeof ItineraryFlight>;

const OFFSET_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The parts of a local time with its offset; a string that is not one is a RangeError. */
function partsOf(iso: string) {
  const m = OFFSET_TIME.exec(iso);
  if (!m) throw new RangeError(`Not a local time with an offset: '${iso}'`);
  const [, y, mo, d, h, mi, offset = 'Z'] = m;
  const offsetMinutes =
    offset === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) *
        (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
  const wallMs = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return { wallMs, offsetMinutes, utcMs: wallMs - offsetMinutes * 60_000 };
}

/** The exact instant of a local time with an offset. */
export function instantOf(iso: string): Date {
  return new Date(partsOf(iso).utcMs);
}

const dayNumber = (iso: string) => Math.floor(partsOf(iso).wallMs / 86_400_000);

/** A slice's flights as rows, each airport named by `airportOf` (undefined: its code). */
export function itineraryOf(
  segments: readonly FlightSegmentRecord[],
  airportOf: (code: string) => { name: string; city: string } | undefined,
): ItineraryFlight[] {
  const airport = (code: string): ItineraryAirport => {
    const known = airportOf(code);
    return { code, name: known?.name ?? code, city: known?.city ?? code };
  };
  return segments.map((segment, i) => {
    const next = segments[i + 1];
    const arrives = partsOf(segment.arrival).utcMs;
    return {
      flightNumber: segment.flightNumber,
      airline: segment.airline,
      from: airport(segment.from),
      to: airport(segment.to),
      departure: segment.departure,
      arrival: segment.arrival,
      durationMinutes: Math.round((arrives - partsOf(segment.departure).utcMs) / 60_000),
      arrivalDayOffset: dayNumber(segment.arrival) - dayNumber(segment.departure),
      layoverMinutes: next ? Math.round((partsOf(next.departure).utcMs - arrives) / 60_000) : null,
    };
  });
}

const localeOf = (language: string) => (language.startsWith('fr') ? 'fr-FR' : 'en-GB');

/** A local time as its airport's clock reads it, with the day: 'Thu 17 Dec 2026, 10:00'. */
export function formatFlightTime(iso: string, language: string): string {
  // The wall-clock time itself, read as if in UTC: the airport's clock, whatever its zone.
  return formatInZone(new Date(partsOf(iso).wallMs), 'UTC', localeOf(language)).replace(
    /[\u202f\u00a0]/g,
    ' ',
  );
}

/** The local time's zone as its offset from UTC: 'UTC+1', 'UTC−5', 'UTC+5:30', 'UTC'. */
export function formatZone(iso: string): string {
  const offset = partsOf(iso).offsetMinutes;
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset < 0 ? '−' : '+'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** A length of time as the language writes it: '8h 15m' in English, '8 h 15 min' in French. */
export function formatMinutes(total: number, language: string): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const fr = language.startsWith('fr');
  // No-break spaces: '4 h 30 min' is one thing, never split across two lines.
  const parts = [
    hours ? `${hours}${fr ? '\u00a0h' : 'h'}` : '',
    minutes || !hours ? `${minutes}${fr ? '\u00a0min' : 'm'}` : '',
  ];
  return parts.filter(Boolean).join('\u00a0');
}
