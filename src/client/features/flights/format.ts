import { dateTimeFormat } from '../../lib/intl.ts';

/** 'Tue, 1 Dec' in the traveller's language, for a calendar date (no time zone shift). */
export function formatTripDate(date: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
