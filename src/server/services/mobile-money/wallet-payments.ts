import { and, eq, gt, or } from 'drizzle-orm';
import { canMove } from '../../../domain/checkout.ts';
import {
  WALLET_CHARGE_TRANSITIONS,
  walletRefundMinor,
  type WalletChargeState,
} from '../../../domain/mobile-money-checkout.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { walletCharges } from '../../db/schema/index.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import type {
  MobileMoneyProvider,
  WalletCharge,
} from '../../providers/payments/mobile-money/types.ts';
import {
  PaymentProviderError,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentStatus,
} from '../../providers/payments/types.ts';

export type WalletChargeRow = typeof walletCharges.$inferSelect;

/** Our references for mobile-money charges start so; the card providers' never do. */
export const WALLET_REFERENCE_PREFIX = 'mm_';
export const isWalletReference = (id: string) => id.startsWith(WALLET_REFERENCE_PREFIX);

/** A charge our side stopped waiting for is still asked about this long, for a late success. */
export const LATE_WATCH_MS = 24 * 3_600_000;

/** A charge as the checkout's payment: its US cents, so confirm and refunds read it as a card's. */
const INTENT_STATUS: Record<WalletChargeState, PaymentStatus> = {
  pending: 'processing',
  succeeded: 'succeeded',
  failed: 'requires_payment_method',
  expired: 'canceled',
};

function intentOf(row: WalletChargeRow, status = INTENT_STATUS[row.status]): PaymentIntent {
  return {
    id: row.reference,
    clientSecret: '',
    status,
    amountCents: row.usdCents,
    currency: 'USD',
    ...(row.failureCode ? { failureCode: row.failureCode } : {}),
    ...(row.failureMessage ? { failureMessage: row.failureMessage } : {}),
  };
}

function notFound(reference: string) {
  return new PaymentProviderError(`No such charge: '${reference}'`, 'not_found', 404);
}

/**
 * The mobile-money charges we keep (wallet_charges), each brought up to date from its provider
 * when read while it may still move; and the checkout's payment provider that routes by
 * reference: `mm_…` to these, any other id to the card provider.
 */
