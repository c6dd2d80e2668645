import {
  CURRENCIES,
  FLOATING_CURRENCIES,
  withPegs,
  type Currency,
  type RateTable,
} from '../../../domain/currencies.ts';

/** Where the rates service reads today's rates: one table of units per euro. */
export type RatesProvider = { name: string; fetchTable(): Promise<RateTable> };

/**
 * A rates provider over HTTP (RATES_URL, RATES_API_KEY sent as a bearer token). It answers the
 * shape most rate APIs share (Fixer, exchangerate.host, Open Exchange Rates with base EUR):
 *
 *   { "base": "EUR", "date": "2026-11-26", "rates": { "USD": 1.16, "NGN": 1798.5, ... } }
 *
 * Rates are read from the answer's text as written (numbers or strings), never through a float.
 * A table is refused whole, and the stored one kept, when its base is not EUR, its date is not a
 * day, a floating currency is missing, or a rate is not a positive decimal (no exponents).
 * The pegs (XOF, XAF, CVE) are never taken from it.
 */
export function createHttpRatesProvider({
  url,
  apiKey,
  timeoutMs = 10_000,
}: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}): RatesProvider {
  const name = new URL(url).host;
  return {
    name,
    async fetchTable() {
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The rates provider answered ${response.status}`);
      return readRatesAnswer(await response.text(), name);
    },
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_DECIMAL = /^(?!0+(?:\.0+)?$)\d+(?:\.\d+)?$/;

/** A provider's answer as a rate table with the pegs put back; throws what is wrong with it. */
export function readRatesAnswer(text: string, source: string): RateTable {
  let answer: unknown;
  try {
    answer = JSON.parse(quoteNumbers(text));
  } catch {
    throw new Error('The rates answer is not JSON');
  }
  if (typeof answer !== 'object' || answer === null) throw new Error('The rates answer is empty');
  const { base, date, rates } = answer as { base?: unknown; date?: unknown; rates?: unknown };
  if (base !== 'EUR') throw new Error(`The rates' base must be EUR, not ${String(base)}`);
  if (typeof date !== 'string' || !DAY.test(date) || Number.isNaN(Date.parse(date)))
    throw new Error('The rates answer has no date (YYYY-MM-DD)');
  if (typeof rates !== 'object' || rates === null) throw new Error('The rates answer has no rates');
  const given = rates as Record<string, unknown>;
  const perEur = { EUR: '1' } as Record<Currency, string>;
  for (const code of FLOATING_CURRENCIES) {
    const rate = given[code];
    if (rate === undefined) throw new Error(`The rates answer has no rate for ${code}`);
    if (typeof rate !== 'string' || !POSITIVE_DECIMAL.test(rate))
      throw new Error(`The rate of ${code} is not a positive decimal: ${String(rate)}`);
    perEur[code] = normalise(rate);
  }
  const table = withPegs({ asOf: date, source, perEur });
  if (!CURRENCIES.every((code) => table.perEur[code])) throw new Error('The rates are incomplete');
  return table;
}

/** '1798.50' is '1798.5', '007' is '7': one spelling per rate, so equal tables compare equal. */
function normalise(rate: string): string {
  const [whole = '0', decimals = ''] = rate.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedDecimals = decimals.replace(/0+$/, '');
  return trimmedDecimals ? `${trimmedWhole}.${trimmedDecimals}` : trimmedWhole;
}

/**
 * The JSON text with every number written as a string ('1.16' stays '1.16', not the float
 * nearest it): strings are copied as they are, escapes included.
 */
export function quoteNumbers(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const char = text[i]!;
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      let end = i + 1;
      while (end < text.length && /[0-9eE.+-]/.test(text[end]!)) end += 1;
      out += `"${text.slice(i, end)}"`;
      i = end;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}
