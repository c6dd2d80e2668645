/** Characters that make an array element need quotes, wherever they are in it. */
const QUOTE_NEEDED = /["\\{}\s]/;

/** A text that can't be written bare as an element: empty, NULL, or cut in two by a comma. */
const needsQuotes = (value: number | string) =>
  typeof value === 'string' &&
  (value === '' || value.includes(',') || (value.length === 4 && value.toUpperCase() === 'NULL'));

/**
 * A PostgreSQL array literal, `{1,2}` or `{"LH 596","a \"b\""}`: a whole list as one parameter,
 * cast in the query (`::int[]`, `::date[]`, `::text[]`), on PGlite and node-postgres alike.
 * Numbers and plain texts (ISO dates) are written bare, as searches send thousands at once;
 * any other text is quoted, so commas, braces, quotes, backslashes and NULL stay texts.
 */
export function pgArray(values: readonly (number | string)[]): string {
  const bare = values.join(',');
  if (!QUOTE_NEEDED.test(bare) && !values.some(needsQuotes)) return `{${bare}}`;
  const items = values.map((value) =>
    typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}
