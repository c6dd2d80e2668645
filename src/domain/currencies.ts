import { z } from 'zod';
import { minorDigits, numberFormat } from './format.ts';

/**
 * The currencies a traveller can see prices in, the rates between them, and conversion in whole
 * minor units. Catalogue prices are US dollars; a price shown in another currency is converted
 * here, never through binary floating point: rates are decimal strings read into integers, and
 * an amount is multiplied and divided as big integers, then rounded once.
 *
 * Rounding: half away from zero, to the target currency's minor unit (ISO 4217: XOF, XAF and
 * GNF have none, the others two). One conversion rounds once; converting back is a new
 * conversion and may differ by a minor unit.
 */

export const CURRENCIES = [
  'USD',
  'EUR',
  'XOF',
  'XAF',
  'NGN',
  'GHS',
  'GMD',
  'GNF',
  'SLE',
  'LRD',
  'CVE',
  'MRU',
] as const;

export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/**
 * Fixed by treaty, exact, and never taken from a rates provider: the CFA francs of West
 * (BCEAO) and Central Africa (BEAC) and the Cape Verdean escudo, each to the euro.
 */
export const PEGS_PER_EUR = {
  XOF: '655.957',
  XAF: '655.957',
  CVE: '110.265',
} as const satisfies Partial<Record<Currency, string>>;

/** Units of each currency for one euro, with the day they were read and where from. */
export type RateTable = {
  /** ISO date (YYYY-MM-DD) of the floating rates; the pegs do not change. */
  asOf: string;
  /** 'shipped' for the table below, or the rates provider's name. */
  source: string;
  perEur: Record<Currency, string>;
};

/**
 * The table shipped with the app, used when no rates provider is set or none has answered.
 * Floating rates are the day's reference rates, rounded to what a traveller's bank shows;
 * pages show the date beside every converted amount, and admin flags a table over 48 hours old.
 */
export const SHIPPED_RATES: RateTable = {
  asOf: '2026-11-25',
  source: 'shipped',
  perEur: {
    EUR: '1',
    USD: '1.16',
    ...PEGS_PER_EUR,
    NGN: '1798.5',
    GHS: '14.15',
    GMD: '83.6',
    GNF: '10034',
    SLE: '26.35',
    LRD: '208.8',
    MRU: '46.2',
  },
};

/** A rates provider's table with the pegs put back, so no provider can move them. */
export function withPegs(table: RateTable): RateTable {
  return { ...table, perEur: { ...table.perEur, ...PEGS_PER_EUR } };
}

const DECIMAL_RATE = /^(\d+)(?:\.(\d+))?$/;

/** A positive decimal rate ('655.957') as a fraction of integers: 655957 / 1000. */
function fraction(rate: string): { num: bigint; den: bigint } {
  const match = DECIMAL_RATE.exec(rate);
  if (!match) throw new Error(`'${rate}' is not a decimal rate`);
  const [, whole, decimals = ''] = match;
  const num = BigInt(`${whole}${decimals}`);
  if (num === 0n) throw new Error('a rate must be above zero');
  return { num, den: 10n ** BigInt(decimals.length) };
}

/** num / den rounded half away from zero; den is positive. */
function divideRounded(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  const rounded = (magnitude * 2n + den) / (den * 2n);
  return negative ? -rounded : rounded;
}

/**
 * Whole minor units of `from` in whole minor units of `to` at the table's rates:
 * convertMinor(10000, 'EUR', 'XOF', table) is 65596 (100 € = 65 595.7 FCFA, rounded).
 */
export function convertMinor(
  minor: number,
  from: Currency,
  to: Currency,
  table: RateTable,
): number {
  if (!Number.isSafeInteger(minor)) throw new Error('an amount must be whole minor units');
  if (from === to) return minor;
  const source = fraction(table.perEur[from]);
  const target = fraction(table.perEur[to]);
  const shift = minorDigits(to) - minorDigits(from);
  // minor × (target / source) × 10^shift, as one fraction.
  let num = BigInt(minor) * target.num * source.den;
  let den = target.den * source.num;
  if (shift >= 0) num *= 10n ** BigInt(shift);
  else den *= 10n ** BigInt(-shift);
  return Number(divideRounded(num, den));
}

/**
 * A bound of a price filter said in whole units of `from`, in whole units of `to`, rounded
 * outward: down for a lower bound, up for an upper one, so nothing the traveller's range takes in
 * is left out of the search (a price a unit outside may come in).
 */
export function convertBound(
  units: number,
  from: Currency,
  to: Currency,
  table: RateTable,
  direction: 'down' | 'up',
): number {
  if (!Number.isSafeInteger(units) || units < 0) throw new Error('a bound must be whole units');
  if (from === to) return units;
  const source = fraction(table.perEur[from]);
  const target = fraction(table.perEur[to]);
  const num = BigInt(units) * target.num * source.den;
  const den = target.den * source.num;
  const whole = num / den;
  return Number(direction === 'up' && whole * den !== num ? whole + 1n : whole);
}

