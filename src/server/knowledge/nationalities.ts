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

/** The African Union's 55 members (Morocco rejoined in 2017; EH is the Sahrawi Republic). */
export const AFRICAN_UNION = new Set(
  (
    'DZ AO BJ BW BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG ' +
    'MW ML MR MU MA MZ NA NE NG RW EH ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW'
  ).split(' '),
);
/** Other passports travellers to West Africa commonly hold, beyond the groups. */
const COMMON_PASSPORTS = 'BR JP KR AU CH NO RU TR SA AE QA KW BH OM'.split(' ');

/** Every citizenship the knowledge base has visa rules for (or says it has none for). */
export function coveredCitizenships(): string[] {
  const codes = new Set<string>([...ECOWAS_PASSPORTS, ...EU, ...Object.keys(GROUPS)]);
  for (const code of [...AFRICAN_UNION, ...COMMON_PASSPORTS]) codes.add(code);
  return [...codes];
}

/** "South African citizens": the English adjective of citizenships beyond the named groups. */
export const NATIONALITY_ADJECTIVES: Record<string, string> = {
  ZA: 'South African',
  KE: 'Kenyan',
  MA: 'Moroccan',
  EG: 'Egyptian',
  ET: 'Ethiopian',
  TZ: 'Tanzanian',
  UG: 'Ugandan',
  RW: 'Rwandan',
  DZ: 'Algerian',
  TN: 'Tunisian',
  ZW: 'Zimbabwean',
  ZM: 'Zambian',
  AO: 'Angolan',
  GA: 'Gabonese',
  TD: 'Chadian',
  CF: 'Central African',
  BW: 'Botswanan',
  NA: 'Namibian',
  MZ: 'Mozambican',
  MW: 'Malawian',
  MG: 'Malagasy',
  MU: 'Mauritian',
  SD: 'Sudanese',
  SS: 'South Sudanese',
  LY: 'Libyan',
  SO: 'Somali',
  DJ: 'Djiboutian',
  ER: 'Eritrean',
  BI: 'Burundian',
  BR: 'Brazilian',
  JP: 'Japanese',
  KR: 'South Korean',
  AU: 'Australian',
  CH: 'Swiss',
  NO: 'Norwegian',
  RU: 'Russian',
  TR: 'Turkish',
  SA: 'Saudi',
  AE: 'Emirati',
  QA: 'Qatari',
  KW: 'Kuwaiti',
  BH: 'Bahraini',
  OM: 'Omani',
};

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
