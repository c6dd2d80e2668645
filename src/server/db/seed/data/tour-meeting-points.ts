import type { Phrase } from './tour-operators.ts';

const t = (en: string, fr: string): Phrase => ({ en, fr });

/**
 * Where each operator's groups meet on the first day (a lobby, an office, a landing stage the
 * town knows), in English and French; the time is the tour's start, said beside it.
 */
export const OPERATOR_MEETING_POINTS: Record<string, Phrase> = {
  'kakum-canopy-trails': t(
    'Lobby of the Coconut Grove Beach Resort, Elmina',
    'Hall du Coconut Grove Beach Resort, Elmina',
  ),
  'eko-heritage-journeys': t(
    'Reception of the Eko Hotel & Suites, Victoria Island',
    "Réception de l'Eko Hotel & Suites, Victoria Island",
  ),
  'cap-vert-decouvertes': t(
    'Place de l’Indépendance, in front of the Chamber of Commerce, Dakar',
    "Place de l'Indépendance, devant la Chambre de commerce, Dakar",
  ),
  'pepper-coast-expeditions': t(
    'Lobby of the Mamba Point Hotel, UN Drive, Monrovia',
    'Hall du Mamba Point Hotel, UN Drive, Monrovia',
  ),
  'lion-mountain-tours': t(
    'The Cotton Tree roundabout, by the Law Courts, Freetown',
    'Rond-point du Cotton Tree, près du palais de justice, Freetown',
  ),
  'lagune-ebrie-voyages': t(
    'Lobby of the Sofitel Abidjan Hôtel Ivoire, Cocody',
    'Hall du Sofitel Abidjan Hôtel Ivoire, Cocody',
  ),
  'savannah-elephant-safaris': t(
    'Car park of the Mariam Hotel, Tamale',
    "Parking de l'hôtel Mariam, Tamale",
  ),
  'olumo-trails': t(
    'Main gate of the Olumo Rock tourist complex, Ikija, Abeokuta',
    "Entrée principale du site touristique d'Olumo Rock, Ikija, Abeokuta",
  ),
  'langue-de-barbarie-excursions': t(
    'Foot of the Faidherbe Bridge, island side, Saint-Louis',
    'Au pied du pont Faidherbe, côté île, Saint-Louis',
  ),
  'nimba-highland-trails': t(
    'Ganta bus station, Sanniquellie road, Ganta',
    'Gare routière de Ganta, route de Sanniquellie, Ganta',
  ),
  'tiwai-forest-journeys': t(
    'Office of Tiwai Forest Journeys, Hangha Road, Kenema',
    'Bureau de Tiwai Forest Journeys, Hangha Road, Kenema',
  ),
  'tai-forest-expeditions': t(
    'Lobby of the Hôtel Le Cannelle, Balmer, San-Pédro',
    "Hall de l'hôtel Le Cannelle, Balmer, San-Pédro",
  ),
  'ashanti-kente-routes': t(
    'Lobby of the Golden Tulip Kumasi City, Rain Tree Street',
    'Hall du Golden Tulip Kumasi City, Rain Tree Street',
  ),
  'yankari-safari-company': t(
    'Reception of the Wikki Warm Spring camp, Yankari Game Reserve',
    'Réception du camp de la source chaude de Wikki, réserve de Yankari',
  ),
  'saloum-pirogue-company': t(
    'Landing stage of the Keur Saloum hotel, Toubacouta',
    "Embarcadère de l'hôtel Keur Saloum, Toubacouta",
  ),
  'cape-mount-surf-co': t(
    'Beach hut of Cape Mount Surf Co, Fanti Town beach, Robertsport',
    'Paillote de Cape Mount Surf Co, plage de Fanti Town, Robertsport',
  ),
  'wara-wara-mountain-treks': t(
    'Kabala market square, by the clock tower',
    "Place du marché de Kabala, près de l'horloge",
  ),
  'dent-de-man-randonnees': t('Hôtel Les Cascades, Man', 'Hôtel Les Cascades, Man'),
  'volta-highlands-treks': t(
    'Hohoe lorry station, by the main post office',
    'Gare routière de Hohoe, près de la poste centrale',
  ),
  'cross-river-canopy-tours': t(
    'Gate of the Calabar Museum, Court Hill',
    'Entrée du musée de Calabar, Court Hill',
  ),
  'casamance-bolong-voyages': t(
    'Ziguinchor port, at the Aline Sitoé Diatta quay',
    "Port de Ziguinchor, quai de l'Aline Sitoé Diatta",
  ),
  'grain-coast-journeys': t('Lobby of the Pastor’s Inn, Harper', "Hall du Pastor's Inn, Harper"),
  'banana-islands-boatworks': t(
    'Kent jetty, at the end of Kent village',
    'Jetée de Kent, au bout du village',
  ),
  'comptoir-de-bassam': t(
    'National Costume Museum, Quartier France, Grand-Bassam',
    'Musée national du Costume, quartier France, Grand-Bassam',
  ),
  'jamestown-lighthouse-tours': t(
    'Lobby of the Labadi Beach Hotel, La Road, Accra',
    'Hall du Labadi Beach Hotel, La Road, Accra',
  ),
  'sahel-gate-tours': t(
    'Gidan Makama Museum, Emir’s Palace Road, Kano',
    "Musée Gidan Makama, route du palais de l'émir, Kano",
  ),
  'bassari-country-treks': t(
    'Courtyard of the Relais de Kédougou, by the Gambia River',
    'Cour du Relais de Kédougou, au bord du fleuve Gambie',
  ),
  'sherbro-island-voyages': t(
    'Mattru Jong landing stage, for the boat to Bonthe',
    'Embarcadère de Mattru Jong, pour le bateau de Bonthe',
  ),
  'pays-senoufo-tours': t('Lobby of the Hôtel Mont Korhogo', "Hall de l'hôtel Mont Korhogo"),
  'ahanta-surf-and-forts': t('Busua Inn, on the beach, Busua', 'Busua Inn, sur la plage, Busua'),
  'ganvie-lagoon-tours': t(
    'Abomey-Calavi landing stage, for the pirogues to Ganvié',
    "Embarcadère d'Abomey-Calavi, pour les pirogues de Ganvié",
  ),
  'atacora-wild-trails': t(
    'Lobby of the Hôtel Tata Somba, Natitingou',
    "Hall de l'hôtel Tata Somba, Natitingou",
  ),
  'kpalime-forest-walks': t(
    'Kpalimé market, at the Centre Artisanal',
    'Marché de Kpalimé, devant le Centre artisanal',
  ),
  'lac-togo-escapades': t('Lobby of the Hôtel Sarakawa, Lomé', "Hall de l'hôtel Sarakawa, Lomé"),
  'river-gambia-safaris': t(
    'Banjul ferry terminal, Liberation Avenue',
    'Gare du bac de Banjul, avenue de la Libération',
  ),
  'kotu-creek-birding': t(
    'Kotu Bridge, by the Badala Park Hotel',
    'Pont de Kotu, près du Badala Park Hotel',
  ),
};

