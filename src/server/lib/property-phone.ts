import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { findCountry } from '../../domain/countries.ts';
import type { FieldError } from '../../domain/field-errors.ts';

/**
 * A property's front-desk number, as the administrator typed it ('030 211 4567' for a property
 * in Ghana, or '+233302114567'), in E.164; or why it is refused: not a number of the property's
 * country's plan, or a number of another country. Blank is no number (null).
 */
export function propertyPhone(
  input: string,
  country: string,
): { phone: string | null } | { error: FieldError } {
  const typed = input.trim();
  if (!typed) return { phone: null };
  const code = findCountry(country)?.code as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(typed, code);
  if (!parsed || !parsed.isValid()) {
    return {
      error: {
        field: 'phone',
        rule: 'not_a_number',
        message: code
          ? `is not a valid phone number of ${country}`
          : 'is not a valid phone number: write it with its country code (+...)',
      },
    };
  }
  if (code && parsed.country !== code) {
    return {
      error: {
        field: 'phone',
        rule: 'wrong_country',
        message: `is a number of another country than ${country}`,
      },
    };
  }
  return { phone: parsed.number };
}
