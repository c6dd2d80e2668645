import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Currency } from '../../../../domain/currencies.ts';
import type { MobileMoneyNetwork } from '../../../../domain/mobile-money.ts';
import { PaymentProviderError } from '../types.ts';
import {
  headerOf,
  invalidSignature,
  isNetwork,
  isRecord,
  providerClient,
  recordOf,
  sameSecret,
  textOf,
  walletFailureOf,
  webhookBodyOf,
  wholeOf,
  type ProviderWords,
} from './provider-http.ts';
import {
  pendingCharge,
  type MobileMoneyProvider,
  type WalletCharge,
  type WalletChargeInput,
  type WalletChargeStatus,
  type WalletRefund,
  type WalletWebhook,
} from './types.ts';

/**
 * Flutterwave's v3 REST API for francophone mobile money in CFA francs (XOF): charges of type
 * mobile_money_franco, verify by our reference (tx_ref), refunds, and webhooks that carry the
 * secret hash set on the dashboard in `verif-hash`. Called with fetch rather than through
 * flutterwave-node-v3, which reports every call to a third-party telemetry service from its
 * constructor on and sends no idempotency key (docs/decisions/0030-live-mobile-money-providers.md).
 * Flutterwave counts XOF in whole francs, as we do.
 */

export type FlutterwaveOptions = {
  secretKey: string;
  /** The secret hash Flutterwave sends back in every webhook's `verif-hash` header. */
  webhookHash: string;
  /** https://api.flutterwave.com, or a local stub in tests. */
  baseUrl?: string;
  timeoutMs?: number;
};

export type FlutterwaveMobileMoneyProvider = MobileMoneyProvider & {
  readonly name: 'flutterwave';
};

/** Flutterwave's answers: `status: 'success'` on success, and its words for what it refuses. */
const WORDS: ProviderWords = {
  name: 'Flutterwave',
  succeeded: (body) => body.status === 'success',
  notFound: /no transaction|not found/i,
  // The same tx_ref twice: that charge already exists.
  duplicate: /duplicate|already (been )?(used|exists)/i,
  refundExceeds: /fully refunded|greater than|more than|exceed/i,
};

/** Flutterwave's `network` for each wallet we offer in XOF. */
const NETWORK_CODES: Partial<Record<MobileMoneyNetwork, string>> = {
  orange: 'ORANGEMONEY',
  mtn: 'MTN',
  moov: 'MOOV',
  wave: 'WAVE',
  free: 'FREEMONEY',
  togocel: 'TMONEY',
};

/** The XOF countries of the checkout (domain/mobile-money.ts) Flutterwave charges in. */
const COUNTRIES = new Set(['SN', 'CI', 'BJ', 'TG']);

function statusOf(status: string | undefined): WalletChargeStatus {
  if (status === 'successful' || status === 'succeeded' || status === 'success') {
    return 'succeeded';
  }
  if (status === 'failed' || status === 'cancelled' || status === 'canceled') return 'failed';
  return 'pending';
}