/**
 * The rate from one currency to another as a decimal for people to read ('1 USD = 565.48 XOF'),
 * rounded to `digits` significant decimals; amounts are never computed from it.
 */
export function rateBetween(from: Currency, to: Currency, table: RateTable, digits = 6): string {
  const source = fraction(table.perEur[from]);
  const target = fraction(table.perEur[to]);
  const scale = 10n ** BigInt(digits);
  const scaled = divideRounded(target.num * source.den * scale, target.den * source.num);
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const decimals = text.slice(-digits).replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

/**
 * Currencies written with their narrow symbol where they have one (₦, GH₵, FG, €), else their code;
 * the dollar and the Liberian dollar keep Intl's own ('$US', 'LRD'), so no '$' is ambiguous.
 * Both CFA francs are written FCFA, as travellers here write them.
 */
const WIDE: ReadonlySet<Currency> = new Set(['USD', 'LRD']);
const CFA: ReadonlySet<Currency> = new Set(['XOF', 'XAF']);

/**
 * Whole minor units as the reader's language writes money, every minor digit shown:
 * formatMinor(45000, 'XOF', 'fr') is '45 000 FCFA' (the CFA franc has no minor unit),
 * formatMinor(125000, 'NGN', 'en') is '₦1,250.00'. `whole` drops the minor digits of a
 * whole amount ('₦1,250'), as list prices are written.
 */
export function formatMinor(
  minor: number,
  currency: Currency,
  locale: string,
  { whole = false }: { whole?: boolean } = {},
): string {
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  const shown = whole && minor % 10 ** digits === 0 ? 0 : digits;
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: WIDE.has(currency) ? 'symbol' : 'narrowSymbol',
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  });
  if (!CFA.has(currency)) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? 'FCFA' : part.value))
    .join('');
}

/**
 * Where the server reads today's rates: the rates service (stored tables refreshed by a job,
 * with the pegs put back) or, with no provider, the shipped table.
 */
export type RatesSource = { current(): Promise<RateTable> };

// ---------------------------------------------------------------------------------------------
// The traveller's choice, and the answer of GET /api/currencies

/** Currencies whose rates come from a provider (or the shipped table): not the euro, not a peg. */
export const FLOATING_CURRENCIES: readonly Currency[] = CURRENCIES.filter(
  (code) => code !== 'EUR' && !(code in PEGS_PER_EUR),
);

/** Where a traveller says they live, the money they think in (ISO 3166 alpha-2 to ISO 4217). */
export const CURRENCY_OF_COUNTRY: Readonly<Record<string, Currency>> = {
  ...Object.fromEntries(['SN', 'CI', 'BJ', 'TG', 'ML', 'BF', 'NE', 'GW'].map((c) => [c, 'XOF'])),
  ...Object.fromEntries(['CM', 'GA', 'CG', 'TD', 'CF', 'GQ'].map((c) => [c, 'XAF'])),
  NG: 'NGN',
  GH: 'GHS',
  GM: 'GMD',
  GN: 'GNF',
  SL: 'SLE',
  LR: 'LRD',
  CV: 'CVE',
  MR: 'MRU',
};

/** The currency of a country, when it is one of ours; undefined for any other country. */
export function currencyOfCountry(country: string | null | undefined): Currency | undefined {
  return country ? CURRENCY_OF_COUNTRY[country.toUpperCase()] : undefined;
}

/** A first guess before the traveller chooses: French readers here mostly pay in FCFA. */
export function currencyOfLanguage(language: string): Currency {
  return language.toLowerCase().startsWith('fr') ? 'XOF' : 'USD';
}

/** The cookie the choice is kept in beside the browser's storage, as the language's is. */
export const CURRENCY_COOKIE = 'teranga_currency';

export const CurrencyCode = z.enum(CURRENCIES);

const DecimalRate = z.string().regex(DECIMAL_RATE, 'must be a decimal number such as 655.957');

/** A rate table as the API sends it. */
export const RateTableAnswer = z.object({
  asOf: z.iso.date(),
  source: z.string(),
  perEur: z.record(CurrencyCode, DecimalRate),
});

/** GET /api/currencies: the currencies a traveller may choose, today's table, and its age. */
export const CurrenciesAnswer = z.object({
  currencies: z.array(z.object({ code: CurrencyCode, minorDigits: z.number().int().min(0) })),
  rates: RateTableAnswer,
  /** True when the table is older than RATES_STALE_HOURS: pages still convert with it. */
  stale: z.boolean(),
});
export type CurrenciesAnswer = z.infer<typeof CurrenciesAnswer>;

/** A table older than this is flagged (admin, and `stale` in /api/currencies). */
export const RATES_STALE_HOURS = 48;
