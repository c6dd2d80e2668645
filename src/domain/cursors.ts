import { z } from 'zod';

/**
 * The cursors of paged lists (the hotel listing, the flight results): a small JSON value the
 * server writes after the last item sent, in base64url so it travels in a query string, and
 * reads back by its schema. A cursor that is not one of ours is a 400, never a guess.
 */

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function writeCursor(value: unknown): string {
  return toBase64Url(JSON.stringify(value));
}

/** The value a cursor holds, checked by its schema; null when the text is not such a cursor. */
export function readCursor<T>(text: string, schema: z.ZodType<T>): T | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const NOT_A_CURSOR = 'must be the nextCursor of an earlier page';

/** The `cursor` query field of a paged list: the nextCursor of an earlier page, decoded. */
export function cursorField<T>(decode: (text: string) => T | null) {
  return z
    .string({ error: NOT_A_CURSOR })
    .max(1000, { error: NOT_A_CURSOR, abort: true })
    .transform((text, ctx) => {
      const cursor = decode(text);
      if (cursor) return cursor;
      ctx.addIssue({ code: 'custom', params: { rule: 'invalid_format' }, message: NOT_A_CURSOR });
      return z.NEVER;
    });
}
