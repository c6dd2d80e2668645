import { mobileMoneyProviderFor } from '../../providers/payments/mobile-money/index.ts';
import { randomBytes } from 'node:crypto';
import { convertMinor, rateBetween, type RatesSource } from '../../../domain/currencies.ts';
import {
  CHARGE_MINUTES,
  walletRefundMinor,
  type MobileMoneyCharge,
  type MobileMoneyChargeBody,
  type MobileMoneyOptions,
  type TestWalletPrompt,
} from '../../../domain/mobile-money-checkout.ts';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_NETWORKS,
  mobileMoneyCountry,
  type MobileMoneyNetwork,
} from '../../../domain/mobile-money.ts';
import { formatAmount } from '../../../domain/pricing.ts';
import type { Clock } from '../../clock.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { walletPhone } from '../../lib/wallet-phone.ts';
import {
  TEST_WALLET_NUMBERS,
  type TestMobileMoneyProvider,
} from '../../providers/payments/mobile-money/test-processor.ts';
import type {
  MobileMoneyProvider,
  WalletCharge,
} from '../../providers/payments/mobile-money/types.ts';
import { PaymentProviderError, type PaymentProvider } from '../../providers/payments/types.ts';
import type { CheckoutService } from '../checkout.ts';
import { isPaid } from '../checkout/wallet.ts';
import { isAwaitingConfirmation, metaOf } from '../order-meta.ts';
import { askProvider } from '../payment-errors.ts';
import {
  isWalletReference,
  WALLET_REFERENCE_PREFIX,
  type WalletChargeRow,
  type WalletPayments,
} from './wallet-payments.ts';

type Order = Awaited<ReturnType<CheckoutService['findBySession']>>;

/** The refusals of a field, as the checkout's 400 carries them. */
function fieldError(field: string, rule: string, message: string) {
  return new ValidationError([{ field, rule: rule as never, message }]);
}

/**
 * Paying a checkout by mobile money (docs/decisions/0029): a charge of the order's total in the
 * wallet's currency at the rate of the moment, locked on the charge; the phone approves it or
 * not, and the news (the status poll, the provider's webhook, the test prompt, the reconciler)
 * settles the checkout by confirm's own rules.
 */
