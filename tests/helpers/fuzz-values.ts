import fc from 'fast-check';
import { addDays, daysBetween } from '../../src/domain/dates.ts';

/** Hostile and odd values for the API fuzz suite, and the ways a valid request is mutated. */

/** A token written as-is into a JSON body: numbers JSON.stringify cannot write, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `RawJson(${truncate(this.text, 60)})`;
  }
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${text.length} chars)`;
}

/** JSON text of a value that may hold RawJson tokens. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw:${raws.length - 1}@@`;
    }
    return v;
  });
  if (text === undefined) return '';
  return raws.length === 0
    ? text
    : text.replace(/"@@raw:(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

export const TODAY = '2026-11-21';

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u0000Ama',
  'Ama\u0000',
  '\ud800',
  '\udc00',
  'Ama\ud800',
  '\udc00\ud800',
  'Ko\ud83dfi',
  'e\u0301\u0301\u0301\u0301',
  'Z̸̡̛͖̳̪̲ͨalgo',
  '👩🏽‍✈️',
  '🇸🇳🇬🇭',
  'مرحبا بالعالم',
  'שלום',
  '\u202eevil\u202c',
  '\u200b',
  '\ufeffbom',
  '\u0007\u0008\u000b\u000c\u001b[31m',
  '\u007f\u0080\u009f',
  '\u2028\u2029',
  '\uffff\ufffe',
  '\u{10ffff}',
  'Adébáyọ̀ Ọláòṣebìkan',
  'Ɓ ɗ ƙ ŋ ɛ ɔ ƴ',
  'Ａｍａ',
  'İstanbul ß ǅ',
  'null',
  'undefined',
  'true',
  'false',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '0.5',
  '1.5',
  '1e20',
  '-1e20',
  '9999999999999',
  '4242424242424242',
  '99999999999999999999999999',
  '0x10',
  '1_000',
  ' 42 ',
  '2026-02-30',
  '99999-01-01',
  '0000-00-00',
  '2026-13-01',
  '2026-12-1',
  '2026-12-01T00:00:00Z',
  '12/01/2026',
  '+002026-12-01',
  "' OR 1=1 --",
  '"; drop table bookings; --',
  '%',
  '%00',
  '%%',
  '\\',
  '\\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'a@b',
  'ama@example.com',
  'AMA@EXAMPLE.COM',
  'ama@exa\u0000mple.com',
  'ama@ex\ud800.com',
  'HO-',
  'HO-AAAA',
  'HO-ZZZZZZZZ',
  'stay_',
  'stay_1_2026-12-01_2026-12-02_1',
  'stay_999999999999_2026-12-01_2026-12-02_1',
  'stay_1_2026-02-30_2026-03-02_1',
  'stay_1_2026-12-01_2026-12-02_99999999999',
  'pi_',
  'pi_test_',
  'b.x.1.2.sig',
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-0000-0000-000000000000',
  'evt_1',
] as const;

/** Single characters that break parsers, databases and fonts. */
const ODD_CHARS = [
  'a',
  'Z',
  '0',
  ' ',
  '-',
  '.',
  '_',
  '@',
  '%',
  '"',
  "'",
  '\\',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udc00',
  '\u0301',
  'é',
  'ọ',
  '😀',
  '👩‍👧',
  'ا',
  'א',
  '\u202e',
  '\u200b',
  '\ufeff',
  '中',
] as const;

const longString = fc
  .tuple(
    fc.constantFrom('a', 'é', '\u0000', '😀', '\ud800', '1', ' ', 'ab\u0301'),
    fc.integer({ min: 101, max: 5000 }),
    fc.constantFrom('', 'x', '\u0000', '\ud800'),
  )
  .map(([c, n, tail]) => c.repeat(n) + tail);

/** Around 100k to 1M characters: rare, they cost time. */
const hugeString = fc
  .tuple(fc.constantFrom(100_000, 400_000, 1_000_000), fc.constantFrom('a', '\u0000', 'é'))
  .map(([n, c]) => 'x'.repeat(n - 1) + c);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 200 },
  { arbitrary: fc.string({ unit: fc.constantFrom(...ODD_CHARS), maxLength: 24 }), weight: 120 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 24 }), weight: 60 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 60 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 40 },
  { arbitrary: longString, weight: 40 },
  { arbitrary: hugeString, weight: 1 },
);

