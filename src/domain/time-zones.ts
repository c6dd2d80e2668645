import { isIsoDate } from './dates.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How many minutes the wall clock of the IANA zone `tz` is ahead of UTC at the instant `utcMs`. */
export function zoneOffsetMinutes(tz: string, utcMs: number): number {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * The time zone of each country we sell stays in (each has one): the deadlines of a stay are
 * counted in its own local time, never in UTC or the reader's zone.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  Benin: 'Africa/Porto-Novo',
  'Burkina Faso': 'Africa/Ouagadougou',
  Cameroon: 'Africa/Douala',
  'Cape Verde': 'Atlantic/Cape_Verde',
  'Cabo Verde': 'Atlantic/Cape_Verde',
  "Côte d'Ivoire": 'Africa/Abidjan',
  'Ivory Coast': 'Africa/Abidjan',
  Gambia: 'Africa/Banjul',
  'The Gambia': 'Africa/Banjul',
  Ghana: 'Africa/Accra',
  Guinea: 'Africa/Conakry',
  'Guinea-Bissau': 'Africa/Bissau',
  Liberia: 'Africa/Monrovia',
  Mali: 'Africa/Bamako',
  Mauritania: 'Africa/Nouakchott',
  Niger: 'Africa/Niamey',
  Nigeria: 'Africa/Lagos',
  Senegal: 'Africa/Dakar',
  'Sierra Leone': 'Africa/Freetown',
  Togo: 'Africa/Lome',
};

/** The zone of a country; a country we do not know is taken as UTC (GMT, like most of the coast). */
export function timeZoneOfCountry(country: string): string {
  return COUNTRY_TIME_ZONES[country] ?? 'UTC';
}

/**
 * The UTC instant of a local date and time in an IANA zone ('2026-12-01', '08:30',
 * 'Africa/Lagos'); a date or time that is not one is a RangeError.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateParts || !isIsoDate(date)) throw new RangeError(`Not a date YYYY-MM-DD: '${date}'`);
  const hour = Number(timeParts?.[1]);
  const minute = Number(timeParts?.[2]);
  if (!timeParts || hour > 23 || minute > 59) throw new RangeError(`Not a time HH:MM: '${time}'`);
  const wall = Date.UTC(
    Number(dateParts[1]),
    Number(dateParts[2]) - 1,
    Number(dateParts[3]),
    hour,
    minute,
  );
  const firstGuess = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  // The offset can differ at the real instant when a daylight-saving change lies in between.
  return new Date(wall - zoneOffsetMinutes(timeZone, firstGuess) * 60_000);
}