export function createMobileMoneyCheckout({
  checkout,
  payments,
  wallet,
  providers,
  rates,
  clock,
  log,
}: {
  checkout: CheckoutService;
  /** The checkout's payments (routed): closes the card payment a traveller leaves for a wallet. */
  payments: PaymentProvider;
  wallet: WalletPayments;
  providers: readonly MobileMoneyProvider[];
  rates: RatesSource;
  clock: Clock;
  log: ServiceLog;
}) {
  const testProcessor = providers.find((p) => p.name === 'test') as
    TestMobileMoneyProvider | undefined;

  function options(): MobileMoneyOptions {
    const countries = MOBILE_MONEY_COUNTRIES.map((country) => ({
      code: country.code,
      currency: country.currency,
      networks: country.networks
        .filter((network) =>
          providers.some((p) => p.supports(network, country.currency, country.code)),
        )
        .map((code) => ({ code, name: MOBILE_MONEY_NETWORKS[code] })),
    })).filter((country) => country.networks.length > 0);
    return {
      provider: providers[0]?.name ?? 'test',
      countries,
      ...(testProcessor ? { testNumbers: TEST_WALLET_NUMBERS } : {}),
    };
  }

  /** The charge as the checkout page reads it, with its order as it stands. */
  function view(row: WalletChargeRow, order: Order): MobileMoneyCharge {
    const booked =
      order.orderStatus === 'confirmed' ||
      order.orderStatus === 'completed' ||
      isAwaitingConfirmation(order);
    const closed = order.orderStatus === 'canceled' && !booked;
    const status: MobileMoneyCharge['status'] =
      row.status === 'failed'
        ? 'failed'
        : row.status === 'expired' || closed
          ? 'expired'
          : row.status === 'succeeded'
            ? 'succeeded'
            : 'pending';
    const meta = metaOf(order);
    const refund =
      closed && row.status === 'succeeded' && meta.refundCents
        ? {
            amount: formatAmount(
              walletRefundMinor(meta.refundCents, row.usdCents, row.amountMinor),
              row.currency,
            ),
            pending: meta.refundStatus === 'owed',
          }
        : undefined;
    return {
      reference: row.reference,
      status,
      country: row.country as MobileMoneyCharge['country'],
      network: row.network as MobileMoneyNetwork,
      phone: row.phone,
      amount: formatAmount(row.amountMinor, row.currency),
      amountMinor: row.amountMinor,
      currency: row.currency as MobileMoneyCharge['currency'],
      usdAmount: formatAmount(row.usdCents),
      rate: row.rate,
      ratesAsOf: row.ratesAsOf,
      expiresAt: row.expiresAt.toISOString(),
      holdExpiresAt: (order.holdExpiresAt ?? row.expiresAt).toISOString(),
      ...(row.failureCode ? { failureCode: row.failureCode as never } : {}),
      ...(row.instructions ? { instructions: row.instructions } : {}),
      confirmationNumber: order.confirmationNumber ?? '',
      bookingReady: booked && status === 'succeeded',
      ...(refund ? { refund } : {}),
    };
  }

  /**
   * What a charge's news does to its checkout: a success is confirmed (booked, or refunded by
   * confirm's rules), a failure recorded as the order's payment status. Confirm's refusals are
   * the answer to the news, not a failure to take it.
   */
  async function settle(row: WalletChargeRow, order: Order) {
    if (row.status !== 'succeeded' && row.status !== 'failed') return;
    if (order.duffelPaymentIntentId !== row.reference || !order.sessionId) return;
    if (row.status === 'failed' && order.paymentStatus === 'requires_payment_method') return;
    await checkout
      .confirm({ paymentIntentId: row.reference, sessionId: order.sessionId })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode < 500) return null;
        throw error;
      });
  }

  async function orderOf(row: WalletChargeRow): Promise<Order> {
    const order = await checkout.findOrder(row.orderId);
    if (!order) throw new NotFoundError('Unknown payment', { code: 'payment_unknown' });
    return order;
  }

  /** The charge read fresh (its provider asked while it may move), its news settled. */
  async function read(reference: string): Promise<MobileMoneyCharge> {
    if (!isWalletReference(reference))
      throw new NotFoundError('Unknown payment', { code: 'payment_unknown' });
    const row = await askProvider(() => wallet.refresh(reference));
    await settle(row, await orderOf(row));
    return view(row, await orderOf(row));
  }

  /** Starts (or, for a repeat of the same attempt, answers) the charge of a checkout. */
  async function start(
    body: MobileMoneyChargeBody,
    idempotencyKey: string | undefined,
  ): Promise<MobileMoneyCharge> {
    const country = mobileMoneyCountry(body.country);
    if (!country) {
      throw fieldError('country', 'invalid_choice', 'has no mobile money at this checkout');
    }
    const network = body.network as MobileMoneyNetwork;
    if (!(country.networks as readonly string[]).includes(network)) {
      throw fieldError('network', 'invalid_choice', `is not a network of ${country.code}`);
    }
    const checked = walletPhone(body.phone, country.code);
    if ('problem' in checked) {
      const words = {
        not_a_number: `is not a phone number of ${country.code}`,
        wrong_country: 'belongs to another country',
        not_mobile: 'is not a mobile number',
      } as const;
      throw fieldError('phone', checked.problem, words[checked.problem]);
    }
    const provider = mobileMoneyProviderFor(providers, {
      network,
      currency: country.currency,
      country: country.code,
    });
    if (!provider) {
      throw fieldError('network', 'invalid_choice', 'is not offered by our payment providers');
    }

    const order = await checkout.findBySession(body.sessionId);
    const key = idempotencyKey ?? null;
    if (key) {
      const earlier = await wallet.findByKey(order.id, key);
      if (earlier) return read(earlier.reference);
    }
    if (isPaid(order)) {
      throw new ConflictError('This checkout is paid already', { code: 'already_paid' });
    }
    const now = clock.now();
    if (order.orderStatus !== 'pending' || !order.holdExpiresAt || order.holdExpiresAt <= now) {
      throw new ConflictError('This checkout has ended: its hold expired', {
        code: 'session_closed',
      });
    }
    const current = order.duffelPaymentIntentId;
    if (current && isWalletReference(current)) {
      const row = await askProvider(() => wallet.refresh(current));
      if (row.status === 'pending') {
        // A second send without its key (a double tap): the same charge, never a second one.
        if (row.phone === checked.phone && row.network === network) return read(row.reference);
        throw new ConflictError('Another payment of this checkout is in progress', {
          code: 'payment_pending',
        });
      }
      if (row.status !== 'failed') return read(row.reference);
    } else if (current) {
      // Leaving the card: its payment is closed first, so it can never be paid later.
      const card = await askProvider(() =>
        payments
          .cancelIntent(current)
          .catch((error: unknown) =>
            error instanceof PaymentProviderError && error.statusCode === 409
              ? payments.retrieveIntent(current)
              : Promise.reject(error),
          ),
      );
      if (card.status === 'succeeded') {
        throw new ConflictError('This checkout is paid already (by card)', {
          code: 'already_paid',
        });
      }
    }

    const table = await rates.current();
    const usdCents = metaOf(order).totalCents;
    const reference = `${WALLET_REFERENCE_PREFIX}${randomBytes(12).toString('hex')}`;
    const { charge, order: attached } = await checkout.attachWalletCharge({
      sessionId: body.sessionId,
      replacing: current,
      charge: {
        reference,
        orderId: order.id,
        provider: provider.name,
        country: country.code,
        network,
        phone: checked.phone,
        currency: country.currency,
        amountMinor: convertMinor(usdCents, 'USD', country.currency, table),
        usdCents,
        rate: rateBetween('USD', country.currency, table),
        ratesAsOf: table.asOf,
        status: 'pending',
        idempotencyKey: key ?? reference,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHARGE_MINUTES * 60_000),
      },
    });
    if (charge.reference !== reference) return read(charge.reference);
    log.info(
      {
        orderId: order.id,
        reference,
        provider: provider.name,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
      },
      'mobile-money charge started',
    );

    let remote: WalletCharge | null = null;
    try {
      remote = await provider.charge({
        reference,
        amountMinor: charge.amountMinor,
        currency: country.currency,
        network,
        phone: checked.phone,
        email: attached.customerEmail ?? '',
        idempotencyKey: reference,
      });
    } catch (error) {
      // Refused outright: failed. Not answering: still pending, and the next read asks again
      // (a provider that never got it knows no such charge, and it fails then).
      if (error instanceof PaymentProviderError && error.statusCode < 500) {
        remote = {
          reference,
          status: 'failed',
          amountMinor: charge.amountMinor,
          currency: country.currency,
          network,
          phone: checked.phone,
          failureCode: 'provider_error',
          failureMessage: error.message,
        };
      } else {
        log.warn({ reference, err: (error as Error).message }, 'mobile-money charge unanswered');
      }
    }
    const row = await wallet.record(charge, remote);
    await settle(row, attached);
    return view(row, await orderOf(row));
  }

  /** A signed webhook: the charge it names is read back from its provider and settled. */
  async function receiveWebhook(
    providerName: string,
    headers: Record<string, string | undefined>,
    rawBody: Buffer,
  ) {
    const provider = wallet.providerNamed(providerName);
    if (!provider) throw new NotFoundError('This payment provider is not configured');
    const event = await askProvider(async () => provider.readWebhook(headers, rawBody));
    if (!event || !isWalletReference(event.reference)) return { received: true as const };
    const known = await wallet.find(event.reference);
    if (!known || known.provider !== provider.name) return { received: true as const };
    await read(event.reference);
    return { received: true as const };
  }

  /** The test processor's phone prompt: 404 with any other processor, or an unknown charge. */
  async function testPrompt(reference: string, answer?: 'approve' | 'refuse') {
    const row = isWalletReference(reference) ? await wallet.find(reference) : null;
    if (!testProcessor || !row || row.provider !== 'test') {
      throw new NotFoundError('Unknown test payment', { code: 'payment_unknown' });
    }
    if (answer) {
      await askProvider(() => testProcessor.answerPrompt(reference, answer === 'approve'));
      await read(reference);
    }
    const charge = await askProvider(() => testProcessor.retrieve(reference));
    const prompt: TestWalletPrompt = {
      reference,
      merchant: 'Teranga',
      amount: formatAmount(row.amountMinor, row.currency),
      currency: row.currency as TestWalletPrompt['currency'],
      network: row.network as MobileMoneyNetwork,
      phone: row.phone,
      status: charge.status,
      expiresAt: row.expiresAt.toISOString(),
    };
    return prompt;
  }

  return { options, start, read, receiveWebhook, testPrompt, hasTestProcessor: !!testProcessor };
}

export type MobileMoneyCheckout = ReturnType<typeof createMobileMoneyCheckout>;