const SPECIAL_NUMBERS = [
  0,
  -0,
  1,
  -1,
  2,
  0.5,
  -0.5,
  1.5,
  0.001,
  2.000001,
  10,
  11,
  100_000,
  100_001,
  1e20,
  -1e20,
  9999999999999,
  4242424242424242,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
] as const;

export const nastyNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_NUMBERS), weight: 6 },
  { arbitrary: fc.integer({ min: -3, max: 12 }), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  {
    arbitrary: fc
      .constantFrom(
        '1e400',
        '-1e400',
        '123456789012345678901234567890',
        '1.00000000000000000000001',
        '-0.0',
        '0e0',
        '1E+2',
      )
      .map((t) => new RawJson(t)),
    weight: 1,
  },
);

/** Numbers written as text, as query strings and forms carry them. */
export const numericString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SPECIAL_NUMBERS).map(String),
  fc.constantFrom(
    '1e20',
    '9999999999999',
    '4242424242424242',
    '-1',
    '0.5',
    '1.0',
    ' 3',
    '3 ',
    '+3',
  ),
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.double({ noNaN: true }).map(String),
);

export const badDate: fc.Arbitrary<string> = fc.constantFrom(
  '2026-02-30',
  '2026-02-29',
  '2027-02-29',
  '99999-01-01',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2026-13-01',
  '2026-00-10',
  '2026-12-32',
  '2026-12-1',
  '26-12-01',
  '2026/12/01',
  '2026-12-01T10:00:00Z',
  '2026-12-01 ',
  ' 2026-12-01',
  '２０２６-12-01',
  '2026-12-01\u0000',
  '9999-12-31',
  '2100-01-01',
  '1970-01-01',
  '',
);

/** Offsets from today to real dates at the ends of the calendar: year 1, 2099, 9999. */
export const extremeOffset: fc.Arbitrary<number> = fc.constantFrom(
  ...['0001-01-01', '1970-01-01', '2099-12-31', '9999-12-30', '9999-12-31'].map((d) =>
    daysBetween('2026-11-21', d),
  ),
);

/** A valid date `offset` days from the fixed today; dates far behind and ahead included. */
export const dateNear = (min = -400, max = 420) =>
  fc.integer({ min, max }).map((d) => addDays(TODAY, d));

export const anyDate: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: dateNear(), weight: 3 },
  { arbitrary: badDate, weight: 2 },
);

const smallJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** Anything a JSON field may hold, weighted to odd strings and numbers. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 16 },
  { arbitrary: nastyNumber, weight: 10 },
  { arbitrary: numericString, weight: 4 },
  { arbitrary: badDate, weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 4 },
  { arbitrary: fc.constant({}), weight: 2 },
  { arbitrary: fc.constant([]), weight: 2 },
  { arbitrary: fc.array(nastyString, { maxLength: 3 }), weight: 2 },
  { arbitrary: smallJson, weight: 2 },
  {
    arbitrary: fc
      .constantFrom(
        '['.repeat(5000) + ']'.repeat(5000),
        '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '"\\ud800"',
        '"\\u0000"',
        '"\\udc00\\ud800"',
      )
      .map((t) => new RawJson(t)),
    weight: 1,
  },
);

// ---------------------------------------------------------------------------------------------
// Mutating a valid JSON body: one field changed, removed or added, or the whole body replaced.

type JsonPath = (string | number)[];

function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  }
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    return Object.entries(value).flatMap(([k, v]) => [
      [...prefix, k],
      ...pathsOf(v, [...prefix, k]),
    ]);
  }
  return [];
}

function containersOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((v, i) => containersOf(v, [...prefix, i]))];
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => containersOf(v, [...prefix, k]))];
  }
  return [];
}

function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneJson(v)])) as T;
  }
  return value;
}

function parentOf(root: unknown, path: JsonPath): Record<string | number, unknown> | undefined {
  let node = root as Record<string | number, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as typeof node;
  return node;
}

