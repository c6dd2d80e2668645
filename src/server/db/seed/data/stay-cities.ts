/** The cities of the stay seed: real neighbourhoods, their price levels, and the words names are made of. */

export type Neighbourhood = {
  name: string;
  /** Word used inside property names; `null` when the name reads badly there. */
  tag?: string | null;
  coastal?: boolean;
  nearAirport?: boolean;
  /** Out of town: beach villages and the like, no place for a business hotel. */
  outOfTown?: boolean;
  /** Price level of the area, 1 = city average. */
  tier: number;
  /** How a sentence names the area when the bare name reads badly: "in the Plateau". */
  place?: string;
  /** Phrases that follow "in <neighbourhood>, ..." and are true of the place. */
  notes: string[];
};

/** `bare: false` marks common nouns that need their article ("Hôtel le Fleuve", not "Hôtel Fleuve"). */
export type FrenchStem = { word: string; article: 'le' | 'la' | 'les' | "l'" | ''; bare?: false };

export type City = {
  name: string;
  country: string;
  count: number;
  averagePrice: number;
  francophone: boolean;
  neighbourhoods: Neighbourhood[];
  stems: string[];
  frenchStems?: FrenchStem[];
  food: string;
  extras: string[];
};

export const NIGERIAN_STEMS = [
  'Adire',
  'Aso Oke',
  'Talking Drum',
  'Ibeji',
  'Kola',
  'Oriki',
  'Gele',
];
export const GHANAIAN_STEMS = [
  'Kente',
  'Adinkra',
  'Sankofa',
  'Gye Nyame',
  'Akoma',
  'Cocoa',
  'Shea',
];
export const ANGLO_STEMS = [
  'Harmattan',
  'Palm Grove',
  'Baobab',
  'Mango Tree',
  'Hibiscus',
  'Frangipani',
  'Sunbird',
  'Weaverbird',
  'Calabash',
  'Cowrie',
  'Iroko',
  'Mahogany',
  'Ebony',
  'Acacia',
  'Flame Tree',
  'Bougainvillea',
  'Savannah',
  'Indigo',
  'Silk Cotton',
  'Hornbill',
  'Kapok',
  'Tamarind',
  'Cashew',
  'Amber',
];
export const FRENCH_STEMS: FrenchStem[] = [
  { word: 'Flamboyant', article: 'le' },
  { word: 'Filaos', article: 'les' },
  { word: 'Manguiers', article: 'les' },
  { word: 'Baobab', article: 'le' },
  { word: 'Bougainvillées', article: 'les' },
  { word: 'Fromager', article: 'le' },
  { word: 'Kapokier', article: 'le' },
  { word: 'Palmiers', article: 'les' },
  { word: 'Hibiscus', article: 'les' },
  { word: 'Savane', article: 'la', bare: false },
  { word: 'Kora', article: 'la' },
  { word: 'Alizés', article: 'les' },
  { word: 'Acacias', article: 'les' },
  { word: 'Rôniers', article: 'les' },
  { word: 'Tamariniers', article: 'les' },
  { word: 'Colibri', article: 'le' },
  { word: 'Djembé', article: 'le' },
  { word: 'Harmattan', article: "l'" },
  { word: 'Cauris', article: 'les' },
  { word: 'Caïlcédrat', article: 'le' },
];

