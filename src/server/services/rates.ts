import { asc, desc } from 'drizzle-orm';
import {
  CURRENCIES,
  RATES_STALE_HOURS,
  SHIPPED_RATES,
  withPegs,
  type Currency,
  type RatesSource,
  type RateTable,
} from '../../domain/currencies.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { exchangeRates } from '../db/schema/index.ts';
import type { ServiceLog } from '../lib/service-log.ts';
import type { RatesProvider } from '../providers/rates/http-rates.ts';

/** Today's table with when it was read and whether it is too old to trust without a flag. */
export type RatesStatus = {
  table: RateTable;
  /** When the provider last gave this table; null for the shipped one. */
  fetchedAt: string | null;
  stale: boolean;
  /** Whether a provider is set (RATES_URL): without one the shipped table is the rule. */
  provider: string | null;
};

/** How long a server keeps today's table before reading it again (another may have refreshed). */
const CACHE_MS = 60_000;

/**
 * The exchange rates the app converts with: the newest table the provider gave (stored, so every
 * server reads the same), with the pegs put back, else the table shipped with the app. `refresh`
 * reads the provider (the `rates.refresh` job, hourly, once across servers).
 */
export function createRatesService({
  db,
  clock,
  provider,
  log,
}: {
  db: Database;
  clock: Clock;
  provider?: RatesProvider | undefined;
  log: ServiceLog;
}) {
  let cached: { at: number; status: Promise<RatesStatus> } | undefined;

  async function readStatus(): Promise<RatesStatus> {
    const [row] = await db
      .select()
      .from(exchangeRates)
      .orderBy(desc(exchangeRates.asOf), desc(exchangeRates.fetchedAt))
      .limit(1);
    const table = row ? tableOf(row) : SHIPPED_RATES;
    const fetchedAt = row ? row.fetchedAt.toISOString() : null;
    return { table, fetchedAt, stale: false, provider: provider?.name ?? null };
  }

  /** Today's table and its age; read from the database at most once a minute per server. */
  async function status(): Promise<RatesStatus> {
    const now = performance.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const status = readStatus();
      cached = { at: now, status };
      status.catch(() => {
        if (cached?.status === status) cached = undefined;
      });
    }
    const read = await cached.status;
    return { ...read, stale: isStale(read, clock.now()) };
  }

  /** Reads the provider and stores its table; nothing without a provider. */
  async function refresh(): Promise<{ stored: boolean; asOf?: string }> {
    if (!provider) return { stored: false };
    const table = await provider.fetchTable();
    const fetchedAt = clock.now();
    await db
      .insert(exchangeRates)
      .values({ asOf: table.asOf, source: table.source, perEur: table.perEur, fetchedAt })
      .onConflictDoUpdate({
        target: [exchangeRates.asOf, exchangeRates.source],
        set: { perEur: table.perEur, fetchedAt },
      });
    cached = undefined;
    log.info({ asOf: table.asOf, source: table.source }, 'exchange rates stored');
    return { stored: true, asOf: table.asOf };
  }

  /**
   * The table in force on each day asked (YYYY-MM-DD): the newest stored one dated that day or
   * before, else the shipped one. For converting past payments at their own day's rates.
   */
  async function tablesOn(days: readonly string[]): Promise<Map<string, RateTable>> {
    const rows = days.length
      ? await db
          .select()
          .from(exchangeRates)
          .orderBy(asc(exchangeRates.asOf), asc(exchangeRates.fetchedAt))
      : [];
    const tables = new Map<string, RateTable>();
    for (const day of days) {
      let found: RateTable = SHIPPED_RATES;
      for (const row of rows) if (row.asOf <= day) found = tableOf(row);
      tables.set(day, found);
    }
    return tables;
  }

  const source: RatesSource = { current: async () => (await status()).table };
  return { ...source, status, refresh, tablesOn };
}

export type RatesService = ReturnType<typeof createRatesService>;

function tableOf(row: typeof exchangeRates.$inferSelect): RateTable {
  const perEur = Object.fromEntries(
    CURRENCIES.map((code) => [code, row.perEur[code] ?? SHIPPED_RATES.perEur[code]]),
  ) as Record<Currency, string>;
  return withPegs({ asOf: row.asOf, source: row.source, perEur });
}

/**
 * Older than RATES_STALE_HOURS: a stored table counts from when the provider last gave it (a
 * provider's Friday rates read on Sunday are its newest, not stale); the shipped one from its day.
 */
export function isStale(status: Pick<RatesStatus, 'table' | 'fetchedAt'>, now: Date): boolean {
  const since = status.fetchedAt ?? `${status.table.asOf}T00:00:00Z`;
  return now.getTime() - Date.parse(since) > RATES_STALE_HOURS * 3600_000;
}
