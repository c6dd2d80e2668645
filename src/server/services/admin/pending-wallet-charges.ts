import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { duffelBookings, walletCharges } from '../../db/schema/index.ts';
import { formatAmount } from '../../../domain/pricing.ts';
import type { PendingWalletCharge } from '../../../domain/mobile-money-checkout.ts';

/**
 * The mobile-money charges still waiting for a phone, oldest first, with their age: what the
 * reconciler has yet to settle, for the admin to see (a stuck provider shows as old ones).
 */
export function createPendingWalletCharges({ db, clock }: { db: Database; clock: Clock }) {
  return async function pendingWalletCharges(): Promise<PendingWalletCharge[]> {
    const rows = await db
      .select({ charge: walletCharges, confirmationNumber: duffelBookings.confirmationNumber })
      .from(walletCharges)
      .innerJoin(duffelBookings, eq(duffelBookings.id, walletCharges.orderId))
      .where(eq(walletCharges.status, 'pending'))
      .orderBy(asc(walletCharges.createdAt))
      .limit(500);
    const now = clock.now().getTime();
    return rows.map(({ charge, confirmationNumber }) => ({
      reference: charge.reference,
      confirmationNumber: confirmationNumber ?? '',
      provider: charge.provider,
      country: charge.country,
      network: charge.network,
      phoneLast4: charge.phone.slice(-4),
      currency: charge.currency,
      amount: formatAmount(charge.amountMinor, charge.currency),
      usdAmount: formatAmount(charge.usdCents),
      createdAt: charge.createdAt.toISOString(),
      expiresAt: charge.expiresAt.toISOString(),
      ageSeconds: Math.max(0, Math.floor((now - charge.createdAt.getTime()) / 1000)),
    }));
  };
}