export const CITIES: City[] = [
  {
    name: 'Lagos',
    country: 'Nigeria',
    count: 42,
    averagePrice: 120,
    francophone: false,
    stems: [...NIGERIAN_STEMS, 'Lagoon', 'Marina', 'Atlantic', 'Oba', 'Coral'],
    food: 'jollof rice, suya and pepper soup',
    extras: [
      'Staff can arrange a driver for the Lekki Arts and Crafts Market and the Nike Art Gallery.',
      'Murtala Muhammed International Airport is about an hour away in traffic, so transfers are best booked ahead.',
      'Weekend boat trips to the beaches of Tarkwa Bay can be arranged at reception.',
    ],
    neighbourhoods: [
      {
        name: 'Victoria Island',
        tag: 'VI',
        tier: 1.2,
        notes: [
          'close to the banks and restaurants of Ahmadu Bello Way',
          'a few minutes from the new Eko Atlantic waterfront',
          'close to the lounges of Adetokunbo Ademola Street',
        ],
      },
      {
        name: 'Ikoyi',
        tier: 1.25,
        notes: [
          'on a leafy street near Falomo and the Lekki–Ikoyi Link Bridge',
          'close to the Ikoyi Club and its golf course',
          "a short drive from Awolowo Road's boutiques and restaurants",
        ],
      },
      {
        name: 'Lekki Phase 1',
        tag: 'Lekki',
        coastal: true,
        tier: 1.1,
        notes: [
          'near the cafés and shops of Admiralty Way',
          'a few minutes from Elegushi Beach',
          'a short drive from the Lekki Conservation Centre and its canopy walkway',
        ],
      },
      {
        name: 'Oniru',
        coastal: true,
        tier: 1.1,
        notes: ['close to Landmark Beach and its beach bars', 'between Victoria Island and Lekki'],
      },
      {
        name: 'Ikeja GRA',
        tag: 'Ikeja',
        nearAirport: true,
        tier: 1,
        notes: [
          'about 15 minutes from Murtala Muhammed International Airport',
          'a short drive from Ikeja City Mall and Allen Avenue',
        ],
      },
      {
        name: 'Yaba',
        tier: 0.8,
        notes: [
          'close to the University of Lagos and the tech start-ups of Herbert Macaulay Way',
          'near the busy Tejuosho market',
        ],
      },
      {
        name: 'Surulere',
        tier: 0.8,
        notes: [
          'close to the National Stadium and Teslim Balogun Stadium',
          "near Adeniran Ogunsanya Street's shops and eateries",
        ],
      },
      {
        name: 'Ajah',
        tier: 0.8,
        notes: [
          'on the Lekki–Epe Expressway, a short drive from the Lekki beaches',
          'close to Abraham Adesanya Estate and the local market',
        ],
      },
      {
        name: 'Apapa',
        tier: 0.85,
        notes: [
          'close to the port and the Tin Can Island terminal',
          'a short drive from the Marina',
        ],
      },
      {
        name: 'Lagos Island',
        tag: null,
        tier: 0.9,
        notes: [
          'a short walk from Balogun Market',
          'close to Tafawa Balewa Square and the National Museum at Onikan',
        ],
      },
    ],
  },
  {
    name: 'Abuja',
    country: 'Nigeria',
    count: 28,
    averagePrice: 115,
    francophone: false,
    stems: [...NIGERIAN_STEMS, 'Aso', 'Zuma', 'Gurara', 'Usuma', 'Niger'],
    food: 'suya, pounded yam and egusi soup',
    extras: [
      'Day trips to Zuma Rock and the Gurara Falls can be arranged at reception.',
      'Nnamdi Azikiwe International Airport is about 40 minutes away by road.',
    ],
    neighbourhoods: [
      {
        name: 'Maitama',
        tier: 1.25,
        notes: ['on a leafy avenue near Millennium Park', 'close to the embassies of Maitama'],
      },
      {
        name: 'Asokoro',
        tier: 1.2,
        notes: [
          'in the quiet diplomatic district below Aso Rock',
          'close to the Presidential Villa and Aso Rock',
        ],
      },
      {
        name: 'Wuse II',
        tag: 'Wuse',
        tier: 1.05,
        notes: [
          'close to Banex Plaza and the restaurants of Aminu Kano Crescent',
          'a short drive from Wuse Market',
        ],
      },
      {
        name: 'Garki',
        tier: 0.9,
        notes: [
          'close to the Garki International Market',
          'a short drive from the Central Business District',
        ],
      },
      {
        name: 'Central Business District',
        place: 'the Central Business District',
        tag: 'Central',
        tier: 1.1,
        notes: [
          'close to the National Mosque and the National Christian Centre',
          'a short walk from Eagle Square and the federal ministries',
        ],
      },
      {
        name: 'Jabi',
        tier: 1,
        notes: [
          'close to Jabi Lake and its lakeside mall',
          'a short walk from the Jabi Lake shore',
        ],
      },
      {
        name: 'Utako',
        tier: 0.9,
        notes: ['close to the Utako market', 'a short drive from Jabi Lake'],
      },
      {
        name: 'Gwarinpa',
        tier: 0.8,
        notes: [
          'in one of the largest housing estates in Nigeria',
          'a short drive from Jabi and Wuse',
        ],
      },
    ],
  },
  {
    name: 'Accra',
    country: 'Ghana',
    count: 40,
    averagePrice: 95,
    francophone: false,
    stems: [...GHANAIAN_STEMS, 'Homowo', 'Akwaaba', 'Volta', 'Lagoon', 'Atlantic'],
    food: 'jollof, kelewele and grilled tilapia',
    extras: [
      'The front desk arranges day trips to Cape Coast Castle and Kakum National Park.',
      'Makola Market and the Arts Centre are a short taxi ride away.',
    ],
    neighbourhoods: [
      {
        name: 'Osu',
        tier: 1,
        notes: [
          'a short walk from the bars and shops of Oxford Street',
          'minutes from Osu Castle and the seafront',
          'close to the restaurants around Danquah Circle',
        ],
      },
      {
        name: 'East Legon',
        tag: 'Legon',
        tier: 1.05,
        notes: [
          'close to the University of Ghana at Legon',
          'near the A&C Mall and the restaurants of Lagos Avenue',
        ],
      },
      {
        name: 'Airport Residential Area',
        place: 'the Airport Residential Area',
        tag: 'Airport',
        nearAirport: true,
        tier: 1.2,
        notes: [
          'about five minutes from Kotoka International Airport',
          'close to the Accra Mall and the Marina Mall',
        ],
      },
      {
        name: 'Cantonments',
        tier: 1.2,
        notes: [
          'on a leafy street among the embassies',
          'a short drive from Osu and the Labadi shore',
        ],
      },
      {
        name: 'Labone',
        tier: 1.05,
        notes: [
          'on a quiet residential street between Osu and Cantonments',
          'a short walk from the cafés of Oxford Street',
        ],
      },
      {
        name: 'Labadi',
        coastal: true,
        tier: 0.95,
        notes: ['a short walk from La Pleasure Beach', 'close to the beach bars along the shore'],
      },
      {
        name: 'Dzorwulu',
        tier: 1,
        notes: [
          'close to Achimota Forest',
          'a short drive from the Tetteh Quarshie Interchange and the Accra Mall',
        ],
      },
      {
        name: 'Ridge',
        tier: 1.1,
        notes: [
          'a short walk from the National Theatre',
          'a short drive from Independence Square and the Black Star Gate',
        ],
      },
      {
        name: 'Adabraka',
        tier: 0.75,
        notes: [
          'close to the National Museum on Barnes Road',
          'a short walk from Kwame Nkrumah Circle and its markets',
        ],
      },
      {
        name: 'James Town',
        tag: 'Jamestown',
        coastal: true,
        tier: 0.7,
        notes: [
          'a short walk from the Jamestown Lighthouse and the fishing harbour',
          'close to the Kwame Nkrumah Memorial Park and Makola Market',
        ],
      },
      {
        name: 'Kokrobite',
        outOfTown: true,
        coastal: true,
        tier: 0.85,
        notes: [
          'right by the surf of the beach',
          'in the beach village known for its drumming and dance school',
        ],
      },
    ],
  },
  {
    name: 'Kumasi',
    country: 'Ghana',
    count: 16,
    averagePrice: 70,
    francophone: false,
    stems: [...GHANAIAN_STEMS, 'Asante', 'Bosomtwe', 'Odum', 'Nsoromma', 'Garden City'],
    food: 'fufu with light soup and kontomire stew',
    extras: [
      "Lake Bosomtwe, Ghana's only natural lake, is about an hour's drive away.",
      'Staff can arrange visits to the kente-weaving villages of Bonwire and Adanwomase.',
    ],
    neighbourhoods: [
      {
        name: 'Adum',
        tier: 0.9,
        notes: [
          'a short walk from Kejetia Market',
          'close to the Kumasi Cultural Centre and the Prempeh II Jubilee Museum',
        ],
      },
      {
        name: 'Ahodwo',
        tier: 1.1,
        notes: ['on a quiet street in the smart Ahodwo area', 'a short drive from the city centre'],
      },
      {
        name: 'Nhyiaeso',
        tier: 1.15,
        notes: [
          "in one of the city's greenest residential areas",
          'a short drive from Adum and the city centre',
        ],
      },
      {
        name: 'Danyame',
        tier: 1.05,
        notes: ['between Ahodwo and Nhyiaeso, a short drive from the centre'],
      },
      {
        name: 'Asokwa',
        tier: 0.9,
        notes: ['close to the Kumasi City Mall', 'a short drive from Adum'],
      },
      {
        name: 'Manhyia',
        tier: 0.85,
        notes: ['a short walk from the Manhyia Palace Museum, seat of the Asantehene'],
      },
      {
        name: 'Bantama',
        tier: 0.8,
        notes: [
          'close to Komfo Anokye Teaching Hospital and the Okomfo Anokye Sword site',
          'near a busy local market',
        ],
      },
      {
        name: 'Ayeduase',
        tier: 0.7,
        notes: [
          'close to the Kwame Nkrumah University of Science and Technology campus',
          'in the lively student quarter next to KNUST',
        ],
      },
    ],
  },
  {
    name: 'Dakar',
    country: 'Senegal',
    count: 28,
    averagePrice: 110,
    francophone: true,
    stems: ['Lac Rose', 'Cap Vert', 'Atlantic', 'Baobab', 'Sabar'],
    frenchStems: [
      { word: 'Lac Rose', article: 'le' },
      { word: 'Cap Vert', article: 'le' },
      { word: 'Madeleines', article: 'les' },
      { word: 'Corniche', article: 'la', bare: false },
      { word: 'Goélands', article: 'les' },
    ],
    food: 'thiéboudienne and yassa',
    extras: [
      'Reception can arrange day trips to Lac Rose and the ferry to Gorée Island.',
      'Blaise Diagne International Airport is about 45 minutes away on the toll road.',
    ],
    neighbourhoods: [
      {
        name: 'Plateau',
        place: 'the Plateau',
        tier: 1.05,
        notes: [
          "close to the Place de l'Indépendance and the Marché Kermel",
          'a short walk from the ferry to Gorée Island',
        ],
      },
      {
        name: 'Almadies',
        coastal: true,
        tier: 1.25,
        notes: [
          'near the Pointe des Almadies, the westernmost tip of mainland Africa',
          'close to the seafood restaurants of the Almadies shore',
        ],
      },
      {
        name: 'Ngor',
        coastal: true,
        tier: 1.05,
        notes: [
          'a short walk from the beach and the pirogues to the island',
          'facing the island of Ngor and its surf breaks',
        ],
      },
      {
        name: 'Mermoz',
        tier: 1,
        notes: [
          'close to the Corniche Ouest',
          'a short drive from the restaurants of the Route de Ouakam',
        ],
      },
      {
        name: 'Ouakam',
        coastal: true,
        tier: 0.95,
        notes: [
          'below the Monument de la Renaissance africaine',
          'near the Mamelles lighthouse and the fishing beach',
        ],
      },
      {
        name: 'Yoff',
        coastal: true,
        tier: 0.85,
        notes: [
          'close to the fishing beach and the Layène mausoleum',
          'a short walk from the beach',
        ],
      },
      {
        name: 'Fann',
        coastal: true,
        tier: 1.1,
        notes: [
          'on the Corniche Ouest, close to Université Cheikh Anta Diop',
          'a short walk from the Corniche Ouest',
        ],
      },
      {
        name: 'Point E',
        tier: 0.95,
        notes: [
          'on a quiet street near Université Cheikh Anta Diop',
          'a short drive from the Plateau and the Corniche Ouest',
        ],
      },
      {
        name: 'Sacré-Cœur',
        tier: 0.85,
        notes: ['close to the VDN boulevard', 'a short drive from the beaches of Yoff and Ngor'],
      },
      {
        name: 'Médina',
        place: 'the Médina',
        tier: 0.7,
        notes: ['a short walk from the Grande Mosquée of Dakar', 'close to the Marché Tilène'],
      },
    ],
  },
  {
    name: 'Saint-Louis',
    country: 'Senegal',
    count: 12,
    averagePrice: 75,
    francophone: true,
    stems: ['Riverside', 'Pelican', 'Baobab'],
    frenchStems: [
      { word: 'Fleuve', article: 'le', bare: false },
      { word: 'Signares', article: 'les' },
      { word: 'Pélicans', article: 'les' },
      { word: 'Langue de Barbarie', article: 'la' },
      { word: 'Djoudj', article: '' },
    ],
    food: 'thiéboudienne, said to have been born in Saint-Louis, and grilled fish',
    extras: [
      'Boat trips on the Langue de Barbarie and day trips to the Djoudj bird sanctuary leave from nearby.',
      'Every spring the town fills up for the Saint-Louis Jazz Festival.',
    ],
    neighbourhoods: [
      {
        name: 'Île de Saint-Louis',
        place: 'the Île de Saint-Louis',
        tag: null,
        tier: 1.05,
        notes: [
          'in the UNESCO-listed old town, a short walk from the Pont Faidherbe',
          'among the colonial houses of the island, close to the Place Faidherbe',
        ],
      },
      {
        name: 'Sor',
        tier: 0.8,
        notes: [
          'on the mainland side of the Pont Faidherbe, close to the old railway station',
          'near the market and the bridge to the island',
        ],
      },
      {
        name: 'Guet Ndar',
        coastal: true,
        tier: 0.75,
        notes: [
          'in the fishing quarter, with its colourful pirogues',
          'between the river and the Atlantic on the Langue de Barbarie',
        ],
      },
      {
        name: 'Hydrobase',
        coastal: true,
        tier: 1,
        notes: [
          'with the Atlantic on one side and the river on the other',
          'on the long beach south of the island',
        ],
      },
      {
        name: 'Langue de Barbarie',
        outOfTown: true,
        place: 'the Langue de Barbarie',
        tag: null,
        coastal: true,
        tier: 1.1,
        notes: [
          'close to the Langue de Barbarie National Park and its bird colonies',
          'on the sandy spit between the Senegal River and the ocean',
        ],
      },
    ],
  },
  {
    name: 'Abidjan',
    country: "Côte d'Ivoire",
    count: 26,
    averagePrice: 105,
    francophone: true,
    stems: ['Lagoon', 'Ebrié', 'Akwaba', 'Atlantic'],
    frenchStems: [
      { word: 'Lagune', article: 'la', bare: false },
      { word: 'Akwaba', article: '' },
      { word: 'Ébrié', article: "l'" },
      { word: 'Banco', article: 'le' },
    ],
    food: 'attiéké with grilled fish and alloco',
    extras: [
      'Grand-Bassam, with its colonial quarter and beaches, is about an hour east.',
      'The Banco National Park, a rainforest inside the city, makes a good morning outing.',
    ],
    neighbourhoods: [
      {
        name: 'Plateau',
        place: 'the Plateau',
        tier: 1.15,
        notes: [
          'among the towers of the business district, close to the Cathédrale Saint-Paul',
          'a short walk from the lagoon and the Pont Félix Houphouët-Boigny',
        ],
      },
      {
        name: 'Cocody',
        tier: 1.15,
        notes: [
          'close to the Université Félix Houphouët-Boigny',
          'on a quiet street near the lagoon shore',
        ],
      },
      {
        name: 'Marcory Zone 4',
        tag: 'Zone 4',
        tier: 1.05,
        notes: [
          'close to some of the busiest restaurants and bars in town',
          'a short walk from the lagoon at Biétry',
        ],
      },
      {
        name: 'Treichville',
        tier: 0.8,
        notes: [
          'close to the Palais de la Culture and the big covered market',
          'a short drive from the port',
        ],
      },
      {
        name: 'Riviera',
        place: 'the Riviera',
        tier: 1,
        notes: [
          'close to the Riviera Golf Club and the Palmeraie',
          'on a quiet residential street',
        ],
      },
      {
        name: 'Deux Plateaux',
        tier: 1.05,
        notes: [
          'close to the shops and maquis of the Rue des Jardins',
          'a short drive from the Plateau and Cocody',
        ],
      },
      {
        name: 'Port-Bouët',
        coastal: true,
        nearAirport: true,
        tier: 0.85,
        notes: [
          'close to Félix Houphouët-Boigny International Airport and the beaches',
          'a short walk from the beach',
        ],
      },
      {
        name: 'Yopougon',
        tier: 0.65,
        notes: [
          'close to lively maquis and music bars',
          'a short drive from the Banco National Park',
        ],
      },
    ],
  },
  {
    name: 'Freetown',
    country: 'Sierra Leone',
    count: 18,
    averagePrice: 85,
    francophone: false,
    stems: ['Lion Mountain', 'Sugar Loaf', 'Krio', 'Peninsula', 'Salone', 'Atlantic'],
    food: 'cassava leaf, groundnut soup and fresh barracuda',
    extras: [
      'The front desk can book boat trips to Bunce Island and visits to the Tacugama Chimpanzee Sanctuary.',
      'The water taxi to Lungi airport leaves from Aberdeen; staff can book the crossing.',
    ],
    neighbourhoods: [
      {
        name: 'Aberdeen',
        coastal: true,
        tier: 1.1,
        notes: [
          'close to Lumley Beach and the Aberdeen peninsula',
          'a short walk from the beach bars',
        ],
      },
      {
        name: 'Lumley',
        coastal: true,
        tier: 1,
        notes: ['a short walk from Lumley Beach', 'facing the long sands of the beach'],
      },
      {
        name: 'Hill Station',
        tier: 1.05,
        notes: [
          'high above the city, with views over Freetown and the sea',
          'on the cooler hills above the city, on the road to the Tacugama Chimpanzee Sanctuary',
        ],
      },
      {
        name: 'Wilberforce',
        tier: 1,
        notes: [
          'on the hill above the city, close to Signal Hill',
          'a short drive from Lumley and Aberdeen',
        ],
      },
      {
        name: 'Congo Cross',
        tier: 0.85,
        notes: ['close to Wilkinson Road', 'a short drive from Lumley Beach'],
      },
      {
        name: 'Central Freetown',
        place: 'central Freetown',
        tag: null,
        tier: 0.75,
        notes: [
          'close to State House and the Sierra Leone National Museum',
          'a short walk from Big Market',
        ],
      },
      {
        name: 'Goderich',
        coastal: true,
        tier: 0.8,
        notes: [
          'by the fishing harbour on the peninsula road',
          'a short drive from the peninsula beaches',
        ],
      },
      {
        name: 'Tokeh',
        outOfTown: true,
        coastal: true,
        tier: 1.15,
        notes: ['on a beach among the finest on the Freetown Peninsula'],
      },
    ],
  },
  {
    name: 'Monrovia',
    country: 'Liberia',
    count: 16,
    averagePrice: 80,
    francophone: false,
    stems: [
      'Lone Star',
      'Pepper Coast',
      'Providence',
      'Mesurado',
      'Cape Mount',
      'Grain Coast',
      'Sapo',
    ],
    food: 'palm butter, potato greens and fresh seafood',
    extras: [
      'Staff can arrange trips to Providence Island and to the surf beaches of Robertsport.',
      "Roberts International Airport is about an hour's drive away; transfers can be arranged.",
    ],
    neighbourhoods: [
      {
        name: 'Sinkor',
        coastal: true,
        tier: 1,
        notes: [
          'close to the ocean and the shops of Tubman Boulevard',
          'a short drive from the Capitol Building',
        ],
      },
      {
        name: 'Mamba Point',
        coastal: true,
        tier: 1.15,
        notes: [
          'on the headland, close to the embassies',
          'a short walk from the ocean and the ruins of the old Ducor hotel',
        ],
      },
      {
        name: 'Congo Town',
        coastal: true,
        tier: 1.05,
        notes: ['on Tubman Boulevard, a short drive from the beach'],
      },
      {
        name: 'Paynesville',
        tier: 0.8,
        notes: [
          'close to the Red Light market and the ELWA junction',
          'on the road towards Roberts International Airport',
        ],
      },
      {
        name: 'Snapper Hill',
        tier: 0.85,
        notes: [
          'in the old downtown, close to Broad Street and the Liberia National Museum',
          'a short walk from Waterside Market',
        ],
      },
      {
        name: 'Old Road',
        tier: 0.85,
        notes: ['close to Tubman Boulevard', 'a short drive from Sinkor and the beaches'],
      },
    ],
  },
  {
    name: 'Lomé',
    country: 'Togo',
    count: 18,
    averagePrice: 75,
    francophone: true,
    stems: ['Mono', 'Agou', 'Palm Coast'],
    frenchStems: [
      { word: 'Mono', article: 'le' },
      { word: 'Agou', article: '' },
      { word: 'Cocotiers', article: 'les' },
      { word: 'Lagune', article: 'la', bare: false },
    ],
    food: 'fufu with peanut soup and grilled fish',
    extras: [
      'The Grand Marché and the Akodésséwa fetish market are a short taxi ride away.',
      'Day trips to the hills and waterfalls around Kpalimé can be arranged at reception.',
    ],
    neighbourhoods: [
      {
        name: 'Bè',
        tier: 0.8,
        notes: [
          'close to the lagoon and the old market',
          'a short drive from the seafront Boulevard du Mono',
        ],
      },
      {
        name: 'Tokoin',
        tier: 0.85,
        notes: ['close to the Université de Lomé', 'a short drive from the Grand Marché'],
      },
      {
        name: 'Nyékonakpoè',
        tier: 0.9,
        notes: [
          'a short walk from the seafront Boulevard du Mono',
          'close to the city centre and the Grand Marché',
        ],
      },
      {
        name: 'Kodjoviakopé',
        coastal: true,
        tier: 0.9,
        notes: [
          'by the sea near the Ghana border',
          'a short walk from the beach and the Boulevard du Mono',
        ],
      },
      {
        name: 'Quartier Administratif',
        place: 'the Quartier Administratif',
        tag: null,
        tier: 1.15,
        notes: [
          'close to the Palais de Lomé and its gardens',
          "a short walk from the Monument de l'Indépendance",
        ],
      },
      {
        name: 'Adidogomé',
        tier: 0.7,
        notes: ['on the western edge of the city, on the road to Kpalimé'],
      },
      {
        name: 'Baguida',
        outOfTown: true,
        coastal: true,
        tier: 0.95,
        notes: [
          'on the beach east of the city, on the road to Aného',
          'a short walk from a palm-lined beach',
        ],
      },
      {
        name: 'Avépozo',
        outOfTown: true,
        coastal: true,
        tier: 0.9,
        notes: ['on the coast road east of Lomé, close to the beach at Avépozo'],
      },
    ],
  },
  {
    name: 'Ouagadougou',
    country: 'Burkina Faso',
    count: 16,
    averagePrice: 70,
    francophone: true,
    stems: ['Sahel', 'Yennenga', 'Shea'],
    frenchStems: [
      { word: 'Karité', article: 'le' },
      { word: 'Néré', article: 'le' },
      { word: 'Yennenga', article: '' },
      { word: 'Sahel', article: 'le' },
      { word: 'Faso', article: '' },
    ],
    food: 'riz gras, grilled capitaine and bissap',
    extras: [
      'Staff can help with visits to the Village Artisanal and, in odd-numbered years, tickets for FESPACO.',
      "On Friday mornings the Moro Naba's ceremony takes place at the royal palace.",
    ],
    neighbourhoods: [
      {
        name: 'Ouaga 2000',
        tier: 1.2,
        notes: [
          'close to the Monument des Héros Nationaux and the embassies',
          'in the modern district south of the centre',
        ],
      },
      {
        name: 'Koulouba',
        tier: 1,
        notes: ['close to the Place des Nations Unies and the administrative quarter'],
      },
      {
        name: 'Zogona',
        tier: 0.85,
        notes: ['close to the Université Joseph Ki-Zerbo', 'near small student restaurants'],
      },
      {
        name: 'Gounghin',
        tier: 0.8,
        notes: ['close to the local market and the road to Bobo-Dioulasso'],
      },
      {
        name: 'Centre-ville',
        place: 'central Ouagadougou',
        tag: null,
        tier: 0.95,
        notes: [
          'a short walk from the Grand Marché Rood Woko',
          'close to the Place des Nations Unies and the cathedral',
        ],
      },
      {
        name: 'Zone du Bois',
        place: 'the Zone du Bois',
        tag: null,
        tier: 1.05,
        notes: ['on a green residential street close to the Parc Urbain Bangr-Weoogo'],
      },
      {
        name: 'Dapoya',
        tier: 0.75,
        notes: ['a short walk from the Grand Marché and the old town'],
      },
    ],
  },
  {
    name: 'Banjul',
    country: 'Gambia',
    count: 14,
    averagePrice: 70,
    francophone: false,
    stems: ['Smiling Coast', 'Kora', 'Bolong', 'Mango Grove', 'Mangrove', 'Riverbank'],
    food: 'domoda, benachin and fresh ladyfish',
    extras: [
      'River trips on the Gambia and visits to the Abuko Nature Reserve can be booked at reception.',
      'Banjul International Airport is about 25 minutes away.',
    ],
    neighbourhoods: [
      {
        name: 'Kololi',
        coastal: true,
        tier: 1.05,
        notes: ['a short walk from the Senegambia strip and the beach'],
      },
      {
        name: 'Kotu',
        coastal: true,
        tier: 1,
        notes: ['close to the beach and the Kotu stream, a favourite with birdwatchers'],
      },
      {
        name: 'Fajara',
        coastal: true,
        tier: 1,
        notes: ['on the cliffs above the beach', 'close to the Fajara golf course'],
      },
      {
        name: 'Bakau',
        coastal: true,
        tier: 0.9,
        notes: ['close to the Kachikally crocodile pool and the Bakau fish market'],
      },
      {
        name: 'Cape Point',
        coastal: true,
        tier: 1.1,
        notes: ['on the beach where the river Gambia meets the Atlantic'],
      },
      {
        name: 'Bijilo',
        coastal: true,
        tier: 1.05,
        notes: ['next to the Bijilo Forest Park and its monkeys', 'a short walk from the beach'],
      },
      {
        name: 'Brufut',
        outOfTown: true,
        coastal: true,
        tier: 1.1,
        notes: ['on a quiet stretch of beach south of Kololi'],
      },
      {
        name: 'Serrekunda',
        tier: 0.7,
        notes: [
          'close to the busy Serrekunda market',
          'a short taxi ride from the beaches of Kololi',
        ],
      },
    ],
  },
  {
    name: 'Cotonou',
    country: 'Benin',
    count: 16,
    averagePrice: 80,
    francophone: true,
    stems: ['Nokoué', 'Ganvié', 'Dahomey'],
    frenchStems: [
      { word: 'Amazone', article: "l'" },
      { word: 'Nokoué', article: '' },
      { word: 'Dahomey', article: 'le' },
      { word: 'Lagune', article: 'la', bare: false },
    ],
    food: 'amiwo, akassa and grilled fish',
    extras: [
      'Pirogue trips to the stilt village of Ganvié on Lake Nokoué can be arranged at reception.',
      'Ouidah, with the Route des Esclaves and the Door of No Return, is about an hour west.',
    ],
    neighbourhoods: [
      {
        name: 'Haie Vive',
        nearAirport: true,
        tier: 1.15,
        notes: [
          'close to the restaurants and bars of Haie Vive',
          'a few minutes from the Cardinal Bernardin Gantin airport',
        ],
      },
      {
        name: 'Cadjèhoun',
        nearAirport: true,
        tier: 1,
        notes: ['close to Cotonou airport', "a short drive from the Place de l'Amazone"],
      },
      {
        name: 'Ganhi',
        tier: 1,
        notes: ['in the business district near the port', 'a short drive from the Dantokpa market'],
      },
      {
        name: 'Fidjrossè',
        coastal: true,
        tier: 0.9,
        notes: ['close to the beach at Fidjrossè and the Route des Pêches'],
      },
      {
        name: 'Akpakpa',
        tier: 0.75,
        notes: ['on the eastern side of the lagoon, on the road to Porto-Novo'],
      },
      {
        name: 'Les Cocotiers',
        tag: 'Cocotiers',
        coastal: true,
        nearAirport: true,
        tier: 1.05,
        notes: ['between the airport and the beach'],
      },
    ],
  },
  {
    name: 'Conakry',
    country: 'Guinea',
    count: 12,
    averagePrice: 90,
    francophone: true,
    stems: ['Loos', 'Fouta', 'Kakoulima'],
    frenchStems: [
      { word: 'Îles de Los', article: 'les' },
      { word: 'Fouta', article: 'le' },
      { word: 'Kakoulima', article: 'le' },
      { word: 'Corniche', article: 'la', bare: false },
    ],
    food: 'sauce arachide, grilled fish and fresh mangoes',
    extras: [
      'Boats leave from Kaloum for the beaches of the Îles de Los.',
      'The Jardin botanique de Camayenne makes a shady morning walk.',
    ],
    neighbourhoods: [
      {
        name: 'Kaloum',
        coastal: true,
        tier: 1.05,
        notes: [
          'on the Kaloum peninsula, close to the ministries and the port',
          'close to the Palais du Peuple',
        ],
      },
      {
        name: 'Camayenne',
        coastal: true,
        tier: 1.1,
        notes: ['close to the Corniche and the Grande Mosquée Fayçal'],
      },
      {
        name: 'Dixinn',
        tier: 0.95,
        notes: [
          'close to the Université Gamal Abdel Nasser',
          'a short drive from the Grande Mosquée Fayçal',
        ],
      },
      {
        name: 'Kipé',
        coastal: true,
        tier: 1,
        notes: ['close to the sea and its seafront restaurants'],
      },
      {
        name: 'Ratoma',
        tier: 0.85,
        notes: ['in a lively district close to the coast road'],
      },
      {
        name: 'Taouyah',
        tier: 0.85,
        notes: ['close to the market and the Corniche Nord'],
      },
    ],
  },
  {
    name: 'Bamako',
    country: 'Mali',
    count: 12,
    averagePrice: 75,
    francophone: true,
    stems: ['Djoliba', 'Mandé', 'Bogolan'],
    frenchStems: [
      { word: 'Djoliba', article: 'le' },
      { word: 'Mandé', article: 'le' },
      { word: 'Bogolan', article: 'le' },
      { word: 'Fleuve', article: 'le', bare: false },
    ],
    food: 'peanut stew and capitaine from the Niger',
    extras: [
      'The Musée national du Mali and the Parc national are a short drive away.',
      "Evenings here are for live music in the city's clubs and on the banks of the Niger.",
    ],
    neighbourhoods: [
      {
        name: 'ACI 2000',
        tier: 1.15,
        notes: ['in the modern business district, close to the Niger'],
      },
      {
        name: 'Hippodrome',
        place: 'the Hippodrome',
        tier: 1,
        notes: ['close to restaurants and music bars'],
      },
      {
        name: 'Badalabougou',
        tier: 0.95,
        notes: ['on the south bank of the Niger, close to the Pont des Martyrs'],
      },
      {
        name: 'Quartier du Fleuve',
        place: 'the Quartier du Fleuve',
        tag: null,
        tier: 1.05,
        notes: ['close to the Grand Marché and the banks of the Niger'],
      },
      {
        name: 'Hamdallaye',
        tier: 0.85,
        notes: ['close to the ACI 2000 business district'],
      },
      {
        name: 'Baco-Djicoroni',
        tier: 0.8,
        notes: ['on the quiet south bank of the Niger'],
      },
    ],
  },
  {
    name: 'Niamey',
    country: 'Niger',
    count: 10,
    averagePrice: 65,
    francophone: true,
    stems: ['Ténéré', 'Sahel', 'Aïr'],
    frenchStems: [
      { word: 'Ténéré', article: 'le' },
      { word: 'Girafes', article: 'les' },
      { word: 'Aïr', article: "l'" },
      { word: 'Fleuve', article: 'le', bare: false },
    ],
    food: 'grilled brochettes, dambou and capitaine from the Niger',
    extras: [
      'Staff can arrange trips to see the last wild West African giraffes at Kouré, about an hour away.',
      'Sunset boat trips on the Niger can be arranged at reception.',
    ],
    neighbourhoods: [
      {
        name: 'Plateau',
        place: 'the Plateau',
        tier: 1.1,
        notes: ['close to the ministries', 'a short drive from the Musée national Boubou Hama'],
      },
      {
        name: 'Yantala',
        tier: 0.9,
        notes: ['close to the Niger and a lively local market'],
      },
      {
        name: 'Koira Kano',
        tier: 1.05,
        notes: ['in the residential district north of the centre'],
      },
      {
        name: 'Terminus',
        tier: 0.95,
        notes: ['close to the banks of the Niger and the Kennedy bridge'],
      },
      {
        name: 'Harobanda',
        tier: 0.75,
        notes: ['on the right bank of the Niger, close to the Université Abdou Moumouni'],
      },
    ],
  },
];
