/**
 * Names of countries and cities in French where French says them differently. Our data names
 * places in English ('Senegal', 'London'); pages, vouchers and e-mails say them in the
 * reader's language from this one table. A name missing here is the same in both languages.
 */
const FRENCH: Readonly<Record<string, string>> = {
  // Countries
  Algeria: 'Algérie',
  Australia: 'Australie',
  Azerbaijan: 'Azerbaïdjan',
  Belgium: 'Belgique',
  Benin: 'Bénin',
  Brazil: 'Brésil',
  Cameroon: 'Cameroun',
  'Cape Verde': 'Cap-Vert',
  China: 'Chine',
  'Democratic Republic of the Congo': 'République démocratique du Congo',
  Egypt: 'Égypte',
  'Equatorial Guinea': 'Guinée équatoriale',
  Ethiopia: 'Éthiopie',
  Gambia: 'Gambie',
  'The Gambia': 'Gambie',
  Germany: 'Allemagne',
  Guinea: 'Guinée',
  'Guinea-Bissau': 'Guinée-Bissau',
  India: 'Inde',
  Italy: 'Italie',
  'Ivory Coast': "Côte d'Ivoire",
  Japan: 'Japon',
  Lebanon: 'Liban',
  Liberia: 'Libéria',
  Mauritania: 'Mauritanie',
  Morocco: 'Maroc',
  Netherlands: 'Pays-Bas',
  Nigeria: 'Nigéria',
  'Republic of the Congo': 'République du Congo',
  'Saudi Arabia': 'Arabie saoudite',
  Senegal: 'Sénégal',
  Singapore: 'Singapour',
  'South Africa': 'Afrique du Sud',
  Spain: 'Espagne',
  Switzerland: 'Suisse',
  Tanzania: 'Tanzanie',
  Thailand: 'Thaïlande',
  Tunisia: 'Tunisie',
  Turkey: 'Turquie',
  Uganda: 'Ouganda',
  'United Arab Emirates': 'Émirats arabes unis',
  'United Kingdom': 'Royaume-Uni',
  'United States': 'États-Unis',
  // Cities
  'Abu Dhabi': 'Abou Dabi',
  'Addis Ababa': 'Addis-Abeba',
  Algiers: 'Alger',
  Barcelona: 'Barcelone',
  Beijing: 'Pékin',
  Beirut: 'Beyrouth',
  Brussels: 'Bruxelles',
  Cairo: 'Le Caire',
  'Cape Town': 'Le Cap',
  Dubai: 'Dubaï',
  Frankfurt: 'Francfort',
  Guangzhou: 'Canton',
  Jeddah: 'Djeddah',
  Lisbon: 'Lisbonne',
  London: 'Londres',
  Marrakesh: 'Marrakech',
  Montreal: 'Montréal',
  Mumbai: 'Bombay',
  Riyadh: 'Riyad',
};

/** A country's or city's name in the reader's language: 'Senegal' -> 'Sénégal' in French. */
export function placeName(name: string, language: string | undefined): string {
  if (!language?.startsWith('fr')) return name;
  return FRENCH[name] ?? name;
}

/** 'Plateau, Dakar, Senegal' with its city and country in the reader's language. */
export function localizedAddress(address: string, language: string | undefined): string {
  return address
    .split(', ')
    .map((part) => placeName(part, language))
    .join(', ');
}

/**
 * A French name after "de", elided and contracted as French writes it: "de Dakar", "d'Accra",
 * "d'Ouagadougou", "du Cap" (Le Cap).
 */
export function frenchOf(name: string): string {
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  return /^[aeiouyhàâéèêîïôûAEIOUYHÀÂÉÈÊÎÏÔÛ]/.test(name) ? `d'${name}` : `de ${name}`;
}
