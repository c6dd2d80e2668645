import { SHIPPED_RATES, type RateTable } from '../../domain/currencies.ts';

/**
 * The rates the assistant reads a price in euros or CFA francs at: the CFA franc's fixed peg to
 * the euro, and a euro-dollar rate with the day of its table (it floats; the answer says which
 * rate it used). Read from the rates service's table (today's, or the shipped one).
 */
export type ExchangeRates = { xofPerEur: number; usdPerEur: number; reviewed: string };

/** A rate table as the assistant's sentences use it (for reading a cap, not for charging). */
export function exchangeOf(table: RateTable): ExchangeRates {
  return {
    /** Fixed since 1999: 1 € = 655.957 F CFA, for XOF and XAF alike. */
    xofPerEur: Number(table.perEur.XOF),
    /** US dollars for one euro. */
    usdPerEur: Number(table.perEur.USD),
    reviewed: table.asOf,
  };
}

/** The shipped table's rates, where no rates service is given, and where the rates come from. */
export const EXCHANGE = {
  ...exchangeOf(SHIPPED_RATES),
  sources: [
    { name: 'BCEAO – the CFA franc and its parity', url: 'https://www.bceao.int' },
    {
      name: 'European Central Bank – euro foreign exchange reference rates',
      url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    },
  ],
} as const;
