/**
 * The tour packages of the seed, two to six per operator and each in its operator's region.
 * Places are real and described as they are; prices follow the operator's price range and the
 * number of days. Departure rules say when a package starts and how many people each start takes.
 */
import type { OperatorSpecialty, Phrase } from './tour-operators.ts';

export type Difficulty = 'easy' | 'moderate' | 'challenging';

/** How often the package starts: weekly on given weekdays, or on fixed monthly days; a capacity per departure. */
export type { DepartureRule } from '../../schema/tours.ts';
import type { DepartureRule } from '../../schema/tours.ts';

export type ItineraryDay = { day: number; title: Phrase; description: Phrase };

export type SeedPackage = {
  operatorSlug: string;
  slug: string;
  name: Phrase;
  description: Phrase;
  duration: number;
  pricePerPerson: string;
  maxGroupSize: number;
  inclusions: Phrase[];
  exclusions: Phrase[];
  itinerary: ItineraryDay[];
  difficulty: Difficulty;
  category: OperatorSpecialty;
  departures: DepartureRule;
};

const t = (en: string, fr: string): Phrase => ({ en, fr });

/** Numbers the days in order, so an itinerary never skips or repeats one. */
function days(...list: [title: Phrase, description: Phrase][]): ItineraryDay[] {
  return list.map(([title, description], i) => ({ day: i + 1, title, description }));
}

// Weekdays: 0 = Sunday ... 6 = Saturday.
const weekly = (weekdays: number[], capacity: number): DepartureRule => ({
  kind: 'weekly',
  weekdays,
  capacity,
});
const monthly = (monthDays: number[], capacity: number): DepartureRule => ({
  kind: 'monthly',
  days: monthDays,
  capacity,
});

const IN = {
  englishGuide: t('English-speaking guide', 'Guide anglophone'),
  frenchGuide: t('French-speaking guide', 'Guide francophone'),
  bilingualGuide: t('Guide speaking French and English', 'Guide parlant français et anglais'),
  transport: t('Air-conditioned transport', 'Transport climatisé'),
  pickup: t('Hotel pick-up and drop-off', "Prise en charge et retour à l'hôtel"),
  entryFees: t('Entrance fees', "Droits d'entrée"),
  parkFees: t('Park and ranger fees', 'Droits du parc et écogardes'),
  lunch: t('Lunch', 'Déjeuner'),
  water: t('Bottled water', 'Eau en bouteille'),
  allMeals: t('All meals', 'Tous les repas'),
  halfBoard: t('Breakfast and dinner', 'Petit-déjeuner et dîner'),
  guesthouses: t('Nights in guesthouses', "Nuits en maisons d'hôtes"),
  lodges: t('Nights in lodges', 'Nuits en lodges'),
  hotels: t('Nights in hotels', 'Nuits en hôtel'),
  luxuryHotels: t('Nights in hand-picked hotels', 'Nuits dans des hôtels choisis avec soin'),
  camping: t('Tents and camping gear', 'Tentes et matériel de camping'),
  boat: t('Boat with crew', 'Bateau avec équipage'),
  pirogue: t('Pirogue with boatman', 'Pirogue avec piroguier'),
  fourByFour: t('4x4 vehicle with driver', 'Véhicule 4x4 avec chauffeur'),
  privateCar: t('Private car with driver', 'Voiture privée avec chauffeur'),
  snorkel: t('Mask, snorkel and fins', 'Masque, tuba et palmes'),
  surf: t('Surfboard and lessons', 'Planche de surf et cours'),
  porters: t('Porters', 'Porteurs'),
  domesticFlight: t('Domestic flight', 'Vol intérieur'),
  tastings: t('Street-food tastings', 'Dégustations de cuisine de rue'),
};

const OUT = {
  flights: t('International flights', 'Vols internationaux'),
  visa: t('Visa fees', 'Frais de visa'),
  insurance: t('Travel insurance', 'Assurance voyage'),
  tips: t('Tips', 'Pourboires'),
  drinks: t('Drinks', 'Boissons'),
  dinner: t('Dinner', 'Dîner'),
  lunch: t('Lunch', 'Déjeuner'),
  cameraFees: t('Camera fees at some sites', 'Droits de photo sur certains sites'),
  personal: t('Personal expenses', 'Dépenses personnelles'),
  otherMeals: t('Meals not listed', 'Repas non mentionnés'),
  singleRoom: t('Single room supplement', 'Supplément chambre individuelle'),
  gear: t('Hiking boots and rain jacket', 'Chaussures de marche et veste de pluie'),
};

