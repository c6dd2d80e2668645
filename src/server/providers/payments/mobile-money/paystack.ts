import { createHmac, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isCurrency, type Currency } from '../../../../domain/currencies.ts';
import { minorDigits } from '../../../../domain/format.ts';
import type { MobileMoneyNetwork } from '../../../../domain/mobile-money.ts';
import { PaymentProviderError } from '../types.ts';
import {
  headerOf,
  invalidSignature,
  isNetwork,
  isRecord,
  providerClient,
  recordOf,
  textOf,
  walletFailureOf,
  webhookBodyOf,
  wholeOf,
  type ProviderWords,
} from './provider-http.ts';
import type {
  MobileMoneyProvider,
  WalletCharge,
  WalletChargeInput,
  WalletChargeStatus,
  WalletRefund,
  WalletWebhook,
} from './types.ts';

/**
 * Paystack's REST API (there is no maintained official Node library): the Charge API for Ghana's
 * mobile money (MTN, Telecel, AirtelTigo), Côte d'Ivoire's (Orange, MTN, Wave), and Nigeria's
 * pay-with-transfer and USSD; verify by reference; refunds; webhooks signed with HMAC-SHA512 of
 * the raw body with the secret key. Paystack counts every currency in hundredths (kobo,
 * pesewas, and 100 for one CFA franc), so amounts are scaled from our whole minor units.
 * docs/decisions/0030-live-mobile-money-providers.md.
 */

export type PaystackOptions = {
  secretKey: string;
  /** https://api.paystack.co, or a local stub in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  /** The clock, for the expiry asked of a pay-with-transfer account. */
  now?: () => Date;
};

export type PaystackMobileMoneyProvider = MobileMoneyProvider & {
  readonly name: 'paystack';
};

/** Paystack's answers: `status: true` on success, and its words for what it refuses. */
const WORDS: ProviderWords = {
  name: 'Paystack',
  succeeded: (body) => body.status === true,
  notFound: /not found/i,
  duplicate: /duplicate/i,
  refundExceeds: /fully (refunded|reversed)|greater than|more than|exceed/i,
};

/** Paystack's `mobile_money.provider` codes, by the wallet's country. */
const PROVIDER_CODES: Record<'GH' | 'CI', Partial<Record<MobileMoneyNetwork, string>>> = {
  GH: { mtn: 'mtn', telecel: 'vod', airteltigo: 'atl' },
  CI: { orange: 'orange', mtn: 'mtn', wave: 'wave' },
};
const COUNTRY_OF_CURRENCY: Partial<Record<Currency, 'GH' | 'CI' | 'NG'>> = {
  GHS: 'GH',
  XOF: 'CI',
  NGN: 'NG',
};

/** The bank whose USSD code a Nigerian USSD charge asks for: GTBank's *737#. */
const USSD_TYPE = '737';
/** How long a pay-with-transfer account waits for the traveller's transfer. */
const TRANSFER_WINDOW_MS = 30 * 60_000;

/**
 * Our references ('mm_…') as Paystack takes them: letters, digits, '-', '.' and '='. Underscores
 * (and '=' itself) are escaped with '=', so every reference maps to one and back.
 */
export function toPaystackReference(reference: string): string {
  if (!/^[A-Za-z0-9_.=-]{1,90}$/.test(reference)) {
    throw new PaymentProviderError(
      'A mobile-money reference must be letters, digits, "_", "-", "." or "=".',
      'invalid_reference',
      400,
    );
  }
  return reference.replace(/=/g, '=e').replace(/_/g, '=u');
}

export function fromPaystackReference(reference: string): string | null {
  if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return null;
  let out = '';
  for (let i = 0; i < reference.length; i += 1) {
    const c = reference[i];
    if (c !== '=') {
      out += c;
      continue;
    }
    const next = reference[i + 1];
    if (next === 'u') out += '_';
    else if (next === 'e') out += '=';
    else return null;
    i += 1;
  }
  return out;
}

/** Paystack's hundredths for our whole minor units (XOF has none: 45000 FCFA is 4500000). */
function toPaystackAmount(amountMinor: number, currency: Currency): number {
  return amountMinor * 10 ** (2 - minorDigits(currency));
}

