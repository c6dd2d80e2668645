import { normalizeSearchText } from './text.ts';

/**
 * Every country by its ISO 3166 code, named in English and French by the runtime's own tables
 * (Intl.DisplayNames), for the visa check on both sides.
 */
export type Country = { code: string; name: { en: string; fr: string } };

/** The countries the knowledge base covers: the 15 ECOWAS countries, Cameroon and Mauritania. */
export const WEST_AFRICA_CODES = [
  'BJ',
  'BF',
  'CV',
  'CM',
  'CI',
  'GM',
  'GH',
  'GN',
  'GW',
  'LR',
  'ML',
  'MR',
  'NE',
  'NG',
  'SN',
  'SL',
  'TG',
] as const;

/** Codes that name no country one holds a passport of, and retired codes (DY was Benin). */
const NOT_COUNTRIES = new Set(
  (
    'EU EZ UN QO ZZ AQ BV HM TF UM UK EA IC CP DG TA AC CQ ' +
    'AN BU CS DD DY FX HV NH NT RH SU TP VD YD YU ZR'
  ).split(' '),
);

/** Names people use that the runtime's tables do not give. */
const EXTRA_NAMES: Record<string, string[]> = {
  US: [
    'usa',
    'us',
    'u.s.',
    'u.s.a.',
    'america',
    'united states of america',
    'etats-unis',
    'amerique',
  ],
  GB: [
    'uk',
    'u.k.',
    'britain',
    'great britain',
    'england',
    'scotland',
    'wales',
    'angleterre',
    'grande-bretagne',
  ],
  CI: ['ivory coast', "cote d'ivoire", 'cote divoire'],
  GM: ['gambia', 'the gambia'],
  CV: ['cape verde', 'cabo verde', 'cap-vert', 'cap vert'],
  NL: ['holland', 'the netherlands'],
  CN: ['prc'],
  CD: ['drc', 'rdc'],
};

let countries: Country[] | undefined;

/** Every country, in English alphabetical order. */
export function allCountries(): Country[] {
  if (countries) return countries;
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const fr = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
  const found: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const english = en.of(code);
      const french = fr.of(code);
      if (english && french && english !== code)
        found.push({ code, name: { en: english, fr: french } });
    }
  }
  countries = found.sort((x, y) => x.name.en.localeCompare(y.name.en));
  return countries;
}

let byName: Map<string, Country> | undefined;

/** A country by its ISO code or its name in English or French ("Ghana", "GH", "Sénégal"). */
export function findCountry(text: string): Country | undefined {
  if (!byName) {
    byName = new Map();
    for (const country of allCountries()) {
      for (const name of [country.name.en, country.name.fr, ...(EXTRA_NAMES[country.code] ?? [])]) {
        byName.set(normalizeSearchText(name), country);
      }
    }
  }
  const trimmed = text.trim();
  const byCode = /^[A-Za-z]{2}$/.test(trimmed)
    ? allCountries().find((c) => c.code === trimmed.toUpperCase())
    : undefined;
  return byCode ?? byName.get(normalizeSearchText(trimmed));
}