export const TOUR_PACKAGES: SeedPackage[] = [
  // Kakum Canopy Trails, Cape Coast (Ghana)
  {
    operatorSlug: 'kakum-canopy-trails',
    slug: 'cape-coast-and-elmina-castles',
    name: t('Cape Coast and Elmina Castles', "Les châteaux de Cape Coast et d'Elmina"),
    description: t(
      "A day with the two great castles of Ghana's coast, both on UNESCO's World Heritage List. At Cape Coast Castle a guide leads you through the dungeons to the Door of No Return; after lunch by the sea you drive to Elmina, built by the Portuguese in 1482, and walk the fishing harbour below its walls.",
      "Une journée avec les deux grands châteaux de la côte ghanéenne, tous deux inscrits au patrimoine mondial de l'UNESCO. Au château de Cape Coast, un guide vous conduit dans les cachots jusqu'à la Porte du non-retour ; après un déjeuner face à la mer, vous rejoignez Elmina, bâti par les Portugais en 1482, et parcourez le port de pêche au pied de ses murs.",
    ),
    duration: 1,
    pricePerPerson: '85.00',
    maxGroupSize: 16,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips, OUT.cameraFees],
    itinerary: days([
      t('Two castles on the coast', 'Deux châteaux sur la côte'),
      t(
        'Morning at Cape Coast Castle and its museum, lunch by the beach, afternoon at Elmina Castle and a walk through the fish market.',
        "Matinée au château de Cape Coast et à son musée, déjeuner près de la plage, après-midi au château d'Elmina et promenade dans le marché aux poissons.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 3, 5, 6], 20),
  },
  {
    operatorSlug: 'kakum-canopy-trails',
    slug: 'kakum-canopy-walk-early-morning',
    name: t('Kakum Canopy Walk in the Early Morning', 'La canopée de Kakum au petit matin'),
    description: t(
      "An early start to reach Kakum National Park at opening time, while the forest is still cool and full of birdsong. You cross the seven bridges of the canopy walkway, high among the treetops, before the day's crowds arrive, then walk a forest trail with a guide who points out birds, butterflies and medicinal plants.",
      "Un départ matinal pour arriver au parc national de Kakum dès l'ouverture, quand la forêt est encore fraîche et pleine de chants d'oiseaux. Vous franchissez les sept ponts de la passerelle suspendue, haut dans la cime des arbres, avant l'arrivée des visiteurs, puis suivez un sentier forestier avec un guide qui montre oiseaux, papillons et plantes médicinales.",
    ),
    duration: 1,
    pricePerPerson: '65.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.parkFees, IN.water],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Into the canopy', 'Dans la canopée'),
      t(
        'Leave Cape Coast at 7:00, cross the canopy walkway as the park opens, a guided forest walk, breakfast at the park and return by early afternoon.',
        "Départ de Cape Coast à 7 h, traversée de la passerelle dès l'ouverture du parc, marche guidée en forêt, petit-déjeuner au parc et retour en début d'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 2, 4, 6], 14),
  },
  {
    operatorSlug: 'kakum-canopy-trails',
    slug: 'central-region-heritage-three-days',
    name: t(
      'Central Region Heritage in Three Days',
      'Le patrimoine de la région Centre en trois jours',
    ),
    description: t(
      'Three unhurried days on the Central Region coast, following the history of the Atlantic slave trade from the slave river at Assin Manso to the castles of Cape Coast and Elmina. Between the sites there is time for the Kakum canopy walkway and for the Asafo shrines of Elmina.',
      "Trois jours sans hâte sur la côte de la région Centre, sur les traces de la traite atlantique, de la rivière des esclaves d'Assin Manso aux châteaux de Cape Coast et d'Elmina. Entre deux visites, il reste du temps pour la passerelle de Kakum et les sanctuaires asafo d'Elmina.",
    ),
    duration: 3,
    pricePerPerson: '420.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('Arrival in Cape Coast', 'Arrivée à Cape Coast'),
        t(
          'Afternoon at Cape Coast Castle and its museum, then a walk up to Fort William and its lighthouse above the old town.',
          'Après-midi au château de Cape Coast et à son musée, puis montée au fort William et à son phare au-dessus de la vieille ville.',
        ),
      ],
      [
        t('From Assin Manso to Kakum', "D'Assin Manso à Kakum"),
        t(
          'Morning at the slave river of Assin Manso, where captives were bathed before the march to the coast; afternoon on the Kakum canopy walkway.',
          "Matinée à la rivière des esclaves d'Assin Manso, où les captifs étaient lavés avant la marche vers la côte ; après-midi sur la passerelle de Kakum.",
        ),
      ],
      [
        t('A day in Elmina', 'Une journée à Elmina'),
        t(
          'Elmina Castle, Fort St. Jago on the hill opposite, and the painted Asafo company shrines of the town; return to Cape Coast in the afternoon.',
          "Le château d'Elmina, le fort Saint-Jago sur la colline d'en face et les sanctuaires peints des compagnies asafo ; retour à Cape Coast dans l'après-midi.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([5, 19], 12),
  },
  {
    operatorSlug: 'kakum-canopy-trails',
    slug: 'fante-coast-cultural-day',
    name: t('Fante Coast Cultural Day', 'Une journée en pays fanti'),
    description: t(
      'A day among the Fante towns of the coast east of Cape Coast. You visit the old fort at Anomabo, watch the fishing canoes come in, learn a few rhythms from a drummer and cook palm-nut soup with a family in their compound.',
      "Une journée dans les villes fanti de la côte, à l'est de Cape Coast. Vous visitez le vieux fort d'Anomabo, regardez rentrer les pirogues de pêche, apprenez quelques rythmes avec un percussionniste et préparez une soupe de noix de palme avec une famille dans sa cour.",
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.lunch, IN.entryFees],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Anomabo and a Fante kitchen', 'Anomabo et une cuisine fanti'),
      t(
        'Fort William at Anomabo, the canoe beach at midday, a drumming lesson and an afternoon cooking and eating with a Fante family.',
        "Le fort William d'Anomabo, la plage des pirogues à midi, une initiation aux percussions et un après-midi à cuisiner et partager le repas d'une famille fanti.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([2, 5], 10),
  },

  // Eko Heritage Journeys, Lagos (Nigeria)
  {
    operatorSlug: 'eko-heritage-journeys',
    slug: 'lagos-island-markets-and-art',
    name: t('Lagos Island Markets and Art', 'Marchés de Lagos Island et art contemporain'),
    description: t(
      'A day in the busy heart of Lagos. You wade into Balogun Market, one of the largest in West Africa, walk through Freedom Park, laid out on the grounds of the old colonial prison, and end at the Nike Art Gallery in Lekki, packed from floor to ceiling with Nigerian painting, sculpture and textiles.',
      "Une journée dans le cœur trépidant de Lagos. Vous plongez dans le marché de Balogun, l'un des plus grands d'Afrique de l'Ouest, traversez Freedom Park, aménagé sur le site de l'ancienne prison coloniale, et terminez à la galerie Nike de Lekki, remplie du sol au plafond de peintures, de sculptures et de textiles nigérians.",
    ),
    duration: 1,
    pricePerPerson: '75.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips, OUT.personal],
    itinerary: days([
      t(
        'Markets, a prison turned park, and a gallery',
        'Marchés, une prison devenue parc et une galerie',
      ),
      t(
        'Balogun Market in the morning, lunch of jollof rice and grilled fish near Freedom Park, then across the bridges to the Nike Art Gallery in Lekki.',
        "Le marché de Balogun le matin, déjeuner de riz jollof et de poisson grillé près de Freedom Park, puis traversée des ponts jusqu'à la galerie Nike de Lekki.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([2, 4, 6], 14),
  },
  {
    operatorSlug: 'eko-heritage-journeys',
    slug: 'badagry-slave-route',
    name: t('The Badagry Slave Route', 'La route des esclaves de Badagry'),
    description: t(
      'Badagry, on the lagoon near the border with Benin, was one of the busiest slave ports of the Bight of Benin. You visit the Seriki Abass barracoon and the Heritage Museum, see the first storey building in Nigeria, built by missionaries in 1845, and cross the lagoon by canoe to walk the sandy path to the Point of No Return.',
      "Badagry, sur la lagune près de la frontière béninoise, fut l'un des ports négriers les plus actifs du golfe du Bénin. Vous visitez le baraquement d'esclaves de Seriki Abass et le musée du patrimoine, voyez la première maison à étage du Nigéria, construite par des missionnaires en 1845, puis traversez la lagune en pirogue pour suivre le chemin de sable jusqu'au Point de non-retour.",
    ),
    duration: 1,
    pricePerPerson: '80.00',
    maxGroupSize: 14,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.pirogue, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Along the slave route', 'Sur la route des esclaves'),
      t(
        'Drive west from Lagos, museum and barracoon in the morning, lunch in town, canoe to Gberefu Island and the walk to the Point of No Return in the afternoon.',
        "Route vers l'ouest depuis Lagos, musée et baraquement le matin, déjeuner en ville, pirogue vers l'île de Gberefu et marche jusqu'au Point de non-retour l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([3, 6], 16),
  },
  {
    operatorSlug: 'eko-heritage-journeys',
    slug: 'lekki-conservation-centre-canopy',
    name: t(
      'Lekki Conservation Centre Canopy Walk',
      'La canopée du centre de conservation de Lekki',
    ),
    description: t(
      'A green morning away from the traffic, at the Lekki Conservation Centre, a protected stretch of swamp forest and savannah on the Lekki peninsula. Its canopy walkway, 401 metres long, is one of the longest in Africa, and the boardwalks below pass mona monkeys, monitor lizards and crocodile ponds.',
      "Une matinée verte loin des embouteillages, au centre de conservation de Lekki, une réserve de forêt marécageuse et de savane sur la péninsule de Lekki. Sa passerelle suspendue de 401 mètres est l'une des plus longues d'Afrique, et les caillebotis en contrebas longent singes mona, varans et mares à crocodiles.",
    ),
    duration: 1,
    pricePerPerson: '55.00',
    maxGroupSize: 14,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.entryFees, IN.water],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Boardwalks and canopy', 'Caillebotis et canopée'),
      t(
        'Early pick-up, a slow walk on the boardwalks with a naturalist, the canopy walkway before the heat, and a drink at the tree house before returning.',
        'Prise en charge matinale, lente promenade sur les caillebotis avec un naturaliste, la passerelle avant la chaleur et un rafraîchissement à la cabane perchée avant le retour.',
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 6], 16),
  },
  {
    operatorSlug: 'eko-heritage-journeys',
    slug: 'fela-and-afrobeat-evening',
    name: t('Fela Kuti and the Afrobeat Evening', 'Fela Kuti et une soirée afrobeat'),
    description: t(
      'An afternoon and evening on the trail of Fela Kuti. You visit the Kalakuta Republic Museum, his former home in Ikeja where he lies buried in the front yard, eat suya from a street grill, then spend the evening at the New Afrika Shrine, where his sons keep the music alive.',
      "Un après-midi et une soirée sur les traces de Fela Kuti. Vous visitez le musée de la République de Kalakuta, son ancienne maison d'Ikeja où il repose dans la cour, goûtez le suya d'un grill de rue, puis passez la soirée au New Afrika Shrine, où ses fils font vivre sa musique.",
    ),
    duration: 1,
    pricePerPerson: '60.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.entryFees, IN.tastings],
    exclusions: [OUT.drinks, OUT.dinner, OUT.tips],
    itinerary: days([
      t('From Kalakuta to the Shrine', 'De Kalakuta au Shrine'),
      t(
        'Afternoon at the Kalakuta Republic Museum, suya at dusk, live music at the New Afrika Shrine and a late drive back to your hotel.',
        "Après-midi au musée de la République de Kalakuta, suya à la tombée du jour, musique live au New Afrika Shrine et retour tardif à l'hôtel.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([4, 5], 12),
  },

  // Cap-Vert Découvertes, Dakar (Senegal)
  {
    operatorSlug: 'cap-vert-decouvertes',
    slug: 'goree-island-day',
    name: t('A Day on Gorée Island', "Une journée sur l'île de Gorée"),
    description: t(
      "The ferry from Dakar harbour takes twenty minutes to Gorée, a small car-free island of ochre houses and bougainvillea on UNESCO's World Heritage List. A guide takes you to the House of Slaves and its Door of No Return, the historical museum in the old fort and up to the Castel, with its view back to Dakar.",
      "La chaloupe du port de Dakar met vingt minutes pour rejoindre Gorée, petite île sans voitures aux maisons ocre couvertes de bougainvilliers, inscrite au patrimoine mondial de l'UNESCO. Un guide vous mène à la Maison des esclaves et à sa Porte du voyage sans retour, au musée historique installé dans l'ancien fort, puis au Castel, d'où l'on voit Dakar.",
    ),
    duration: 1,
    pricePerPerson: '55.00',
    maxGroupSize: 18,
    inclusions: [
      IN.bilingualGuide,
      t('Return ferry tickets', 'Billets de chaloupe aller-retour'),
      IN.entryFees,
      IN.lunch,
    ],
    exclusions: [OUT.drinks, OUT.tips, OUT.personal],
    itinerary: days([
      t('Crossing to Gorée', 'La traversée vers Gorée'),
      t(
        'Morning ferry, the House of Slaves and the historical museum, lunch of thiéboudienne on the little beach, the Castel and the artists in the afternoon, evening ferry back.',
        "Chaloupe du matin, Maison des esclaves et musée historique, déjeuner de thiéboudienne sur la petite plage, le Castel et les artistes l'après-midi, chaloupe du soir pour le retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 2, 3, 4, 5, 6], 20),
  },
  {
    operatorSlug: 'cap-vert-decouvertes',
    slug: 'lac-rose-and-the-dunes',
    name: t('Lac Rose and the Dunes', 'Le lac Rose et les dunes'),
    description: t(
      'Lake Retba, the Lac Rose, turns pink when the sun is high, most strongly in the dry season, because of a salt-loving alga in its water. You watch the salt collectors at work, ride in a 4x4 over the dunes to the Atlantic and share lunch in a Peul village.',
      "Le lac Retba, ou lac Rose, prend sa couleur quand le soleil est haut, surtout en saison sèche, grâce à une algue qui aime le sel. Vous observez le travail des récolteurs de sel, traversez les dunes en 4x4 jusqu'à l'Atlantique et partagez le déjeuner dans un village peul.",
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 16,
    inclusions: [IN.bilingualGuide, IN.transport, IN.fourByFour, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Salt, sand and ocean', 'Sel, sable et océan'),
      t(
        'Drive out of Dakar in the morning, the salt harvest on the lake, a 4x4 crossing of the dunes, lunch in a Peul village and return in the late afternoon.',
        "Départ de Dakar le matin, récolte du sel sur le lac, traversée des dunes en 4x4, déjeuner dans un village peul et retour en fin d'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([0, 3, 6], 18),
  },
  {
    operatorSlug: 'cap-vert-decouvertes',
    slug: 'dakar-city-and-renaissance',
    name: t('Dakar from the Médina to the Mamelles', 'Dakar, de la Médina aux Mamelles'),
    description: t(
      'A full day across Dakar. You start at the Museum of Black Civilisations, opened in 2018, go on to the Great Mosque and the lanes of the Médina, watch the fishing boats land at Soumbédioune, and finish on the Mamelles hills below the bronze African Renaissance Monument.',
      'Une journée entière à travers Dakar. Vous commencez par le musée des Civilisations noires, ouvert en 2018, continuez vers la Grande Mosquée et les ruelles de la Médina, regardez accoster les pirogues à Soumbédioune et terminez sur les collines des Mamelles, au pied du monument de la Renaissance africaine.',
    ),
    duration: 1,
    pricePerPerson: '60.00',
    maxGroupSize: 16,
    inclusions: [IN.bilingualGuide, IN.transport, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Museum, Médina and monument', 'Musée, Médina et monument'),
      t(
        'The Museum of Black Civilisations, the Médina and its mosque, lunch by the Soumbédioune craft village and sunset at the African Renaissance Monument.',
        'Le musée des Civilisations noires, la Médina et sa mosquée, déjeuner près du village artisanal de Soumbédioune et coucher de soleil au monument de la Renaissance africaine.',
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([1, 4], 16),
  },
  {
    operatorSlug: 'cap-vert-decouvertes',
    slug: 'petite-cote-three-days',
    name: t('Three Days on the Petite Côte', 'Trois jours sur la Petite Côte'),
    description: t(
      'The Petite Côte runs south from Dakar, a string of fishing villages and long beaches sheltered from the Atlantic swell. You paddle the mangrove lagoon of La Somone, swim at Saly and cross the wooden bridge to Fadiouth, an island built on seashells.',
      "La Petite Côte s'étire au sud de Dakar, chapelet de villages de pêcheurs et de longues plages abritées de la houle atlantique. Vous glissez en pirogue dans la lagune à mangrove de la Somone, vous baignez à Saly et traversez le pont de bois vers Fadiouth, une île faite de coquillages.",
    ),
    duration: 3,
    pricePerPerson: '390.00',
    maxGroupSize: 12,
    inclusions: [IN.bilingualGuide, IN.transport, IN.hotels, IN.halfBoard, IN.pirogue],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('La Somone lagoon', 'La lagune de la Somone'),
        t(
          'Drive south from Dakar, afternoon by pirogue among the mangroves and the herons of La Somone, night by the beach.',
          'Route vers le sud depuis Dakar, après-midi en pirogue parmi les palétuviers et les hérons de la Somone, nuit au bord de la plage.',
        ),
      ],
      [
        t('A beach day at Saly', 'Une journée de plage à Saly'),
        t(
          'A free morning on the beach, then the fish market at Mbour when the boats come in at the end of the afternoon.',
          "Matinée libre sur la plage, puis le marché aux poissons de Mbour au retour des pirogues en fin d'après-midi.",
        ),
      ],
      [
        t('The shell island of Fadiouth', "L'île aux coquillages de Fadiouth"),
        t(
          'Cross the bridge to Fadiouth, see its granaries on stilts and the cemetery shared by Christians and Muslims, then drive back to Dakar.',
          'Traversée du pont vers Fadiouth, ses greniers sur pilotis et son cimetière partagé par chrétiens et musulmans, puis retour à Dakar.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: monthly([3, 10, 17, 24], 12),
  },

  // Pepper Coast Expeditions, Monrovia (Liberia): the packages the Liberia page shows
  {
    operatorSlug: 'pepper-coast-expeditions',
    slug: 'monrovia-heritage-walk',
    name: t('Monrovia Heritage Walk', 'Monrovia, promenade historique'),
    description: t(
      "Monrovia's history in a day. You start on Providence Island, where the first black American settlers landed in 1822, walk Broad Street to the National Museum of Liberia and the Centennial Pavilion, built for the hundredth year of independence, and end at Mamba Point, looking over the city from the ruins of the Ducor Hotel.",
      "L'histoire de Monrovia en une journée. Vous commencez sur l'île de Providence, où débarquèrent en 1822 les premiers colons noirs venus d'Amérique, remontez Broad Street jusqu'au musée national du Libéria et au pavillon du Centenaire, construit pour les cent ans de l'indépendance, et terminez à Mamba Point, face à la ville, depuis les ruines de l'hôtel Ducor.",
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('From Providence Island to Mamba Point', "De l'île de Providence à Mamba Point"),
      t(
        'Providence Island in the morning, Waterside Market, the National Museum and the Centennial Pavilion, lunch of palm butter and rice, and the view from the Ducor Hotel at the end of the day.',
        "L'île de Providence le matin, le marché de Waterside, le musée national et le pavillon du Centenaire, déjeuner de sauce au beurre de palme et riz, et la vue depuis l'hôtel Ducor en fin de journée.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 3, 5, 6], 14),
  },
  {
    operatorSlug: 'pepper-coast-expeditions',
    slug: 'mesurado-wetlands-by-canoe',
    name: t('Mesurado Wetlands by Canoe', 'Les zones humides de Mesurado en pirogue'),
    description: t(
      'The Mesurado Wetlands, a protected Ramsar site, wrap around Monrovia in a maze of mangrove creeks. In a dugout canoe paddled by a local fisherman you slip past herons, egrets and kingfishers, and learn how the mangroves feed the families who live along them.',
      "Les zones humides de Mesurado, site Ramsar protégé, entourent Monrovia d'un dédale de chenaux de mangrove. Dans une pirogue menée par un pêcheur du quartier, vous glissez parmi hérons, aigrettes et martins-pêcheurs, et découvrez comment la mangrove nourrit les familles installées sur ses rives.",
    ),
    duration: 1,
    pricePerPerson: '60.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.pirogue, IN.pickup, IN.water],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Among the mangroves', 'Au cœur de la mangrove'),
      t(
        'Early start from the river bank, three hours by canoe through the creeks with a birding guide, and breakfast with the fishing families before returning.',
        'Départ matinal depuis la berge, trois heures de pirogue dans les chenaux avec un guide ornithologue et petit-déjeuner avec les familles de pêcheurs avant le retour.',
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 6], 8),
  },
  {
    operatorSlug: 'pepper-coast-expeditions',
    slug: 'robertsport-surf-and-lake-piso',
    name: t('Robertsport Surf and Lake Piso', 'Surf à Robertsport et lac Piso'),
    description: t(
      'Robertsport sits on a green headland in Grand Cape Mount County, with some of the best surf in West Africa breaking below it. You take a surf lesson at Cotton Trees, watch the sun set over the bay, and spend the next morning by canoe on Lake Piso, the largest lake in Liberia.',
      "Robertsport est perchée sur un cap verdoyant du comté de Grand Cape Mount, au-dessus de certaines des meilleures vagues d'Afrique de l'Ouest. Vous prenez un cours de surf à Cotton Trees, regardez le soleil se coucher sur la baie, puis passez la matinée suivante en pirogue sur le lac Piso, le plus grand lac du Libéria.",
    ),
    duration: 2,
    pricePerPerson: '260.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.surf, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('To the surf coast', 'Vers la côte du surf'),
        t(
          'Three hours west from Monrovia through rubber and oil-palm country, an afternoon surf lesson at Cotton Trees and a fish supper on the beach.',
          "Trois heures de route vers l'ouest depuis Monrovia, entre hévéas et palmiers à huile, cours de surf l'après-midi à Cotton Trees et dîner de poisson sur la plage.",
        ),
      ],
      [
        t('A morning on Lake Piso', 'Une matinée sur le lac Piso'),
        t(
          'A morning canoe trip on Lake Piso past Vai fishing villages, a last swim and the drive back to Monrovia.',
          'Matinée en pirogue sur le lac Piso, le long des villages de pêcheurs vaï, dernière baignade et retour à Monrovia.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'beach',
    departures: weekly([6], 10),
  },
  {
    operatorSlug: 'pepper-coast-expeditions',
    slug: 'sapo-national-park-expedition',
    name: t('Sapo National Park Expedition', 'Expédition dans le parc national de Sapo'),
    description: t(
      "Sapo National Park, in Sinoe County, is Liberia's oldest national park and its largest block of lowland rainforest, home to forest elephants, chimpanzees and the pygmy hippopotamus. This is a real expedition: long drives, river crossings and nights in a forest camp with rangers and trackers from the villages around the park.",
      "Le parc national de Sapo, dans le comté de Sinoe, est le plus ancien parc national du Libéria et son plus grand massif de forêt de plaine, refuge des éléphants de forêt, des chimpanzés et de l'hippopotame pygmée. C'est une véritable expédition : longues routes, traversées de rivières et nuits en camp forestier avec des écogardes et des pisteurs des villages voisins.",
    ),
    duration: 6,
    pricePerPerson: '1450.00',
    maxGroupSize: 6,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.parkFees, IN.camping, IN.allMeals, IN.porters],
    exclusions: [OUT.insurance, OUT.gear, OUT.tips, OUT.drinks],
    itinerary: days(
      [
        t('The long road south-east', 'La longue route du sud-est'),
        t(
          'A full day by 4x4 from Monrovia through rubber plantations and forest to Greenville on the Sinoe coast.',
          "Une journée entière en 4x4 depuis Monrovia, entre plantations d'hévéas et forêt, jusqu'à Greenville sur la côte du Sinoe.",
        ),
      ],
      [
        t("Jalay's Town and the rangers", "Jalay's Town et les écogardes"),
        t(
          "Drive inland to the park headquarters at Jalay's Town, meet the rangers, and take a first walk along the forest edge.",
          "Route vers le siège du parc à Jalay's Town, rencontre avec les écogardes et première marche en lisière de forêt.",
        ),
      ],
      [
        t('Into the forest', 'Vers le cœur de la forêt'),
        t(
          'Cross the Sinoe River by canoe and walk five to six hours on forest trails to the camp.',
          "Traversée de la rivière Sinoe en pirogue et cinq à six heures de marche sur les sentiers forestiers jusqu'au camp.",
        ),
      ],
      [
        t('A day with the trackers', 'Une journée avec les pisteurs'),
        t(
          'Search for the nut-cracking sites of chimpanzees and the tracks of pygmy hippos along the streams, and listen to the forest on a night walk.',
          "Recherche des ateliers où les chimpanzés cassent les noix et des traces d'hippopotames pygmées le long des ruisseaux, et écoute de la forêt lors d'une marche nocturne.",
        ),
      ],
      [
        t('Back to the villages', 'Retour vers les villages'),
        t(
          "Walk out to Jalay's Town, thank the community and drive to Greenville for a night with a proper bed.",
          "Marche jusqu'à Jalay's Town, remerciements à la communauté et route vers Greenville pour une nuit dans un vrai lit.",
        ),
      ],
      [
        t('Return to Monrovia', 'Retour à Monrovia'),
        t(
          'The long drive back to Monrovia, arriving in the evening.',
          'La longue route du retour vers Monrovia, arrivée en soirée.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'wildlife',
    departures: monthly([8], 6),
  },
  {
    operatorSlug: 'pepper-coast-expeditions',
    slug: 'liberia-coast-and-capital',
    name: t(
      'Liberia Coast and Capital in Four Days',
      'Le Libéria, côte et capitale, en quatre jours',
    ),
    description: t(
      "Four days between Monrovia and Grand Cape Mount. After a day with the capital's history you drive to Robertsport, in the land of the Vai, whose people invented their own script in the 1830s, then return by the Blue Lake, a flooded iron-ore pit near Tubmanburg.",
      "Quatre jours entre Monrovia et Grand Cape Mount. Après une journée consacrée à l'histoire de la capitale, vous gagnez Robertsport, au pays des Vaï, qui inventèrent leur propre écriture dans les années 1830, puis revenez par le Blue Lake, une ancienne mine de fer noyée près de Tubmanburg.",
    ),
    duration: 4,
    pricePerPerson: '620.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('Monrovia and its history', 'Monrovia et son histoire'),
        t(
          'Providence Island, the National Museum and Waterside Market, with sunset at Mamba Point.',
          "L'île de Providence, le musée national et le marché de Waterside, coucher de soleil à Mamba Point.",
        ),
      ],
      [
        t('To Grand Cape Mount', 'Vers Grand Cape Mount'),
        t(
          'Drive to Robertsport, walk the old town on the hill and meet a teacher of the Vai script.',
          "Route vers Robertsport, promenade dans la vieille ville sur la colline et rencontre avec un enseignant de l'écriture vaï.",
        ),
      ],
      [
        t('Lake and beach', 'Lac et plage'),
        t(
          'Morning on Lake Piso by canoe, afternoon on the beach or in the waves at Cotton Trees.',
          'Matinée en pirogue sur le lac Piso, après-midi à la plage ou dans les vagues de Cotton Trees.',
        ),
      ],
      [
        t('By the Blue Lake', 'Par le Blue Lake'),
        t(
          'Return towards Monrovia with a stop to swim in the deep blue water of the Blue Lake near Tubmanburg.',
          "Retour vers Monrovia avec une halte baignade dans l'eau d'un bleu profond du Blue Lake, près de Tubmanburg.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([12, 26], 10),
  },
  {
    operatorSlug: 'pepper-coast-expeditions',
    slug: 'marshall-chimpanzee-islands',
    name: t('The Chimpanzee Islands of Marshall', 'Les îles aux chimpanzés de Marshall'),
    description: t(
      'A boat trip on the river near Marshall, past the islands where chimpanzees released after years in a research laboratory now live, fed by a small team of caretakers. You watch from the boat and never land, then have lunch on the beach at Marshall.',
      'Une sortie en bateau sur la rivière près de Marshall, le long des îles où vivent des chimpanzés relâchés après des années dans un laboratoire de recherche, nourris par une petite équipe de soigneurs. Vous les observez depuis le bateau sans jamais débarquer, puis déjeunez sur la plage de Marshall.',
    ),
    duration: 1,
    pricePerPerson: '90.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.boat, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('By boat to the islands', 'En bateau vers les îles'),
      t(
        'An hour by road to Marshall, a quiet boat trip along the islands with the caretakers, lunch on the beach and return in the afternoon.',
        "Une heure de route jusqu'à Marshall, paisible sortie en bateau le long des îles avec les soigneurs, déjeuner sur la plage et retour dans l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0], 8),
  },

  // Lion Mountain Tours, Freetown (Sierra Leone)
  {
    operatorSlug: 'lion-mountain-tours',
    slug: 'bunce-island-by-boat',
    name: t('Bunce Island by Boat', "L'île de Bunce en bateau"),
    description: t(
      'Bunce Island, some thirty kilometres up the Sierra Leone River from Freetown, holds the ruins of a British slave castle. In the eighteenth century thousands of captives were shipped from here to the rice plantations of South Carolina and Georgia, whose Gullah people still keep family ties with Sierra Leone.',
      "L'île de Bunce, à une trentaine de kilomètres en amont de Freetown sur le fleuve Sierra Leone, garde les ruines d'un fort négrier britannique. Au XVIIIe siècle, des milliers de captifs partirent d'ici vers les rizières de Caroline du Sud et de Géorgie, dont le peuple gullah garde encore des liens familiaux avec la Sierra Leone.",
    ),
    duration: 1,
    pricePerPerson: '95.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.boat, IN.entryFees, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Up the river to the castle', "En remontant le fleuve jusqu'au fort"),
      t(
        'About an hour by boat from Freetown, a guided walk through the ruins and the trade yard, a picnic lunch on the island and the return by boat.',
        "Environ une heure de bateau depuis Freetown, visite guidée des ruines et de la cour de traite, pique-nique sur l'île et retour en bateau.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([2, 6], 14),
  },
  {
    operatorSlug: 'lion-mountain-tours',
    slug: 'tacugama-and-the-freetown-hills',
    name: t('Tacugama and the Freetown Hills', 'Tacugama et les collines de Freetown'),
    description: t(
      'The Tacugama Chimpanzee Sanctuary, founded in 1995 in the forest of the Western Area Peninsula National Park, cares for chimpanzees rescued from the pet trade. After a guided visit you drive through Regent, one of the old villages of liberated Africans, up to the viewpoint of Leicester Peak above Freetown.',
      "Le sanctuaire de chimpanzés de Tacugama, fondé en 1995 dans la forêt du parc national de la péninsule de Western Area, recueille des chimpanzés sauvés du commerce d'animaux de compagnie. Après la visite guidée, vous traversez Regent, l'un des anciens villages d'Africains libérés, jusqu'au belvédère de Leicester Peak qui domine Freetown.",
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.entryFees],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Chimpanzees and a view of the city', 'Chimpanzés et vue sur la ville'),
      t(
        "Morning visit to the sanctuary's chimpanzee groups, a walk through Regent, and the view from Leicester Peak before lunch.",
        'Visite matinale des groupes de chimpanzés du sanctuaire, promenade dans Regent et vue depuis Leicester Peak avant le déjeuner.',
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([1, 3, 5], 12),
  },
  {
    operatorSlug: 'lion-mountain-tours',
    slug: 'banana-islands-overnight',
    name: t('A Night on the Banana Islands', 'Une nuit aux îles Banana'),
    description: t(
      'The Banana Islands lie off the southern tip of the Freetown peninsula, a short boat ride from Kent. You snorkel in clear water off Dublin, walk to the ruins of an old church and its rusting cannons, and spend the night in a simple guesthouse above the beach.',
      "Les îles Banana se trouvent au large de la pointe sud de la péninsule de Freetown, à quelques minutes de bateau de Kent. Vous faites du snorkeling dans l'eau claire au large de Dublin, marchez jusqu'aux ruines d'une ancienne église et à ses canons rouillés, et passez la nuit dans une maison d'hôtes simple au-dessus de la plage.",
    ),
    duration: 2,
    pricePerPerson: '280.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.boat, IN.snorkel, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Crossing to Dublin', 'La traversée vers Dublin'),
        t(
          'Drive down the peninsula to Kent, cross to Dublin, snorkel in the afternoon and eat grilled barracuda on the beach.',
          "Route le long de la péninsule jusqu'à Kent, traversée vers Dublin, snorkeling l'après-midi et barracuda grillé sur la plage.",
        ),
      ],
      [
        t('Ricketts and the way back', 'Ricketts et le retour'),
        t(
          'Walk over the hill to Ricketts village, swim once more and take the boat back to Kent in the afternoon.',
          "Marche par la colline jusqu'au village de Ricketts, dernière baignade et bateau de retour vers Kent dans l'après-midi.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([6], 10),
  },
  {
    operatorSlug: 'lion-mountain-tours',
    slug: 'peninsula-beaches-day',
    name: t('Beaches of the Freetown Peninsula', 'Les plages de la péninsule de Freetown'),
    description: t(
      'The coast south of Freetown is lined with some of the finest beaches in West Africa, backed by forested hills. You stop at Lumley, River No. 2, where a river meets the sea over white sand, Tokeh and Bureh, where local surfers ride the waves.',
      "La côte au sud de Freetown aligne certaines des plus belles plages d'Afrique de l'Ouest, adossées à des collines boisées. Vous vous arrêtez à Lumley, à River No. 2, où une rivière rejoint la mer sur du sable blanc, à Tokeh et à Bureh, où les surfeurs du village prennent les vagues.",
    ),
    duration: 1,
    pricePerPerson: '65.00',
    maxGroupSize: 14,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('From Lumley to Bureh', 'De Lumley à Bureh'),
      t(
        'Morning at River No. 2, lunch of fresh lobster or fish at Tokeh, the afternoon at Bureh and the drive back along the coast road.',
        'Matinée à River No. 2, déjeuner de langouste ou de poisson frais à Tokeh, après-midi à Bureh et retour par la route côtière.',
      ),
    ]),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([0, 3, 6], 16),
  },
  {
    operatorSlug: 'lion-mountain-tours',
    slug: 'sierra-leone-highlights',
    name: t(
      'Sierra Leone Highlights in Seven Days',
      "L'essentiel de la Sierra Leone en sept jours",
    ),
    description: t(
      "A week that joins Sierra Leone's history to its forests and beaches: Freetown, founded for freed slaves in 1792, Bunce Island, the primates of Tiwai Island and a last swim off the Banana Islands. Nights are in comfortable hotels, with one night at the tented camp on Tiwai.",
      "Une semaine qui relie l'histoire de la Sierra Leone à ses forêts et à ses plages : Freetown, fondée pour des esclaves affranchis en 1792, l'île de Bunce, les primates de l'île de Tiwai et une dernière baignade aux îles Banana. Les nuits se passent dans des hôtels confortables, dont une sous tente sur Tiwai.",
    ),
    duration: 7,
    pricePerPerson: '1390.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.boat, IN.entryFees, IN.hotels, IN.halfBoard],
    exclusions: [OUT.flights, OUT.visa, OUT.lunch, OUT.singleRoom],
    itinerary: days(
      [
        t('Discovering Freetown', 'Découverte de Freetown'),
        t(
          "The King's Yard gate, where freed Africans entered the colony, St George's Cathedral, the National Railway Museum and the Big Market.",
          "La porte du King's Yard, où les Africains libérés entraient dans la colonie, la cathédrale Saint-Georges, le musée national du chemin de fer et le Big Market.",
        ),
      ],
      [
        t('Bunce Island', "L'île de Bunce"),
        t(
          'A boat trip up the Sierra Leone River to the ruins of the slave castle, back in Freetown for the evening.',
          "Remontée du fleuve Sierra Leone en bateau jusqu'aux ruines du fort négrier, retour à Freetown pour la soirée.",
        ),
      ],
      [
        t('Into the east', "Cap vers l'est"),
        t(
          'A long drive east through Bo to the Moa River, and a canoe crossing to Tiwai Island at the end of the day.',
          "Longue route vers l'est par Bo jusqu'à la rivière Moa, puis traversée en pirogue vers l'île de Tiwai en fin de journée.",
        ),
      ],
      [
        t('The primates of Tiwai', 'Les primates de Tiwai'),
        t(
          'A dawn walk for Diana monkeys and red colobus, a boat trip on the Moa in search of pygmy hippos, and a night walk.',
          "Marche à l'aube à la recherche des cercopithèques Diane et des colobes bais, sortie en bateau sur la Moa en quête d'hippopotames pygmées, puis marche de nuit.",
        ),
      ],
      [
        t('Back to the coast', 'Retour vers la côte'),
        t(
          'Drive back west to the Freetown peninsula and a hotel by the beach.',
          "Route vers l'ouest jusqu'à la péninsule de Freetown et un hôtel en bord de plage.",
        ),
      ],
      [
        t('The Banana Islands', 'Les îles Banana'),
        t(
          'A day on the Banana Islands, snorkelling and walking between Dublin and Ricketts.',
          'Une journée aux îles Banana, entre snorkeling et marche de Dublin à Ricketts.',
        ),
      ],
      [
        t('Farewell to Freetown', 'Au revoir Freetown'),
        t(
          'A last morning at River No. 2 and transfer to the ferry or water taxi for Lungi airport.',
          "Dernière matinée à River No. 2 et transfert vers le ferry ou le bateau-taxi pour l'aéroport de Lungi.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'heritage',
    departures: monthly([4, 18], 10),
  },

  // Lagune Ébrié Voyages, Abidjan (Ivory Coast)
  {
    operatorSlug: 'lagune-ebrie-voyages',
    slug: 'abidjan-plateau-and-treichville',
    name: t('Abidjan, from the Plateau to Treichville', 'Abidjan, du Plateau à Treichville'),
    description: t(
      "A day that crosses the Ébrié Lagoon, from Abidjan's business towers to its busiest market. You visit St Paul's Cathedral, with its great tilted tower, and the Museum of Civilisations of Ivory Coast, then cross to Treichville for the market and a maquis lunch of attiéké and braised fish.",
      "Une journée qui traverse la lagune Ébrié, des tours d'affaires d'Abidjan à son marché le plus animé. Vous visitez la cathédrale Saint-Paul et sa grande tour inclinée, puis le musée des Civilisations de Côte d'Ivoire, avant de passer à Treichville pour le marché et un déjeuner de maquis, attiéké et poisson braisé.",
    ),
    duration: 1,
    pricePerPerson: '65.00',
    maxGroupSize: 15,
    inclusions: [IN.bilingualGuide, IN.transport, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Towers, museum and market', 'Tours, musée et marché'),
      t(
        "St Paul's Cathedral and the Plateau in the morning, the national museum, lunch in a Treichville maquis and the market in the afternoon.",
        "La cathédrale Saint-Paul et le Plateau le matin, le musée national, déjeuner dans un maquis de Treichville et le marché l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([2, 4, 6], 15),
  },
  {
    operatorSlug: 'lagune-ebrie-voyages',
    slug: 'grand-bassam-day',
    name: t('Grand-Bassam, the First Capital', 'Grand-Bassam, la première capitale'),
    description: t(
      "Grand-Bassam, forty kilometres east of Abidjan, was the first colonial capital of Ivory Coast, until yellow fever drove the government out in the 1890s. Its Quartier France of faded colonial houses is on UNESCO's World Heritage List, and the former governor's palace now holds the National Costume Museum.",
      "Grand-Bassam, à quarante kilomètres à l'est d'Abidjan, fut la première capitale coloniale de la Côte d'Ivoire, jusqu'à ce que la fièvre jaune en chasse l'administration dans les années 1890. Son Quartier France aux maisons coloniales délavées est inscrit au patrimoine mondial de l'UNESCO, et l'ancien palais du gouverneur abrite le musée national du Costume.",
    ),
    duration: 1,
    pricePerPerson: '75.00',
    maxGroupSize: 15,
    inclusions: [IN.bilingualGuide, IN.transport, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Old streets and the sea', 'Vieilles rues et bord de mer'),
      t(
        'A walk through the Quartier France, the National Costume Museum, lunch on the beach and the craft stalls on the way back.',
        "Promenade dans le Quartier France, musée national du Costume, déjeuner sur la plage et étals d'artisans sur le chemin du retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([0, 3, 6], 18),
  },
  {
    operatorSlug: 'lagune-ebrie-voyages',
    slug: 'assinie-weekend',
    name: t('Weekend in Assinie', 'Week-end à Assinie'),
    description: t(
      'Assinie-Mafia is a long strip of sand between a calm lagoon and the open Atlantic, two hours east of Abidjan. The ocean is often too rough to swim in, so days are spent by boat on the lagoon, on its sandbanks and in its fishing villages.',
      "Assinie-Mafia est une longue bande de sable entre une lagune paisible et l'Atlantique, à deux heures à l'est d'Abidjan. L'océan est souvent trop agité pour la baignade : les journées se passent en bateau sur la lagune, sur ses bancs de sable et dans ses villages de pêcheurs.",
    ),
    duration: 2,
    pricePerPerson: '290.00',
    maxGroupSize: 12,
    inclusions: [IN.bilingualGuide, IN.transport, IN.boat, IN.hotels, IN.allMeals],
    exclusions: [OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('To the lagoon', 'Direction la lagune'),
        t(
          'Drive east along the coast, settle in by the lagoon and spend the afternoon on a sandbank with a picnic.',
          "Route vers l'est le long de la côte, installation au bord de la lagune et après-midi sur un banc de sable avec pique-nique.",
        ),
      ],
      [
        t('Villages by boat', 'Les villages en bateau'),
        t(
          'A morning boat trip to the fishing villages of the lagoon, lunch of grilled fish and return to Abidjan.',
          'Sortie matinale en bateau vers les villages de pêcheurs de la lagune, déjeuner de poisson grillé et retour à Abidjan.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([6], 12),
  },
  {
    operatorSlug: 'lagune-ebrie-voyages',
    slug: 'abidjan-street-food-and-lagoon',
    name: t('Abidjan Street Food by Water Bus', 'Cuisine de rue abidjanaise en bateau-bus'),
    description: t(
      'An afternoon and evening eating your way through Abidjan. You cross the lagoon on a water bus like the commuters do, taste alloco, garba and grilled fish from the stalls, and end in a maquis in Marcory with kedjenou chicken and live music.',
      "Un après-midi et une soirée à goûter Abidjan. Vous traversez la lagune en bateau-bus comme les Abidjanais, goûtez l'alloco, le garba et le poisson braisé des étals, et terminez dans un maquis de Marcory avec un poulet kedjenou et de la musique live.",
    ),
    duration: 1,
    pricePerPerson: '55.00',
    maxGroupSize: 10,
    inclusions: [
      IN.bilingualGuide,
      IN.tastings,
      t('Water bus tickets', 'Tickets de bateau-bus'),
      IN.pickup,
    ],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Across the lagoon, plate by plate', 'La lagune, assiette après assiette'),
      t(
        'Water bus from the Plateau, tastings at the stalls of Treichville and Marcory, and dinner in a maquis with music.',
        'Bateau-bus depuis le Plateau, dégustations aux étals de Treichville et de Marcory, et dîner dans un maquis en musique.',
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([5], 12),
  },

  // Savannah Elephant Safaris, Tamale (Ghana)
  {
    operatorSlug: 'savannah-elephant-safaris',
    slug: 'mole-walking-safari',
    name: t('Mole Walking Safari', 'Safari à pied à Mole'),
    description: t(
      "Mole National Park is Ghana's largest wildlife refuge, a dry savannah woodland where elephants come down to drink at the waterholes below the escarpment. You walk among them with an armed park ranger, at dawn and late in the afternoon, when the animals are most active.",
      "Le parc national de Mole est la plus grande réserve de faune du Ghana, une savane arborée où les éléphants descendent boire aux mares au pied de l'escarpement. Vous marchez parmi eux avec un écogarde armé, à l'aube et en fin d'après-midi, quand les animaux sont les plus actifs.",
    ),
    duration: 2,
    pricePerPerson: '150.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.parkFees, IN.lodges, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('From Tamale to the park', "De Tamale jusqu'au parc"),
        t(
          'About three hours west from Tamale, lunch at the park, and a first walk with a ranger to the waterholes in the late afternoon.',
          "Environ trois heures de route vers l'ouest depuis Tamale, déjeuner au parc et première marche avec un écogarde vers les mares en fin d'après-midi.",
        ),
      ],
      [
        t('Elephants at dawn', "Les éléphants à l'aube"),
        t(
          'A dawn walk in search of elephants, kob and warthogs, breakfast overlooking the waterhole and the drive back to Tamale.',
          "Marche à l'aube à la recherche des éléphants, des cobes et des phacochères, petit-déjeuner face à la mare et retour à Tamale.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: weekly([2, 5], 12),
  },
  {
    operatorSlug: 'savannah-elephant-safaris',
    slug: 'mole-larabanga-and-mognori',
    name: t('Mole, Larabanga and Mognori', 'Mole, Larabanga et Mognori'),
    description: t(
      'Three days in the savannah of northern Ghana. On the way to Mole you visit the whitewashed mud mosque of Larabanga, one of the oldest in West Africa; in the park you walk with rangers, and at the village of Mognori you paddle the Mole River by canoe looking for monkeys and crocodiles.',
      "Trois jours dans la savane du nord du Ghana. En route vers Mole, vous visitez la mosquée de terre blanchie de Larabanga, l'une des plus anciennes d'Afrique de l'Ouest ; dans le parc, vous marchez avec les écogardes, et au village de Mognori vous descendez la rivière Mole en pirogue à la recherche de singes et de crocodiles.",
    ),
    duration: 3,
    pricePerPerson: '220.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.parkFees, IN.pirogue, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('Larabanga on the way', 'Larabanga en chemin'),
        t(
          'Drive from Tamale, visit the Larabanga mosque and the mystic stone, arrive at Mole for a sunset walk.',
          'Route depuis Tamale, visite de la mosquée de Larabanga et de sa pierre mystique, arrivée à Mole pour une marche au coucher du soleil.',
        ),
      ],
      [
        t('Rangers and the river', 'Écogardes et rivière'),
        t(
          'A morning walking safari, then the afternoon at Mognori with a canoe trip and a walk through the village with its shea butter makers.',
          'Safari à pied le matin, puis après-midi à Mognori avec une sortie en pirogue et une promenade dans le village auprès des productrices de beurre de karité.',
        ),
      ],
      [
        t('Last walk and return', 'Dernière marche et retour'),
        t(
          'A final dawn walk to the waterholes and the drive back to Tamale by early afternoon.',
          "Une dernière marche à l'aube vers les mares et retour à Tamale en début d'après-midi.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: monthly([2, 9, 16, 23], 10),
  },
  {
    operatorSlug: 'savannah-elephant-safaris',
    slug: 'upper-east-crafts-and-crocodiles',
    name: t('Baskets, Crocodiles and Painted Houses', 'Paniers, crocodiles et maisons peintes'),
    description: t(
      "Two days in Ghana's Upper East Region, near the border with Burkina Faso. You meet the basket weavers of Bolgatanga, stand beside the sacred crocodiles of Paga, walk the rocks of the Pikworo slave camp and visit the houses of Sirigu, painted by women with earth and geometric patterns.",
      "Deux jours dans la région du Haut-Ghana oriental, près de la frontière du Burkina Faso. Vous rencontrez les vanniers de Bolgatanga, approchez les crocodiles sacrés de Paga, parcourez les rochers du camp d'esclaves de Pikworo et visitez les maisons de Sirigu, peintes par les femmes de motifs géométriques en terre.",
    ),
    duration: 2,
    pricePerPerson: '160.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.personal],
    itinerary: days(
      [
        t('Bolgatanga and Paga', 'Bolgatanga et Paga'),
        t(
          'Drive north to Bolgatanga to meet the basket weavers, then on to the crocodile pond and the Pikworo slave camp at Paga.',
          "Route vers le nord jusqu'à Bolgatanga pour rencontrer les vanniers, puis l'étang aux crocodiles et le camp d'esclaves de Pikworo à Paga.",
        ),
      ],
      [
        t('The painted houses of Sirigu', 'Les maisons peintes de Sirigu'),
        t(
          "A morning at Sirigu with the women's pottery and painting cooperative, and the drive back to Tamale.",
          'Matinée à Sirigu avec la coopérative de potières et de peintres, puis retour à Tamale.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([4], 10),
  },
  {
    operatorSlug: 'savannah-elephant-safaris',
    slug: 'tamale-and-dagbon-day',
    name: t('Tamale and the Dagbon Villages', 'Tamale et les villages du Dagbon'),
    description: t(
      "A day in and around Tamale, the capital of the Northern Region and the largest town of the Dagomba people. You walk the central market, visit a Dagomba village of round mud houses with thatched roofs, and spend the afternoon with a women's group that makes shea butter by hand.",
      "Une journée à Tamale et alentour, chef-lieu de la région du Nord et plus grande ville du peuple dagomba. Vous parcourez le marché central, visitez un village dagomba aux cases rondes en terre coiffées de chaume, et passez l'après-midi avec un groupement de femmes qui fabrique le beurre de karité à la main.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Market, village and shea butter', 'Marché, village et beurre de karité'),
      t(
        'The central market in the morning, lunch of tuo zaafi in a Dagomba village, and shea butter making in the afternoon.',
        "Le marché central le matin, déjeuner de tuo zaafi dans un village dagomba et fabrication du beurre de karité l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([1, 3], 10),
  },
  {
    operatorSlug: 'savannah-elephant-safaris',
    slug: 'tongo-hills-and-tengzug',
    name: t(
      'Tongo Hills and the Tengzug Shrines',
      'Les collines de Tongo et les sanctuaires de Tengzug',
    ),
    description: t(
      'A long day north to the Tongo Hills, granite boulders that are said to whistle when the harmattan wind blows through them. In the Talensi village of Tengzug an elder takes you to the shrines among the rocks, where visitors enter bare-chested as custom requires.',
      "Une longue journée vers le nord jusqu'aux collines de Tongo, des blocs de granit qui siffleraient quand l'harmattan les traverse. Dans le village talensi de Tengzug, un ancien vous conduit aux sanctuaires nichés dans les rochers, où l'on entre torse nu comme le veut la coutume.",
    ),
    duration: 1,
    pricePerPerson: '40.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Among the rocks of Tongo', 'Parmi les rochers de Tongo'),
      t(
        'An early drive north, a walk in the hills with a Talensi guide, the shrines of Tengzug and a late return to Tamale.',
        'Départ matinal vers le nord, marche dans les collines avec un guide talensi, les sanctuaires de Tengzug et retour tardif à Tamale.',
      ),
    ]),
    difficulty: 'moderate',
    category: 'cultural',
    departures: weekly([6], 8),
  },

  // Olumo Trails, Abeokuta (Nigeria)
  {
    operatorSlug: 'olumo-trails',
    slug: 'olumo-rock-and-adire',
    name: t('Olumo Rock and the Adire Dyers', "Le rocher d'Olumo et les teinturiers d'adire"),
    description: t(
      'Olumo Rock rises above Abeokuta; in the nineteenth century the Egba people took refuge among its boulders during the wars that followed the fall of the Oyo Empire. After the climb and the view over the city, you walk down to Itoku market and spend the afternoon with women who dye adire cloth in indigo.',
      "Le rocher d'Olumo domine Abeokuta ; au XIXe siècle, le peuple egba se réfugia parmi ses blocs pendant les guerres qui suivirent la chute de l'empire d'Oyo. Après l'ascension et la vue sur la ville, vous descendez au marché d'Itoku et passez l'après-midi avec des femmes qui teignent l'adire à l'indigo.",
    ),
    duration: 1,
    pricePerPerson: '40.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.entryFees, IN.lunch, t('Adire workshop', "Atelier d'adire")],
    exclusions: [OUT.drinks, OUT.tips, OUT.personal],
    itinerary: days([
      t('Rock, market and indigo', 'Rocher, marché et indigo'),
      t(
        'Climb Olumo Rock and its shrines in the morning, lunch of amala and ewedu, then an afternoon dyeing your own cloth at Itoku.',
        "Ascension du rocher d'Olumo et de ses sanctuaires le matin, déjeuner d'amala et d'ewedu, puis après-midi à teindre votre propre tissu à Itoku.",
      ),
    ]),
    difficulty: 'moderate',
    category: 'heritage',
    departures: weekly([2, 4, 6], 14),
  },
  {
    operatorSlug: 'olumo-trails',
    slug: 'osun-osogbo-and-ile-ife',
    name: t('Osun-Osogbo Grove and Ile-Ife', "Le bosquet d'Osun-Osogbo et Ile-Ife"),
    description: t(
      'The Osun-Osogbo Sacred Grove, a UNESCO World Heritage Site, is one of the last stretches of primary forest in southern Nigeria, filled with shrines and the sculptures of Susanne Wenger and the artists who worked with her. The next day you go on to Ile-Ife, the cradle of the Yoruba, to see the bronze and terracotta heads of its museum.',
      "Le bosquet sacré d'Osun-Osogbo, inscrit au patrimoine mondial de l'UNESCO, est l'une des dernières forêts primaires du sud du Nigéria, peuplée de sanctuaires et des sculptures de Susanne Wenger et des artistes qui travaillèrent avec elle. Le lendemain, vous gagnez Ile-Ife, berceau des Yoruba, pour voir les têtes de bronze et de terre cuite de son musée.",
    ),
    duration: 2,
    pricePerPerson: '130.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('The sacred grove', 'Le bosquet sacré'),
        t(
          'Drive to Osogbo, walk the grove along the Osun River with a guide from the community, and meet painters in the town in the evening.',
          'Route vers Osogbo, marche dans le bosquet le long de la rivière Osun avec un guide de la communauté, et rencontre avec des peintres de la ville le soir.',
        ),
      ],
      [
        t('Ile-Ife', 'Ile-Ife, berceau des Yoruba'),
        t(
          'The museum of Ile-Ife and its ancient heads, a walk past the palace of the Ooni, and the drive back to Abeokuta.',
          "Le musée d'Ile-Ife et ses têtes anciennes, promenade devant le palais de l'Ooni et retour à Abeokuta.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([6, 20], 12),
  },
  {
    operatorSlug: 'olumo-trails',
    slug: 'idanre-hills-climb',
    name: t('The Idanre Hills Climb', "Ascension des collines d'Idanre"),
    description: t(
      'In Idanre, in Ondo State, more than six hundred steps climb the granite hills to the old town on the summit, where the Idanre people lived for centuries before moving down to the plain. At the top you find the old palace, the court and the mysterious Agbooogun footprint, said to fit the foot of anyone who tries it.',
      "À Idanre, dans l'État d'Ondo, plus de six cents marches gravissent les collines de granit jusqu'à la vieille ville du sommet, où le peuple d'Idanre vécut des siècles avant de descendre dans la plaine. En haut se trouvent l'ancien palais, le tribunal et la mystérieuse empreinte d'Agbooogun, qui irait au pied de quiconque l'essaie.",
    ),
    duration: 2,
    pricePerPerson: '140.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.gear],
    itinerary: days(
      [
        t('To Ondo State', "Vers l'État d'Ondo"),
        t(
          'A long drive east to Idanre and a first look at the hills from the town below.',
          "Longue route vers l'est jusqu'à Idanre et premier regard sur les collines depuis la ville basse.",
        ),
      ],
      [
        t('Up to Oke Idanre', "L'ascension vers Oke Idanre"),
        t(
          'Climb the steps in the cool of the morning, explore the old town on the summit, then drive back to Abeokuta.',
          'Montée des marches dans la fraîcheur du matin, exploration de la vieille ville du sommet, puis retour à Abeokuta.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'adventure',
    departures: monthly([13], 10),
  },
  {
    operatorSlug: 'olumo-trails',
    slug: 'yoruba-kingdoms-four-days',
    name: t('The Yoruba Kingdoms in Four Days', 'Les royaumes yoruba en quatre jours'),
    description: t(
      'Four days through the heartland of the Yoruba, from Abeokuta to Oyo, Osogbo and Ile-Ife. You visit the palace of the Alaafin of Oyo, watch talking drums and calabashes being carved, walk the Osun-Osogbo Sacred Grove and end with the ancient heads of Ife.',
      "Quatre jours au cœur du pays yoruba, d'Abeokuta à Oyo, Osogbo et Ile-Ife. Vous visitez le palais de l'Alaafin d'Oyo, regardez sculpter tambours parlants et calebasses, parcourez le bosquet sacré d'Osun-Osogbo et terminez devant les têtes anciennes d'Ife.",
    ),
    duration: 4,
    pricePerPerson: '320.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('Abeokuta and Olumo Rock', "Abeokuta et le rocher d'Olumo"),
        t(
          'Climb Olumo Rock and visit the adire dyers of Itoku.',
          "Ascension du rocher d'Olumo et visite des teinturiers d'adire d'Itoku.",
        ),
      ],
      [
        t('The Alaafin of Oyo', "L'Alaafin d'Oyo"),
        t(
          "Drive to Oyo, visit the Alaafin's palace and the workshops of drum makers and calabash carvers.",
          "Route vers Oyo, visite du palais de l'Alaafin et des ateliers de fabricants de tambours et de graveurs de calebasses.",
        ),
      ],
      [
        t('Osogbo and its grove', 'Osogbo et son bosquet'),
        t(
          'A morning in the Osun-Osogbo Sacred Grove and an afternoon in the studios of Osogbo artists.',
          "Matinée dans le bosquet sacré d'Osun-Osogbo et après-midi dans les ateliers des artistes d'Osogbo.",
        ),
      ],
      [
        t('Ile-Ife and the way home', 'Ile-Ife et le retour'),
        t(
          'The museum of Ile-Ife, then the drive back to Abeokuta or on to Lagos.',
          "Le musée d'Ile-Ife, puis retour à Abeokuta ou route vers Lagos.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([1, 15], 12),
  },

  // Langue de Barbarie Excursions, Saint-Louis (Senegal)
  {
    operatorSlug: 'langue-de-barbarie-excursions',
    slug: 'saint-louis-by-caleche',
    name: t('Saint-Louis by Horse Carriage', 'Saint-Louis en calèche'),
    description: t(
      'Saint-Louis, founded by the French in 1659 on an island in the Senegal River, was the capital of French West Africa until 1902. A horse carriage takes you through its streets of balconied houses, a UNESCO World Heritage Site, across the Faidherbe Bridge and to Guet Ndar, where hundreds of painted pirogues line the beach.',
      "Saint-Louis, fondée par les Français en 1659 sur une île du fleuve Sénégal, fut la capitale de l'Afrique-Occidentale française jusqu'en 1902. Une calèche vous promène dans ses rues aux maisons à balcons, inscrites au patrimoine mondial de l'UNESCO, sur le pont Faidherbe et jusqu'à Guet Ndar, où des centaines de pirogues peintes s'alignent sur la plage.",
    ),
    duration: 1,
    pricePerPerson: '50.00',
    maxGroupSize: 12,
    inclusions: [IN.bilingualGuide, t('Horse carriage', 'Calèche'), IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('The island and the fishermen', "L'île et les pêcheurs"),
      t(
        'A morning carriage ride around the island, lunch of thiéboudienne, the rice and fish dish said to come from Saint-Louis, and an afternoon among the fishermen of Guet Ndar.',
        "Promenade en calèche autour de l'île le matin, déjeuner de thiéboudienne, le riz au poisson qui serait né à Saint-Louis, et après-midi parmi les pêcheurs de Guet Ndar.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 2, 3, 4, 5, 6], 14),
  },
  {
    operatorSlug: 'langue-de-barbarie-excursions',
    slug: 'djoudj-bird-sanctuary',
    name: t('Djoudj Bird Sanctuary', 'Le parc des oiseaux du Djoudj'),
    description: t(
      'The Djoudj National Bird Sanctuary, about sixty kilometres north of Saint-Louis, is one of the great wetlands of the Sahel and a UNESCO World Heritage Site. From November to April, a pirogue takes you close to colonies of great white pelicans, flamingos and millions of birds that winter there from Europe.',
      "Le parc national des oiseaux du Djoudj, à une soixantaine de kilomètres au nord de Saint-Louis, est l'une des grandes zones humides du Sahel et un site du patrimoine mondial de l'UNESCO. De novembre à avril, une pirogue vous mène près des colonies de pélicans blancs, des flamants et des millions d'oiseaux venus d'Europe pour l'hiver.",
    ),
    duration: 1,
    pricePerPerson: '95.00',
    maxGroupSize: 12,
    inclusions: [IN.bilingualGuide, IN.transport, IN.parkFees, IN.pirogue, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Among the pelicans', 'Parmi les pélicans'),
      t(
        'Leave Saint-Louis at dawn, a pirogue trip to the pelican colony, a walk on the dykes with binoculars and lunch in the park before returning.',
        "Départ de Saint-Louis à l'aube, sortie en pirogue vers la colonie de pélicans, marche sur les digues aux jumelles et déjeuner dans le parc avant le retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 3, 6], 12),
  },
  {
    operatorSlug: 'langue-de-barbarie-excursions',
    slug: 'langue-de-barbarie-by-pirogue',
    name: t('The Langue de Barbarie by Pirogue', 'La Langue de Barbarie en pirogue'),
    description: t(
      'The Langue de Barbarie is a long, narrow sand spit between the Senegal River and the Atlantic, cut in two since a channel dug in 2003 widened into a breach. A pirogue takes you down the river to the national park at its tip, where gulls and terns nest on a small bird island.',
      "La Langue de Barbarie est une longue et étroite flèche de sable entre le fleuve Sénégal et l'Atlantique, coupée en deux depuis qu'un canal creusé en 2003 s'est élargi en brèche. Une pirogue vous emmène sur le fleuve jusqu'au parc national, à son extrémité, où goélands et sternes nichent sur une petite île aux oiseaux.",
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 12,
    inclusions: [IN.bilingualGuide, IN.pirogue, IN.parkFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Down the river to the spit', "Sur le fleuve jusqu'à la flèche de sable"),
      t(
        'A morning pirogue trip down the river, a walk on the dunes of the spit, lunch of grilled fish at a camp and return in the afternoon.',
        "Descente du fleuve en pirogue le matin, marche sur les dunes de la flèche, déjeuner de poisson grillé dans un campement et retour l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([2, 5], 14),
  },
  {
    operatorSlug: 'langue-de-barbarie-excursions',
    slug: 'saint-louis-three-days',
    name: t('Saint-Louis and its Birds in Three Days', 'Saint-Louis et ses oiseaux en trois jours'),
    description: t(
      "Three days to take in Saint-Louis at its own pace: the island's colonial streets and the fishermen of Guet Ndar, a full day among the pelicans of the Djoudj, and a pirogue trip down the river to the Langue de Barbarie.",
      "Trois jours pour vivre Saint-Louis à son rythme : les rues coloniales de l'île et les pêcheurs de Guet Ndar, une journée entière parmi les pélicans du Djoudj et une descente du fleuve en pirogue jusqu'à la Langue de Barbarie.",
    ),
    duration: 3,
    pricePerPerson: '380.00',
    maxGroupSize: 10,
    inclusions: [IN.bilingualGuide, IN.transport, IN.parkFees, IN.pirogue, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('The island of Saint-Louis', "L'île de Saint-Louis"),
        t(
          'A carriage ride through the old town, the Faidherbe Bridge and Guet Ndar at the end of the day.',
          'Promenade en calèche dans la vieille ville, le pont Faidherbe et Guet Ndar en fin de journée.',
        ),
      ],
      [
        t('A day at the Djoudj', 'Journée au Djoudj'),
        t(
          'A full day in the Djoudj National Bird Sanctuary, with a pirogue trip to the pelicans.',
          'Une journée entière au parc national des oiseaux du Djoudj, avec une sortie en pirogue vers les pélicans.',
        ),
      ],
      [
        t('Out to the Langue de Barbarie', 'Cap sur la Langue de Barbarie'),
        t(
          'A pirogue down the river to the spit and its bird island, then a last evening on the island.',
          "Descente du fleuve en pirogue jusqu'à la flèche et son île aux oiseaux, puis une dernière soirée sur l'île.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([7, 21], 10),
  },

  // Nimba Highland Trails, Ganta (Liberia)
  {
    operatorSlug: 'nimba-highland-trails',
    slug: 'east-nimba-forest-hike',
    name: t('East Nimba Forest Hike', "Randonnée dans la forêt d'East Nimba"),
    description: t(
      'The Nimba range rises where Liberia meets Guinea and Ivory Coast, and its Liberian slopes are protected in the East Nimba Nature Reserve. From the old iron-mining town of Yekepa you hike up through montane forest to open ridges with views into Guinea, with a community guide who knows the birds and plants.',
      "Les monts Nimba s'élèvent là où le Libéria rejoint la Guinée et la Côte d'Ivoire, et leur versant libérien est protégé par la réserve naturelle d'East Nimba. Depuis l'ancienne ville minière de Yekepa, vous montez à travers la forêt de montagne jusqu'aux crêtes dégagées qui regardent vers la Guinée, avec un guide du village qui connaît oiseaux et plantes.",
    ),
    duration: 2,
    pricePerPerson: '150.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.parkFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('To Yekepa', "Jusqu'à Yekepa"),
        t(
          'Drive from Ganta to Yekepa, walk around the old mining town and take a short evening walk at the forest edge.',
          "Route de Ganta à Yekepa, tour de l'ancienne ville minière et courte marche en lisière de forêt le soir.",
        ),
      ],
      [
        t('Up to the ridges', "Jusqu'aux crêtes"),
        t(
          'A full day hike through the reserve to the ridges and back, then the drive to Ganta.',
          "Une journée de randonnée dans la réserve jusqu'aux crêtes et retour, puis route vers Ganta.",
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'adventure',
    departures: monthly([5, 19], 8),
  },
  {
    operatorSlug: 'nimba-highland-trails',
    slug: 'kpatawee-falls-day',
    name: t('Kpatawee Falls Day Trip', 'Excursion à la cascade de Kpatawee'),
    description: t(
      'Kpatawee Falls tumbles over a series of rocks into a deep pool in the forest of Bong County, a favourite outing for Liberian families. You walk in through farms and forest, swim below the falls and share a picnic of cassava bread and fresh fruit.',
      "La cascade de Kpatawee dévale une série de rochers jusqu'à un bassin profond dans la forêt du comté de Bong, une sortie que les familles libériennes adorent. Vous arrivez à pied entre champs et forêt, vous baignez au pied des chutes et partagez un pique-nique de pain de manioc et de fruits frais.",
    ),
    duration: 1,
    pricePerPerson: '45.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('A swim under the falls', 'Baignade au pied des chutes'),
      t(
        'About an hour and a half from Ganta, a walk to the falls, swimming and a picnic, and the drive back in the afternoon.',
        "Environ une heure et demie de route depuis Ganta, marche jusqu'aux chutes, baignade et pique-nique, puis retour l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'adventure',
    departures: weekly([6], 8),
  },
  {
    operatorSlug: 'nimba-highland-trails',
    slug: 'blue-lake-and-gola-forest',
    name: t('Blue Lake and Gola Forest', 'Le Blue Lake et la forêt de Gola'),
    description: t(
      'Three days in north-western Liberia, starting at the Blue Lake near Tubmanburg, an old iron-ore pit filled with astonishingly blue water. You then walk the edge of Gola Forest National Park with community guides, looking for forest birds such as the white-necked rockfowl.',
      "Trois jours dans le nord-ouest du Libéria, en commençant par le Blue Lake près de Tubmanburg, une ancienne mine de fer remplie d'une eau d'un bleu étonnant. Vous marchez ensuite en lisière du parc national de la forêt de Gola avec des guides des villages, à la recherche d'oiseaux forestiers comme le picatharte de Guinée.",
    ),
    duration: 3,
    pricePerPerson: '240.00',
    maxGroupSize: 6,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.parkFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('A swim in the Blue Lake', 'Baignade au Blue Lake'),
        t(
          'Drive from Monrovia to Tubmanburg, swim in the Blue Lake and continue to a village near the forest.',
          'Route de Monrovia à Tubmanburg, baignade dans le Blue Lake et route vers un village proche de la forêt.',
        ),
      ],
      [
        t('Birds of the Gola forest', 'Les oiseaux de la forêt de Gola'),
        t(
          'A long walk in the forest with community guides, resting by streams in the heat of the day.',
          'Une longue marche en forêt avec les guides du village, en se reposant près des ruisseaux aux heures chaudes.',
        ),
      ],
      [
        t('Back to Monrovia', 'Retour à Monrovia'),
        t(
          'An early bird walk and the drive back to Monrovia.',
          "Une dernière sortie ornithologique à l'aube et retour à Monrovia.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: monthly([10], 6),
  },

  // Tiwai Forest Journeys, Kenema (Sierra Leone)
  {
    operatorSlug: 'tiwai-forest-journeys',
    slug: 'tiwai-island-three-days',
    name: t('Three Days on Tiwai Island', "Trois jours sur l'île de Tiwai"),
    description: t(
      'Tiwai Island, twelve square kilometres of rainforest in the Moa River, is home to eleven species of primates, among them chimpanzees, Diana monkeys and red colobus, and to the rare pygmy hippopotamus. You sleep in the tented camp on the island and walk its trails with guides from the surrounding villages, who run the sanctuary.',
      "L'île de Tiwai, douze kilomètres carrés de forêt tropicale au milieu de la rivière Moa, abrite onze espèces de primates, dont des chimpanzés, des cercopithèques Diane et des colobes bais, ainsi que le rare hippopotame pygmée. Vous dormez au camp de tentes de l'île et parcourez ses sentiers avec des guides des villages voisins, qui gèrent le sanctuaire.",
    ),
    duration: 3,
    pricePerPerson: '390.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.pirogue, IN.parkFees, IN.camping, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.gear],
    itinerary: days(
      [
        t('Across the Moa', 'La traversée de la Moa'),
        t(
          'Drive from Kenema to the village of Kambama, cross to the island by canoe and take a first walk before dark.',
          "Route de Kenema au village de Kambama, traversée en pirogue vers l'île et première marche avant la nuit.",
        ),
      ],
      [
        t('Primates of the forest', 'Les primates de la forêt'),
        t(
          'A dawn walk with the primate guides, a rest in the heat of the day and a night walk for galagos and pangolin tracks.',
          "Marche à l'aube avec les guides spécialistes des primates, repos aux heures chaudes et marche de nuit à la recherche des galagos et des traces de pangolins.",
        ),
      ],
      [
        t('On the river at dawn', "Sur la rivière à l'aube"),
        t(
          'A quiet boat trip along the banks in search of pygmy hippos and kingfishers, then back to Kenema.',
          'Une sortie silencieuse en bateau le long des berges à la recherche des hippopotames pygmées et des martins-pêcheurs, puis retour à Kenema.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: weekly([4], 10),
  },
  {
    operatorSlug: 'tiwai-forest-journeys',
    slug: 'gola-rainforest-three-days',
    name: t('Gola Rainforest in Three Days', 'La forêt de Gola en trois jours'),
    description: t(
      'Gola Rainforest National Park protects the largest remaining block of lowland rainforest in Sierra Leone, on the border with Liberia. From the village of Lalehun you walk with community guides to a nesting site of the white-necked rockfowl, a strange bald-headed bird that builds its mud nests on rock faces.',
      "Le parc national de la forêt de Gola protège le plus grand massif de forêt de plaine qui subsiste en Sierra Leone, à la frontière du Libéria. Depuis le village de Lalehun, vous marchez avec des guides de la communauté jusqu'à un site de nidification du picatharte de Guinée, étrange oiseau à tête nue qui bâtit ses nids de boue sur les parois rocheuses.",
    ),
    duration: 3,
    pricePerPerson: '420.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.parkFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.gear],
    itinerary: days(
      [
        t('To Lalehun', "Jusqu'à Lalehun"),
        t(
          'Drive from Kenema to Lalehun at the edge of the park and meet the community guides.',
          'Route de Kenema à Lalehun, en lisière du parc, et rencontre avec les guides de la communauté.',
        ),
      ],
      [
        t('The rockfowl', 'Le picatharte'),
        t(
          'A morning forest walk, a rest in the village and an afternoon wait by the rock face where the rockfowl come to roost.',
          "Marche en forêt le matin, repos au village et affût l'après-midi près de la paroi où les picathartes viennent se poser.",
        ),
      ],
      [
        t('Forest and farms', 'Forêt et plantations'),
        t(
          'A last walk through cocoa farms at the forest edge, then back to Kenema.',
          'Dernière marche dans les plantations de cacao en lisière de forêt, puis retour à Kenema.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: monthly([3, 17], 8),
  },
  {
    operatorSlug: 'tiwai-forest-journeys',
    slug: 'tiwai-and-gola-six-days',
    name: t('Tiwai and Gola: Six Days of Forest', 'Tiwai et Gola : six jours en forêt'),
    description: t(
      'The two great forests of eastern Sierra Leone in one trip. Three days on Tiwai Island among its primates, then three days at Gola, walking with the rockfowl and the forest birds that make it one of the best birding sites in West Africa.',
      "Les deux grandes forêts de l'est de la Sierra Leone en un seul voyage. Trois jours sur l'île de Tiwai parmi ses primates, puis trois jours à Gola, sur les traces du picatharte et des oiseaux forestiers qui en font l'un des meilleurs sites ornithologiques d'Afrique de l'Ouest.",
    ),
    duration: 6,
    pricePerPerson: '880.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.pirogue, IN.parkFees, IN.camping, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.gear, OUT.insurance],
    itinerary: days(
      [
        t('Kenema to Tiwai', 'De Kenema à Tiwai'),
        t(
          'Drive to Kambama, cross to Tiwai Island and settle into the camp.',
          "Route vers Kambama, traversée vers l'île de Tiwai et installation au camp.",
        ),
      ],
      [
        t('Primate walks', 'Marches parmi les primates'),
        t(
          'Dawn and afternoon walks with the primate guides, and a night walk.',
          "Marches à l'aube et l'après-midi avec les guides spécialistes des primates, et marche de nuit.",
        ),
      ],
      [
        t('The Moa River', 'La rivière Moa'),
        t(
          'A boat trip on the river at first light, then the drive south-west towards Gola.',
          'Sortie en bateau sur la rivière aux premières lueurs, puis route vers le sud-ouest en direction de Gola.',
        ),
      ],
      [
        t('Into Gola', 'Premiers pas à Gola'),
        t(
          'A first day in the Gola forest with the community guides from Lalehun.',
          'Une première journée dans la forêt de Gola avec les guides de Lalehun.',
        ),
      ],
      [
        t('A day for the rockfowl', 'Une journée pour le picatharte'),
        t(
          'A long forest walk and an afternoon wait at a rockfowl colony.',
          "Longue marche en forêt et affût l'après-midi près d'une colonie de picathartes.",
        ),
      ],
      [
        t('Back to Kenema', 'Retour à Kenema'),
        t(
          'A last morning walk and the drive back to Kenema.',
          'Une dernière marche matinale et retour à Kenema.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'wildlife',
    departures: monthly([10], 8),
  },
  {
    operatorSlug: 'tiwai-forest-journeys',
    slug: 'kambui-hills-day-hike',
    name: t('Kambui Hills Day Hike', 'Randonnée dans les collines de Kambui'),
    description: t(
      'The forested Kambui Hills rise right behind Kenema. A steep morning walk takes you up through the forest reserve to a viewpoint over the town and the plain, with stops for birds and monkeys on the way.',
      "Les collines boisées de Kambui s'élèvent juste derrière Kenema. Une montée raide dans la matinée vous mène à travers la réserve forestière jusqu'à un belvédère sur la ville et la plaine, avec des haltes pour les oiseaux et les singes en chemin.",
    ),
    duration: 1,
    pricePerPerson: '60.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.pickup, IN.water, IN.lunch],
    exclusions: [OUT.tips, OUT.gear],
    itinerary: days([
      t('Above Kenema', 'Au-dessus de Kenema'),
      t(
        'An early start from town, four hours up and down through the forest, and lunch back in Kenema.',
        'Départ matinal depuis la ville, quatre heures de montée et de descente en forêt, et déjeuner de retour à Kenema.',
      ),
    ]),
    difficulty: 'moderate',
    category: 'adventure',
    departures: weekly([6], 10),
  },

  // Taï Forest Expeditions, San-Pédro (Ivory Coast)
  {
    operatorSlug: 'tai-forest-expeditions',
    slug: 'tai-chimpanzee-tracking',
    name: t('Taï Chimpanzee Tracking', 'Sur la piste des chimpanzés de Taï'),
    description: t(
      'Taï National Park, a UNESCO World Heritage Site, is one of the last large rainforests of West Africa, and its chimpanzees, studied since 1979, are known for cracking nuts with stones and wooden hammers. With trackers you follow a habituated group for a morning, and climb the granite dome of Mont Niénokoué for a view over an unbroken forest.',
      "Le parc national de Taï, inscrit au patrimoine mondial de l'UNESCO, est l'une des dernières grandes forêts tropicales d'Afrique de l'Ouest, et ses chimpanzés, étudiés depuis 1979, sont connus pour casser les noix avec des pierres et des marteaux de bois. Avec les pisteurs, vous suivez un groupe habitué pendant une matinée, puis gravissez le dôme de granit du mont Niénokoué pour une vue sur une forêt sans fin.",
    ),
    duration: 4,
    pricePerPerson: '1450.00',
    maxGroupSize: 4,
    inclusions: [
      IN.bilingualGuide,
      IN.fourByFour,
      IN.parkFees,
      IN.lodges,
      IN.allMeals,
      t('Chimpanzee trackers', 'Pisteurs de chimpanzés'),
    ],
    exclusions: [OUT.flights, OUT.insurance, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('From the coast to the forest', 'De la côte à la forêt'),
        t(
          'A 4x4 drive from San-Pédro to the edge of the park and an evening briefing on the health rules that protect the chimpanzees.',
          "Route en 4x4 de San-Pédro jusqu'à la lisière du parc et briefing du soir sur les règles sanitaires qui protègent les chimpanzés.",
        ),
      ],
      [
        t('With the chimpanzees', 'Avec les chimpanzés'),
        t(
          'Leave before dawn with the trackers, spend a limited time with the group, wearing a mask and keeping your distance, and return to camp by midday.',
          "Départ avant l'aube avec les pisteurs, temps limité auprès du groupe, masque sur le visage et à bonne distance, et retour au camp vers midi.",
        ),
      ],
      [
        t('Mont Niénokoué', 'Le mont Niénokoué'),
        t(
          'Climb the granite dome of Mont Niénokoué for the view over the canopy, and walk back by the streams where pygmy hippos leave their tracks.',
          'Ascension du dôme de granit du mont Niénokoué pour la vue sur la canopée, et retour par les ruisseaux où les hippopotames pygmées laissent leurs traces.',
        ),
      ],
      [
        t('Back to San-Pédro', 'Retour à San-Pédro'),
        t(
          'A last forest walk in the morning and the drive back to San-Pédro.',
          'Une dernière marche en forêt le matin et retour à San-Pédro.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'wildlife',
    departures: monthly([6, 20], 4),
  },
  {
    operatorSlug: 'tai-forest-expeditions',
    slug: 'grand-bereby-beach-days',
    name: t('Beach Days at Grand-Béréby', 'Journées de plage à Grand-Béréby'),
    description: t(
      'The coast west of San-Pédro has wide, empty bays of golden sand backed by coconut palms and forest. You stay in a lodge by the bay at Grand-Béréby, swim in its sheltered coves, and from November to March walk the beach at night with the local turtle patrol, when sea turtles come ashore to nest.',
      "La côte à l'ouest de San-Pédro aligne de larges baies désertes de sable doré, bordées de cocotiers et de forêt. Vous séjournez dans un lodge sur la baie de Grand-Béréby, vous baignez dans ses criques abritées et, de novembre à mars, marchez la nuit sur la plage avec la patrouille locale quand les tortues marines viennent pondre.",
    ),
    duration: 3,
    pricePerPerson: '780.00',
    maxGroupSize: 6,
    inclusions: [IN.bilingualGuide, IN.privateCar, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('To the bay', 'Vers la baie'),
        t(
          'A private drive from San-Pédro along the coast, with a stop at the bay of Monogaga, and an afternoon on the beach.',
          'Route privée depuis San-Pédro le long de la côte, avec une halte à la baie de Monogaga, et après-midi à la plage.',
        ),
      ],
      [
        t('Coves and turtles', 'Criques et tortues'),
        t(
          'A lazy day between the coves, and a night walk with the turtle patrol in season.',
          'Une journée paresseuse entre les criques, et une marche de nuit avec la patrouille des tortues en saison.',
        ),
      ],
      [
        t('Back to San-Pédro', 'Retour vers San-Pédro'),
        t(
          'A last swim in the morning and the drive back to San-Pédro.',
          'Une dernière baignade le matin et retour à San-Pédro.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([5], 6),
  },
  {
    operatorSlug: 'tai-forest-expeditions',
    slug: 'tai-forest-and-coast-seven-days',
    name: t('Taï Forest and the Coast in Seven Days', 'La forêt de Taï et la côte en sept jours'),
    description: t(
      'The full journey: a flight from Abidjan to San-Pédro, four days in and around Taï National Park with its chimpanzees and its granite domes, and two days to rest on the beaches of Grand-Béréby. Groups are kept to four people, so that visits to the chimpanzees stay small and quiet.',
      "Le grand voyage : un vol d'Abidjan à San-Pédro, quatre jours dans et autour du parc national de Taï, ses chimpanzés et ses dômes de granit, puis deux jours de repos sur les plages de Grand-Béréby. Les groupes sont limités à quatre personnes, pour que les visites aux chimpanzés restent discrètes.",
    ),
    duration: 7,
    pricePerPerson: '2450.00',
    maxGroupSize: 4,
    inclusions: [
      IN.bilingualGuide,
      IN.domesticFlight,
      IN.fourByFour,
      IN.parkFees,
      IN.lodges,
      IN.allMeals,
    ],
    exclusions: [OUT.flights, OUT.visa, OUT.insurance, OUT.drinks],
    itinerary: days(
      [
        t('Flight to San-Pédro', 'Vol vers San-Pédro'),
        t(
          'Morning flight from Abidjan, lunch by the sea and an afternoon at the bay of Monogaga.',
          'Vol du matin depuis Abidjan, déjeuner face à la mer et après-midi à la baie de Monogaga.',
        ),
      ],
      [
        t('Into the west', "Route vers l'ouest"),
        t(
          'A long 4x4 drive through cocoa country to the lodge at the edge of Taï National Park.',
          "Longue route en 4x4 à travers le pays du cacao jusqu'au lodge en lisière du parc national de Taï.",
        ),
      ],
      [
        t('First day with the chimpanzees', 'Première journée avec les chimpanzés'),
        t(
          'A pre-dawn start with the trackers and a morning following a habituated group.',
          "Départ avant l'aube avec les pisteurs et matinée à suivre un groupe habitué.",
        ),
      ],
      [
        t('Second day in the forest', 'Deuxième journée en forêt'),
        t(
          'A second visit to the chimpanzees, or a longer forest walk in search of forest antelopes and monkeys.',
          'Une deuxième visite aux chimpanzés, ou une plus longue marche en forêt à la recherche des céphalophes et des singes.',
        ),
      ],
      [
        t('Mont Niénokoué', 'Ascension du mont Niénokoué'),
        t(
          'Climb the granite dome for the view over the canopy and spend the afternoon in a village near the park.',
          'Ascension du dôme de granit pour la vue sur la canopée et après-midi dans un village voisin du parc.',
        ),
      ],
      [
        t('To Grand-Béréby', 'Vers Grand-Béréby'),
        t(
          'Drive back to the coast and settle into a lodge on the bay of Grand-Béréby.',
          'Retour vers la côte et installation dans un lodge sur la baie de Grand-Béréby.',
        ),
      ],
      [
        t('Flight home', 'Vol retour'),
        t(
          'A last swim and the flight from San-Pédro back to Abidjan.',
          'Une dernière baignade et le vol de San-Pédro vers Abidjan.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'wildlife',
    departures: monthly([1], 4),
  },

  // Ashanti Kente Routes, Kumasi (Ghana)
  {
    operatorSlug: 'ashanti-kente-routes',
    slug: 'kumasi-craft-villages',
    name: t('The Craft Villages of Kumasi', 'Les villages artisans de Kumasi'),
    description: t(
      'Three villages around Kumasi each keep one Asante craft alive. In Bonwire weavers make kente on narrow looms, in Ntonso craftsmen stamp adinkra symbols onto cloth with calabash stamps and a dye made from tree bark, and in Ahwiaa carvers shape stools, drums and combs.',
      "Autour de Kumasi, trois villages font vivre chacun un artisanat ashanti. À Bonwire, les tisserands fabriquent le kente sur des métiers étroits ; à Ntonso, les artisans impriment les symboles adinkra sur le tissu avec des tampons en calebasse et une teinture tirée d'une écorce ; à Ahwiaa, les sculpteurs façonnent tabourets, tambours et peignes.",
    ),
    duration: 1,
    pricePerPerson: '45.00',
    maxGroupSize: 15,
    inclusions: [
      IN.englishGuide,
      IN.transport,
      IN.lunch,
      t('Adinkra printing session', "Séance d'impression adinkra"),
    ],
    exclusions: [OUT.drinks, OUT.personal, OUT.tips],
    itinerary: days([
      t('Kente, adinkra and carving', 'Kente, adinkra et sculpture'),
      t(
        'Bonwire in the morning, lunch of fufu and light soup, Ntonso and your own adinkra cloth in the afternoon, and Ahwiaa on the way back.',
        "Bonwire le matin, déjeuner de foufou et de soupe légère, Ntonso et votre propre tissu adinkra l'après-midi, et Ahwiaa sur le chemin du retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([1, 3, 5], 15),
  },
  {
    operatorSlug: 'ashanti-kente-routes',
    slug: 'manhyia-and-kejetia',
    name: t('Manhyia Palace and Kejetia Market', 'Le palais de Manhyia et le marché de Kejetia'),
    description: t(
      'A day in the capital of the Asante kingdom. The Manhyia Palace Museum, the former home of the Asantehene, tells the story of the kings and their golden stool; the Armed Forces Museum in Kumasi Fort recalls the war of 1900; and Kejetia, one of the largest markets in West Africa, shows the city at work.',
      "Une journée dans la capitale du royaume ashanti. Le musée du palais de Manhyia, ancienne résidence de l'Asantehene, raconte l'histoire des rois et de leur tabouret d'or ; le musée des Forces armées, dans le fort de Kumasi, rappelle la guerre de 1900 ; et Kejetia, l'un des plus grands marchés d'Afrique de l'Ouest, montre la ville au travail.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 15,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.water],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Kings, a fort and a market', 'Des rois, un fort et un marché'),
      t(
        'The Manhyia Palace Museum in the morning, Kumasi Fort after lunch, and a guided walk through Kejetia market before dusk.',
        'Le musée du palais de Manhyia le matin, le fort de Kumasi après le déjeuner et une visite guidée du marché de Kejetia avant la tombée du jour.',
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([2, 4, 6], 15),
  },
  {
    operatorSlug: 'ashanti-kente-routes',
    slug: 'lake-bosomtwe-overnight',
    name: t('A Night by Lake Bosomtwe', 'Une nuit au bord du lac Bosomtwe'),
    description: t(
      'Lake Bosomtwe fills a meteorite crater about an hour south-east of Kumasi and is sacred to the Asante, who believe the souls of the dead come there to bid farewell to the god Twi. Tradition forbids boats on it, so fishermen still paddle out lying on wooden planks called padua.',
      'Le lac Bosomtwe occupe un cratère de météorite à environ une heure au sud-est de Kumasi ; il est sacré pour les Ashanti, qui croient que les âmes des morts y viennent saluer le dieu Twi. La tradition y interdit les bateaux : les pêcheurs partent encore allongés sur des planches de bois appelées padua.',
    ),
    duration: 2,
    pricePerPerson: '110.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Down to the crater', 'Descente vers le cratère'),
        t(
          'Drive from Kumasi, walk down into the crater and spend the afternoon in a lakeside village with the padua fishermen.',
          'Route depuis Kumasi, descente dans le cratère et après-midi dans un village du bord du lac avec les pêcheurs sur padua.',
        ),
      ],
      [
        t('Around the lake', 'Autour du lac'),
        t(
          'A morning walk along the shore between villages and cocoa farms, and the drive back to Kumasi.',
          'Marche matinale le long de la rive, entre villages et plantations de cacao, puis retour à Kumasi.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([1, 15], 12),
  },
  {
    operatorSlug: 'ashanti-kente-routes',
    slug: 'asante-shrines-and-yaa-asantewaa',
    name: t('Asante Shrines and Yaa Asantewaa', 'Sanctuaires ashanti et Yaa Asantewaa'),
    description: t(
      "Two days with the older Asante world. You visit the shrine at Besease, one of the traditional Asante buildings on UNESCO's World Heritage List, hear in Ejisu the story of Yaa Asantewaa, the queen mother who led the war of 1900 against the British, and spend a day with the kente weavers of Adanwomase.",
      "Deux jours dans le monde ashanti d'autrefois. Vous visitez le sanctuaire de Besease, l'un des bâtiments traditionnels ashanti inscrits au patrimoine mondial de l'UNESCO, écoutez à Ejisu l'histoire de Yaa Asantewaa, la reine mère qui mena la guerre de 1900 contre les Britanniques, et passez une journée avec les tisserands de kente d'Adanwomase.",
    ),
    duration: 2,
    pricePerPerson: '110.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Besease and Ejisu', 'Besease et Ejisu'),
        t(
          'The restored shrine of Besease with its carved and painted walls, then the story of Yaa Asantewaa in Ejisu.',
          "Le sanctuaire restauré de Besease et ses murs sculptés et peints, puis l'histoire de Yaa Asantewaa à Ejisu.",
        ),
      ],
      [
        t('The weavers of Adanwomase', "Les tisserands d'Adanwomase"),
        t(
          'A day in Adanwomase with its weavers and cocoa farmers, and the drive back to Kumasi.',
          'Une journée à Adanwomase auprès de ses tisserands et de ses planteurs de cacao, puis retour à Kumasi.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([8, 22], 12),
  },

  // Yankari Safari Company, Bauchi (Nigeria)
  {
    operatorSlug: 'yankari-safari-company',
    slug: 'yankari-weekend',
    name: t('Yankari Weekend', 'Week-end à Yankari'),
    description: t(
      'A weekend in Yankari, where elephants, buffalo, waterbuck and hippos gather along the Gaji River in the dry season. You go out on game drives from Wikki camp at dawn and dusk, and in between you swim in the Wikki Warm Springs, whose clear water stays around 31 °C all year.',
      "Un week-end à Yankari, où éléphants, buffles, cobes defassa et hippopotames se rassemblent le long de la rivière Gaji en saison sèche. Vous partez en safari depuis le camp de Wikki à l'aube et au crépuscule, et entre deux sorties vous vous baignez dans les sources chaudes de Wikki, dont l'eau claire reste autour de 31 °C toute l'année.",
    ),
    duration: 2,
    pricePerPerson: '250.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.parkFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('To Wikki camp', "Jusqu'au camp de Wikki"),
        t(
          'Drive from Bauchi into the park, a swim in the warm springs and an evening game drive.',
          "Route depuis Bauchi jusqu'au parc, baignade dans les sources chaudes et safari en fin de journée.",
        ),
      ],
      [
        t('Elephants by the river', 'Les éléphants au bord de la rivière'),
        t(
          'A dawn game drive along the Gaji River, breakfast and a last swim, then back to Bauchi.',
          "Safari à l'aube le long de la rivière Gaji, petit-déjeuner et dernière baignade, puis retour à Bauchi.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([5], 12),
  },
  {
    operatorSlug: 'yankari-safari-company',
    slug: 'yankari-three-day-safari',
    name: t('Yankari Safari in Three Days', 'Safari à Yankari en trois jours'),
    description: t(
      'Three days to see Yankari properly: game drives on the Gaji floodplain, the Wikki Warm Springs, and the sites that show how people lived here long before the reserve, the Marshall Caves dug into the sandstone and the old hand-dug Dukkey Wells.',
      'Trois jours pour bien découvrir Yankari : safaris dans la plaine de la Gaji, sources chaudes de Wikki et sites qui racontent la vie des hommes ici bien avant la réserve, les grottes Marshall creusées dans le grès et les anciens puits de Dukkey, creusés à la main.',
    ),
    duration: 3,
    pricePerPerson: '360.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.parkFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('Into Yankari', 'Entrée à Yankari'),
        t(
          'Drive from Bauchi, settle in at Wikki camp, swim in the springs and go out on an evening game drive.',
          'Route depuis Bauchi, installation au camp de Wikki, baignade dans les sources et safari du soir.',
        ),
      ],
      [
        t('Caves and wells', 'Grottes et puits'),
        t(
          'A dawn game drive, then the Marshall Caves and the Dukkey Wells with a ranger in the afternoon.',
          "Safari à l'aube, puis les grottes Marshall et les puits de Dukkey avec un écogarde l'après-midi.",
        ),
      ],
      [
        t('Last drive', 'Dernier safari'),
        t(
          'A last game drive along the river and the return to Bauchi.',
          'Un dernier safari le long de la rivière et retour à Bauchi.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'wildlife',
    departures: monthly([4, 18], 10),
  },
  {
    operatorSlug: 'yankari-safari-company',
    slug: 'yankari-on-foot',
    name: t('Yankari on Foot', 'Yankari à pied'),
    description: t(
      'For walkers: four days in Yankari on foot with an armed ranger, following the Gaji River and the sandstone ridges away from the vehicle tracks. You visit the remains of old iron-smelting furnaces and the Marshall Caves, and end each day in the warm springs.',
      "Pour les marcheurs : quatre jours à Yankari à pied avec un écogarde armé, le long de la rivière Gaji et des crêtes de grès, loin des pistes des véhicules. Vous découvrez les vestiges d'anciens fourneaux de fonte du fer et les grottes Marshall, et terminez chaque journée dans les sources chaudes.",
    ),
    duration: 4,
    pricePerPerson: '480.00',
    maxGroupSize: 6,
    inclusions: [
      IN.englishGuide,
      IN.transport,
      IN.parkFees,
      IN.lodges,
      IN.allMeals,
      t('Armed park ranger', 'Écogarde armé'),
    ],
    exclusions: [OUT.drinks, OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('Arrival at Wikki', 'Arrivée à Wikki'),
        t(
          'Drive from Bauchi, a short afternoon walk near camp and a swim in the springs.',
          "Route depuis Bauchi, courte marche l'après-midi près du camp et baignade dans les sources.",
        ),
      ],
      [
        t('Along the Gaji', 'Le long de la Gaji'),
        t(
          'A long morning walk along the river to watch elephants and antelopes, resting through the heat of the day.',
          'Longue marche matinale le long de la rivière pour observer éléphants et antilopes, repos pendant les heures chaudes.',
        ),
      ],
      [
        t('Furnaces and caves', 'Fourneaux et grottes'),
        t(
          'A walk to the old iron-smelting site and the Marshall Caves, with a vehicle back to camp.',
          "Marche jusqu'à l'ancien site de fonte du fer et aux grottes Marshall, retour au camp en véhicule.",
        ),
      ],
      [
        t('Dawn walk and farewell', "Marche de l'aube et départ"),
        t(
          'A final dawn walk and the drive back to Bauchi.',
          "Une dernière marche à l'aube et retour à Bauchi.",
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'adventure',
    departures: monthly([11], 6),
  },

  // Saloum Pirogue Company, Toubacouta (Senegal)
  {
    operatorSlug: 'saloum-pirogue-company',
    slug: 'saloum-delta-private-pirogue',
    name: t('Saloum Delta by Private Pirogue', 'Le delta du Saloum en pirogue privée'),
    description: t(
      'A day on the water with your own boatman and naturalist, winding through the bolongs, the salt-water channels of the Saloum Delta. You stop at a bird island, watch women gather oysters from the mangrove roots, and at sunset see thousands of herons, egrets and cormorants come home to roost.',
      "Une journée sur l'eau avec votre propre piroguier et un naturaliste, au fil des bolongs, les chenaux d'eau salée du delta du Saloum. Vous faites halte sur une île aux oiseaux, regardez les femmes récolter les huîtres accrochées aux racines des palétuviers et, au coucher du soleil, voyez des milliers de hérons, d'aigrettes et de cormorans rejoindre leur reposoir.",
    ),
    duration: 1,
    pricePerPerson: '160.00',
    maxGroupSize: 8,
    inclusions: [IN.bilingualGuide, IN.pirogue, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('A day in the bolongs', 'Une journée dans les bolongs'),
      t(
        'Leave the jetty at Toubacouta in the morning, picnic on a sandbank, oyster gatherers in the afternoon and the bird roost at sunset.',
        "Départ de l'embarcadère de Toubacouta le matin, pique-nique sur un banc de sable, cueilleuses d'huîtres l'après-midi et reposoir des oiseaux au coucher du soleil.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 1, 3, 5], 8),
  },
  {
    operatorSlug: 'saloum-pirogue-company',
    slug: 'saloum-delta-four-days',
    name: t('Four Days in the Saloum Delta', 'Quatre jours dans le delta du Saloum'),
    description: t(
      'Four slow days in the Saloum Delta, a UNESCO World Heritage Site for its mangroves and for the shell mounds that people built here over two thousand years. You explore by pirogue, walk in the Fathala reserve among giraffes and giant elands, and sleep in lodges by the water.',
      "Quatre jours lents dans le delta du Saloum, inscrit au patrimoine mondial de l'UNESCO pour ses mangroves et pour les amas de coquillages que les hommes y ont élevés pendant deux mille ans. Vous explorez en pirogue, marchez dans la réserve de Fathala parmi les girafes et les élands de Derby, et dormez dans des lodges au bord de l'eau.",
    ),
    duration: 4,
    pricePerPerson: '1150.00',
    maxGroupSize: 8,
    inclusions: [
      IN.bilingualGuide,
      IN.privateCar,
      IN.pirogue,
      IN.entryFees,
      IN.lodges,
      IN.allMeals,
    ],
    exclusions: [OUT.flights, OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('From Dakar to the delta', 'De Dakar au delta'),
        t(
          'A private drive south from Dakar, lunch at the lodge and a sunset pirogue trip to the bird roost.',
          'Route privée vers le sud depuis Dakar, déjeuner au lodge et pirogue au coucher du soleil vers le reposoir des oiseaux.',
        ),
      ],
      [
        t('Fathala', 'La réserve de Fathala'),
        t(
          'A morning walk in the Fathala Wildlife Reserve, then a lazy afternoon by the pool or on the water.',
          "Marche matinale dans la réserve de faune de Fathala, puis après-midi paresseux au bord de la piscine ou sur l'eau.",
        ),
      ],
      [
        t('Islands and shell mounds', 'Îles et amas coquilliers'),
        t(
          'A full day by pirogue across the delta to the islands, with a visit to a shell mound and its baobabs and a picnic on the beach.',
          "Une journée entière en pirogue à travers le delta jusqu'aux îles, avec la visite d'un amas coquillier et de ses baobabs et un pique-nique sur la plage.",
        ),
      ],
      [
        t('The oyster gatherers', "Les cueilleuses d'huîtres"),
        t(
          'A morning with the women who farm oysters in the mangroves, and the drive back to Dakar.',
          'Matinée avec les femmes qui élèvent les huîtres dans la mangrove, puis retour à Dakar.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'wildlife',
    departures: monthly([2, 16], 8),
  },
  {
    operatorSlug: 'saloum-pirogue-company',
    slug: 'joal-fadiouth-and-palmarin',
    name: t('Joal-Fadiouth and Palmarin', 'Joal-Fadiouth et Palmarin'),
    description: t(
      'Two days in Serer country at the northern edge of the delta. In Joal you visit the childhood home of the poet and president Léopold Sédar Senghor, then cross the bridge to Fadiouth, an island built on shells; in Palmarin you walk between lagoons, salt pans and baobabs to the Serer villages.',
      "Deux jours en pays sérère, au nord du delta. À Joal, vous visitez la maison d'enfance du poète et président Léopold Sédar Senghor, puis traversez le pont vers Fadiouth, une île faite de coquillages ; à Palmarin, vous marchez entre lagunes, salines et baobabs jusqu'aux villages sérères.",
    ),
    duration: 2,
    pricePerPerson: '480.00',
    maxGroupSize: 8,
    inclusions: [IN.bilingualGuide, IN.privateCar, IN.entryFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t("Senghor's town and the shell island", "La ville de Senghor et l'île aux coquillages"),
        t(
          'The Senghor family house in Joal, the wooden bridge to Fadiouth, its granaries on stilts and its shared cemetery.',
          'La maison familiale de Senghor à Joal, le pont de bois vers Fadiouth, ses greniers sur pilotis et son cimetière partagé.',
        ),
      ],
      [
        t('Palmarin', 'Les lagunes de Palmarin'),
        t(
          'A morning walk among the lagoons and salt pans of Palmarin, lunch in a Serer village and return to Toubacouta.',
          'Marche matinale entre les lagunes et les salines de Palmarin, déjeuner dans un village sérère et retour à Toubacouta.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([9, 23], 8),
  },
  {
    operatorSlug: 'saloum-pirogue-company',
    slug: 'sangomar-point-picnic',
    name: t('A Picnic on Sangomar Point', 'Pique-nique à la pointe de Sangomar'),
    description: t(
      'Sangomar Point, at the mouth of the Saloum where the delta meets the Atlantic, is a wild sandbank sacred to the Serer. A pirogue takes you there for a day of swimming, shell hunting and a picnic of grilled fish and fresh fruit under a shade sail.',
      "La pointe de Sangomar, à l'embouchure du Saloum, là où le delta rejoint l'Atlantique, est un banc de sable sauvage sacré pour les Sérères. Une pirogue vous y conduit pour une journée de baignade, de ramassage de coquillages et de pique-nique de poisson grillé et de fruits frais sous une voile d'ombrage.",
    ),
    duration: 1,
    pricePerPerson: '180.00',
    maxGroupSize: 8,
    inclusions: [IN.bilingualGuide, IN.pirogue, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Out to the point', "Jusqu'à la pointe"),
      t(
        'A long pirogue ride through the delta in the morning, the day on the sandbank and the return as the light softens.',
        "Longue traversée du delta en pirogue le matin, journée sur le banc de sable et retour quand la lumière s'adoucit.",
      ),
    ]),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([6], 8),
  },

  // Cape Mount Surf Co., Robertsport (Liberia)
  {
    operatorSlug: 'cape-mount-surf-co',
    slug: 'robertsport-surf-camp',
    name: t('Robertsport Surf Camp', 'Stage de surf à Robertsport'),
    description: t(
      'Three days of surfing at Robertsport, where long left-hand waves peel along the points below Cape Mount. Beginners learn on the gentle waves at Cotton Trees, and evenings are spent on the beach with the young Liberian surfers who teach here.',
      'Trois jours de surf à Robertsport, où de longues gauches déroulent le long des pointes au pied du cap Mount. Les débutants apprennent sur les vagues douces de Cotton Trees, et les soirées se passent sur la plage avec les jeunes surfeurs libériens qui enseignent ici.',
    ),
    duration: 3,
    pricePerPerson: '180.00',
    maxGroupSize: 8,
    inclusions: [IN.surf, IN.guesthouses, IN.allMeals],
    exclusions: [t('Transport from Monrovia', 'Transport depuis Monrovia'), OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('First waves', 'Premières vagues'),
        t(
          'Arrive in Robertsport by midday, a first lesson on the beach and in the water, and dinner with the surf team.',
          "Arrivée à Robertsport vers midi, premier cours sur le sable puis dans l'eau, et dîner avec l'équipe de surf.",
        ),
      ],
      [
        t('Two sessions a day', 'Deux sessions par jour'),
        t(
          'A morning and an evening session with your teacher, with a rest in the hammocks in between.',
          'Une session le matin et une le soir avec votre moniteur, et une sieste dans les hamacs entre les deux.',
        ),
      ],
      [
        t('Last session', 'Dernière session'),
        t(
          'A dawn surf while the wind is calm, breakfast and departure.',
          "Surf à l'aube tant que le vent est calme, petit-déjeuner et départ.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'beach',
    departures: weekly([5], 8),
  },
  {
    operatorSlug: 'cape-mount-surf-co',
    slug: 'lake-piso-canoe-day',
    name: t('Lake Piso by Dugout Canoe', 'Le lac Piso en pirogue monoxyle'),
    description: t(
      'Lake Piso, a wide coastal lagoon behind Robertsport, is the largest lake in Liberia. A fisherman paddles you across it in a dugout canoe to the Vai villages on its shores, past mangroves full of birds.',
      "Le lac Piso, vaste lagune côtière derrière Robertsport, est le plus grand lac du Libéria. Un pêcheur vous fait traverser en pirogue monoxyle jusqu'aux villages vaï de ses rives, le long de mangroves pleines d'oiseaux.",
    ),
    duration: 1,
    pricePerPerson: '40.00',
    maxGroupSize: 6,
    inclusions: [IN.pirogue, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Across the lake', 'La traversée du lac'),
      t(
        'A morning paddle across the lake, lunch in a Vai village and the return in the afternoon breeze.',
        "Traversée du lac en pirogue le matin, déjeuner dans un village vaï et retour avec la brise de l'après-midi.",
      ),
    ]),
    difficulty: 'moderate',
    category: 'adventure',
    departures: weekly([2, 6], 6),
  },

  // Wara Wara Mountain Treks, Kabala (Sierra Leone)
  {
    operatorSlug: 'wara-wara-mountain-treks',
    slug: 'bintumani-summit-trek',
    name: t('Mount Bintumani Summit Trek', 'Ascension du mont Bintumani'),
    description: t(
      'Mount Bintumani, in the Loma Mountains National Park, is at 1,945 metres the highest peak in Sierra Leone. The trek climbs from the villages at its foot through forest and grassland to a camp below the summit, with porters from the villages carrying the loads.',
      "Le mont Bintumani, dans le parc national des monts Loma, est avec ses 1 945 mètres le plus haut sommet de la Sierra Leone. La randonnée monte depuis les villages de son pied, à travers forêt et prairies, jusqu'à un camp sous le sommet, avec des porteurs des villages qui portent les charges.",
    ),
    duration: 4,
    pricePerPerson: '320.00',
    maxGroupSize: 6,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.parkFees, IN.porters, IN.camping, IN.allMeals],
    exclusions: [OUT.gear, OUT.insurance, OUT.tips],
    itinerary: days(
      [
        t('To the foot of the Loma Mountains', 'Au pied des monts Loma'),
        t(
          'A rough drive from Kabala to the trailhead village, a welcome from the chief and a night in the village.',
          'Piste difficile de Kabala au village de départ, accueil par le chef et nuit au village.',
        ),
      ],
      [
        t('Up through the forest', 'Montée à travers la forêt'),
        t(
          'Six to seven hours of climbing through forest and grassland to the high camp.',
          "Six à sept heures de montée à travers la forêt et les prairies jusqu'au camp d'altitude.",
        ),
      ],
      [
        t('The summit', 'Le sommet'),
        t(
          'A dawn climb to the summit for the view over the Loma range, and the descent to the village.',
          "Montée au sommet à l'aube pour la vue sur la chaîne des Loma, puis descente jusqu'au village.",
        ),
      ],
      [
        t('Back to Kabala', 'Retour à Kabala'),
        t(
          'The drive back to Kabala and a well-earned rest.',
          'Route du retour vers Kabala et repos bien mérité.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'adventure',
    departures: monthly([2, 16], 6),
  },
  {
    operatorSlug: 'wara-wara-mountain-treks',
    slug: 'wara-wara-day-hike',
    name: t('Wara Wara Hills Day Hike', 'Randonnée dans les collines de Wara Wara'),
    description: t(
      'Kabala lies in a bowl of granite hills, the Wara Wara Mountains, in the cool far north of Sierra Leone. A morning hike takes you up the hill above the town for a view over Kabala and the plateau, and back down through Kuranko farms.',
      "Kabala s'étend dans un cirque de collines de granit, les monts Wara Wara, dans l'extrême nord de la Sierra Leone, où l'air est plus frais. Une randonnée matinale vous mène sur la colline qui domine la ville, pour la vue sur Kabala et le plateau, puis redescend à travers les champs kuranko.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.water, IN.lunch],
    exclusions: [OUT.tips, OUT.gear],
    itinerary: days([
      t('Above Kabala', 'Au-dessus de Kabala'),
      t(
        'Start early from town, climb for two hours to the viewpoint, and come down through the farms for lunch.',
        "Départ matinal de la ville, deux heures de montée jusqu'au belvédère et descente à travers les champs pour le déjeuner.",
      ),
    ]),
    difficulty: 'moderate',
    category: 'adventure',
    departures: weekly([0, 6], 8),
  },
  {
    operatorSlug: 'wara-wara-mountain-treks',
    slug: 'outamba-kilimi-three-days',
    name: t('Outamba-Kilimi National Park', "Le parc national d'Outamba-Kilimi"),
    description: t(
      "Outamba-Kilimi, Sierra Leone's first national park, mixes savannah and forest along the Little Scarcies River in the north-west. You look for hippos from a canoe, walk with rangers where chimpanzees and many kinds of monkeys live, and sleep in a simple camp by the river.",
      'Outamba-Kilimi, le premier parc national de la Sierra Leone, mêle savane et forêt le long de la rivière Little Scarcies, dans le nord-ouest. Vous cherchez les hippopotames depuis une pirogue, marchez avec les écogardes là où vivent chimpanzés et nombreux singes, et dormez dans un camp simple au bord de la rivière.',
    ),
    duration: 3,
    pricePerPerson: '270.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.parkFees, IN.pirogue, IN.camping, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.gear],
    itinerary: days(
      [
        t('To the park', "Jusqu'au parc"),
        t(
          'Drive west from Kabala to the park and an evening canoe trip on the river.',
          "Route vers l'ouest depuis Kabala jusqu'au parc et sortie en pirogue sur la rivière le soir.",
        ),
      ],
      [
        t('Savannah and forest', 'Savane et forêt'),
        t(
          'A morning walk with the rangers, a rest in camp, and hippos by canoe in the late afternoon.',
          "Marche matinale avec les écogardes, repos au camp et hippopotames en pirogue en fin d'après-midi.",
        ),
      ],
      [
        t('Return to Kabala', 'Retour à Kabala'),
        t(
          'A last walk at dawn and the drive back to Kabala.',
          "Une dernière marche à l'aube et retour à Kabala.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: monthly([8, 22], 8),
  },
  {
    operatorSlug: 'wara-wara-mountain-treks',
    slug: 'lake-sonfon-trek',
    name: t('Lake Sonfon Trek', 'Randonnée au lac Sonfon'),
    description: t(
      'Lake Sonfon lies high in the hills south-east of Kabala, a sacred lake and an important site for birds. The walk in crosses farmland and small gold-mining villages, and you camp by the shore for a night.',
      "Le lac Sonfon se trouve haut dans les collines au sud-est de Kabala ; c'est un lac sacré et un site important pour les oiseaux. La marche d'approche traverse champs et petits villages d'orpailleurs, et vous campez une nuit sur la rive.",
    ),
    duration: 2,
    pricePerPerson: '140.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.camping, IN.allMeals, IN.porters],
    exclusions: [OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('Walking in to the lake', "La marche jusqu'au lac"),
        t(
          'Drive to the last village, walk four hours to the lake and camp on the shore.',
          "Route vers le dernier village, quatre heures de marche jusqu'au lac et bivouac sur la rive.",
        ),
      ],
      [
        t('Birds at dawn', "Les oiseaux à l'aube"),
        t(
          'Birdwatching along the shore at first light, then the walk out and the drive back to Kabala.',
          'Observation des oiseaux sur la rive aux premières lueurs, puis marche de retour et route vers Kabala.',
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'adventure',
    departures: monthly([12], 8),
  },

  // Dent de Man Randonnées, Man (Ivory Coast)
  {
    operatorSlug: 'dent-de-man-randonnees',
    slug: 'dent-de-man-climb',
    name: t('Climbing the Dent de Man', "L'ascension de la Dent de Man"),
    description: t(
      'The Dent de Man, a tooth-shaped granite peak of 881 metres, stands over the town of Man in the green west of Ivory Coast. The climb winds through fields and forest to a final steep scramble, and the reward is a view over the eighteen mountains that ring the town; in the afternoon you cool off at the Man waterfall.',
      "La Dent de Man, un pic de granit de 881 mètres en forme de dent, domine la ville de Man dans l'ouest verdoyant de la Côte d'Ivoire. La montée serpente entre champs et forêt jusqu'à un dernier passage raide, récompensé par la vue sur les dix-huit montagnes qui entourent la ville ; l'après-midi, vous vous rafraîchissez à la cascade de Man.",
    ),
    duration: 1,
    pricePerPerson: '45.00',
    maxGroupSize: 12,
    inclusions: [IN.frenchGuide, IN.transport, IN.lunch, IN.water],
    exclusions: [OUT.tips, OUT.gear],
    itinerary: days([
      t('Up the tooth', 'Sur la Dent'),
      t(
        'An early climb of three to four hours up and down, lunch in town and an afternoon at the waterfall in the forest.',
        'Ascension matinale de trois à quatre heures aller-retour, déjeuner en ville et après-midi à la cascade dans la forêt.',
      ),
    ]),
    difficulty: 'challenging',
    category: 'adventure',
    departures: weekly([0, 3, 6], 12),
  },
  {
    operatorSlug: 'dent-de-man-randonnees',
    slug: 'liana-bridges-and-tonkoui',
    name: t('Liana Bridges and Mont Tonkoui', 'Ponts de lianes et mont Tonkoui'),
    description: t(
      'Two days in Dan country. You cross the liana bridge of Lieupleu, woven from forest vines and, according to tradition, built in a single night by initiated men, and watch a village mask dance. The next morning you drive up Mont Tonkoui, at 1,189 metres one of the highest points in the country, for a view towards Guinea and Liberia.',
      "Deux jours en pays dan. Vous traversez le pont de lianes de Lieupleu, tressé de lianes de la forêt et, selon la tradition, construit en une seule nuit par des initiés, et assistez à une danse des masques au village. Le lendemain matin, vous montez au mont Tonkoui, l'un des plus hauts sommets du pays avec ses 1 189 mètres, pour la vue vers la Guinée et le Libéria.",
    ),
    duration: 2,
    pricePerPerson: '120.00',
    maxGroupSize: 12,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('The liana bridge', 'Le pont de lianes'),
        t(
          'Drive towards Danané, cross the liana bridge of Lieupleu and spend the evening at a mask dance in the village.',
          'Route vers Danané, traversée du pont de lianes de Lieupleu et soirée au village pour une danse des masques.',
        ),
      ],
      [
        t('Mont Tonkoui', 'Le mont Tonkoui'),
        t(
          'An early drive up Mont Tonkoui for the view at sunrise, then back down to Man.',
          'Montée matinale au mont Tonkoui pour la vue au lever du soleil, puis retour à Man.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([5, 19], 12),
  },
  {
    operatorSlug: 'dent-de-man-randonnees',
    slug: 'man-mountains-four-days',
    name: t('The Mountains of Man in Four Days', 'Les montagnes de Man en quatre jours'),
    description: t(
      'Four days on foot in the hills around Man, the wettest and greenest corner of Ivory Coast. You climb the Dent de Man, walk from village to village through coffee and cocoa farms, cross the liana bridge of Lieupleu and end on the summit of Mont Tonkoui.',
      "Quatre jours à pied dans les collines autour de Man, le coin le plus vert et le plus arrosé de la Côte d'Ivoire. Vous gravissez la Dent de Man, marchez de village en village entre plantations de café et de cacao, traversez le pont de lianes de Lieupleu et terminez au sommet du mont Tonkoui.",
    ),
    duration: 4,
    pricePerPerson: '260.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('The Dent de Man', 'La Dent de Man'),
        t(
          'Climb the Dent de Man in the morning and rest by the Man waterfall in the afternoon.',
          "Ascension de la Dent de Man le matin et repos près de la cascade de Man l'après-midi.",
        ),
      ],
      [
        t('Village to village', 'De village en village'),
        t(
          'A full day walking between Dan villages and coffee farms, with a night in a village.',
          'Une journée entière de marche entre villages dan et plantations de café, avec une nuit au village.',
        ),
      ],
      [
        t('The liana bridge', 'Le pont de lianes de Lieupleu'),
        t(
          'Drive west to Lieupleu, cross the liana bridge and watch the evening mask dance.',
          "Route vers l'ouest jusqu'à Lieupleu, traversée du pont de lianes et danse des masques le soir.",
        ),
      ],
      [
        t('Sunrise on Mont Tonkoui', 'Lever de soleil au mont Tonkoui'),
        t(
          'An early start for the sunrise on Mont Tonkoui, then the return to Man.',
          'Départ très matinal pour le lever du soleil au mont Tonkoui, puis retour à Man.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'adventure',
    departures: monthly([12], 10),
  },

  // Volta Highlands Treks, Hohoe (Ghana)
  {
    operatorSlug: 'volta-highlands-treks',
    slug: 'wli-falls-hike',
    name: t('Wli Falls Hike', 'Randonnée aux chutes de Wli'),
    description: t(
      'Wli Falls, near the border with Togo, is the highest waterfall in Ghana. A shaded trail through the Agumatsa Wildlife Sanctuary leads to the lower falls, where thousands of fruit bats hang from the cliff; strong walkers can carry on up a steep path to the upper falls.',
      "Les chutes de Wli, près de la frontière togolaise, sont les plus hautes du Ghana. Un sentier ombragé à travers le sanctuaire de faune d'Agumatsa mène aux chutes inférieures, où des milliers de roussettes sont suspendues à la falaise ; les bons marcheurs peuvent continuer par un chemin raide jusqu'aux chutes supérieures.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('To the lower and upper falls', 'Vers les chutes inférieures et supérieures'),
      t(
        'Forty minutes on the forest trail to the lower falls and a swim in the pool, with an optional climb to the upper falls before lunch.',
        "Quarante minutes de sentier forestier jusqu'aux chutes inférieures et baignade dans le bassin, avec en option la montée aux chutes supérieures avant le déjeuner.",
      ),
    ]),
    difficulty: 'moderate',
    category: 'adventure',
    departures: weekly([0, 2, 4, 6], 14),
  },
  {
    operatorSlug: 'volta-highlands-treks',
    slug: 'afadja-and-tafi-atome',
    name: t(
      'Mount Afadja and the Monkeys of Tafi Atome',
      'Le mont Afadja et les singes de Tafi Atome',
    ),
    description: t(
      'Mount Afadja, at 885 metres, is often called the highest mountain in Ghana, and its steep forest path takes about an hour to the top. In the afternoon you visit Tafi Atome, where the villagers protect a forest of sacred mona monkeys that come to take bananas from your hand.',
      "Le mont Afadja, avec ses 885 mètres, passe souvent pour la plus haute montagne du Ghana, et son sentier forestier escarpé mène au sommet en une heure environ. L'après-midi, vous visitez Tafi Atome, dont les villageois protègent une forêt de singes mona sacrés qui viennent prendre des bananes dans la main.",
    ),
    duration: 1,
    pricePerPerson: '40.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('A summit and a sacred forest', 'Un sommet et une forêt sacrée'),
      t(
        'Climb Mount Afadja in the morning, lunch in a village, and the mona monkeys of Tafi Atome in the late afternoon.',
        "Ascension du mont Afadja le matin, déjeuner au village et singes mona de Tafi Atome en fin d'après-midi.",
      ),
    ]),
    difficulty: 'moderate',
    category: 'adventure',
    departures: weekly([1, 5], 12),
  },
  {
    operatorSlug: 'volta-highlands-treks',
    slug: 'volta-highlands-three-days',
    name: t('Three Days in the Volta Highlands', 'Trois jours dans les hautes terres de la Volta'),
    description: t(
      'A three-day walk through the hills of the Volta Region, sleeping in village guesthouses. You start at Amedzofe, one of the highest villages in Ghana, climb Mount Gemi and bathe at the Ote Falls, then move north to Mount Afadja and finish under the Wli Falls.',
      "Trois jours de marche dans les collines de la région de la Volta, avec des nuits en maisons d'hôtes villageoises. Vous partez d'Amedzofe, l'un des plus hauts villages du Ghana, gravissez le mont Gemi et vous baignez aux chutes d'Ote, puis remontez vers le mont Afadja pour finir sous les chutes de Wli.",
    ),
    duration: 3,
    pricePerPerson: '190.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('Amedzofe and Mount Gemi', 'Amedzofe et le mont Gemi'),
        t(
          'Climb Mount Gemi and its cross for the view, then walk down to the Ote Falls for a swim.',
          "Ascension du mont Gemi et de sa croix pour la vue, puis descente vers les chutes d'Ote pour une baignade.",
        ),
      ],
      [
        t('Mount Afadja', 'Le mont Afadja'),
        t(
          'Drive north, climb Mount Afadja and spend the night in a village at its foot.',
          'Route vers le nord, ascension du mont Afadja et nuit dans un village à son pied.',
        ),
      ],
      [
        t('Wli Falls', 'Les chutes de Wli'),
        t(
          'Walk to the lower falls at Wli and back to Hohoe in the afternoon.',
          "Marche jusqu'aux chutes inférieures de Wli et retour à Hohoe dans l'après-midi.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'adventure',
    departures: monthly([4, 18], 10),
  },
  {
    operatorSlug: 'volta-highlands-treks',
    slug: 'tafi-atome-overnight',
    name: t('A Night with the Monkeys of Tafi Atome', 'Une nuit chez les singes de Tafi Atome'),
    description: t(
      'Tafi Atome protects its sacred mona monkeys in a patch of forest around the village, and the best time to see them is at dawn and at dusk. You spend the night in the village guesthouse and visit the Ewe kente weavers of nearby Tafi Abuife.',
      "Tafi Atome protège ses singes mona sacrés dans une forêt qui entoure le village, et les meilleurs moments pour les voir sont l'aube et le crépuscule. Vous passez la nuit à la maison d'hôtes du village et rendez visite aux tisserands de kente éwé de Tafi Abuife, tout proche.",
    ),
    duration: 2,
    pricePerPerson: '100.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Monkeys at dusk', 'Les singes au crépuscule'),
        t(
          'Drive from Hohoe, settle into the guesthouse and walk into the forest as the monkeys come down in the evening.',
          "Route depuis Hohoe, installation à la maison d'hôtes et marche en forêt quand les singes descendent le soir.",
        ),
      ],
      [
        t('Dawn and the weavers', "L'aube et les tisserands"),
        t(
          'A dawn walk with the monkeys, then the kente weavers of Tafi Abuife before returning to Hohoe.',
          "Marche à l'aube parmi les singes, puis les tisserands de kente de Tafi Abuife avant le retour à Hohoe.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([6], 8),
  },

  // Cross River Canopy Tours, Calabar (Nigeria)
  {
    operatorSlug: 'cross-river-canopy-tours',
    slug: 'calabar-heritage-day',
    name: t('Calabar Heritage Day', "Calabar, une journée d'histoire"),
    description: t(
      'Calabar was a great port of the palm oil trade and, before it, of the slave trade. You visit the Old Residency, built in Britain and shipped out in pieces in the 1880s, now the National Museum; the Slave History Museum on the Marina; the grave of the Scottish missionary Mary Slessor; and the drill monkeys of a rescue centre in town.',
      "Calabar fut un grand port du commerce de l'huile de palme et, avant cela, de la traite. Vous visitez l'ancienne Résidence, construite en Grande-Bretagne et expédiée en pièces détachées dans les années 1880, aujourd'hui musée national ; le musée de l'histoire de l'esclavage, sur la Marina ; la tombe de la missionnaire écossaise Mary Slessor ; et les drills d'un centre de sauvetage en ville.",
    ),
    duration: 1,
    pricePerPerson: '65.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Residency, Marina and drills', 'Résidence, Marina et drills'),
      t(
        "The Old Residency in the morning, lunch of edikang ikong, the Slave History Museum, Mary Slessor's grave and the drill rescue centre.",
        "L'ancienne Résidence le matin, déjeuner d'edikang ikong, le musée de l'histoire de l'esclavage, la tombe de Mary Slessor et le centre de sauvetage des drills.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 3, 5], 12),
  },
  {
    operatorSlug: 'cross-river-canopy-tours',
    slug: 'afi-mountain-drill-ranch',
    name: t('Afi Mountain Drill Ranch', 'Le ranch des drills du mont Afi'),
    description: t(
      'On the forested slopes of Afi Mountain, a sanctuary cares for drills, among the most endangered primates in Africa, and for orphaned chimpanzees. You sleep in cabins at the edge of the forest, walk the canopy walkway strung between the trees, and watch the drills in their large forest enclosures.',
      "Sur les pentes boisées du mont Afi, un sanctuaire recueille des drills, parmi les primates les plus menacés d'Afrique, et des chimpanzés orphelins. Vous dormez dans des cabanes en lisière de forêt, parcourez la passerelle suspendue tendue entre les arbres et observez les drills dans leurs grands enclos forestiers.",
    ),
    duration: 2,
    pricePerPerson: '280.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('North to Afi', "Vers le nord jusqu'à Afi"),
        t(
          'A long drive north from Calabar, an afternoon with the drills and a night in the forest cabins.',
          'Longue route vers le nord depuis Calabar, après-midi avec les drills et nuit dans les cabanes de la forêt.',
        ),
      ],
      [
        t('The canopy walkway', 'La passerelle de la canopée'),
        t(
          'The canopy walkway at dawn, breakfast with the sanctuary staff and the drive back to Calabar.',
          "La passerelle de la canopée à l'aube, petit-déjeuner avec l'équipe du sanctuaire et retour à Calabar.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: weekly([5], 10),
  },
  {
    operatorSlug: 'cross-river-canopy-tours',
    slug: 'obudu-plateau-three-days',
    name: t('Three Days on the Obudu Plateau', "Trois jours sur le plateau d'Obudu"),
    description: t(
      'The Obudu Plateau rises to about 1,500 metres near the border with Cameroon, with cool air, rolling grassland and forested valleys that feel far from the heat of the coast. You walk the ridges and the canopy walkway, swim in a natural pool and hike down to the Grotto waterfall.',
      "Le plateau d'Obudu s'élève à environ 1 500 mètres près de la frontière camerounaise : air frais, prairies ondulantes et vallées boisées, bien loin de la chaleur de la côte. Vous marchez sur les crêtes et sur la passerelle de la canopée, vous baignez dans une piscine naturelle et descendez à pied jusqu'à la cascade de la Grotte.",
    ),
    duration: 3,
    pricePerPerson: '420.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.entryFees, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('Up to the plateau', 'Montée vers le plateau'),
        t(
          'A long drive north from Calabar and up the winding road to the plateau, arriving for sunset.',
          "Longue route vers le nord depuis Calabar puis montée en lacets jusqu'au plateau, arrivée au coucher du soleil.",
        ),
      ],
      [
        t('Ridges and the Grotto', 'Crêtes et cascade de la Grotte'),
        t(
          'A morning hike along the ridges, the canopy walkway and an afternoon walk down to the Grotto waterfall.',
          "Randonnée matinale sur les crêtes, passerelle de la canopée et descente à pied jusqu'à la cascade de la Grotte l'après-midi.",
        ),
      ],
      [
        t('Back down to Calabar', 'Redescente vers Calabar'),
        t(
          'A swim in the natural pool and the drive back to Calabar.',
          'Baignade dans la piscine naturelle et retour à Calabar.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'adventure',
    departures: monthly([6, 20], 12),
  },
  {
    operatorSlug: 'cross-river-canopy-tours',
    slug: 'oban-hills-rainforest',
    name: t('Oban Hills Rainforest Trek', "Randonnée dans la forêt des collines d'Oban"),
    description: t(
      'The Oban Division of Cross River National Park protects one of the oldest rainforests in Africa, rich in butterflies, birds and primates. This four-day trek follows forest trails and rivers, camps in the forest and ends at the Kwa Falls, tumbling into a gorge.',
      "La division d'Oban du parc national de Cross River protège l'une des plus anciennes forêts tropicales d'Afrique, riche en papillons, en oiseaux et en primates. Cette randonnée de quatre jours suit sentiers forestiers et rivières, campe en forêt et se termine aux chutes de Kwa, qui plongent dans une gorge.",
    ),
    duration: 4,
    pricePerPerson: '620.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.fourByFour, IN.parkFees, IN.porters, IN.camping, IN.allMeals],
    exclusions: [OUT.drinks, OUT.gear, OUT.insurance],
    itinerary: days(
      [
        t('To the forest edge', "Jusqu'à la lisière de la forêt"),
        t(
          'Drive from Calabar to Oban, meet the rangers and porters, and walk a first short trail.',
          'Route de Calabar à Oban, rencontre avec les écogardes et les porteurs, et premier court sentier.',
        ),
      ],
      [
        t('Deep forest', 'Forêt profonde'),
        t(
          'A long day on foot through the forest to a camp by a river.',
          "Une longue journée de marche à travers la forêt jusqu'à un camp au bord d'une rivière.",
        ),
      ],
      [
        t('Streams and butterflies', 'Ruisseaux et papillons'),
        t(
          'Walk along the streams where butterflies gather, looking for monkeys and forest birds.',
          'Marche le long des ruisseaux où se rassemblent les papillons, à la recherche des singes et des oiseaux forestiers.',
        ),
      ],
      [
        t('Kwa Falls', 'Les chutes de Kwa'),
        t(
          'Walk out to the Kwa Falls for a last swim, and the drive back to Calabar.',
          "Marche jusqu'aux chutes de Kwa pour une dernière baignade, puis retour à Calabar.",
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'wildlife',
    departures: monthly([14], 6),
  },

  // Casamance Bolong Voyages, Ziguinchor (Senegal)
  {
    operatorSlug: 'casamance-bolong-voyages',
    slug: 'lower-casamance-villages',
    name: t('Villages of Lower Casamance', 'Les villages de Basse-Casamance'),
    description: t(
      'Three days among the Jola villages of Lower Casamance, a land of rice fields, palm groves and winding creeks. You visit the impluvium house of Enampor, built around a central basin that gathers the rain, the two-storey clay houses of Mlomp and the royal town of Oussouye, then cross by pirogue to the old trading island of Carabane.',
      "Trois jours dans les villages diola de Basse-Casamance, pays de rizières, de palmeraies et de bolongs sinueux. Vous visitez la case à impluvium d'Enampor, construite autour d'un bassin central qui recueille la pluie, les cases à étage en banco de Mlomp et la ville royale d'Oussouye, puis rejoignez en pirogue l'ancienne île comptoir de Carabane.",
    ),
    duration: 3,
    pricePerPerson: '360.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.pirogue, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Ziguinchor and Enampor', 'Ziguinchor et Enampor'),
        t(
          "A morning in Ziguinchor's market and port, then the impluvium house of Enampor and a night in a village camp.",
          "Matinée au marché et au port de Ziguinchor, puis la case à impluvium d'Enampor et nuit dans un campement villageois.",
        ),
      ],
      [
        t('Oussouye and Mlomp', 'Oussouye et Mlomp'),
        t(
          'The royal town of Oussouye, the clay houses of Mlomp and a walk through the rice fields.',
          "La ville royale d'Oussouye, les cases à étage de Mlomp et une promenade dans les rizières.",
        ),
      ],
      [
        t('Carabane', "L'île de Carabane"),
        t(
          'A pirogue from Elinkine to Carabane, its old mission church and its beach, and the return to Ziguinchor.',
          "Pirogue d'Elinkine à Carabane, son ancienne église de la mission et sa plage, puis retour à Ziguinchor.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([4, 18], 10),
  },
  {
    operatorSlug: 'casamance-bolong-voyages',
    slug: 'cap-skirring-beach-days',
    name: t('Beach Days at Cap Skirring', 'Journées de plage au Cap Skirring'),
    description: t(
      'Cap Skirring has some of the finest beaches in Senegal, long and quiet, backed by palms. Between swims you walk to the dunes and giant kapok trees of Diembéring, and spend a day by pirogue in the creeks around Elinkine and Carabane.',
      "Le Cap Skirring possède certaines des plus belles plages du Sénégal, longues et paisibles, bordées de palmiers. Entre deux baignades, vous marchez jusqu'aux dunes et aux fromagers géants de Diembéring, et passez une journée en pirogue dans les bolongs autour d'Elinkine et de Carabane.",
    ),
    duration: 4,
    pricePerPerson: '480.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.pirogue, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('To the coast', 'Vers la côte'),
        t(
          'Drive from Ziguinchor to Cap Skirring and an afternoon on the beach.',
          'Route de Ziguinchor au Cap Skirring et après-midi à la plage.',
        ),
      ],
      [
        t('Diembéring', 'Les dunes de Diembéring'),
        t(
          'A walk along the beach to the dunes and kapok trees of Diembéring, lunch in the village.',
          "Marche sur la plage jusqu'aux dunes et aux fromagers de Diembéring, déjeuner au village.",
        ),
      ],
      [
        t('A day in the creeks', 'Une journée dans les bolongs'),
        t(
          'A full day by pirogue through the creeks to Carabane, with a picnic on the island.',
          "Une journée entière en pirogue dans les bolongs jusqu'à Carabane, avec pique-nique sur l'île.",
        ),
      ],
      [
        t('Last swim', 'Dernière baignade'),
        t(
          'A free morning on the beach and the drive back to Ziguinchor.',
          'Matinée libre à la plage et retour à Ziguinchor.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([6], 10),
  },
  {
    operatorSlug: 'casamance-bolong-voyages',
    slug: 'carabane-by-pirogue',
    name: t('Carabane by Pirogue', 'Carabane en pirogue'),
    description: t(
      'Carabane, an island at the mouth of the Casamance River, was a French trading post from the 1830s. A pirogue takes you there from Elinkine through the mangroves; you walk past the ruins of the mission church and the old buildings of the trading post, and have lunch on the beach.',
      "Carabane, île à l'embouchure du fleuve Casamance, fut un comptoir français à partir des années 1830. Une pirogue vous y conduit depuis Elinkine à travers la mangrove ; vous passez devant les ruines de l'église de la mission et les vieux bâtiments du comptoir, et déjeunez sur la plage.",
    ),
    duration: 1,
    pricePerPerson: '80.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.pirogue, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('To the island', "Jusqu'à l'île"),
      t(
        'Drive to Elinkine, an hour by pirogue to Carabane, a walk around the island and lunch, and the return in the afternoon.',
        "Route vers Elinkine, une heure de pirogue jusqu'à Carabane, tour de l'île et déjeuner, puis retour l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([3], 10),
  },

  // Grain Coast Journeys, Harper (Liberia)
  {
    operatorSlug: 'grain-coast-journeys',
    slug: 'harper-heritage-walk',
    name: t('Harper Heritage Walk', 'Harper, promenade historique'),
    description: t(
      'Harper was founded in the 1830s by settlers sent by the Maryland State Colonization Society, and was the capital of a small republic, Maryland in Africa, before it joined Liberia in 1857. You walk among its nineteenth-century houses, past the home town of President William Tubman, to the Cape Palmas lighthouse at the end of the point.',
      "Harper fut fondée dans les années 1830 par des colons envoyés par la société de colonisation du Maryland, et fut la capitale d'une petite république, le Maryland en Afrique, avant de rejoindre le Libéria en 1857. Vous marchez parmi ses maisons du XIXe siècle, dans la ville natale du président William Tubman, jusqu'au phare du cap des Palmes, au bout de la pointe.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('From the old town to the lighthouse', "De la vieille ville jusqu'au phare"),
      t(
        'A morning walk through the old town, lunch of fresh fish and rice, and the lighthouse at Cape Palmas in the afternoon.',
        "Promenade matinale dans la vieille ville, déjeuner de poisson frais et de riz, et phare du cap des Palmes l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([2, 6], 8),
  },
  {
    operatorSlug: 'grain-coast-journeys',
    slug: 'cape-palmas-beaches',
    name: t('Beaches of Cape Palmas', 'Les plages du cap des Palmes'),
    description: t(
      'The coast around Harper is lined with empty beaches and rocky points, running east to the mouth of the Cavalla River and the border with Ivory Coast. Two easy days of swimming, walking and eating fresh fish with the Grebo fishing families.',
      "La côte autour de Harper aligne plages désertes et pointes rocheuses jusqu'à l'embouchure du fleuve Cavally et la frontière ivoirienne. Deux journées tranquilles de baignade, de marche et de poisson frais partagé avec les familles de pêcheurs grebo.",
    ),
    duration: 2,
    pricePerPerson: '90.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Beaches near Harper', 'Les plages près de Harper'),
        t(
          'A day on the beaches and points west of Harper, with lunch cooked by a fishing family.',
          "Une journée sur les plages et les pointes à l'ouest de Harper, avec un déjeuner préparé par une famille de pêcheurs.",
        ),
      ],
      [
        t('To the Cavalla River', "Jusqu'au fleuve Cavally"),
        t(
          'Drive east to the mouth of the Cavalla River, look across to Ivory Coast, and return to Harper.',
          "Route vers l'est jusqu'à l'embouchure du Cavally, regard vers la Côte d'Ivoire, puis retour à Harper.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: monthly([7, 21], 8),
  },
  {
    operatorSlug: 'grain-coast-journeys',
    slug: 'grebo-villages-and-lake-shepherd',
    name: t('Grebo Villages and Lake Shepherd', 'Villages grebo et lac Shepherd'),
    description: t(
      'A day with the Grebo communities around Harper. You watch palm wine being tapped, learn to pound cassava for dumboy, and take a canoe on Lake Shepherd, a coastal lagoon and nature reserve just outside town.',
      'Une journée avec les communautés grebo autour de Harper. Vous regardez récolter le vin de palme, apprenez à piler le manioc pour le dumboy et montez en pirogue sur le lac Shepherd, une lagune côtière classée réserve naturelle juste à la sortie de la ville.',
    ),
    duration: 1,
    pricePerPerson: '30.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.pirogue, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Palm wine, dumboy and the lake', 'Vin de palme, dumboy et lac'),
      t(
        'A morning in a Grebo village, lunch of dumboy and soup, and an afternoon by canoe on Lake Shepherd.',
        'Matinée dans un village grebo, déjeuner de dumboy et de soupe, et après-midi en pirogue sur le lac Shepherd.',
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([4], 8),
  },

  // Banana Islands Boatworks, Kent (Sierra Leone)
  {
    operatorSlug: 'banana-islands-boatworks',
    slug: 'banana-islands-snorkel-and-kayak',
    name: t('Banana Islands: Snorkel, Kayak and Fish', 'Îles Banana : snorkeling, kayak et pêche'),
    description: t(
      'Three active days around the Banana Islands. You snorkel over the rocks and reefs off Dublin, paddle a sea kayak around the small island of Mes-Meheux, and go out trolling with the crew for barracuda and jacks, which the island cooks grill for dinner.',
      "Trois jours actifs autour des îles Banana. Vous faites du snorkeling au-dessus des rochers et des récifs au large de Dublin, faites le tour du petit îlot de Mes-Meheux en kayak de mer et partez à la traîne avec l'équipage pour pêcher barracudas et carangues, que les cuisinières de l'île font griller au dîner.",
    ),
    duration: 3,
    pricePerPerson: '420.00',
    maxGroupSize: 8,
    inclusions: [
      IN.boat,
      IN.snorkel,
      t('Sea kayaks', 'Kayaks de mer'),
      IN.guesthouses,
      IN.allMeals,
    ],
    exclusions: [t('Transport from Freetown', 'Transport depuis Freetown'), OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Crossing from Kent', 'La traversée depuis Kent'),
        t(
          'Boat from Kent to Dublin, settle in, and a first snorkel off the rocks in the afternoon.',
          "Bateau de Kent à Dublin, installation et premier snorkeling au pied des rochers l'après-midi.",
        ),
      ],
      [
        t('Kayak and snorkel', 'Kayak et snorkeling'),
        t(
          'A morning kayak around Mes-Meheux, lunch on a beach and a second snorkelling site in the afternoon.',
          "Tour de Mes-Meheux en kayak le matin, déjeuner sur une plage et second site de snorkeling l'après-midi.",
        ),
      ],
      [
        t('Fishing and farewell', 'Pêche et départ'),
        t(
          'Trolling with the crew at dawn, breakfast with the catch and the boat back to Kent.',
          "Pêche à la traîne avec l'équipage à l'aube, petit-déjeuner avec la prise du jour et bateau de retour vers Kent.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'adventure',
    departures: monthly([6, 20], 8),
  },
  {
    operatorSlug: 'banana-islands-boatworks',
    slug: 'banana-islands-day-trip',
    name: t('Banana Islands Day Trip', 'Excursion aux îles Banana'),
    description: t(
      'A simple day out from Kent to the Banana Islands: a short crossing, a beach of pale sand, a swim in clear water and a lunch of grilled fish, with a walk over the hill to Ricketts village for those who want it.',
      "Une journée simple de Kent aux îles Banana : une courte traversée, une plage de sable clair, une baignade dans une eau transparente et un déjeuner de poisson grillé, avec pour ceux qui le souhaitent une marche par la colline jusqu'au village de Ricketts.",
    ),
    duration: 1,
    pricePerPerson: '85.00',
    maxGroupSize: 10,
    inclusions: [IN.boat, IN.lunch, IN.snorkel],
    exclusions: [t('Transport from Freetown', 'Transport depuis Freetown'), OUT.drinks, OUT.tips],
    itinerary: days([
      t('A day on the islands', 'Une journée sur les îles'),
      t(
        'Morning boat from Kent, swimming and snorkelling, lunch on the beach, an optional walk to Ricketts and the boat back at four.',
        "Bateau du matin depuis Kent, baignade et snorkeling, déjeuner sur la plage, marche facultative jusqu'à Ricketts et bateau de retour à 16 h.",
      ),
    ]),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([0, 6], 12),
  },

  // Comptoir de Bassam, Grand-Bassam (Ivory Coast)
  {
    operatorSlug: 'comptoir-de-bassam',
    slug: 'grand-bassam-private-day',
    name: t('Grand-Bassam, a Private Day', 'Grand-Bassam, une journée privée'),
    description: t(
      "A private day in Grand-Bassam with a historian of the town. You walk the Quartier France, between the old customs house, the post office and the merchants' houses with their verandas, visit the National Costume Museum in the former governor's palace, and lunch on a terrace facing the Atlantic.",
      "Une journée privée à Grand-Bassam avec un historien de la ville. Vous parcourez le Quartier France, entre l'ancienne douane, la poste et les maisons de négociants à vérandas, visitez le musée national du Costume dans l'ancien palais du gouverneur et déjeunez sur une terrasse face à l'Atlantique.",
    ),
    duration: 1,
    pricePerPerson: '190.00',
    maxGroupSize: 8,
    inclusions: [IN.bilingualGuide, IN.privateCar, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('The old capital with a historian', "L'ancienne capitale avec un historien"),
      t(
        'Pick-up in Abidjan, a morning in the Quartier France, the costume museum, lunch by the sea and a visit to the craft village before returning.',
        'Prise en charge à Abidjan, matinée dans le Quartier France, musée du Costume, déjeuner au bord de la mer et visite du village artisanal avant le retour.',
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 3, 5, 6], 8),
  },
  {
    operatorSlug: 'comptoir-de-bassam',
    slug: 'assinie-lagoon-retreat',
    name: t('Assinie Lagoon Retreat', "Escapade sur la lagune d'Assinie"),
    description: t(
      'Three quiet days at Assinie, in a villa hotel on the lagoon side of the sand bar. A private boat takes you across the Aby lagoon to its islands and fishing villages, and the rest of the time is yours, between the lagoon, the pool and the long Atlantic beach.',
      'Trois jours paisibles à Assinie, dans un hôtel de villas côté lagune du cordon de sable. Un bateau privé vous emmène sur la lagune Aby vers ses îles et ses villages de pêcheurs, et le reste du temps vous appartient, entre la lagune, la piscine et la longue plage atlantique.',
    ),
    duration: 3,
    pricePerPerson: '980.00',
    maxGroupSize: 8,
    inclusions: [IN.privateCar, IN.boat, IN.luxuryHotels, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('To Assinie', "Jusqu'à Assinie"),
        t(
          'A private transfer from Abidjan, lunch at the villa and an afternoon by the lagoon.',
          'Transfert privé depuis Abidjan, déjeuner à la villa et après-midi au bord de la lagune.',
        ),
      ],
      [
        t('The Aby lagoon', 'La lagune Aby'),
        t(
          'A morning by private boat among the islands and fishing villages of the lagoon, and a free afternoon.',
          'Matinée en bateau privé parmi les îles et les villages de pêcheurs de la lagune, après-midi libre.',
        ),
      ],
      [
        t('A slow morning', 'Une matinée tranquille'),
        t(
          'A late breakfast, a walk on the beach and the transfer back to Abidjan.',
          'Petit-déjeuner tardif, promenade sur la plage et transfert retour vers Abidjan.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([4], 8),
  },
  {
    operatorSlug: 'comptoir-de-bassam',
    slug: 'ivorian-coast-five-days',
    name: t('The Ivorian Coast in Five Days', 'La côte ivoirienne en cinq jours'),
    description: t(
      'Five days along the coast east of Abidjan, following the three capitals of the colony: Grand-Bassam, abandoned after the yellow fever of the 1890s, Bingerville on its hill with its botanical garden, and Abidjan itself. The trip ends with two days on the lagoon at Assinie.',
      "Cinq jours sur la côte à l'est d'Abidjan, sur les traces des trois capitales de la colonie : Grand-Bassam, abandonnée après la fièvre jaune des années 1890, Bingerville sur sa colline avec son jardin botanique, et Abidjan. Le voyage se termine par deux jours sur la lagune d'Assinie.",
    ),
    duration: 5,
    pricePerPerson: '1650.00',
    maxGroupSize: 8,
    inclusions: [IN.bilingualGuide, IN.privateCar, IN.entryFees, IN.luxuryHotels, IN.halfBoard],
    exclusions: [OUT.flights, OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('Abidjan', 'Abidjan, capitale économique'),
        t(
          "The Plateau, St Paul's Cathedral and the Museum of Civilisations, with dinner in Cocody.",
          'Le Plateau, la cathédrale Saint-Paul et le musée des Civilisations, avec un dîner à Cocody.',
        ),
      ],
      [
        t('Bingerville', 'Bingerville et son jardin'),
        t(
          "The second colonial capital on its hill above the lagoon, its botanical garden and the old governor's palace.",
          "La deuxième capitale coloniale sur sa colline au-dessus de la lagune, son jardin botanique et l'ancien palais du gouverneur.",
        ),
      ],
      [
        t('Grand-Bassam', 'Journée à Grand-Bassam'),
        t(
          'A full day in the Quartier France with a historian, and a night in Grand-Bassam by the sea.',
          'Une journée entière dans le Quartier France avec un historien, et une nuit à Grand-Bassam face à la mer.',
        ),
      ],
      [
        t('To Assinie', 'Cap sur Assinie'),
        t(
          'Drive east to Assinie and spend the afternoon by boat on the lagoon.',
          "Route vers l'est jusqu'à Assinie et après-midi en bateau sur la lagune.",
        ),
      ],
      [
        t('Farewell to the lagoon', 'Adieu à la lagune'),
        t(
          'A free morning at Assinie and the transfer to Abidjan airport.',
          "Matinée libre à Assinie et transfert vers l'aéroport d'Abidjan.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([10, 24], 8),
  },

  // Jamestown Lighthouse Tours, Accra (Ghana)
  {
    operatorSlug: 'jamestown-lighthouse-tours',
    slug: 'accra-private-city-day',
    name: t('Accra, a Private City Day', 'Accra, une journée privée'),
    description: t(
      'Accra with your own driver and guide. You start in Jamestown, by the lighthouse and the fishing harbour, walk through Makola Market, pay your respects at the Kwame Nkrumah Memorial Park and visit the house where W.E.B. Du Bois spent his last years, then end with a drink by the sea at sunset.',
      'Accra avec votre propre chauffeur et votre guide. Vous commencez à Jamestown, près du phare et du port de pêche, traversez le marché de Makola, vous recueillez au parc mémorial Kwame Nkrumah et visitez la maison où W.E.B. Du Bois passa ses dernières années, avant de finir par un verre face à la mer au coucher du soleil.',
    ),
    duration: 1,
    pricePerPerson: '190.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.privateCar, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Jamestown to the seafront', 'De Jamestown au front de mer'),
      t(
        'Jamestown and its lighthouse in the morning, Makola Market, lunch, the Nkrumah Memorial Park and the Du Bois Centre, and sunset on the beach.',
        'Jamestown et son phare le matin, le marché de Makola, déjeuner, le parc mémorial Nkrumah et le centre Du Bois, puis coucher de soleil sur la plage.',
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([1, 2, 3, 4, 5, 6], 10),
  },
  {
    operatorSlug: 'jamestown-lighthouse-tours',
    slug: 'aburi-gardens-and-cocoa',
    name: t(
      'Aburi Gardens and the First Cocoa Farm',
      "Les jardins d'Aburi et la première cacaoyère",
    ),
    description: t(
      "A day on the cool Akuapem ridge above Accra. You walk the Aburi Botanical Gardens, laid out in 1890, browse the wood carvers' market, and visit the farm at Mampong where Tetteh Quarshie planted the cocoa he had brought from Fernando Po in 1879, the start of Ghana's cocoa industry.",
      "Une journée sur la fraîche crête d'Akuapem au-dessus d'Accra. Vous parcourez le jardin botanique d'Aburi, aménagé en 1890, flânez au marché des sculpteurs sur bois et visitez la ferme de Mampong où Tetteh Quarshie planta en 1879 le cacao rapporté de Fernando Po, point de départ de l'industrie cacaoyère ghanéenne.",
    ),
    duration: 1,
    pricePerPerson: '170.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.privateCar, IN.pickup, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Up the Akuapem ridge', "Sur la crête d'Akuapem"),
      t(
        'The drive up from Accra, the gardens, lunch with a view over the plains, the carvers of Aburi and the cocoa farm at Mampong.',
        "Montée depuis Accra, les jardins, déjeuner avec vue sur les plaines, les sculpteurs d'Aburi et la cacaoyère de Mampong.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([0, 3], 10),
  },
  {
    operatorSlug: 'jamestown-lighthouse-tours',
    slug: 'ghana-grand-tour',
    name: t('The Grand Tour of Ghana in Twelve Days', 'Le grand tour du Ghana en douze jours'),
    description: t(
      'Twelve days across Ghana with your own driver-guide, from the castles of the coast to the Asante capital and the savannah of the north. You stand at the Door of No Return in Cape Coast, walk the Kakum canopy, meet the kente weavers of Bonwire, walk among the elephants of Mole and fly back to Accra from Tamale.',
      'Douze jours à travers le Ghana avec votre chauffeur-guide, des châteaux de la côte à la capitale ashanti et à la savane du nord. Vous vous tenez devant la Porte du non-retour à Cape Coast, parcourez la canopée de Kakum, rencontrez les tisserands de kente de Bonwire, marchez parmi les éléphants de Mole et rentrez à Accra en avion depuis Tamale.',
    ),
    duration: 12,
    pricePerPerson: '5200.00',
    maxGroupSize: 8,
    inclusions: [
      IN.englishGuide,
      IN.privateCar,
      IN.entryFees,
      IN.luxuryHotels,
      IN.halfBoard,
      IN.domesticFlight,
    ],
    exclusions: [OUT.flights, OUT.visa, OUT.lunch, OUT.singleRoom],
    itinerary: days(
      [
        t('Arrival in Accra', 'Arrivée à Accra'),
        t(
          'Welcome at Kotoka airport and a quiet evening at the hotel.',
          "Accueil à l'aéroport de Kotoka et soirée tranquille à l'hôtel.",
        ),
      ],
      [
        t('Accra', "Découverte d'Accra"),
        t(
          'Jamestown, Makola Market, the Nkrumah Memorial Park and the Du Bois Centre.',
          'Jamestown, le marché de Makola, le parc mémorial Nkrumah et le centre Du Bois.',
        ),
      ],
      [
        t('Along the coast', 'Le long de la côte'),
        t(
          'Drive west along the coast with a stop at the fort of Anomabo, arriving in Cape Coast.',
          "Route vers l'ouest le long de la côte, avec une halte au fort d'Anomabo, et arrivée à Cape Coast.",
        ),
      ],
      [
        t('Cape Coast and Kakum', 'Cape Coast et Kakum'),
        t(
          'The Kakum canopy walkway in the early morning and Cape Coast Castle in the afternoon.',
          "La passerelle de Kakum tôt le matin et le château de Cape Coast l'après-midi.",
        ),
      ],
      [
        t('Elmina', 'Elmina et son château'),
        t(
          'Elmina Castle, Fort St. Jago and the fishing harbour, with a free afternoon on the beach.',
          "Le château d'Elmina, le fort Saint-Jago et le port de pêche, avec un après-midi libre à la plage.",
        ),
      ],
      [
        t('To Kumasi', 'Vers Kumasi'),
        t(
          'Drive north through the forest to Kumasi, the capital of the Asante.',
          "Route vers le nord à travers la forêt jusqu'à Kumasi, capitale des Ashanti.",
        ),
      ],
      [
        t('The craft villages', 'Les villages artisans'),
        t(
          'The kente weavers of Bonwire, the adinkra printers of Ntonso and the carvers of Ahwiaa.',
          "Les tisserands de kente de Bonwire, les imprimeurs d'adinkra de Ntonso et les sculpteurs d'Ahwiaa.",
        ),
      ],
      [
        t('The Asante kingdom', 'Le royaume ashanti'),
        t(
          'The Manhyia Palace Museum, Kumasi Fort and Kejetia market.',
          'Le musée du palais de Manhyia, le fort de Kumasi et le marché de Kejetia.',
        ),
      ],
      [
        t('North to the savannah', 'Vers la savane du nord'),
        t(
          'A long drive north with a stop at the Kintampo waterfalls, arriving at Mole National Park.',
          'Longue route vers le nord avec une halte aux chutes de Kintampo, et arrivée au parc national de Mole.',
        ),
      ],
      [
        t('Elephants of Mole', 'Les éléphants de Mole'),
        t(
          'Walking safaris at dawn and in the late afternoon with an armed ranger.',
          "Safaris à pied à l'aube et en fin d'après-midi avec un écogarde armé.",
        ),
      ],
      [
        t('Larabanga and Tamale', 'Larabanga et Tamale'),
        t(
          'The mud mosque of Larabanga and the drive to Tamale.',
          'La mosquée de terre de Larabanga et la route vers Tamale.',
        ),
      ],
      [
        t('Flight back to Accra', 'Vol retour vers Accra'),
        t(
          'Morning flight from Tamale to Accra and transfer to your hotel or the international terminal.',
          'Vol du matin de Tamale à Accra et transfert vers votre hôtel ou le terminal international.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'heritage',
    departures: monthly([3], 8),
  },
  {
    operatorSlug: 'jamestown-lighthouse-tours',
    slug: 'ada-foah-estuary',
    name: t('Ada Foah and the Volta Estuary', "Ada Foah et l'estuaire de la Volta"),
    description: t(
      'At Ada Foah the Volta River meets the Atlantic over a long sand bar, two hours east of Accra. You stay in a riverside hotel, go out by boat to the islands of the estuary and, between October and March, join the local turtle patrol on the beach at night.',
      "À Ada Foah, la Volta rejoint l'Atlantique par un long cordon de sable, à deux heures à l'est d'Accra. Vous séjournez dans un hôtel au bord du fleuve, partez en bateau vers les îles de l'estuaire et, entre octobre et mars, accompagnez la nuit la patrouille locale des tortues sur la plage.",
    ),
    duration: 2,
    pricePerPerson: '560.00',
    maxGroupSize: 8,
    inclusions: [IN.privateCar, IN.boat, IN.luxuryHotels, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('Where the river meets the sea', 'Là où le fleuve rejoint la mer'),
        t(
          'A private drive from Accra, a boat trip to the estuary islands in the afternoon, and the turtle patrol after dinner in season.',
          "Route privée depuis Accra, sortie en bateau vers les îles de l'estuaire l'après-midi et patrouille des tortues après le dîner en saison.",
        ),
      ],
      [
        t('A lazy morning', 'Une matinée paresseuse'),
        t(
          'A swim in the river, a walk on the sand bar and the drive back to Accra.',
          'Baignade dans le fleuve, promenade sur le cordon de sable et retour à Accra.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([6], 8),
  },

  // Sahel Gate Tours, Kano (Nigeria)
  {
    operatorSlug: 'sahel-gate-tours',
    slug: 'kano-old-city-walk',
    name: t('Kano Old City Walk', 'Promenade dans la vieille ville de Kano'),
    description: t(
      "Kano has been a trading city of the Sahel for a thousand years. You walk from the Kofar Mata dye pits, where cloth has been dyed in indigo since the fifteenth century, through the lanes of Kurmi Market to the Gidan Makama Museum, and past the Emir's palace and what remains of the old city walls.",
      "Kano est une ville marchande du Sahel depuis mille ans. Vous allez des fosses de teinture de Kofar Mata, où l'on teint le tissu à l'indigo depuis le XVe siècle, aux ruelles du marché de Kurmi puis au musée Gidan Makama, en passant devant le palais de l'émir et ce qui reste des anciens remparts.",
    ),
    duration: 1,
    pricePerPerson: '40.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.entryFees, IN.lunch, IN.water],
    exclusions: [OUT.drinks, OUT.tips, OUT.personal],
    itinerary: days([
      t('Indigo, market and palace', 'Indigo, marché et palais'),
      t(
        'The dye pits in the morning, Kurmi Market, lunch of tuwo and miyan kuka, and the Gidan Makama Museum in the afternoon.',
        "Les fosses de teinture le matin, le marché de Kurmi, déjeuner de tuwo et de miyan kuka, et le musée Gidan Makama l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 3, 6], 10),
  },
  {
    operatorSlug: 'sahel-gate-tours',
    slug: 'kano-crafts-and-markets',
    name: t('Kano Crafts and Markets', 'Artisans et marchés de Kano'),
    description: t(
      'Two days with the traders and craftspeople of Kano. You lose yourself in Kantin Kwari, one of the largest textile markets in West Africa, watch leatherworkers tan and dye goatskin as they have for centuries, and meet the embroiderers who decorate the flowing babban riga.',
      "Deux jours avec les marchands et les artisans de Kano. Vous vous perdez dans Kantin Kwari, l'un des plus grands marchés de tissus d'Afrique de l'Ouest, regardez les maroquiniers tanner et teindre les peaux de chèvre comme depuis des siècles, et rencontrez les brodeurs qui ornent les amples babban riga.",
    ),
    duration: 2,
    pricePerPerson: '85.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, IN.transport, IN.hotels, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.personal],
    itinerary: days(
      [
        t('Textiles', 'Les tissus'),
        t(
          'A morning in Kantin Kwari, the dye pits of Kofar Mata in the afternoon.',
          "Matinée à Kantin Kwari, les fosses de teinture de Kofar Mata l'après-midi.",
        ),
      ],
      [
        t('Leather and embroidery', 'Cuir et broderie'),
        t(
          'The tanners and leatherworkers in the morning, and the embroiderers of the old city in the afternoon.',
          "Les tanneurs et les maroquiniers le matin, puis les brodeurs de la vieille ville l'après-midi.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([5, 19], 10),
  },
  {
    operatorSlug: 'sahel-gate-tours',
    slug: 'dala-hill-sunrise',
    name: t('Sunrise on Dala Hill', 'Lever de soleil sur la colline de Dala'),
    description: t(
      "Dala Hill, inside the old city, is where Kano's first settlers lived, according to the city's own chronicles. From the top at sunrise you look over a sea of mud roofs and minarets, then walk down through the old quarters as the city wakes up.",
      "La colline de Dala, au cœur de la vieille ville, est selon les chroniques de Kano le lieu où vécurent ses premiers habitants. Du sommet, au lever du soleil, vous dominez une mer de toits de terre et de minarets, puis redescendez à travers les vieux quartiers qui s'éveillent.",
    ),
    duration: 1,
    pricePerPerson: '25.00',
    maxGroupSize: 10,
    inclusions: [IN.englishGuide, t('Breakfast', 'Petit-déjeuner'), IN.water],
    exclusions: [OUT.tips, OUT.personal],
    itinerary: days([
      t('Above the mud roofs', 'Au-dessus des toits de terre'),
      t(
        'Meet before dawn, climb Dala Hill for the sunrise, breakfast of kosai and koko, and a walk through the old quarters.',
        "Rendez-vous avant l'aube, montée sur la colline de Dala pour le lever du soleil, petit-déjeuner de kosai et de koko, puis promenade dans les vieux quartiers.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([5], 10),
  },

  // Bassari Country Treks, Kédougou (Senegal)
  {
    operatorSlug: 'bassari-country-treks',
    slug: 'dindefelo-falls-and-dande',
    name: t(
      'Dindéfélo Falls and the Dande Plateau',
      'La cascade de Dindéfélo et le plateau de Dande',
    ),
    description: t(
      'Dindéfélo, near the border with Guinea, has a waterfall of about a hundred metres falling into a cool pool in a forested gorge. After a swim you climb the cliff path to the village of Dande on the plateau, where the view reaches over the plain towards the Fouta Djallon hills.',
      "Dindéfélo, près de la frontière guinéenne, possède une cascade d'une centaine de mètres qui plonge dans un bassin frais au fond d'une gorge boisée. Après la baignade, vous montez par le sentier de la falaise jusqu'au village de Dande, sur le plateau, d'où la vue porte sur la plaine jusqu'aux collines du Fouta-Djalon.",
    ),
    duration: 2,
    pricePerPerson: '130.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('To the falls', 'Vers la cascade'),
        t(
          'Drive from Kédougou to Dindéfélo, walk up the gorge to the falls and swim in the pool.',
          "Route de Kédougou à Dindéfélo, montée dans la gorge jusqu'à la cascade et baignade dans le bassin.",
        ),
      ],
      [
        t('Up to Dande', "Jusqu'à Dande"),
        t(
          'Climb the cliff path to Dande, lunch in the village and return to Kédougou.',
          "Montée par le sentier de la falaise jusqu'à Dande, déjeuner au village et retour à Kédougou.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'adventure',
    departures: monthly([3, 17], 10),
  },
  {
    operatorSlug: 'bassari-country-treks',
    slug: 'bassari-and-bedik-villages',
    name: t('Bassari and Bedik Villages', 'Villages bassari et bédik'),
    description: t(
      "Four days of walking between the hill villages of south-eastern Senegal, whose landscapes and ways of life are on UNESCO's World Heritage List. You climb to Iwol, a Bedik village of thatched huts under a giant kapok tree, and walk on to the Bassari villages around Salémata.",
      "Quatre jours de marche entre les villages perchés du sud-est du Sénégal, dont les paysages et les modes de vie sont inscrits au patrimoine mondial de l'UNESCO. Vous montez à Iwol, village bédik de cases au toit de chaume sous un fromager géant, puis continuez vers les villages bassari autour de Salémata.",
    ),
    duration: 4,
    pricePerPerson: '300.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.fourByFour, IN.guesthouses, IN.allMeals, IN.porters],
    exclusions: [OUT.drinks, OUT.tips, OUT.gear],
    itinerary: days(
      [
        t('Kédougou market', 'Le marché de Kédougou'),
        t(
          'A morning at the market of Kédougou and an afternoon drive to the foot of the Bedik hills.',
          "Matinée au marché de Kédougou et route l'après-midi jusqu'au pied des collines bédik.",
        ),
      ],
      [
        t('Iwol', "Le village bédik d'Iwol"),
        t(
          'Climb to Iwol, meet the village chief and spend the night in the village.',
          'Montée à Iwol, rencontre avec le chef du village et nuit au village.',
        ),
      ],
      [
        t('Towards Salémata', 'En direction de Salémata'),
        t(
          'Drive and walk to the Bassari villages around Salémata, with a night in a village camp.',
          'Route puis marche vers les villages bassari autour de Salémata, avec une nuit en campement villageois.',
        ),
      ],
      [
        t('Back to Kédougou', 'Retour à Kédougou'),
        t(
          'A morning walk between the villages and the drive back to Kédougou.',
          'Marche matinale entre les villages et retour à Kédougou.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'cultural',
    departures: monthly([10], 10),
  },

  // Sherbro Island Voyages, Bonthe (Sierra Leone)
  {
    operatorSlug: 'sherbro-island-voyages',
    slug: 'bonthe-old-town',
    name: t('Bonthe, the Old Port of Sherbro Island', "Bonthe, le vieux port de l'île de Sherbro"),
    description: t(
      'Bonthe, on Sherbro Island, was a busy port of the colonial trade in the nineteenth century and has changed little since its merchants left. You reach it by boat through the creeks and mangroves, walk among its old churches and warehouses, and eat fresh oysters and fish with the families of the waterfront.',
      "Bonthe, sur l'île de Sherbro, fut au XIXe siècle un port actif du commerce colonial et a peu changé depuis le départ de ses négociants. Vous y arrivez en bateau à travers les chenaux et la mangrove, marchez parmi ses vieilles églises et ses entrepôts, et mangez huîtres et poisson frais avec les familles du bord de l'eau.",
    ),
    duration: 2,
    pricePerPerson: '150.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.boat, IN.guesthouses, IN.allMeals],
    exclusions: [
      t('Transport to Mattru Jong', "Transport jusqu'à Mattru Jong"),
      OUT.drinks,
      OUT.tips,
    ],
    itinerary: days(
      [
        t('Through the creeks to Bonthe', "Par les chenaux jusqu'à Bonthe"),
        t(
          'Boat from Mattru Jong down the river and through the mangroves, arriving in Bonthe for a walk at sunset.',
          'Bateau depuis Mattru Jong, descente de la rivière et traversée de la mangrove, arrivée à Bonthe pour une promenade au coucher du soleil.',
        ),
      ],
      [
        t('The old town', 'La vieille ville'),
        t(
          'A morning walk through the churches, warehouses and waterfront, and the boat back to Mattru Jong.',
          'Promenade matinale parmi les églises, les entrepôts et le front de mer, puis bateau de retour vers Mattru Jong.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([6], 8),
  },
  {
    operatorSlug: 'sherbro-island-voyages',
    slug: 'turtle-islands-three-days',
    name: t('The Turtle Islands', 'Les îles Turtle'),
    description: t(
      'The Turtle Islands are a scatter of small, low islands off the southern coast, home to fishing communities that see few visitors. Three days of boat rides, white beaches and village life, sleeping in simple rooms or tents with the islanders.',
      'Les îles Turtle sont un chapelet de petites îles basses au large de la côte sud, où vivent des communautés de pêcheurs qui voient peu de visiteurs. Trois jours de bateau, de plages blanches et de vie villageoise, avec des nuits dans des chambres simples ou sous tente chez les insulaires.',
    ),
    duration: 3,
    pricePerPerson: '240.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.boat, IN.camping, IN.allMeals],
    exclusions: [t('Transport to Bonthe', "Transport jusqu'à Bonthe"), OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Out to sea', 'Vers le large'),
        t(
          'A long boat ride from Bonthe to the Turtle Islands and an afternoon on the beach.',
          'Longue traversée de Bonthe aux îles Turtle et après-midi sur la plage.',
        ),
      ],
      [
        t('Island to island', "D'île en île"),
        t(
          "A day hopping between the islands with the fishermen, with lunch of the day's catch.",
          "Une journée d'île en île avec les pêcheurs, et un déjeuner de la pêche du jour.",
        ),
      ],
      [
        t('Back to Bonthe', 'Retour à Bonthe'),
        t(
          'A morning swim and the boat back to Bonthe.',
          'Baignade matinale et bateau de retour vers Bonthe.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'beach',
    departures: monthly([16], 8),
  },

  // Pays Sénoufo Tours, Korhogo (Ivory Coast)
  {
    operatorSlug: 'pays-senoufo-tours',
    slug: 'korhogo-artisans-day',
    name: t('The Artisans of Korhogo', 'Les artisans de Korhogo'),
    description: t(
      'A day with the Senufo craftspeople around Korhogo. In Waraniéné weavers make cotton cloth on narrow looms, in Fakaha painters draw masks and animals on cloth with earth dyes, the famous Korhogo cloth, and in Koni blacksmiths still work iron by hand.',
      'Une journée avec les artisans sénoufo autour de Korhogo. À Waraniéné, les tisserands fabriquent des bandes de coton sur des métiers étroits ; à Fakaha, les peintres dessinent masques et animaux sur toile avec des teintures de terre, les célèbres toiles de Korhogo ; et à Koni, les forgerons travaillent encore le fer à la main.',
    ),
    duration: 1,
    pricePerPerson: '40.00',
    maxGroupSize: 12,
    inclusions: [IN.frenchGuide, IN.transport, IN.lunch],
    exclusions: [OUT.drinks, OUT.personal, OUT.tips],
    itinerary: days([
      t('Weavers, painters and smiths', 'Tisserands, peintres et forgerons'),
      t(
        'Waraniéné in the morning, lunch in Korhogo, the painters of Fakaha and the smiths of Koni in the afternoon.',
        "Waraniéné le matin, déjeuner à Korhogo, les peintres de Fakaha et les forgerons de Koni l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([2, 5], 12),
  },
  {
    operatorSlug: 'pays-senoufo-tours',
    slug: 'kong-mosque-two-days',
    name: t('The Old Mosque of Kong', 'La vieille mosquée de Kong'),
    description: t(
      'Kong was once a great Dyula trading city on the routes between the forest and the Sahel. Its mud-built mosque, bristling with wooden beams, is one of the Sudanese-style mosques of northern Ivory Coast listed by UNESCO in 2021, and the town keeps the memory of its scholars and merchants.',
      "Kong fut une grande ville marchande dioula sur les routes entre la forêt et le Sahel. Sa mosquée de terre, hérissée de poutres de bois, compte parmi les mosquées de style soudanais du nord ivoirien inscrites par l'UNESCO en 2021, et la ville garde la mémoire de ses lettrés et de ses marchands.",
    ),
    duration: 2,
    pricePerPerson: '120.00',
    maxGroupSize: 12,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('East to Kong', "Vers l'est jusqu'à Kong"),
        t(
          'Drive east from Korhogo through the savannah and arrive in Kong for an evening walk.',
          "Route vers l'est depuis Korhogo à travers la savane et arrivée à Kong pour une promenade du soir.",
        ),
      ],
      [
        t('The mosque and the old town', 'La mosquée et la vieille ville'),
        t(
          'A guided visit of the mosque and the old quarters with a local historian, and the drive back to Korhogo.',
          'Visite guidée de la mosquée et des vieux quartiers avec un historien local, puis retour à Korhogo.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'heritage',
    departures: monthly([11], 12),
  },

  // Ahanta Surf & Forts, Busua (Ghana)
  {
    operatorSlug: 'ahanta-surf-and-forts',
    slug: 'busua-surf-three-days',
    name: t('Learn to Surf in Busua', 'Apprendre le surf à Busua'),
    description: t(
      "Busua's wide sandy bay has gentle, regular waves that make it one of the best places in Ghana to learn to surf. Three days of lessons with local instructors, two sessions a day, with evenings of grilled lobster and music on the beach.",
      "La large baie de sable de Busua offre des vagues douces et régulières qui en font l'un des meilleurs endroits du Ghana pour apprendre le surf. Trois jours de cours avec des moniteurs du village, deux sessions par jour, et des soirées de langouste grillée et de musique sur la plage.",
    ),
    duration: 3,
    pricePerPerson: '160.00',
    maxGroupSize: 8,
    inclusions: [IN.surf, IN.guesthouses, t('Breakfast each day', 'Petit-déjeuner chaque jour')],
    exclusions: [OUT.lunch, OUT.dinner, OUT.drinks],
    itinerary: days(
      [
        t('On the board', 'Sur la planche'),
        t(
          'Arrive in Busua, a first lesson on the sand and in the white water.',
          "Arrivée à Busua, premier cours sur le sable puis dans l'écume.",
        ),
      ],
      [
        t('Catching waves', 'Prendre des vagues'),
        t(
          'A morning and an afternoon session, with video feedback from your instructor.',
          "Une session le matin et une l'après-midi, avec analyse vidéo par votre moniteur.",
        ),
      ],
      [
        t('Last session', 'Dernière session de surf'),
        t(
          'A final session at dawn and time to say goodbye to the beach.',
          "Une dernière session à l'aube et le temps de dire au revoir à la plage.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'beach',
    departures: weekly([5], 8),
  },
  {
    operatorSlug: 'ahanta-surf-and-forts',
    slug: 'nzulezo-and-fort-apollonia',
    name: t(
      'Nzulezo Stilt Village and Fort Apollonia',
      'Le village sur pilotis de Nzulezo et le fort Apollonia',
    ),
    description: t(
      'Nzulezo is a village built entirely on stilts over Lake Tadane, reached by a canoe ride through a swamp of raffia palms. On the way back you stop at Beyin to visit Fort Apollonia, built by the British in the eighteenth century on the coast near the border with Ivory Coast.',
      "Nzulezo est un village entièrement bâti sur pilotis au-dessus du lac Tadane, que l'on rejoint en pirogue à travers un marais de palmiers raphia. Au retour, vous faites halte à Beyin pour visiter le fort Apollonia, construit par les Britanniques au XVIIIe siècle sur la côte, près de la frontière ivoirienne.",
    ),
    duration: 1,
    pricePerPerson: '50.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.pirogue, IN.entryFees],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days([
      t('A village on the water', "Un village sur l'eau"),
      t(
        'Drive west to Beyin, an hour by canoe to Nzulezo, lunch in the village, and Fort Apollonia on the way back.',
        "Route vers l'ouest jusqu'à Beyin, une heure de pirogue jusqu'à Nzulezo, déjeuner au village et fort Apollonia au retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([3], 8),
  },
  {
    operatorSlug: 'ahanta-surf-and-forts',
    slug: 'busua-butre-dixcove-walk',
    name: t('Coastal Walk from Busua to Dixcove', 'Randonnée côtière de Busua à Dixcove'),
    description: t(
      'A half-day walk along the Ahanta coast, over wooded headlands and through fishing villages. You climb to Fort Batenstein above Butre, built by the Dutch in the seventeenth century, and end at Dixcove, whose Fort Metal Cross overlooks a harbour full of fishing canoes.',
      "Une randonnée d'une demi-journée sur la côte ahanta, par des caps boisés et des villages de pêcheurs. Vous montez au fort Batenstein au-dessus de Butre, construit par les Hollandais au XVIIe siècle, et terminez à Dixcove, dont le fort Metal Cross domine un port rempli de pirogues.",
    ),
    duration: 1,
    pricePerPerson: '30.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.entryFees, IN.water],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Headlands and forts', 'Caps et forts'),
      t(
        'Walk from Busua to Butre and its fort, on to Dixcove for Fort Metal Cross, and return to Busua by taxi.',
        "Marche de Busua à Butre et à son fort, puis jusqu'à Dixcove et au fort Metal Cross, retour à Busua en taxi.",
      ),
    ]),
    difficulty: 'moderate',
    category: 'adventure',
    departures: weekly([0, 2], 8),
  },

  // Ganvié Lagoon Tours, Cotonou (Benin)
  {
    operatorSlug: 'ganvie-lagoon-tours',
    slug: 'ganvie-stilt-village',
    name: t('Ganvié, the Village on the Lake', 'Ganvié, la cité lacustre'),
    description: t(
      'Ganvié, on Lake Nokoué north of Cotonou, is one of the largest stilt villages in Africa, home to some twenty thousand people who live from fishing. A pirogue takes you through its canals, past houses, schools and churches on stilts, to the floating market where women sell from their boats.',
      "Ganvié, sur le lac Nokoué au nord de Cotonou, est l'une des plus grandes cités lacustres d'Afrique, peuplée de quelque vingt mille habitants qui vivent de la pêche. Une pirogue vous promène dans ses canaux, le long des maisons, des écoles et des églises sur pilotis, jusqu'au marché flottant où les femmes vendent depuis leurs barques.",
    ),
    duration: 1,
    pricePerPerson: '60.00',
    maxGroupSize: 14,
    inclusions: [IN.bilingualGuide, IN.transport, IN.pirogue, IN.entryFees],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days([
      t('On the canals of Ganvié', 'Sur les canaux de Ganvié'),
      t(
        'Drive to the jetty at Abomey-Calavi, cross the lake by pirogue, the canals and the floating market, and return by early afternoon.',
        "Route jusqu'à l'embarcadère d'Abomey-Calavi, traversée du lac en pirogue, canaux et marché flottant, et retour en début d'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([0, 1, 3, 5], 14),
  },
  {
    operatorSlug: 'ganvie-lagoon-tours',
    slug: 'ouidah-route-des-esclaves',
    name: t('Ouidah and the Route des Esclaves', 'Ouidah et la route des Esclaves'),
    description: t(
      'Ouidah was one of the main slave ports of the Bight of Benin and remains a centre of Vodun. You visit the Python Temple facing the cathedral, the history museum in the old Portuguese fort, and the sacred forest of Kpassè, then walk the four kilometres of the Route des Esclaves to the Door of No Return on the beach.',
      "Ouidah fut l'un des principaux ports négriers du golfe du Bénin et reste un haut lieu du vodoun. Vous visitez le temple des Pythons face à la cathédrale, le musée d'histoire installé dans l'ancien fort portugais et la forêt sacrée de Kpassè, puis parcourez les quatre kilomètres de la route des Esclaves jusqu'à la Porte du non-retour, sur la plage.",
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 14,
    inclusions: [IN.bilingualGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips, OUT.cameraFees],
    itinerary: days([
      t('From the temple to the sea', "Du temple jusqu'à la mer"),
      t(
        'The Python Temple and the history museum in the morning, lunch in Ouidah, the sacred forest and the walk to the Door of No Return.',
        "Le temple des Pythons et le musée d'histoire le matin, déjeuner à Ouidah, la forêt sacrée et la marche jusqu'à la Porte du non-retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([2, 4, 6], 16),
  },
  {
    operatorSlug: 'ganvie-lagoon-tours',
    slug: 'abomey-royal-palaces',
    name: t('The Royal Palaces of Abomey', "Les palais royaux d'Abomey"),
    description: t(
      "Abomey was the capital of the kingdom of Dahomey from the seventeenth century until the French conquest of 1892. Its royal palaces, on UNESCO's World Heritage List, were decorated with bas-reliefs that told the kingdom's history, and the town's craftsmen still sew the bright appliqué hangings made for its kings.",
      "Abomey fut la capitale du royaume du Dahomey du XVIIe siècle à la conquête française de 1892. Ses palais royaux, inscrits au patrimoine mondial de l'UNESCO, étaient ornés de bas-reliefs qui racontaient l'histoire du royaume, et les artisans de la ville cousent encore les tentures appliquées aux couleurs vives créées pour ses rois.",
    ),
    duration: 1,
    pricePerPerson: '75.00',
    maxGroupSize: 14,
    inclusions: [IN.bilingualGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('The kings of Dahomey', 'Les rois du Dahomey'),
      t(
        'A two-hour drive north from Cotonou, the palaces with a guide, lunch, and the appliqué workshops before the drive back.',
        'Deux heures de route vers le nord depuis Cotonou, les palais avec un guide, déjeuner et ateliers de tentures appliquées avant le retour.',
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([3, 6], 14),
  },
  {
    operatorSlug: 'ganvie-lagoon-tours',
    slug: 'porto-novo-day',
    name: t('Porto-Novo, the Quiet Capital', 'Porto-Novo, la capitale tranquille'),
    description: t(
      "Porto-Novo, Benin's official capital, is a calm town of old Afro-Brazilian houses built by families who returned from Brazil in the nineteenth century. You visit the Great Mosque, built in the style of a Brazilian church, the Da Silva museum of Afro-Brazilian history and the palace of King Toffa.",
      "Porto-Novo, capitale officielle du Bénin, est une ville calme aux vieilles maisons afro-brésiliennes bâties par des familles revenues du Brésil au XIXe siècle. Vous visitez la Grande Mosquée, construite dans le style d'une église brésilienne, le musée Da Silva consacré à l'histoire afro-brésilienne et le palais du roi Toffa.",
    ),
    duration: 1,
    pricePerPerson: '55.00',
    maxGroupSize: 14,
    inclusions: [IN.bilingualGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Afro-Brazilian Porto-Novo', 'Porto-Novo afro-brésilienne'),
      t(
        'The Great Mosque and the old quarters in the morning, lunch, then the Da Silva museum and the royal palace.',
        'La Grande Mosquée et les vieux quartiers le matin, déjeuner, puis le musée Da Silva et le palais royal.',
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([2], 14),
  },
  {
    operatorSlug: 'ganvie-lagoon-tours',
    slug: 'southern-benin-five-days',
    name: t('Southern Benin in Five Days', 'Le sud du Bénin en cinq jours'),
    description: t(
      'Five days through the heart of southern Benin: the stilt village of Ganvié, the Afro-Brazilian streets of Porto-Novo, the royal palaces of Abomey and the Vodun town of Ouidah, ending on the beaches and lagoons of Grand-Popo.',
      "Cinq jours au cœur du sud du Bénin : la cité lacustre de Ganvié, les rues afro-brésiliennes de Porto-Novo, les palais royaux d'Abomey et Ouidah, ville du vodoun, pour finir sur les plages et les lagunes de Grand-Popo.",
    ),
    duration: 5,
    pricePerPerson: '690.00',
    maxGroupSize: 12,
    inclusions: [
      IN.bilingualGuide,
      IN.transport,
      IN.pirogue,
      IN.entryFees,
      IN.hotels,
      IN.halfBoard,
    ],
    exclusions: [OUT.flights, OUT.lunch, OUT.drinks, OUT.singleRoom],
    itinerary: days(
      [
        t('Ganvié', 'Ganvié en pirogue'),
        t(
          'A morning by pirogue on Lake Nokoué to Ganvié, and an afternoon in the markets of Cotonou.',
          "Matinée en pirogue sur le lac Nokoué jusqu'à Ganvié et après-midi dans les marchés de Cotonou.",
        ),
      ],
      [
        t('Porto-Novo', 'Journée à Porto-Novo'),
        t(
          'The Great Mosque, the Da Silva museum and the palace of King Toffa.',
          'La Grande Mosquée, le musée Da Silva et le palais du roi Toffa.',
        ),
      ],
      [
        t('Abomey', "Les palais d'Abomey"),
        t(
          'Drive north to the royal palaces of Abomey and the appliqué workshops.',
          "Route vers le nord jusqu'aux palais royaux d'Abomey et aux ateliers de tentures appliquées.",
        ),
      ],
      [
        t('Ouidah', 'Ouidah et le vodoun'),
        t(
          'The Python Temple, the sacred forest and the Route des Esclaves to the Door of No Return.',
          "Le temple des Pythons, la forêt sacrée et la route des Esclaves jusqu'à la Porte du non-retour.",
        ),
      ],
      [
        t('Grand-Popo', 'Les lagunes de Grand-Popo'),
        t(
          'A morning by pirogue on the lagoon at Grand-Popo, lunch on the beach and return to Cotonou.',
          'Matinée en pirogue sur la lagune de Grand-Popo, déjeuner sur la plage et retour à Cotonou.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'cultural',
    departures: monthly([6, 20], 12),
  },

  // Atacora Wild Trails, Natitingou (Benin)
  {
    operatorSlug: 'atacora-wild-trails',
    slug: 'pendjari-safari-three-days',
    name: t('Pendjari Safari in Three Days', 'Safari dans la Pendjari en trois jours'),
    description: t(
      "Pendjari National Park, part of the W-Arly-Pendjari complex on UNESCO's World Heritage List, shelters some of the last lions, elephants and buffalo of West Africa. You drive its tracks at dawn and dusk with a ranger, watch hippos in the Pendjari River and spend the nights in a lodge at the edge of the park.",
      "Le parc national de la Pendjari, partie du complexe W-Arly-Pendjari inscrit au patrimoine mondial de l'UNESCO, abrite certains des derniers lions, éléphants et buffles d'Afrique de l'Ouest. Vous parcourez ses pistes à l'aube et au crépuscule avec un écogarde, observez les hippopotames dans la rivière Pendjari et passez les nuits dans un lodge en lisière du parc.",
    ),
    duration: 3,
    pricePerPerson: '520.00',
    maxGroupSize: 8,
    inclusions: [IN.frenchGuide, IN.fourByFour, IN.parkFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('To the park', "Jusqu'au parc"),
        t(
          'Drive from Natitingou through Tanguiéta to the park gate and an evening game drive.',
          "Route de Natitingou à l'entrée du parc par Tanguiéta, et safari en fin de journée.",
        ),
      ],
      [
        t('A day on the tracks', 'Une journée sur les pistes'),
        t(
          'Game drives at dawn and in the late afternoon, with the heat of the day spent at a waterhole hide.',
          "Safaris à l'aube et en fin d'après-midi, les heures chaudes passées dans un affût au bord d'une mare.",
        ),
      ],
      [
        t('The Pendjari River', 'La rivière Pendjari'),
        t(
          'A morning drive along the river for hippos and elephants, and the return to Natitingou.',
          'Safari matinal le long de la rivière pour les hippopotames et les éléphants, puis retour à Natitingou.',
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'wildlife',
    departures: monthly([1, 8, 15, 22], 8),
  },
  {
    operatorSlug: 'atacora-wild-trails',
    slug: 'tata-somba-day',
    name: t('The Tata Somba of the Atacora', "Les tata somba de l'Atacora"),
    description: t(
      'The Otammari people of the Atacora hills build tata somba, two-storey earth houses that look like small castles, with granaries on the roof and rooms for the animals below. A day in the villages around Boukoumbé, with a family who opens its tata to visitors and the view from the Koussoukoingou escarpment.',
      "Les Otammari des collines de l'Atacora bâtissent des tata somba, maisons de terre à étage qui ressemblent à de petits châteaux forts, avec les greniers sur le toit et les bêtes au rez-de-chaussée. Une journée dans les villages autour de Boukoumbé, chez une famille qui ouvre son tata aux visiteurs, avec la vue depuis l'escarpement de Koussoukoingou.",
    ),
    duration: 1,
    pricePerPerson: '55.00',
    maxGroupSize: 8,
    inclusions: [IN.frenchGuide, IN.transport, IN.lunch, IN.entryFees],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Earth castles of the hills', 'Les châteaux de terre des collines'),
      t(
        'The escarpment road to Koussoukoingou, a morning with a family in their tata, lunch in Boukoumbé and the drive back.',
        "La route de l'escarpement jusqu'à Koussoukoingou, matinée chez une famille dans son tata, déjeuner à Boukoumbé et retour.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([0, 4], 8),
  },
  {
    operatorSlug: 'atacora-wild-trails',
    slug: 'pendjari-and-atacora-six-days',
    name: t('Pendjari and the Atacora in Six Days', "La Pendjari et l'Atacora en six jours"),
    description: t(
      'Six days in north-western Benin, between the savannah of Pendjari National Park and the hills of the Atacora. Three days of game drives for lions, elephants and antelopes, then the tata somba of Boukoumbé and a swim under the Tanougou falls.',
      "Six jours dans le nord-ouest du Bénin, entre la savane du parc national de la Pendjari et les collines de l'Atacora. Trois jours de safari à la recherche des lions, des éléphants et des antilopes, puis les tata somba de Boukoumbé et une baignade sous les chutes de Tanougou.",
    ),
    duration: 6,
    pricePerPerson: '1050.00',
    maxGroupSize: 8,
    inclusions: [IN.frenchGuide, IN.fourByFour, IN.parkFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.flights, OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('Arrival in Natitingou', 'Arrivée à Natitingou'),
        t(
          'Welcome in Natitingou and a walk through the town and its museum.',
          'Accueil à Natitingou et promenade dans la ville et son musée.',
        ),
      ],
      [
        t('Into Pendjari', 'Entrée dans la Pendjari'),
        t(
          'Drive to the park and a first afternoon game drive.',
          "Route vers le parc et premier safari l'après-midi.",
        ),
      ],
      [
        t('Lions and elephants', 'Lions et éléphants'),
        t(
          'A full day on the tracks with a ranger, resting at a waterhole through the heat.',
          "Une journée entière sur les pistes avec un écogarde, repos près d'une mare pendant les heures chaudes.",
        ),
      ],
      [
        t('The river', 'Au bord de la rivière'),
        t(
          'A last morning along the Pendjari River and the drive to Tanougou for a swim under the falls.',
          'Une dernière matinée le long de la rivière Pendjari et route vers Tanougou pour une baignade sous les chutes.',
        ),
      ],
      [
        t('The tata somba', 'Les tata somba'),
        t(
          'A day in the villages of the Atacora around Boukoumbé, with a night in a tata.',
          "Une journée dans les villages de l'Atacora autour de Boukoumbé, avec une nuit dans un tata.",
        ),
      ],
      [
        t('Back to Natitingou', 'Retour à Natitingou'),
        t(
          'The escarpment road back to Natitingou and departure.',
          "La route de l'escarpement jusqu'à Natitingou et départ.",
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: monthly([11], 8),
  },

  // Kpalimé Forest Walks, Kpalimé (Togo)
  {
    operatorSlug: 'kpalime-forest-walks',
    slug: 'mont-agou-hike',
    name: t('Mont Agou Hike', 'Randonnée au mont Agou'),
    description: t(
      'Mont Agou, at 986 metres the highest point in Togo, rises just east of Kpalimé. The path climbs through coffee and cocoa farms and hill villages to the summit, and on a clear day, after the harmattan has passed, the view reaches across the plains to Lake Volta in Ghana.',
      "Le mont Agou, point culminant du Togo avec ses 986 mètres, se dresse juste à l'est de Kpalimé. Le sentier monte à travers les plantations de café et de cacao et les villages de montagne jusqu'au sommet, et par temps clair, une fois l'harmattan passé, la vue porte sur les plaines jusqu'au lac Volta, au Ghana.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.lunch, IN.water],
    exclusions: [OUT.tips, OUT.gear],
    itinerary: days([
      t('To the roof of Togo', 'Sur le toit du Togo'),
      t(
        'An early start from Kpalimé, four hours up through the farms and villages, lunch near the summit and a vehicle back down.',
        'Départ matinal de Kpalimé, quatre heures de montée à travers plantations et villages, déjeuner près du sommet et descente en véhicule.',
      ),
    ]),
    difficulty: 'challenging',
    category: 'adventure',
    departures: weekly([0, 3, 6], 10),
  },
  {
    operatorSlug: 'kpalime-forest-walks',
    slug: 'kloto-butterflies-and-waterfalls',
    name: t('Butterflies of Kloto and the Waterfalls', 'Les papillons de Kloto et les cascades'),
    description: t(
      'The forest of Kloto, in the hills above Kpalimé, is famous for its butterflies, and a guide with a net shows you dozens of species before releasing them. In the afternoon you bathe under the Womé waterfall, reached by a short walk through the forest.',
      "La forêt de Kloto, dans les collines au-dessus de Kpalimé, est réputée pour ses papillons, et un guide muni d'un filet vous en montre des dizaines d'espèces avant de les relâcher. L'après-midi, vous vous baignez sous la cascade de Womé, que l'on rejoint par une courte marche en forêt.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Butterflies and a waterfall', 'Papillons et cascade'),
      t(
        'A morning forest walk on Mont Kloto, lunch in Kpalimé, and the Womé waterfall in the afternoon.',
        "Marche matinale en forêt sur le mont Kloto, déjeuner à Kpalimé et cascade de Womé l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([2, 5], 10),
  },
  {
    operatorSlug: 'kpalime-forest-walks',
    slug: 'akposso-plateau-three-days',
    name: t('Three Days on the Akposso Plateau', "Trois jours sur le plateau de l'Akposso"),
    description: t(
      'A three-day walk from the hills of Kloto to the Akposso plateau, through forest, cocoa farms and villages that see few visitors. You pass the ruins of Château Viale on its hilltop, sleep in village homes and end at the Akloa falls near Badou.',
      "Trois jours de marche des collines de Kloto au plateau de l'Akposso, à travers forêts, plantations de cacao et villages peu visités. Vous passez devant les ruines du château Viale sur sa colline, dormez chez l'habitant et terminez aux chutes d'Akloa près de Badou.",
    ),
    duration: 3,
    pricePerPerson: '150.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.guesthouses, IN.allMeals],
    exclusions: [OUT.drinks, OUT.gear, OUT.tips],
    itinerary: days(
      [
        t('Kloto and Château Viale', 'Kloto et le château Viale'),
        t(
          'Walk up from Kpalimé through the Kloto forest to Château Viale, and on to a village for the night.',
          "Montée depuis Kpalimé à travers la forêt de Kloto jusqu'au château Viale, puis vers un village pour la nuit.",
        ),
      ],
      [
        t('Across the plateau', 'À travers le plateau'),
        t(
          'A long day on village paths across the Akposso plateau, among cocoa and coffee.',
          "Une longue journée sur les sentiers villageois du plateau de l'Akposso, entre cacao et café.",
        ),
      ],
      [
        t('The Akloa falls', "Les chutes d'Akloa"),
        t(
          'Walk to the Akloa falls near Badou for a swim, then the drive back to Kpalimé.',
          "Marche jusqu'aux chutes d'Akloa près de Badou pour une baignade, puis retour en voiture à Kpalimé.",
        ),
      ],
    ),
    difficulty: 'challenging',
    category: 'adventure',
    departures: monthly([9, 23], 10),
  },

  // Lac Togo Escapades, Lomé (Togo)
  {
    operatorSlug: 'lac-togo-escapades',
    slug: 'lome-markets-day',
    name: t('The Markets of Lomé', 'Les marchés de Lomé'),
    description: t(
      "A day in Lomé's markets. In the Grand Marché you meet the traders in wax-print cloth, heirs of the famous Nana Benz, and at Akodésséwa you visit the fetish market, where healers sell the ingredients of Vodun medicine, before a stop at the Independence Monument.",
      "Une journée dans les marchés de Lomé. Au Grand Marché, vous rencontrez les commerçantes de pagnes wax, héritières des célèbres Nana Benz, et à Akodésséwa vous visitez le marché des fétiches, où les guérisseurs vendent les ingrédients de la médecine vodoun, avant une halte au monument de l'Indépendance.",
    ),
    duration: 1,
    pricePerPerson: '30.00',
    maxGroupSize: 12,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips, OUT.cameraFees],
    itinerary: days([
      t('Cloth and fetishes', 'Pagnes et fétiches'),
      t(
        'The Grand Marché in the morning, lunch of fufu and palm-nut sauce, the Akodésséwa market and the Independence Monument in the afternoon.',
        "Le Grand Marché le matin, déjeuner de foufou et de sauce graine, le marché d'Akodésséwa et le monument de l'Indépendance l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'cultural',
    departures: weekly([1, 4, 6], 12),
  },
  {
    operatorSlug: 'lac-togo-escapades',
    slug: 'togoville-and-lake-togo',
    name: t('Togoville and Lake Togo', 'Togoville et le lac Togo'),
    description: t(
      'A pirogue crosses Lake Togo from Agbodrafo to Togoville, the town that gave the country its name, where King Mlapa III signed a treaty with Germany in 1884. You visit the cathedral, a place of pilgrimage, and the royal palace with its small museum, and end the day in the old trading town of Aného.',
      "Une pirogue traverse le lac Togo d'Agbodrafo à Togoville, la ville qui a donné son nom au pays, où le roi Mlapa III signa un traité avec l'Allemagne en 1884. Vous visitez la cathédrale, lieu de pèlerinage, et le palais royal avec son petit musée, et terminez la journée dans la vieille ville marchande d'Aného.",
    ),
    duration: 1,
    pricePerPerson: '35.00',
    maxGroupSize: 12,
    inclusions: [IN.frenchGuide, IN.transport, IN.pirogue, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Across the lake', 'La traversée du lac'),
      t(
        'Drive east to Agbodrafo, cross the lake by pirogue to Togoville, lunch, and the old town of Aného in the afternoon.',
        "Route vers l'est jusqu'à Agbodrafo, traversée du lac en pirogue jusqu'à Togoville, déjeuner et vieille ville d'Aného l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([0, 3], 12),
  },
  {
    operatorSlug: 'lac-togo-escapades',
    slug: 'koutammakou-four-days',
    name: t('Koutammakou, Land of the Batammariba', 'Le Koutammakou, pays des Batammariba'),
    description: t(
      'Koutammakou, in the far north of Togo, is the land of the Batammariba, whose tower-like earth houses, the takienta, are a UNESCO World Heritage Site. After a long drive north you spend two days walking between the houses with a Batammariba guide, who explains how each one is built and lived in.',
      "Le Koutammakou, à l'extrême nord du Togo, est le pays des Batammariba, dont les maisons-tours en terre, les takienta, sont inscrites au patrimoine mondial de l'UNESCO. Après une longue route vers le nord, vous passez deux jours à marcher entre les maisons avec un guide batammariba, qui explique comment chacune est bâtie et habitée.",
    ),
    duration: 4,
    pricePerPerson: '260.00',
    maxGroupSize: 10,
    inclusions: [IN.frenchGuide, IN.transport, IN.entryFees, IN.guesthouses, IN.halfBoard],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('North to Kara', "Vers le nord jusqu'à Kara"),
        t(
          'A long drive north from Lomé through the plateaux to Kara.',
          "Longue route vers le nord depuis Lomé, à travers les plateaux, jusqu'à Kara.",
        ),
      ],
      [
        t('Into Koutammakou', 'Entrée au Koutammakou'),
        t(
          'Drive to Nadoba, meet your Batammariba guide and walk between the first takienta.',
          'Route vers Nadoba, rencontre avec votre guide batammariba et marche entre les premières takienta.',
        ),
      ],
      [
        t('House to house', 'De maison en maison'),
        t(
          'A full day walking through the valley, with a night in a takienta.',
          'Une journée entière de marche dans la vallée, avec une nuit dans une takienta.',
        ),
      ],
      [
        t('Back to Lomé', 'Retour à Lomé'),
        t('The long drive back south to Lomé.', 'La longue route du retour vers Lomé.'),
      ],
    ),
    difficulty: 'moderate',
    category: 'heritage',
    departures: monthly([14], 10),
  },

  // River Gambia Safaris, Banjul (The Gambia)
  {
    operatorSlug: 'river-gambia-safaris',
    slug: 'roots-and-kunta-kinteh-island',
    name: t(
      'Roots: Juffureh and Kunta Kinteh Island',
      "Sur les traces de Racines : Juffureh et l'île Kunta Kinteh",
    ),
    description: t(
      "A boat trip up the Gambia River to the villages of Albreda and Juffureh, made famous by Alex Haley's Roots, and to Kunta Kinteh Island, once James Island, whose fort was a key post of the Atlantic slave trade. The island and its related sites are on UNESCO's World Heritage List.",
      "Une remontée du fleuve Gambie en bateau jusqu'aux villages d'Albreda et de Juffureh, rendus célèbres par Racines d'Alex Haley, et jusqu'à l'île Kunta Kinteh, autrefois île James, dont le fort fut un poste clé de la traite atlantique. L'île et les sites associés sont inscrits au patrimoine mondial de l'UNESCO.",
    ),
    duration: 1,
    pricePerPerson: '75.00',
    maxGroupSize: 16,
    inclusions: [IN.englishGuide, IN.boat, IN.entryFees, IN.lunch, IN.pickup],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Up the river', 'En remontant le fleuve'),
      t(
        'Board in Banjul, two hours upriver to Albreda, the museum and the village of Juffureh, lunch on board and a landing on Kunta Kinteh Island.',
        "Embarquement à Banjul, deux heures de fleuve jusqu'à Albreda, le musée et le village de Juffureh, déjeuner à bord et escale sur l'île Kunta Kinteh.",
      ),
    ]),
    difficulty: 'easy',
    category: 'heritage',
    departures: weekly([1, 3, 5, 6], 20),
  },
  {
    operatorSlug: 'river-gambia-safaris',
    slug: 'river-gambia-five-days',
    name: t('Up the Gambia River in Five Days', 'La remontée du fleuve Gambie en cinq jours'),
    description: t(
      "Five days up the Gambia River to Janjanbureh, on an island in the heart of the country. On the way you see the Wassu stone circles, among the Senegambian stone circles on UNESCO's list, and from the boat you watch hippos and the chimpanzees that live free on the islands of the River Gambia National Park.",
      "Cinq jours de remontée du fleuve Gambie jusqu'à Janjanbureh, sur une île au cœur du pays. En chemin, vous découvrez les cercles de pierres de Wassu, parmi les cercles mégalithiques de Sénégambie inscrits par l'UNESCO, et depuis le bateau vous observez les hippopotames et les chimpanzés qui vivent en liberté sur les îles du parc national du fleuve Gambie.",
    ),
    duration: 5,
    pricePerPerson: '780.00',
    maxGroupSize: 12,
    inclusions: [IN.englishGuide, IN.transport, IN.boat, IN.parkFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.flights, OUT.drinks, OUT.tips],
    itinerary: days(
      [
        t('Inland from the coast', "De la côte vers l'intérieur"),
        t(
          'Drive east along the south bank with a stop at the wetlands of Tendaba, arriving at a riverside camp.',
          "Route vers l'est par la rive sud avec une halte aux zones humides de Tendaba, et arrivée dans un campement au bord du fleuve.",
        ),
      ],
      [
        t('To Janjanbureh', "Jusqu'à Janjanbureh"),
        t(
          'Continue to Janjanbureh and walk through the old colonial town on its island.',
          "Route jusqu'à Janjanbureh et promenade dans l'ancienne ville coloniale sur son île.",
        ),
      ],
      [
        t('Chimpanzees and hippos', 'Chimpanzés et hippopotames'),
        t(
          'A boat trip among the islands of the River Gambia National Park, watching chimpanzees and hippos from the water.',
          "Sortie en bateau parmi les îles du parc national du fleuve Gambie, pour observer chimpanzés et hippopotames depuis l'eau.",
        ),
      ],
      [
        t('Wassu stone circles', 'Les cercles de pierres de Wassu'),
        t(
          'The stone circles of Wassu and their museum, then the drive back west.',
          "Les cercles de pierres de Wassu et leur musée, puis la route du retour vers l'ouest.",
        ),
      ],
      [
        t('Back to the coast', 'Retour sur la côte'),
        t(
          'The drive back to the coast, arriving in the afternoon.',
          "Route du retour vers la côte, arrivée dans l'après-midi.",
        ),
      ],
    ),
    difficulty: 'easy',
    category: 'wildlife',
    departures: monthly([5, 19], 12),
  },
  {
    operatorSlug: 'river-gambia-safaris',
    slug: 'makasutu-culture-forest',
    name: t('Makasutu Forest and the Mandina Bolong', 'La forêt de Makasutu et le Mandina Bolong'),
    description: t(
      'Makasutu, near Brikama, is a protected stretch of forest, palm groves and mangrove along the Mandina Bolong, a tidal creek of the Gambia River. You paddle the creek by pirogue among the mangroves, walk the forest where baboons and monkeys live, and watch a palm wine tapper climb to work.',
      'Makasutu, près de Brikama, est un espace protégé de forêt, de palmeraies et de mangrove le long du Mandina Bolong, un bras de marée du fleuve Gambie. Vous descendez le bolong en pirogue parmi les palétuviers, marchez dans la forêt où vivent babouins et singes, et regardez un récolteur de vin de palme grimper au travail.',
    ),
    duration: 1,
    pricePerPerson: '70.00',
    maxGroupSize: 16,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.pirogue, IN.entryFees, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Creek and forest', 'Bolong et forêt'),
      t(
        'A pirogue on the Mandina Bolong in the morning, a forest walk, lunch under the palms and the return in the afternoon.',
        "Pirogue sur le Mandina Bolong le matin, marche en forêt, déjeuner sous les palmiers et retour l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 2, 4], 16),
  },
  {
    operatorSlug: 'river-gambia-safaris',
    slug: 'abuko-and-kachikally',
    name: t('Abuko Nature Reserve and Kachikally', "La réserve naturelle d'Abuko et Kachikally"),
    description: t(
      "Abuko, The Gambia's first nature reserve, protects a gallery forest around a stream, with colobus and vervet monkeys, monitor lizards and a hide over a crocodile pool. In the afternoon you visit the sacred crocodile pool of Kachikally in Bakau, where women come to pray for children.",
      "Abuko, la première réserve naturelle de Gambie, protège une forêt-galerie autour d'un ruisseau, avec colobes, singes verts, varans et un affût au-dessus d'une mare à crocodiles. L'après-midi, vous visitez le bassin sacré aux crocodiles de Kachikally, à Bakau, où les femmes viennent prier pour avoir des enfants.",
    ),
    duration: 1,
    pricePerPerson: '45.00',
    maxGroupSize: 14,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.entryFees],
    exclusions: [OUT.lunch, OUT.drinks, OUT.tips],
    itinerary: days([
      t('Forest and sacred crocodiles', 'Forêt et crocodiles sacrés'),
      t(
        'A morning walk through Abuko, lunch on the coast and the crocodile pool of Kachikally in the afternoon.',
        "Marche matinale dans Abuko, déjeuner sur la côte et bassin aux crocodiles de Kachikally l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([1, 5], 14),
  },

  // Kotu Creek Birding, Kotu (The Gambia)
  {
    operatorSlug: 'kotu-creek-birding',
    slug: 'kotu-creek-morning-birdwalk',
    name: t('Kotu Creek Morning Bird Walk', 'Balade ornithologique matinale à Kotu'),
    description: t(
      'A short walk from the beach hotels, Kotu Creek and its rice fields are among the best birding spots on the Gambian coast. In three hours with a guide and a telescope you can see kingfishers, bee-eaters, herons, waders and rollers, often more than sixty species in a morning.',
      'À quelques pas des hôtels de plage, la crique de Kotu et ses rizières comptent parmi les meilleurs sites ornithologiques de la côte gambienne. En trois heures avec un guide et une longue-vue, vous pouvez voir martins-pêcheurs, guêpiers, hérons, limicoles et rolliers, souvent plus de soixante espèces en une matinée.',
    ),
    duration: 1,
    pricePerPerson: '45.00',
    maxGroupSize: 8,
    inclusions: [
      IN.englishGuide,
      t('Binoculars and telescope', 'Jumelles et longue-vue'),
      IN.water,
    ],
    exclusions: [OUT.lunch, OUT.tips],
    itinerary: days([
      t('Along the creek', 'Le long de la crique'),
      t(
        'Meet at the Kotu bridge at seven, walk the creek and the rice fields, and finish with breakfast at half past ten.',
        'Rendez-vous au pont de Kotu à 7 h, marche le long de la crique et des rizières, et petit-déjeuner vers 10 h 30.',
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([0, 1, 2, 3, 4, 5, 6], 8),
  },
  {
    operatorSlug: 'kotu-creek-birding',
    slug: 'tanji-bird-reserve',
    name: t(
      'Tanji Bird Reserve and Fishing Village',
      'La réserve ornithologique de Tanji et son village de pêcheurs',
    ),
    description: t(
      'Tanji Bird Reserve covers dunes, lagoons and scrub along the coast south of the hotels, with terns, gulls and ospreys, and the Bijol Islands offshore where seabirds breed. After the birding you walk through Tanji fishing village as the boats come in and the fish is smoked on the beach.',
      "La réserve ornithologique de Tanji couvre dunes, lagunes et broussailles le long de la côte au sud des hôtels, avec sternes, goélands et balbuzards, et au large les îles Bijol où nichent les oiseaux marins. Après l'observation, vous traversez le village de pêcheurs de Tanji au retour des pirogues, quand le poisson est fumé sur la plage.",
    ),
    duration: 1,
    pricePerPerson: '55.00',
    maxGroupSize: 8,
    inclusions: [
      IN.englishGuide,
      IN.transport,
      IN.entryFees,
      t('Binoculars and telescope', 'Jumelles et longue-vue'),
      IN.lunch,
    ],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('Dunes, lagoons and fish', 'Dunes, lagunes et poisson'),
      t(
        'A morning in the reserve, lunch of grilled fish in Tanji, and the fish market when the boats come in.',
        'Matinée dans la réserve, déjeuner de poisson grillé à Tanji et marché au poisson au retour des pirogues.',
      ),
    ]),
    difficulty: 'easy',
    category: 'wildlife',
    departures: weekly([2, 5], 8),
  },
  {
    operatorSlug: 'kotu-creek-birding',
    slug: 'gambia-birding-seven-days',
    name: t('The Gambia for Birders in Seven Days', 'La Gambie des ornithologues en sept jours'),
    description: t(
      'A week from the coast to the upper river, for birders of every level. You start in the forests and creeks of the coast, travel upriver through the wetlands of Tendaba and Kiang West, and reach Janjanbureh and beyond in search of the Egyptian plover on the sandbanks of the river.',
      'Une semaine de la côte au haut fleuve, pour les ornithologues de tous niveaux. Vous commencez par les forêts et les criques de la côte, remontez le fleuve par les zones humides de Tendaba et de Kiang West, et atteignez Janjanbureh et au-delà à la recherche du pluvian fluviatile sur les bancs de sable du fleuve.',
    ),
    duration: 7,
    pricePerPerson: '1050.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.boat, IN.entryFees, IN.lodges, IN.allMeals],
    exclusions: [OUT.flights, OUT.drinks, OUT.tips, OUT.singleRoom],
    itinerary: days(
      [
        t('Kotu Creek', 'La crique de Kotu'),
        t(
          'A first morning at Kotu Creek and an afternoon in Bijilo forest.',
          'Une première matinée à la crique de Kotu et un après-midi dans la forêt de Bijilo.',
        ),
      ],
      [
        t('Abuko and Tanji', 'Abuko et Tanji'),
        t(
          'The gallery forest of Abuko at dawn and the coastal lagoons of Tanji in the afternoon.',
          "La forêt-galerie d'Abuko à l'aube et les lagunes côtières de Tanji l'après-midi.",
        ),
      ],
      [
        t('Upriver to Tendaba', "Vers l'amont jusqu'à Tendaba"),
        t(
          'Drive east to Tendaba and an evening boat trip in the creeks of the Bao Bolong wetlands.',
          "Route vers l'est jusqu'à Tendaba et sortie en bateau le soir dans les bolongs des zones humides du Bao Bolong.",
        ),
      ],
      [
        t('Kiang West', 'Le parc de Kiang West'),
        t(
          'A morning in Kiang West National Park for raptors and hornbills, then on to Janjanbureh.',
          'Matinée au parc national de Kiang West pour les rapaces et les calaos, puis route vers Janjanbureh.',
        ),
      ],
      [
        t('The upper river', 'Le haut fleuve'),
        t(
          'A day upriver of Janjanbureh looking for the Egyptian plover and other river birds.',
          "Une journée en amont de Janjanbureh à la recherche du pluvian fluviatile et d'autres oiseaux du fleuve.",
        ),
      ],
      [
        t('Back downriver', "Retour vers l'aval"),
        t(
          'A morning boat trip around Janjanbureh and the long drive back west.',
          "Sortie en bateau autour de Janjanbureh le matin et longue route du retour vers l'ouest.",
        ),
      ],
      [
        t('A last morning on the coast', 'Dernière matinée sur la côte'),
        t(
          'A final walk at Kotu Creek and farewell.',
          'Une dernière balade à la crique de Kotu et au revoir.',
        ),
      ],
    ),
    difficulty: 'moderate',
    category: 'wildlife',
    departures: monthly([8], 8),
  },
  {
    operatorSlug: 'kotu-creek-birding',
    slug: 'sanyang-and-kartong-beaches',
    name: t('Sanyang and Kartong Beaches', 'Les plages de Sanyang et de Kartong'),
    description: t(
      'South of the hotels the Gambian coast becomes wild: long, empty beaches, fishing villages and lagoons. You spend the day between the beach at Sanyang, where the fishing boats land, and Kartong at the border with Senegal, with a walk around its lagoons for waders and a swim in the ocean.',
      "Au sud des hôtels, la côte gambienne devient sauvage : longues plages désertes, villages de pêcheurs et lagunes. Vous passez la journée entre la plage de Sanyang, où accostent les pirogues, et Kartong, à la frontière sénégalaise, avec une balade autour de ses lagunes pour les limicoles et une baignade dans l'océan.",
    ),
    duration: 1,
    pricePerPerson: '50.00',
    maxGroupSize: 8,
    inclusions: [IN.englishGuide, IN.transport, IN.pickup, IN.lunch],
    exclusions: [OUT.drinks, OUT.tips],
    itinerary: days([
      t('South along the coast', 'Vers le sud le long de la côte'),
      t(
        'The beach and fish landing at Sanyang in the morning, lunch by the sea, and the lagoons and beach of Kartong in the afternoon.',
        "La plage et le débarcadère de Sanyang le matin, déjeuner face à la mer, puis les lagunes et la plage de Kartong l'après-midi.",
      ),
    ]),
    difficulty: 'easy',
    category: 'beach',
    departures: weekly([0], 8),
  },
];