export type Mutated = { body: unknown; label: string };

function describePath(path: JsonPath): string {
  return path.length === 0 ? '(body)' : path.join('.');
}

/** Inputs that broke a field before: always tried on that field, beside the random ones. */
export type Focus = { path: JsonPath; values: readonly unknown[] };

export type MutateOptions = {
  /** Values added to the hostile ones for this body. */
  extraValues?: fc.Arbitrary<unknown>;
  /** How often the body goes out unchanged, against 12 (16 with focus) for the changes. */
  validWeight?: number;
  focus?: readonly Focus[];
};

/** Sets a value at a path, creating the objects and arrays on the way. */
function setAt(root: unknown, path: JsonPath, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    if (!node[key] || typeof node[key] !== 'object')
      node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/**
 * The valid body unchanged (often), or with one change: a field set to a hostile value, a field
 * removed, an extra field, or a different body altogether. The label says which.
 */
export function mutateBody(base: unknown, options: MutateOptions = {}): fc.Arbitrary<Mutated> {
  const { extraValues, validWeight = 5, focus = [] } = options;
  const paths = pathsOf(base);
  const containers = containersOf(base);
  const values = extraValues
    ? fc.oneof({ arbitrary: nastyValue, weight: 4 }, extraValues)
    : nastyValue;
  const choices: fc.WeightedArbitrary<Mutated>[] = [
    { arbitrary: fc.constant({ body: base, label: 'valid' }), weight: validWeight },
    {
      arbitrary: fc.constantFrom(...(containers.length ? containers : [[]])).chain((path) =>
        fc
          .tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'id', ''), values)
          .map(([key, value]) => {
            const body = cloneJson(base);
            const target =
              path.length === 0 ? body : (parentOf(body, path)?.[path.at(-1)!] as unknown);
            if (Array.isArray(target)) target.push(value);
            else if (target && typeof target === 'object')
              Object.defineProperty(target, key, {
                value,
                enumerable: true,
                writable: true,
                configurable: true,
              });
            return { body, label: `extra ${describePath([...path, key])}: ${kindOf(value)}` };
          }),
      ),
      weight: 1,
    },
    {
      arbitrary: values.map((value) => ({
        body: value,
        label: `body replaced by ${kindOf(value)}`,
      })),
      weight: 1,
    },
  ];
  if (paths.length > 0) {
    choices.push(
      {
        arbitrary: fc.tuple(fc.constantFrom(...paths), values).map(([path, value]) => {
          const body = cloneJson(base);
          const parent = parentOf(body, path);
          if (parent) parent[path.at(-1)!] = value;
          return { body, label: `set ${describePath(path)} to ${kindOf(value)}` };
        }),
        weight: 8,
      },
      {
        arbitrary: fc.constantFrom(...paths).map((path) => {
          const body = cloneJson(base);
          const parent = parentOf(body, path);
          if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
          else if (parent) delete parent[path.at(-1)!];
          return { body, label: `delete ${describePath(path)}` };
        }),
        weight: 2,
      },
    );
  }
  if (focus.length > 0) {
    choices.push({
      arbitrary: fc.constantFrom(...focus).chain(({ path, values }) =>
        fc.constantFrom(...values).map((value) => {
          const body = cloneJson(base);
          if (body && typeof body === 'object') setAt(body, path, value);
          const where = describePath(path);
          const label =
            value === undefined ? `delete ${where}` : `set ${where} to ${kindOf(value)}`;
          return { body, label };
        }),
      ),
      weight: 4,
    });
  }
  return fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------
// Bodies on the wire: JSON mostly, and the content types and syntax errors clients really send.

export type WireBody = { payload: string; headers: Record<string, string>; encoding: string };

function formOf(body: unknown): string {
  if (!body || typeof body !== 'object') return `value=${percentEncode(String(body))}`;
  return Object.entries(body)
    .map(
      ([k, v]) => `${percentEncode(k)}=${percentEncode(typeof v === 'string' ? v : toJsonText(v))}`,
    )
    .join('&');
}

