import type { Currency } from './currencies.ts';

/**
 * Mobile money as West Africa pays: the countries where the checkout offers it, the networks of
 * each, the wallet's currency, and the phone number checked as that country numbers its phones.
 * Nigeria's "networks" are bank transfer and USSD, paid from a bank account rather than a
 * wallet, but asked for the same way (a phone to send the instructions to). Phone numbers are
 * checked on the server (src/server/lib/wallet-phone.ts), with libphonenumber-js's metadata.
 */

export const MOBILE_MONEY_NETWORKS = {
  mtn: 'MTN MoMo',
  telecel: 'Telecel Cash',
  airteltigo: 'AirtelTigo Money',
  orange: 'Orange Money',
  wave: 'Wave',
  free: 'Free Money',
  moov: 'Moov Money',
  togocel: 'T-Money (Togocel)',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
} as const;

export type MobileMoneyNetwork = keyof typeof MOBILE_MONEY_NETWORKS;

export type MobileMoneyCountry = {
  /** ISO 3166-1 alpha-2, as the phone numbering and the providers name it. */
  code: 'GH' | 'SN' | 'CI' | 'BJ' | 'TG' | 'NG';
  /** The wallet's currency: what the traveller's phone is charged in. */
  currency: Currency;
  networks: readonly MobileMoneyNetwork[];
};

export const MOBILE_MONEY_COUNTRIES: readonly MobileMoneyCountry[] = [
  { code: 'GH', currency: 'GHS', networks: ['mtn', 'telecel', 'airteltigo'] },
  { code: 'SN', currency: 'XOF', networks: ['orange', 'wave', 'free'] },
  { code: 'CI', currency: 'XOF', networks: ['orange', 'mtn', 'moov', 'wave'] },
  { code: 'BJ', currency: 'XOF', networks: ['mtn', 'moov'] },
  { code: 'TG', currency: 'XOF', networks: ['moov', 'togocel'] },
  { code: 'NG', currency: 'NGN', networks: ['bank_transfer', 'ussd'] },
];

export type MobileMoneyCountryCode = MobileMoneyCountry['code'];

export function mobileMoneyCountry(code: string): MobileMoneyCountry | undefined {
  return MOBILE_MONEY_COUNTRIES.find((country) => country.code === code);
}

/** Why a phone number is refused, in words a field error carries. */
export type PhoneProblem = 'not_a_number' | 'wrong_country' | 'not_mobile';
