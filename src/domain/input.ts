import { z } from 'zod';
import { FIRST_DAY, isIsoDate, LAST_DAY } from './dates.ts';

/**
 * The building blocks of every request schema: bounded strings without control characters or
 * broken UTF-16, normalized to NFC; ids bounded to what the database columns hold.
 */

export const MAX_NAME_LENGTH = 100;
export const MAX_FREE_TEXT_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_TOKEN_LENGTH = 300;
/** PostgreSQL `integer` and `serial`. */
export const MAX_DB_INT = 2_147_483_647;

// C0 and C1 controls (NUL included), and the bidirectional overrides that can disguise a name.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// The same, but line breaks and tabs are part of free text.
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// In a `u` regex a lone surrogate is a code point of category Cs; a proper pair is not.
const LONE_SURROGATE = /\p{Cs}/u;

export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  return (allowLineBreaks ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

function checkedText(max: number, allowLineBreaks: boolean) {
  return (
    z
      .string({ error: 'must be text' })
      // Length first, so an oversized value is refused before any other work on it.
      .max(max, { error: `must be at most ${max} characters`, abort: true })
      .refine(isWellFormedText, {
        error: 'must not contain broken characters',
        params: { rule: 'broken_text' },
        abort: true,
      })
      .refine((v) => !hasControlCharacters(v, allowLineBreaks), {
        error: 'must not contain control characters',
        params: { rule: 'control_characters' },
        abort: true,
      })
      .normalize('NFC')
      .trim()
  );
}

/** A name or short label: one line, trimmed, 1 to `max` characters. */
export function plainText(label: string, max = MAX_NAME_LENGTH) {
  return checkedText(max, false)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional one-line text such as a search term: may be empty. */
export function searchText(max = MAX_NAME_LENGTH) {
  return checkedText(max, false);
}

/** Free text written by a traveller (special requests, messages): line breaks allowed. */
export function freeText(max = MAX_FREE_TEXT_LENGTH) {
  return checkedText(max, true);
}

/** An id we issued (session, payment intent, offer, client secret): letters, digits, _ - . : */
export function token(max = MAX_TOKEN_LENGTH) {
  return z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_.:~-]+$/, 'must contain only letters, digits and _ . : ~ -');
}

export const email = z
  .string({ error: 'is required' })
  .trim()
  .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('must be a valid e-mail address'));

/** A calendar date written YYYY-MM-DD, in the years 0001 to 9999 (four digits allow year 0). */
export const isoDate = z
  .string({ error: 'is required' })
  .trim()
  .refine(isIsoDate, {
    error: 'must be a date written YYYY-MM-DD',
    params: { rule: 'invalid_date' },
  })
  .refine((value) => !isIsoDate(value) || value >= FIRST_DAY, {
    error: `must be a date from ${FIRST_DAY} to ${LAST_DAY}`,
    params: { rule: 'invalid_date' },
  });

/** A row id: a positive whole number the database's integer column can hold. */
export const dbId = z.coerce
  .number({ error: 'must be a positive id' })
  .int('must be a positive id')
  .positive('must be a positive id')
  .max(MAX_DB_INT, 'is not a known id');