export function wireBody(body: unknown): fc.Arbitrary<WireBody> {
  const json = toJsonText(body);
  const as = (encoding: string, payload: string, contentType?: string): WireBody => ({
    payload,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    encoding,
  });
  return fc.oneof(
    { arbitrary: fc.constant(as('json', json, 'application/json')), weight: 40 },
    {
      arbitrary: fc
        .constantFrom(
          'application/json; charset=utf-8',
          'application/JSON',
          'application/json; charset=latin1',
          'application/json;charset=utf-16',
          'application/vnd.api+json',
          'application/json, text/plain',
          '',
        )
        .map((type) => as('json with odd content-type', json, type)),
      weight: 2,
    },
    { arbitrary: fc.constant(as('text/plain', json, 'text/plain')), weight: 2 },
    {
      arbitrary: fc.constant(as('form', formOf(body), 'application/x-www-form-urlencoded')),
      weight: 2,
    },
    {
      arbitrary: fc.constant(as('multipart', json, 'multipart/form-data; boundary=x')),
      weight: 1,
    },
    { arbitrary: fc.constant(as('no content-type', json)), weight: 2 },
    { arbitrary: fc.constant(as('empty json', '', 'application/json')), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.nat({ max: Math.max(0, json.length - 1) }),
          fc.constantFrom('', '}', ']', ',', '"', '\u0000', 'garbage', '{"a":1}'),
        )
        .map(([cut, tail]) => as('malformed json', json.slice(0, cut) + tail, 'application/json')),
      weight: 4,
    },
    {
      arbitrary: fc
        .constantFrom(
          `\ufeff${json}`,
          json.replace(/"/g, "'"),
          `${json},`,
          `[${json}]`,
          json.replace(/\}$/, ',}'),
          'null',
          'true',
          '0',
          '"text"',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
        )
        .map((payload) => as('odd json text', payload, 'application/json')),
      weight: 2,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// URLs: percent-encoding that also writes lone surrogates (as WTF-8 bytes, as a sloppy client
// would), query strings with repeated and unknown keys, and raw escapes.

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 63),
    0x80 | ((codePoint >> 6) & 63),
    0x80 | (codePoint & 63),
  ];
}

/** Placeholders for values known only when the request is sent, e.g. `{{order:3:sessionId}}`. */
export const PLACEHOLDER = /\{\{[a-z]+(?::[A-Za-z0-9]+)*\}\}/g;

export function percentEncode(text: string): string {
  return text
    .split(new RegExp(`(${PLACEHOLDER.source})`))
    .map((part, i) => (i % 2 === 1 ? part : encodeText(part)))
    .join('');
}

function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) out += ch;
    else
      out += utf8Bytes(ch.codePointAt(0)!)
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
  }
  return out;
}

/** Escapes written into a URL as they are: broken percent codes, NUL, overlong and WTF-8 bytes. */
export const rawUrlPiece = fc.constantFrom(
  '%',
  '%2',
  '%zz',
  '%00',
  '%C0%80',
  '%ED%A0%80',
  '%ED%B0%80',
  '%FF%FE',
  '%E2%82',
  '%2F',
  '..',
  '%2E%2E',
  '+',
  '&',
  '=',
  '#',
  ';',
  '%0A%0D',
);

export type QueryPair = [key: string, value: string];

export type QueryText = { query: string; label: string };

function queryOf(
  pairs: readonly QueryPair[],
  raw: ReadonlyMap<number, string> = new Map(),
): string {
  return pairs
    .map(([k, v], i) => `${percentEncode(k)}=${raw.get(i) ?? percentEncode(v)}`)
    .join('&');
}