export function createFlutterwaveMobileMoneyProvider(
  options: FlutterwaveOptions,
): FlutterwaveMobileMoneyProvider {
  const api = providerClient(WORDS, 'https://api.flutterwave.com', options);
  const post = (path: string, body: unknown, idempotencyKey: string) =>
    api.post(path, body, { 'X-Idempotency-Key': idempotencyKey });

  function supports(network: MobileMoneyNetwork, currency: Currency, country?: string): boolean {
    if (currency !== 'XOF') return false;
    if (country !== undefined && !COUNTRIES.has(country)) return false;
    return NETWORK_CODES[network] !== undefined;
  }

  function toWalletCharge(
    data: Record<string, unknown>,
    known: { reference: string } & Partial<Pick<WalletCharge, 'network' | 'phone'>>,
    instructions?: string,
  ): WalletCharge {
    const meta = recordOf(data.meta);
    const network = known.network ?? (isNetwork(meta.network) ? meta.network : undefined);
    const phone =
      known.phone ?? textOf(meta.phone) ?? phoneOf(textOf(recordOf(data.customer).phone_number));
    const amount = wholeOf(data.amount);
    if (!network || !phone || amount === undefined || textOf(data.currency) !== 'XOF') {
      throw new PaymentProviderError(
        `Flutterwave's transaction ${known.reference} is not one of our XOF mobile-money charges.`,
        'provider_error',
        502,
      );
    }
    const status = statusOf(textOf(data.status)?.toLowerCase());
    const charge: WalletCharge = {
      reference: known.reference,
      status,
      amountMinor: amount,
      currency: 'XOF',
      network,
      phone,
    };
    if (status === 'failed') {
      const words = textOf(data.processor_response) ?? textOf(data.status) ?? '';
      charge.failureCode = walletFailureOf(words);
      charge.failureMessage = words;
    } else if (status === 'pending' && instructions) {
      charge.instructions = instructions;
    }
    return charge;
  }

  async function verify(reference: string): Promise<Record<string, unknown>> {
    const answer = await api.get(
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
    return api.transactionOf(answer, reference);
  }

  async function retrieve(reference: string): Promise<WalletCharge> {
    return toWalletCharge(await verify(reference), { reference });
  }

  return {
    name: 'flutterwave',
    supports,

    async charge(input: WalletChargeInput): Promise<WalletCharge> {
      const country = api.chargedCountry(input, supports);
      const answer = await post(
        '/v3/charges?type=mobile_money_franco',
        {
          tx_ref: input.reference,
          amount: input.amountMinor,
          currency: input.currency,
          country,
          network: NETWORK_CODES[input.network],
          email: input.email,
          // Flutterwave's examples write the number with its country code and no '+'.
          phone_number: input.phone.replace(/^\+/, ''),
          meta: { network: input.network, phone: input.phone },
        },
        input.idempotencyKey,
      );
      const known = { reference: input.reference, network: input.network, phone: input.phone };
      const authorization = recordOf(recordOf(answer.body.meta).authorization);
      const redirect = textOf(authorization.redirect) ?? textOf(authorization.redirect_url);
      // Some networks (Wave, Orange with a one-time code) approve on a page, not a phone prompt.
      const instructions =
        textOf(authorization.note) ??
        (redirect ? `Open ${redirect} to approve the payment.` : undefined);
      if (api.answeredOk(answer)) {
        const data = answer.body.data;
        if (isRecord(data) && textOf(data.status)) {
          return toWalletCharge(
            { ...data, amount: data.amount ?? input.amountMinor },
            known,
            instructions,
          );
        }
        // Initiated with no transaction yet (a redirect to approve first): pending.
        return { ...pendingCharge(input), ...(instructions ? { instructions } : {}) };
      }
      return api.chargeNotTaken(answer, input, retrieve);
    },

    retrieve,

    async refund(input): Promise<WalletRefund> {
      const transaction = await verify(input.reference);
      const id = wholeOf(transaction.id);
      if (id === undefined) {
        throw new PaymentProviderError(
          `Flutterwave's transaction ${input.reference} has no id to refund.`,
          'provider_error',
          502,
        );
      }
      const answer = await post(
        `/v3/transactions/${id}/refund`,
        { amount: input.amountMinor },
        input.idempotencyKey,
      );
      const data = api.refundDataOf(answer);
      const status = textOf(data.status)?.toLowerCase();
      const refund: WalletRefund = {
        id: String(data.id ?? ''),
        status:
          status === 'completed' || status === 'successful'
            ? 'succeeded'
            : status === 'failed'
              ? 'failed'
              : 'pending',
      };
      if (refund.status === 'failed') refund.failureMessage = api.messageOf(answer);
      return refund;
    },

    readWebhook(headers, rawBody): WalletWebhook | null {
      const given = headerOf(headers, 'verif-hash');
      if (!given || !options.webhookHash || !sameSecret(given, options.webhookHash)) {
        throw invalidSignature('Flutterwave');
      }
      const body = webhookBodyOf(rawBody);
      if (!body) return null;
      const data = recordOf(body.data);
      // v3 sends { event, data: { tx_ref } }; older integrations { 'event.type', txRef }.
      const name = textOf(body.event) ?? textOf(body['event.type']);
      const reference = textOf(data.tx_ref) ?? textOf(body.txRef);
      return name && reference ? { reference, event: name } : null;
    },
  };
}

function phoneOf(digits: string | undefined): string | undefined {
  if (!digits) return undefined;
  const parsed = parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
  return parsed?.isValid() ? parsed.number : undefined;
}
