import { and, eq, gte, lt } from 'drizzle-orm';
import { convertMinor, isCurrency, type Currency } from '../../../domain/currencies.ts';
import { addDays, FIRST_DAY, LAST_DAY, toIsoDate } from '../../../domain/dates.ts';
import { walletRefundMinor } from '../../../domain/mobile-money-checkout.ts';
import {
  methodOfProvider,
  type AdminRevenue,
  type PaymentMethod,
  type RevenueQuery,
  type RevenueRow,
} from '../../../domain/revenue.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { duffelBookings, paymentRecords, walletCharges } from '../../db/schema/index.ts';
import type { RatesService } from '../rates.ts';

/**
 * Revenue by currency and by payment method: charges and refunds that went through, each
 * converted to US dollars at the table in force on the day it was made (the stored table of that
 * day or the one before it, else the shipped one), rounded once per payment.
 */
export function createAdminRevenue({
  db,
  clock,
  rates,
}: {
  db: Database;
  clock: Clock;
  rates: Pick<RatesService, 'tablesOn'>;
}) {
  async function revenue(query: RevenueQuery): Promise<AdminRevenue> {
    const to = query.to ?? toIsoDate(clock.now());
    // The query's dates are in the years 0001 to 9999 (isoDate); a default start before them
    // would be refused by the database, and no day before the first has payments.
    const start = addDays(to, -29);
    const from = query.from ?? (start < FIRST_DAY ? FIRST_DAY : start);
    // A mobile-money payment is recorded in the checkout's US cents; the wallet's own money is
    // its charge's (wallet_charges), the order's payment: its currency and amount, a refund its
    // share of the charge as the wallet got it back (walletRefundMinor).
    const records = await db
      .select({
        provider: paymentRecords.provider,
        kind: paymentRecords.kind,
        amount: paymentRecords.amountCents,
        currency: paymentRecords.currency,
        createdAt: paymentRecords.createdAt,
        wallet: {
          currency: walletCharges.currency,
          amountMinor: walletCharges.amountMinor,
          usdCents: walletCharges.usdCents,
        },
      })
      .from(paymentRecords)
      .innerJoin(duffelBookings, eq(duffelBookings.id, paymentRecords.orderId))
      .leftJoin(walletCharges, eq(walletCharges.reference, duffelBookings.duffelPaymentIntentId))
      .where(
        and(
          eq(paymentRecords.status, 'succeeded'),
          gte(paymentRecords.createdAt, new Date(`${from}T00:00:00Z`)),
          // The day after the last day is not one the database writes: that period has no end.
          to < LAST_DAY
            ? lt(paymentRecords.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`))
            : undefined,
        ),
      );
    const payments = records.map(({ wallet, ...record }) =>
      wallet?.currency
        ? {
            ...record,
            method: 'mobile_money' as PaymentMethod,
            currency: wallet.currency,
            amount:
              record.kind === 'refund'
                ? walletRefundMinor(record.amount, wallet.usdCents!, wallet.amountMinor!)
                : wallet.amountMinor!,
          }
        : { ...record, method: methodOfProvider(record.provider) },
    );
    const dayOf = (at: Date | null) => toIsoDate(at ?? clock.now());
    const tables = await rates.tablesOn([...new Set(payments.map((p) => dayOf(p.createdAt)))]);
    const rows = new Map<string, RevenueRow>();
    for (const payment of payments) {
      const currency: Currency = isCurrency(payment.currency) ? payment.currency : 'USD';
      const method = payment.method;
      const key = `${currency} ${method}`;
      const row = rows.get(key) ?? {
        currency,
        method,
        payments: 0,
        chargedMinor: 0,
        refundedMinor: 0,
        netMinor: 0,
        netUsdCents: 0,
      };
      const sign = payment.kind === 'refund' ? -1 : 1;
      const usd = convertMinor(
        payment.amount,
        currency,
        'USD',
        tables.get(dayOf(payment.createdAt))!,
      );
      if (sign > 0) {
        row.payments += 1;
        row.chargedMinor += payment.amount;
      } else {
        row.refundedMinor += payment.amount;
      }
      row.netMinor += sign * payment.amount;
      row.netUsdCents += sign * usd;
      rows.set(key, row);
    }
    const sorted = [...rows.values()].sort(
      (a, b) => b.netUsdCents - a.netUsdCents || a.currency.localeCompare(b.currency),
    );
    return {
      from,
      to,
      rows: sorted,
      totalUsdCents: sorted.reduce((sum, row) => sum + row.netUsdCents, 0),
    };
  }
  return { revenue };
}

export type AdminRevenueService = ReturnType<typeof createAdminRevenue>;