/** A valid query string, or one with a single value changed, a key dropped, repeated or added. */
export function mutateQuery(
  base: readonly QueryPair[],
  focus: readonly { key: string; values: readonly string[] }[] = [],
): fc.Arbitrary<QueryText> {
  const valid = { query: queryOf(base), label: 'valid' };
  const options: fc.WeightedArbitrary<QueryText>[] = [
    { arbitrary: fc.constant(valid), weight: 12 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('extra', 'limit', '__proto__', '', 'q[]', 'a[b]'), nastyString)
        .map(([k, v]) => ({
          query: queryOf([...base, [k, v]]),
          label: `extra ${k || '(empty key)'}`,
        })),
      weight: 2,
    },
    { arbitrary: fc.constant({ query: '', label: 'no query' }), weight: 1 },
    {
      arbitrary: fc
        .constantFrom('&&&', '=', '==', '&=&', '?', 'a', '%', '%00=%00')
        .map((query) => ({ query, label: 'odd query syntax' })),
      weight: 1,
    },
  ];
  if (base.length > 0) {
    const index = fc.nat({ max: base.length - 1 });
    options.push(
      {
        arbitrary: fc
          .tuple(index, fc.oneof({ arbitrary: nastyString, weight: 3 }, numericString, badDate))
          .map(([i, v]) => ({
            query: queryOf(base.map((p, j) => (j === i ? [p[0], v] : p))),
            label: `set ${base[i]![0]} to ${kindOf(v)}`,
          })),
        weight: 16,
      },
      {
        arbitrary: fc.tuple(index, rawUrlPiece).map(([i, piece]) => ({
          query: queryOf(base, new Map([[i, piece]])),
          label: `raw escape in ${base[i]![0]}`,
        })),
        weight: 2,
      },
      {
        arbitrary: index.map((i) => ({
          query: queryOf(base.filter((_, j) => j !== i)),
          label: `delete ${base[i]![0]}`,
        })),
        weight: 4,
      },
      {
        arbitrary: fc.tuple(index, fc.oneof(nastyString, fc.constant(''))).map(([i, v]) => ({
          query: queryOf([...base, [base[i]![0], v]]),
          label: `repeated ${base[i]![0]}`,
        })),
        weight: 4,
      },
    );
  }
  if (focus.length > 0) {
    options.push({
      arbitrary: fc.constantFrom(...focus).chain(({ key, values }) =>
        fc.constantFrom(...values).map((v) => ({
          query: queryOf([...base.filter(([k]) => k !== key), [key, v]]),
          label: `set ${key} to ${kindOf(v)}`,
        })),
      ),
      weight: 2,
    });
  }
  return fc.oneof(...options);
}

/** A path segment: usually the given one, else hostile text or a raw escape. */
export function mutateSegment(
  valid: fc.Arbitrary<string>,
): fc.Arbitrary<{ segment: string; label: string }> {
  return fc.oneof(
    { arbitrary: valid.map((s) => ({ segment: percentEncode(s), label: 'valid' })), weight: 4 },
    {
      arbitrary: fc.oneof(nastyString, numericString).map((s) => ({
        segment: percentEncode(s),
        label: `segment set to ${kindOf(s)}`,
      })),
      weight: 4,
    },
    {
      arbitrary: rawUrlPiece.map((s) => ({ segment: s, label: 'raw escape in segment' })),
      weight: 1,
    },
  );
}

// ---------------------------------------------------------------------------------------------

/** Which kind of hostile input a value is, for the failure list. */
export function kindOf(value: unknown): string {
  if (value instanceof RawJson) return `raw JSON ${truncate(value.text, 20)}`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'non-finite number';
    if (Math.abs(value) >= 1e15) return 'huge number';
    if (!Number.isInteger(value)) return 'fractional number';
    if (value < 0) return 'negative number';
    if (value > 2 ** 31 - 1) return 'number above int4';
    return 'small integer';
  }
  if (typeof value !== 'string') return typeof value;
  if (value.includes('\u0000')) return 'string with NUL';
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value))
    return 'string with a lone surrogate';
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u001f\u007f-\u009f]/.test(value)) return 'string with control characters';
  if (value.length > 5000) return `huge string (${value.length})`;
  if (value.length > 100) return 'long string';
  if (/^[\s]*[-+]?[\d.]+(e[-+]?\d+)?[\s]*$/i.test(value)) return 'numeric string';
  if (/[^\p{ASCII}]/u.test(value)) return 'unicode string';
  if (value.trim() === '') return 'blank string';
  return value.length <= 30 ? `text ${JSON.stringify(value)}` : 'ascii string';
}