function fromPaystackAmount(amount: number, currency: Currency): number {
  const scale = 10 ** (2 - minorDigits(currency));
  if (amount % scale !== 0) {
    throw new PaymentProviderError(
      `Paystack answered ${amount} hundredths of ${currency}, not a whole ${currency} amount.`,
      'provider_error',
      502,
    );
  }
  return amount / scale;
}

/**
 * Paystack's statuses: success; failed, abandoned (never completed), reversed; and the waits
 * (pending, ongoing, processing, queued, pay_offline, pending_bank_transfer, send_otp...),
 * which are all pending to us, as is a status Paystack adds later.
 */
function statusOf(status: string | undefined): WalletChargeStatus {
  if (status === 'success') return 'succeeded';
  if (status === 'failed' || status === 'abandoned' || status === 'reversed') return 'failed';
  return 'pending';
}

export function createPaystackMobileMoneyProvider(
  options: PaystackOptions,
): PaystackMobileMoneyProvider {
  const now = options.now ?? (() => new Date());
  const api = providerClient(WORDS, 'https://api.paystack.co', options);

  function supports(network: MobileMoneyNetwork, currency: Currency, country?: string): boolean {
    const home = COUNTRY_OF_CURRENCY[currency];
    if (!home || (country !== undefined && country !== home)) return false;
    if (home === 'NG') return network === 'bank_transfer' || network === 'ussd';
    // Paystack takes XOF in Côte d'Ivoire only: without the country, an XOF wallet may be
    // Senegal's, Benin's or Togo's, which Paystack would refuse.
    if (home === 'CI' && country === undefined) return false;
    return PROVIDER_CODES[home][network] !== undefined;
  }

  /** The part of the charge body that says how the traveller pays. */
  function channelOf(input: WalletChargeInput, country: string): Record<string, unknown> {
    if (input.network === 'bank_transfer') {
      return {
        bank_transfer: {
          account_expires_at: new Date(now().getTime() + TRANSFER_WINDOW_MS).toISOString(),
        },
      };
    }
    if (input.network === 'ussd') return { ussd: { type: USSD_TYPE } };
    const parsed = parsePhoneNumberFromString(input.phone);
    // Paystack's examples write Ghana's wallets as the country dials them ('0551234987').
    const phone = parsed ? parsed.formatNational().replace(/\D/g, '') : input.phone;
    const provider = PROVIDER_CODES[country as 'GH' | 'CI'][input.network];
    return { mobile_money: { phone, provider } };
  }

  /** What the traveller must do, from a charge's answer (a code to dial, an account to pay). */
  function instructionsOf(data: Record<string, unknown>): string | undefined {
    if (data.status === 'pending_bank_transfer') {
      const bank = textOf(recordOf(data.bank).name);
      const number = textOf(data.account_number);
      const name = textOf(data.account_name);
      if (number) {
        const where = [bank, number, name ? `(${name})` : undefined].filter(Boolean).join(' ');
        const until = textOf(data.account_expires_at);
        return `Transfer the exact amount to ${where}${until ? ` before ${until}` : ''}.`;
      }
    }
    const ussd = textOf(data.ussd_code);
    if (ussd) return `Dial ${ussd} on your phone to approve the payment.`;
    return textOf(data.display_text);
  }

  /** A Paystack transaction (verify's or a charge's `data`) as our WalletCharge. */
  function toWalletCharge(
    data: Record<string, unknown>,
    known: { reference: string; amountMinor?: number; currency?: Currency } & Partial<
      Pick<WalletCharge, 'network' | 'phone'>
    >,
  ): WalletCharge {
    const metadata = recordOf(data.metadata);
    const currencyText = textOf(data.currency)?.toUpperCase();
    const currency =
      known.currency ?? (currencyText && isCurrency(currencyText) ? currencyText : undefined);
    const network = known.network ?? (isNetwork(metadata.network) ? metadata.network : undefined);
    const phone = known.phone ?? textOf(metadata.phone);
    if (!currency || !network || !phone) {
      throw new PaymentProviderError(
        `Paystack's transaction ${known.reference} is not one of our mobile-money charges.`,
        'provider_error',
        502,
      );
    }
    const amount = wholeOf(data.amount);
    const status = statusOf(textOf(data.status));
    const charge: WalletCharge = {
      reference: known.reference,
      status,
      amountMinor:
        amount === undefined ? (known.amountMinor ?? 0) : fromPaystackAmount(amount, currency),
      currency,
      network,
      phone,
    };
    if (status === 'failed') {
      const words =
        textOf(data.gateway_response) ?? textOf(data.message) ?? textOf(data.status) ?? '';
      charge.failureCode = data.status === 'abandoned' ? 'timeout' : walletFailureOf(words);
      charge.failureMessage = words;
    } else if (status === 'pending') {
      const instructions = instructionsOf(data);
      if (instructions) charge.instructions = instructions;
    }
    return charge;
  }

  async function verify(reference: string): Promise<Record<string, unknown>> {
    // Paystack's reference characters are all a path may hold as they are ('=' included).
    const answer = await api.get(`/transaction/verify/${toPaystackReference(reference)}`);
    return api.transactionOf(answer, reference);
  }

  async function retrieve(reference: string): Promise<WalletCharge> {
    return toWalletCharge(await verify(reference), { reference });
  }

  return {
    name: 'paystack',
    supports,

    async charge(input) {
      const country = api.chargedCountry(input, supports);
      const reference = toPaystackReference(input.reference);
      const answer = await api.post('/charge', {
        email: input.email,
        amount: String(toPaystackAmount(input.amountMinor, input.currency)),
        currency: input.currency,
        reference,
        ...channelOf(input, country),
        // Read back on verify and in webhooks: Paystack's own record of the charge names neither.
        metadata: {
          network: input.network,
          phone: input.phone,
          idempotency_key: input.idempotencyKey,
        },
      });
      const known = { ...input, reference: input.reference };
      const data = answer.body.data;
      // An answer that carries a transaction is that charge, whatever the HTTP status.
      if (isRecord(data) && textOf(data.status)) return toWalletCharge(data, known);
      return api.chargeNotTaken(answer, input, retrieve);
    },

    retrieve,

    async refund(input): Promise<WalletRefund> {
      const transaction = await verify(input.reference);
      const id = wholeOf(transaction.id);
      const currencyText = textOf(transaction.currency)?.toUpperCase();
      if (id === undefined || !currencyText || !isCurrency(currencyText)) {
        throw new PaymentProviderError(
          `Paystack's transaction ${input.reference} has no id or currency we can refund.`,
          'provider_error',
          502,
        );
      }
      // Paystack takes no idempotency key: the key rides in the merchant note, and a repeat finds
      // the refund it made rather than making a second one.
      const note = `Teranga refund ${input.idempotencyKey}`;
      const listed = await api.get(`/refund?transaction=${id}&perPage=100`);
      const earlier = Array.isArray(listed.body.data)
        ? listed.body.data.map(recordOf).find((refund) => refund.merchant_note === note)
        : undefined;
      if (earlier) return toWalletRefund(earlier);
      const answer = await api.post('/refund', {
        transaction: id,
        amount: toPaystackAmount(input.amountMinor, currencyText),
        currency: currencyText,
        merchant_note: note,
        customer_note: `Refund of ${textOf(transaction.reference) ?? 'your payment'}`,
      });
      return toWalletRefund(api.refundDataOf(answer));
    },

    readWebhook(headers, rawBody): WalletWebhook | null {
      const signature = headerOf(headers, 'x-paystack-signature')?.trim() ?? '';
      const expected = createHmac('sha512', options.secretKey).update(rawBody).digest();
      const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
      if (!given || !timingSafeEqual(given, expected)) throw invalidSignature('Paystack');
      const event = webhookBodyOf(rawBody);
      const name = textOf(event?.event);
      const data = recordOf(event?.data);
      if (!name) return null;
      // A charge's events carry its reference; a refund's, the reference of the charge it returns.
      const paystackReference = name.startsWith('refund.')
        ? textOf(data.transaction_reference)
        : name.startsWith('charge.')
          ? textOf(data.reference)
          : undefined;
      const reference = paystackReference ? fromPaystackReference(paystackReference) : null;
      return reference ? { reference, event: name } : null;
    },
  };
}

function toWalletRefund(data: Record<string, unknown>): WalletRefund {
  const status = textOf(data.status);
  const refund: WalletRefund = {
    id: String(data.id ?? ''),
    status: status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending',
  };
  const message = textOf(data.message) ?? textOf(data.refund_note);
  if (refund.status === 'failed' && message) refund.failureMessage = message;
  return refund;
}
