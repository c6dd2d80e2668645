import type { Currency } from '../../../../domain/currencies.ts';
import type { MobileMoneyNetwork } from '../../../../domain/mobile-money.ts';

/**
 * A mobile-money provider: the built-in test processor, Paystack or Flutterwave. A charge asks
 * the traveller's phone to approve an amount in the wallet's currency; it stays `pending` until
 * the provider's webhook or a status read says otherwise. Amounts are whole minor units of the
 * charge's currency (45000 for 45 000 FCFA, 125000 for ₦1,250.00).
 */

export type WalletChargeStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Why a charge failed, as a stable code the pages word in the reader's language:
 * refused (declined on the phone), insufficient_funds, timeout (never approved in time),
 * invalid_number (the network knows no such wallet), network_unavailable, provider_error.
 */
export type WalletFailureCode =
  | 'refused'
  | 'insufficient_funds'
  | 'timeout'
  | 'invalid_number'
  | 'network_unavailable'
  | 'provider_error';

export type WalletCharge = {
  /** Our reference for the charge, sent to the provider and used to read it back. */
  reference: string;
  status: WalletChargeStatus;
  amountMinor: number;
  currency: Currency;
  network: MobileMoneyNetwork;
  /** E.164 ('+221771234567'). */
  phone: string;
  failureCode?: WalletFailureCode;
  /** The provider's own words for a failure, kept for admin; pages show failureCode's. */
  failureMessage?: string;
  /** What the traveller must do, when the provider says (a USSD code to dial, a bank account). */
  instructions?: string;
};

export type WalletChargeInput = {
  reference: string;
  amountMinor: number;
  currency: Currency;
  network: MobileMoneyNetwork;
  phone: string;
  email: string;
  idempotencyKey: string;
};

/** A charge as the phone is first asked: pending, of what was asked. */
export function pendingCharge(input: WalletChargeInput): WalletCharge {
  return {
    reference: input.reference,
    status: 'pending',
    amountMinor: input.amountMinor,
    currency: input.currency,
    network: input.network,
    phone: input.phone,
  };
}

export type WalletRefundInput = {
  reference: string;
  amountMinor: number;
  idempotencyKey: string;
};

export type WalletRefund = {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  failureMessage?: string;
};

/** A webhook the provider signed: the charge it is about. The status is then read back. */
export type WalletWebhook = { reference: string; event: string };

export interface MobileMoneyProvider {
  readonly name: 'test' | 'paystack' | 'flutterwave';
  /**
   * Whether this provider can charge this network in this currency, in this country (ISO
   * 3166-1 alpha-2) when given: an XOF wallet may be Senegal's or Côte d'Ivoire's.
   */
  supports(network: MobileMoneyNetwork, currency: Currency, country?: string): boolean;
  /** Starts a charge; a repeat with the same idempotency key answers the same charge. */
  charge(input: WalletChargeInput): Promise<WalletCharge>;
  /** The charge as the provider has it now; PaymentProviderError('not_found', 404) if unknown. */
  retrieve(reference: string): Promise<WalletCharge>;
  /** Sends money back to the wallet (or account) the charge came from, in its currency. */
  refund(input: WalletRefundInput): Promise<WalletRefund>;
  /**
   * Reads a webhook after checking its signature over the raw body; throws
   * PaymentProviderError('invalid_signature', 401) when it is missing or forged, and answers
   * null for an event that concerns no charge. Callers read the charge back with `retrieve`
   * rather than trusting the body.
   */
  readWebhook(headers: Record<string, string | undefined>, rawBody: Buffer): WalletWebhook | null;
}
