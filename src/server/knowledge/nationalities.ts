/** The passport group a visa rule of the knowledge base is written for, by citizenship. */
import { findCountry, type Country } from '../../domain/countries.ts';
import type { Passport } from './schema.ts';

export { findCountry };
export type Nationality = Country;

const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);
/** ECOWAS members, and the three states that left in January 2025 but kept free movement. */
const ECOWAS_PASSPORTS = new Set('BJ BF CV CI GM GH GN GW LR ML NE NG SN SL TG'.split(' '));
const GROUPS: Record<string, Passport> = { US: 'us', GB: 'uk', CA: 'ca', CN: 'cn', IN: 'in' };

/** The group of passports a visa rule of the knowledge base covers, if any. */
export function passportGroup(code: string): Passport | undefined {
  if (ECOWAS_PASSPORTS.has(code)) return 'ecowas';
  if (EU.has(code)) return 'eu';
  return GROUPS[code];
}

/** Every country whose citizens a rule of this group is written for. */
export function countriesOfGroup(group: Passport): string[] {
  if (group === 'ecowas') return [...ECOWAS_PASSPORTS];
  if (group === 'eu') return [...EU];
  return Object.entries(GROUPS)
    .filter(([, g]) => g === group)
    .map(([code]) => code);
}
