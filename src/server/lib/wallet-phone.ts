import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { MobileMoneyCountryCode, PhoneProblem } from '../../domain/mobile-money.ts';

/**
 * A phone number as the country writes it ('77 123 45 67', '+221771234567', '024 123 4567')
 * in E.164 ('+221771234567'), or the reason it cannot be charged: not a valid number of that
 * country, or a fixed line (a wallet lives on a mobile).
 */
export function walletPhone(
  input: string,
  country: MobileMoneyCountryCode,
): { phone: string } | { problem: PhoneProblem } {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  if (!parsed || !parsed.isValid()) return { problem: 'not_a_number' };
  if (parsed.country !== country) return { problem: 'wrong_country' };
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    return { problem: 'not_mobile' };
  }
  return { phone: parsed.number };
}
