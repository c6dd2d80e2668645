/**
 * A PostgreSQL array literal, `{1,2}` or `{"LH 596","a \"b\""}`: a whole list as one parameter,
 * cast in the query (`::int[]`, `::date[]`, `::text[]`), on PGlite and node-postgres alike.
 * Texts are quoted, so commas, braces, quotes, backslashes and the word NULL stay texts.
 */
export function pgArray(values: readonly (number | string)[]): string {
  const items = values.map((value) =>
    typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}
