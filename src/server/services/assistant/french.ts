/**
 * French country and city names in a sentence: a country takes its article ("le Ghana", "la
 * Côte d'Ivoire", "les États-Unis", "l'Allemagne"), "de" and "à" fold into it or elide ("du
 * Ghana", "d'Allemagne", "des États-Unis", "au Ghana", "en Guinée", "aux États-Unis"), and an
 * island or city takes none ("de Madagascar", "à Maurice", "d'Abidjan").
 */

type Kind = 'masculine' | 'feminine' | 'plural' | 'bare';

/** Names ending in -e that are masculine all the same. */
const MASCULINE_IN_E = new Set([
  'Mexique',
  'Cambodge',
  'Mozambique',
  'Zimbabwe',
  'Belize',
  'Suriname',
  'Royaume-Uni',
]);
/** Names used without an article: islands and city states, mostly. */
const BARE = new Set([
  'Madagascar',
  'Cuba',
  'Malte',
  'Chypre',
  'Maurice',
  'Singapour',
  'Bahreïn',
  'Oman',
  'Israël',
  'Monaco',
  'Haïti',
  'Taïwan',
  'Djibouti',
  'Sao Tomé-et-Principe',
  'Trinité-et-Tobago',
  'Antigua-et-Barbuda',
  'Saint-Marin',
  'Sainte-Lucie',
  'Saint-Kitts-et-Nevis',
  'Saint-Vincent-et-les-Grenadines',
  'Hong Kong',
  'Macao',
  'Porto Rico',
  'Tuvalu',
  'Nauru',
  'Kiribati',
  'Vanuatu',
  'Samoa',
  'Tonga',
  'Palaos',
  'Bahamas',
  'Fidji',
]);
/** West African names a "de" keeps the article of, as the guide writes them. */
const KEEP_ARTICLE_AFTER_DE = new Set([
  "Côte d'Ivoire",
  'Côte d’Ivoire',
  'Guinée',
  'Guinée-Bissau',
  'Gambie',
  'Mauritanie',
  'Sierra Leone',
]);

const startsWithVowel = (name: string) => /^[AEIOUYÉÈÊÂÎÔÛÀÆŒ]/i.test(name);

function kindOf(name: string): Kind {
  if (BARE.has(name)) return 'bare';
  if (/^(?:États-Unis|Pays-Bas|Émirats|Philippines|Comores|Seychelles|Maldives|Îles)/.test(name))
    return 'plural';
  if (name === 'Cap-Vert') return 'masculine';
  if (MASCULINE_IN_E.has(name)) return 'masculine';
  // "Afrique du Sud" and "Soudan du Sud" by their first word, "Sierra Leone" by its last.
  const head = name.split(/[ -]/)[0]!;
  if (/ du /.test(name)) return /e$/.test(head) ? 'feminine' : 'masculine';
  return /e$/.test(head) || /e$/.test(name) ? 'feminine' : 'masculine';
}

/** "le Ghana", "la Guinée", "l'Allemagne", "les États-Unis", "Madagascar". */
export function theCountry(name: string): string {
  switch (kindOf(name)) {
    case 'bare':
      return name;
    case 'plural':
      return `les ${name}`;
    case 'masculine':
      return startsWithVowel(name) ? `l'${name}` : `le ${name}`;
    case 'feminine':
      return startsWithVowel(name) ? `l'${name}` : `la ${name}`;
  }
}

/** "du Ghana", "d'Allemagne", "de France", "des États-Unis", "de la Côte d'Ivoire", "de Madagascar". */
export function ofCountry(name: string): string {
  switch (kindOf(name)) {
    case 'bare':
      return ofPlace(name);
    case 'plural':
      return `des ${name}`;
    case 'masculine':
      return startsWithVowel(name) ? `de l'${name}` : `du ${name}`;
    case 'feminine':
      if (KEEP_ARTICLE_AFTER_DE.has(name) || name.startsWith('République')) return `de la ${name}`;
      return ofPlace(name);
  }
}

/** "au Ghana", "en Guinée", "en Iran", "aux États-Unis", "à Maurice". */
export function inCountryFr(name: string): string {
  switch (kindOf(name)) {
    case 'bare':
      return `à ${name}`;
    case 'plural':
      return `aux ${name}`;
    case 'masculine':
      return startsWithVowel(name) ? `en ${name}` : `au ${name}`;
    case 'feminine':
      return `en ${name}`;
  }
}

/** "de Dakar", "d'Abidjan", "d'Ouagadougou": a city or island after "de". */
export function ofPlace(name: string): string {
  return startsWithVowel(name) ? `d'${name}` : `de ${name}`;
}