/** Packages that start somewhere else than their operator's usual place. */
export const PACKAGE_MEETING_POINTS: Record<string, Phrase> = {
  'goree-island-day': t(
    'Gorée ferry terminal (the chaloupe), Port of Dakar',
    'Gare maritime de la chaloupe de Gorée, port de Dakar',
  ),
  'bunce-island-by-boat': t(
    'Government Wharf, Wallace Johnson Street, Freetown',
    'Government Wharf, rue Wallace Johnson, Freetown',
  ),
  'fela-and-afrobeat-evening': t(
    'Entrance of the New Afrika Shrine, Ikeja',
    'Entrée du New Afrika Shrine, Ikeja',
  ),
  'lekki-conservation-centre-canopy': t(
    'Gate of the Lekki Conservation Centre, Lekki–Epe Expressway',
    'Entrée du centre de conservation de Lekki, autoroute Lekki–Epe',
  ),
  'mesurado-wetlands-by-canoe': t(
    'ELWA Junction, Paynesville, by the Total station',
    'Carrefour ELWA, Paynesville, près de la station Total',
  ),
  'roots-and-kunta-kinteh-island': t(
    'Banjul ferry terminal, Liberation Avenue, for the boat to Albreda',
    "Gare du bac de Banjul, avenue de la Libération, pour le bateau d'Albreda",
  ),
};

/** Where a package's group meets: its own place, or its operator's. */
export function meetingPointOf(operatorSlug: string, packageSlug: string): Phrase {
  const point = PACKAGE_MEETING_POINTS[packageSlug] ?? OPERATOR_MEETING_POINTS[operatorSlug];
  if (!point) throw new Error(`tour seed: no meeting point for ${packageSlug}`);
  return point;
}