export function createWalletPayments({
  db,
  clock,
  providers,
  log,
}: {
  db: Database;
  clock: Clock;
  providers: readonly MobileMoneyProvider[];
  log: ServiceLog;
}) {
  const providerNamed = (name: string) => providers.find((p) => p.name === name);

  async function find(reference: string): Promise<WalletChargeRow | null> {
    const [row] = await db
      .select()
      .from(walletCharges)
      .where(eq(walletCharges.reference, reference));
    return row ?? null;
  }

  async function findByKey(orderId: number, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(walletCharges)
      .where(
        and(eq(walletCharges.orderId, orderId), eq(walletCharges.idempotencyKey, idempotencyKey)),
      );
    return row ?? null;
  }

  /** Whether the provider may still change its mind: pending, or expired not long ago. */
  function mayMove(row: WalletChargeRow, now: Date) {
    if (row.status === 'pending') return true;
    return row.status === 'expired' && now.getTime() - row.expiresAt.getTime() < LATE_WATCH_MS;
  }

  /**
   * Moves a charge to what the provider says (or to expired, once past its expiry while still
   * pending), along WALLET_CHARGE_TRANSITIONS. Conditional on the status it was read with, so two
   * servers recording the same news record it once.
   */
  async function record(row: WalletChargeRow, remote: WalletCharge | null) {
    const now = clock.now();
    let next: WalletChargeState = row.status;
    if (remote?.status === 'succeeded') next = 'succeeded';
    else if (remote?.status === 'failed') next = 'failed';
    else if (row.status === 'pending' && now >= row.expiresAt) next = 'expired';
    const instructions = remote?.instructions ?? row.instructions;
    if (next === row.status && instructions === row.instructions) return row;
    if (!canMove(WALLET_CHARGE_TRANSITIONS, row.status, next)) return row;
    const failure =
      next === 'failed'
        ? {
            failureCode: remote?.failureCode ?? 'provider_error',
            failureMessage: remote?.failureMessage?.slice(0, 500) ?? null,
          }
        : next === 'expired'
          ? { failureCode: 'timeout', failureMessage: null }
          : next === 'succeeded'
            ? { failureCode: null, failureMessage: null }
            : {};
    const [moved] = await db
      .update(walletCharges)
      .set({
        status: next,
        ...failure,
        instructions: instructions?.slice(0, 500) ?? null,
        ...(next !== row.status ? { settledAt: now } : {}),
      })
      .where(and(eq(walletCharges.reference, row.reference), eq(walletCharges.status, row.status)))
      .returning();
    if (moved && next !== row.status) {
      log.info(
        { reference: row.reference, orderId: row.orderId, from: row.status, to: next },
        'mobile-money charge moved',
      );
    }
    return moved ?? (await find(row.reference)) ?? row;
  }

  /**
   * The charge as it stands: asked of its provider while it may still move. A provider that does
   * not answer leaves it as it was (the next read asks again); one that knows no such charge
   * (it never reached it) fails it.
   */
  async function refresh(reference: string): Promise<WalletChargeRow> {
    const row = await find(reference);
    if (!row) throw notFound(reference);
    if (!mayMove(row, clock.now())) return row;
    const provider = providerNamed(row.provider);
    if (!provider) return record(row, null);
    let remote: WalletCharge | null;
    try {
      remote = await provider.retrieve(reference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.statusCode === 404)) {
        log.warn(
          { reference, err: (error as Error).message },
          'mobile-money provider not answering',
        );
        return record(row, null);
      }
      remote = { ...chargeOf(row), status: 'failed', failureCode: 'provider_error' };
    }
    return record(row, remote);
  }

  /** Charges whose fate is still open: pending, or expired recently (a late success). */
  async function open(): Promise<WalletChargeRow[]> {
    const now = clock.now();
    return db
      .select()
      .from(walletCharges)
      .where(
        or(
          eq(walletCharges.status, 'pending'),
          and(
            eq(walletCharges.status, 'expired'),
            gt(walletCharges.expiresAt, new Date(now.getTime() - LATE_WATCH_MS)),
          ),
        ),
      );
  }

  /** The checkout's payments: card ids to the card provider, `mm_` references to these. */
  function routedWith(card: PaymentProvider): PaymentProvider {
    return {
      name: card.name,
      createIntent: (input) => card.createIntent(input),
      async retrieveIntent(id) {
        if (!isWalletReference(id)) return card.retrieveIntent(id);
        const row = await refresh(id);
        // Expired on our side, it may still pay (refunded then): open while it is watched.
        return intentOf(
          row,
          row.status === 'expired' && mayMove(row, clock.now()) ? 'processing' : undefined,
        );
      },
      async cancelIntent(id) {
        if (!isWalletReference(id)) return card.cancelIntent(id);
        // A phone's prompt cannot be withdrawn: a pending charge stays pending, and one that
        // pays later is refunded (the order is cancelled). One that failed can never pay.
        const row = await refresh(id);
        if (row.status === 'succeeded') {
          throw new PaymentProviderError(
            'This charge has succeeded and cannot be cancelled; refund it instead.',
            'invalid_state',
            409,
          );
        }
        const open = row.status === 'pending' || mayMove(row, clock.now());
        return intentOf(row, open ? 'processing' : 'canceled');
      },
      async refund(input) {
        if (!isWalletReference(input.paymentIntentId)) return card.refund(input);
        const row = await find(input.paymentIntentId);
        if (!row) throw notFound(input.paymentIntentId);
        const provider = providerNamed(row.provider);
        if (!provider) {
          throw new PaymentProviderError(
            `The ${row.provider} provider is not configured`,
            'provider_unavailable',
            503,
          );
        }
        const amountMinor = walletRefundMinor(
          input.amountCents ?? row.usdCents,
          row.usdCents,
          row.amountMinor,
        );
        const refund = await provider.refund({
          reference: row.reference,
          amountMinor,
          idempotencyKey: input.idempotencyKey,
        });
        // Failed at the provider: still owed, and sent again by the reconciler.
        if (refund.status === 'failed') {
          throw new PaymentProviderError(
            refund.failureMessage ?? 'The wallet refund failed',
            'refund_failed',
            502,
          );
        }
        log.info(
          { reference: row.reference, amountMinor, currency: row.currency, refundId: refund.id },
          'refund sent to the wallet',
        );
        return { id: refund.id, status: refund.status };
      },
    };
  }

  return { find, findByKey, record, refresh, open, routedWith, providerNamed };
}

/** A stored charge in the provider interface's shape. */
function chargeOf(row: WalletChargeRow): WalletCharge {
  return {
    reference: row.reference,
    status:
      row.status === 'succeeded' ? 'succeeded' : row.status === 'failed' ? 'failed' : 'pending',
    amountMinor: row.amountMinor,
    currency: row.currency as WalletCharge['currency'],
    network: row.network as WalletCharge['network'],
    phone: row.phone,
  };
}

export type WalletPayments = ReturnType<typeof createWalletPayments>;
