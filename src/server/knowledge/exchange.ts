/**
 * The rates the assistant reads a price in euros or CFA francs at: the CFA franc's fixed peg to
 * the euro, and a euro-dollar rate stated with the day it was checked (it floats; the answer
 * says which rate it used).
 */
export const EXCHANGE = {
  /** Fixed since 1999: 1 € = 655.957 F CFA, for XOF and XAF alike. */
  xofPerEur: 655.957,
  /** US dollars for one euro, the European Central Bank's reference rate, rounded. */
  usdPerEur: 1.16,
  reviewed: '2026-11-25',
  sources: [
    { name: 'BCEAO – the CFA franc and its parity', url: 'https://www.bceao.int' },
    {
      name: 'European Central Bank – euro foreign exchange reference rates',
      url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
    },
  ],
} as const;
