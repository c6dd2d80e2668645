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

/** French names of airports the rule below would say badly. */
const FRENCH_AIRPORTS: Readonly<Record<string, string>> = {
  'Amsterdam Airport Schiphol': "Aéroport d'Amsterdam-Schiphol",
  'Paris Charles de Gaulle Airport': 'Aéroport Paris-Charles-de-Gaulle',
  'Paris Orly Airport': 'Aéroport de Paris-Orly',
  'Freetown International Airport (Lungi)': 'Aéroport international de Freetown (Lungi)',
  'São Paulo/Guarulhos International Airport': 'Aéroport international de São Paulo-Guarulhos',
  'Heathrow Airport': "Aéroport d'Heathrow",
  'Gatwick Airport': 'Aéroport de Gatwick',
};

/**
 * An airport's name in the reader's language: 'Kotoka International Airport' is 'Aéroport
 * international Kotoka', and one named for its city takes "de" ('Aéroport international de
 * Banjul', "Aéroport d'Entebbe"), the city said in French.
 */
export function airportName(name: string, city: string, language: string | undefined): string {
  if (!language?.startsWith('fr')) return name;
  const known = FRENCH_AIRPORTS[name];
  if (known) return known;
  const match = /^(.+?) (International |Intercontinental )?Airport$/.exec(name);
  if (!match) return name;
  const [, own = '', kind] = match;
  const heading = `Aéroport${kind ? ` ${kind.trim().toLowerCase()}` : ''}`;
  if (own !== city && !own.startsWith(`${city} `)) return `${heading} ${own}`;
  const place = placeName(own, language);
  if (place.startsWith('Le ')) return `${heading} du ${place.slice(3)}`;
  return /^[AEIOUÉÈÊÂÎÔ]/i.test(place) ? `${heading} d'${place}` : `${heading} de ${place}`;
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
