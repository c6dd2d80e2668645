/** The cities of the stay seed: real neighbourhoods, their price levels, and the words names are made of. */

/** The same words in English and in French; the seed picks one and writes both. */
export type Phrase = { en: string; fr: string };

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
  /** The French for "in <neighbourhood>" when "à <name>" reads badly: "au Plateau". */
  inFr?: string;
  /** Phrases that follow "in <neighbourhood>, ..." ("à <neighbourhood>, ...") and are true of the place. */
  notes: Phrase[];
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
  /** What a restaurant serves, with the French partitive articles: "du suya, de l'igname pilée". */
  food: Phrase;
  extras: Phrase[];
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
    food: {
      en: 'jollof rice, suya and pepper soup',
      fr: 'du riz jollof, du suya et de la soupe pimentée',
    },
    extras: [
      {
        en: 'Staff can arrange a driver for the Lekki Arts and Crafts Market and the Nike Art Gallery.',
        fr: 'Le personnel peut vous réserver un chauffeur pour le marché artisanal de Lekki et la Nike Art Gallery.',
      },
      {
        en: 'Murtala Muhammed International Airport is about an hour away in traffic, so transfers are best booked ahead.',
        fr: "L'aéroport international Murtala Muhammed est à environ une heure de route, embouteillages compris : mieux vaut réserver les transferts à l'avance.",
      },
      {
        en: 'Weekend boat trips to the beaches of Tarkwa Bay can be arranged at reception.',
        fr: 'Le week-end, des sorties en bateau vers les plages de Tarkwa Bay peuvent être organisées à la réception.',
      },
    ],
    neighbourhoods: [
      {
        name: 'Victoria Island',
        tag: 'VI',
        tier: 1.2,
        notes: [
          {
            en: 'close to the banks and restaurants of Ahmadu Bello Way',
            fr: "près des banques et des restaurants d'Ahmadu Bello Way",
          },
          {
            en: 'a few minutes from the new Eko Atlantic waterfront',
            fr: "à quelques minutes du nouveau front de mer d'Eko Atlantic",
          },
          {
            en: 'close to the lounges of Adetokunbo Ademola Street',
            fr: "près des bars lounge d'Adetokunbo Ademola Street",
          },
        ],
      },
      {
        name: 'Ikoyi',
        tier: 1.25,
        notes: [
          {
            en: 'on a leafy street near Falomo and the Lekki–Ikoyi Link Bridge',
            fr: 'dans une rue arborée près de Falomo et du pont Lekki–Ikoyi',
          },
          {
            en: 'close to the Ikoyi Club and its golf course',
            fr: "près de l'Ikoyi Club et de son terrain de golf",
          },
          {
            en: "a short drive from Awolowo Road's boutiques and restaurants",
            fr: "à quelques minutes en voiture des boutiques et des restaurants d'Awolowo Road",
          },
        ],
      },
      {
        name: 'Lekki Phase 1',
        tag: 'Lekki',
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'near the cafés and shops of Admiralty Way',
            fr: "près des cafés et des boutiques d'Admiralty Way",
          },
          {
            en: 'a few minutes from Elegushi Beach',
            fr: "à quelques minutes de la plage d'Elegushi",
          },
          {
            en: 'a short drive from the Lekki Conservation Centre and its canopy walkway',
            fr: 'à quelques minutes en voiture du centre de conservation de Lekki et de sa passerelle dans la canopée',
          },
        ],
      },
      {
        name: 'Oniru',
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'close to Landmark Beach and its beach bars',
            fr: 'près de la plage Landmark et de ses paillotes',
          },
          { en: 'between Victoria Island and Lekki', fr: 'entre Victoria Island et Lekki' },
        ],
      },
      {
        name: 'Ikeja GRA',
        tag: 'Ikeja',
        nearAirport: true,
        tier: 1,
        notes: [
          {
            en: 'about 15 minutes from Murtala Muhammed International Airport',
            fr: "à environ 15 minutes de l'aéroport international Murtala Muhammed",
          },
          {
            en: 'a short drive from Ikeja City Mall and Allen Avenue',
            fr: "à quelques minutes en voiture de l'Ikeja City Mall et d'Allen Avenue",
          },
        ],
      },
      {
        name: 'Yaba',
        tier: 0.8,
        notes: [
          {
            en: 'close to the University of Lagos and the tech start-ups of Herbert Macaulay Way',
            fr: "près de l'université de Lagos et des start-up d'Herbert Macaulay Way",
          },
          { en: 'near the busy Tejuosho market', fr: 'près du marché animé de Tejuosho' },
        ],
      },
      {
        name: 'Surulere',
        tier: 0.8,
        notes: [
          {
            en: 'close to the National Stadium and Teslim Balogun Stadium',
            fr: 'près du Stade national et du stade Teslim Balogun',
          },
          {
            en: "near Adeniran Ogunsanya Street's shops and eateries",
            fr: "près des boutiques et des petits restaurants d'Adeniran Ogunsanya Street",
          },
        ],
      },
      {
        name: 'Ajah',
        tier: 0.8,
        notes: [
          {
            en: 'on the Lekki–Epe Expressway, a short drive from the Lekki beaches',
            fr: "sur l'autoroute Lekki–Epe, à quelques minutes en voiture des plages de Lekki",
          },
          {
            en: 'close to Abraham Adesanya Estate and the local market',
            fr: 'près de la cité Abraham Adesanya et du marché du quartier',
          },
        ],
      },
      {
        name: 'Apapa',
        tier: 0.85,
        notes: [
          {
            en: 'close to the port and the Tin Can Island terminal',
            fr: 'près du port et du terminal de Tin Can Island',
          },
          { en: 'a short drive from the Marina', fr: 'à quelques minutes en voiture de la Marina' },
        ],
      },
      {
        name: 'Lagos Island',
        tag: null,
        tier: 0.9,
        notes: [
          { en: 'a short walk from Balogun Market', fr: 'à deux pas du marché de Balogun' },
          {
            en: 'close to Tafawa Balewa Square and the National Museum at Onikan',
            fr: "près de Tafawa Balewa Square et du Musée national d'Onikan",
          },
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
    food: {
      en: 'suya, pounded yam and egusi soup',
      fr: "du suya, de l'igname pilée et de la soupe egusi",
    },
    extras: [
      {
        en: 'Day trips to Zuma Rock and the Gurara Falls can be arranged at reception.',
        fr: 'Des excursions à la journée vers Zuma Rock et les chutes de Gurara peuvent être organisées à la réception.',
      },
      {
        en: 'Nnamdi Azikiwe International Airport is about 40 minutes away by road.',
        fr: "L'aéroport international Nnamdi Azikiwe est à environ 40 minutes par la route.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Maitama',
        tier: 1.25,
        notes: [
          {
            en: 'on a leafy avenue near Millennium Park',
            fr: 'sur une avenue arborée près de Millennium Park',
          },
          { en: 'close to the embassies of Maitama', fr: 'près des ambassades de Maitama' },
        ],
      },
      {
        name: 'Asokoro',
        tier: 1.2,
        notes: [
          {
            en: 'in the quiet diplomatic district below Aso Rock',
            fr: "dans le paisible quartier diplomatique, au pied d'Aso Rock",
          },
          {
            en: 'close to the Presidential Villa and Aso Rock',
            fr: "près de la Villa présidentielle et d'Aso Rock",
          },
        ],
      },
      {
        name: 'Wuse II',
        tag: 'Wuse',
        tier: 1.05,
        notes: [
          {
            en: 'close to Banex Plaza and the restaurants of Aminu Kano Crescent',
            fr: "près de Banex Plaza et des restaurants d'Aminu Kano Crescent",
          },
          {
            en: 'a short drive from Wuse Market',
            fr: 'à quelques minutes en voiture du marché de Wuse',
          },
        ],
      },
      {
        name: 'Garki',
        tier: 0.9,
        notes: [
          {
            en: 'close to the Garki International Market',
            fr: 'près du marché international de Garki',
          },
          {
            en: 'a short drive from the Central Business District',
            fr: 'à quelques minutes en voiture du Central Business District',
          },
        ],
      },
      {
        name: 'Central Business District',
        place: 'the Central Business District',
        inFr: 'dans le Central Business District',
        tag: 'Central',
        tier: 1.1,
        notes: [
          {
            en: 'close to the National Mosque and the National Christian Centre',
            fr: 'près de la Mosquée nationale et du Centre chrétien national',
          },
          {
            en: 'a short walk from Eagle Square and the federal ministries',
            fr: "à deux pas d'Eagle Square et des ministères fédéraux",
          },
        ],
      },
      {
        name: 'Jabi',
        tier: 1,
        notes: [
          {
            en: 'close to Jabi Lake and its lakeside mall',
            fr: "près du lac Jabi et de son centre commercial au bord de l'eau",
          },
          {
            en: 'a short walk from the Jabi Lake shore',
            fr: 'à quelques pas des rives du lac Jabi',
          },
        ],
      },
      {
        name: 'Utako',
        tier: 0.9,
        notes: [
          { en: 'close to the Utako market', fr: "près du marché d'Utako" },
          { en: 'a short drive from Jabi Lake', fr: 'à quelques minutes en voiture du lac Jabi' },
        ],
      },
      {
        name: 'Gwarinpa',
        tier: 0.8,
        notes: [
          {
            en: 'in one of the largest housing estates in Nigeria',
            fr: "dans l'un des plus grands ensembles résidentiels du Nigeria",
          },
          {
            en: 'a short drive from Jabi and Wuse',
            fr: 'à quelques minutes en voiture de Jabi et de Wuse',
          },
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
    food: {
      en: 'jollof, kelewele and grilled tilapia',
      fr: 'du jollof, du kelewele et du tilapia grillé',
    },
    extras: [
      {
        en: 'The front desk arranges day trips to Cape Coast Castle and Kakum National Park.',
        fr: 'La réception organise des excursions à la journée au château de Cape Coast et au parc national de Kakum.',
      },
      {
        en: 'Makola Market and the Arts Centre are a short taxi ride away.',
        fr: "Le marché de Makola et l'Arts Centre sont à quelques minutes en taxi.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Osu',
        tier: 1,
        notes: [
          {
            en: 'a short walk from the bars and shops of Oxford Street',
            fr: "à deux pas des bars et des boutiques d'Oxford Street",
          },
          {
            en: 'minutes from Osu Castle and the seafront',
            fr: "à quelques minutes du château d'Osu et du front de mer",
          },
          {
            en: 'close to the restaurants around Danquah Circle',
            fr: 'près des restaurants autour de Danquah Circle',
          },
        ],
      },
      {
        name: 'East Legon',
        tag: 'Legon',
        tier: 1.05,
        notes: [
          {
            en: 'close to the University of Ghana at Legon',
            fr: "près de l'université du Ghana, à Legon",
          },
          {
            en: 'near the A&C Mall and the restaurants of Lagos Avenue',
            fr: "près de l'A&C Mall et des restaurants de Lagos Avenue",
          },
        ],
      },
      {
        name: 'Airport Residential Area',
        place: 'the Airport Residential Area',
        inFr: "dans l'Airport Residential Area",
        tag: 'Airport',
        nearAirport: true,
        tier: 1.2,
        notes: [
          {
            en: 'about five minutes from Kotoka International Airport',
            fr: "à environ cinq minutes de l'aéroport international de Kotoka",
          },
          {
            en: 'close to the Accra Mall and the Marina Mall',
            fr: "près de l'Accra Mall et du Marina Mall",
          },
        ],
      },
      {
        name: 'Cantonments',
        tier: 1.2,
        notes: [
          {
            en: 'on a leafy street among the embassies',
            fr: 'dans une rue arborée, au milieu des ambassades',
          },
          {
            en: 'a short drive from Osu and the Labadi shore',
            fr: "à quelques minutes en voiture d'Osu et de la plage de Labadi",
          },
        ],
      },
      {
        name: 'Labone',
        tier: 1.05,
        notes: [
          {
            en: 'on a quiet residential street between Osu and Cantonments',
            fr: 'dans une rue résidentielle calme entre Osu et Cantonments',
          },
          {
            en: 'a short walk from the cafés of Oxford Street',
            fr: "à deux pas des cafés d'Oxford Street",
          },
        ],
      },
      {
        name: 'Labadi',
        coastal: true,
        tier: 0.95,
        notes: [
          { en: 'a short walk from La Pleasure Beach', fr: 'à quelques pas de La Pleasure Beach' },
          {
            en: 'close to the beach bars along the shore',
            fr: 'près des paillotes qui bordent la plage',
          },
        ],
      },
      {
        name: 'Dzorwulu',
        tier: 1,
        notes: [
          { en: 'close to Achimota Forest', fr: "près de la forêt d'Achimota" },
          {
            en: 'a short drive from the Tetteh Quarshie Interchange and the Accra Mall',
            fr: "à quelques minutes en voiture de l'échangeur de Tetteh Quarshie et de l'Accra Mall",
          },
        ],
      },
      {
        name: 'Ridge',
        tier: 1.1,
        notes: [
          { en: 'a short walk from the National Theatre', fr: 'à deux pas du Théâtre national' },
          {
            en: 'a short drive from Independence Square and the Black Star Gate',
            fr: "à quelques minutes en voiture de la place de l'Indépendance et de la Black Star Gate",
          },
        ],
      },
      {
        name: 'Adabraka',
        tier: 0.75,
        notes: [
          {
            en: 'close to the National Museum on Barnes Road',
            fr: 'près du Musée national, sur Barnes Road',
          },
          {
            en: 'a short walk from Kwame Nkrumah Circle and its markets',
            fr: 'à quelques pas de Kwame Nkrumah Circle et de ses marchés',
          },
        ],
      },
      {
        name: 'James Town',
        tag: 'Jamestown',
        coastal: true,
        tier: 0.7,
        notes: [
          {
            en: 'a short walk from the Jamestown Lighthouse and the fishing harbour',
            fr: 'à quelques pas du phare de Jamestown et du port de pêche',
          },
          {
            en: 'close to the Kwame Nkrumah Memorial Park and Makola Market',
            fr: 'près du mémorial Kwame Nkrumah et du marché de Makola',
          },
        ],
      },
      {
        name: 'Kokrobite',
        outOfTown: true,
        coastal: true,
        tier: 0.85,
        notes: [
          { en: 'right by the surf of the beach', fr: 'au bord de la plage, face aux vagues' },
          {
            en: 'in the beach village known for its drumming and dance school',
            fr: 'dans le village balnéaire réputé pour son école de percussions et de danse',
          },
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
    food: {
      en: 'fufu with light soup and kontomire stew',
      fr: 'du foufou avec sa soupe légère et du ragoût de kontomire',
    },
    extras: [
      {
        en: "Lake Bosomtwe, Ghana's only natural lake, is about an hour's drive away.",
        fr: 'Le lac Bosomtwe, seul lac naturel du Ghana, est à environ une heure de route.',
      },
      {
        en: 'Staff can arrange visits to the kente-weaving villages of Bonwire and Adanwomase.',
        fr: "Le personnel peut organiser la visite des villages de tisserands de kente de Bonwire et d'Adanwomase.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Adum',
        tier: 0.9,
        notes: [
          { en: 'a short walk from Kejetia Market', fr: 'à deux pas du marché de Kejetia' },
          {
            en: 'close to the Kumasi Cultural Centre and the Prempeh II Jubilee Museum',
            fr: 'près du Centre culturel de Kumasi et du musée Prempeh II Jubilee',
          },
        ],
      },
      {
        name: 'Ahodwo',
        tier: 1.1,
        notes: [
          {
            en: 'on a quiet street in the smart Ahodwo area',
            fr: "dans une rue calme du quartier chic d'Ahodwo",
          },
          {
            en: 'a short drive from the city centre',
            fr: 'à quelques minutes en voiture du centre-ville',
          },
        ],
      },
      {
        name: 'Nhyiaeso',
        tier: 1.15,
        notes: [
          {
            en: "in one of the city's greenest residential areas",
            fr: "dans l'un des quartiers résidentiels les plus verts de la ville",
          },
          {
            en: 'a short drive from Adum and the city centre',
            fr: "à quelques minutes en voiture d'Adum et du centre-ville",
          },
        ],
      },
      {
        name: 'Danyame',
        tier: 1.05,
        notes: [
          {
            en: 'between Ahodwo and Nhyiaeso, a short drive from the centre',
            fr: 'entre Ahodwo et Nhyiaeso, à quelques minutes en voiture du centre',
          },
        ],
      },
      {
        name: 'Asokwa',
        tier: 0.9,
        notes: [
          { en: 'close to the Kumasi City Mall', fr: 'près du Kumasi City Mall' },
          { en: 'a short drive from Adum', fr: "à quelques minutes en voiture d'Adum" },
        ],
      },
      {
        name: 'Manhyia',
        tier: 0.85,
        notes: [
          {
            en: 'a short walk from the Manhyia Palace Museum, seat of the Asantehene',
            fr: "à deux pas du musée du palais de Manhyia, siège de l'Asantehene",
          },
        ],
      },
      {
        name: 'Bantama',
        tier: 0.8,
        notes: [
          {
            en: 'close to Komfo Anokye Teaching Hospital and the Okomfo Anokye Sword site',
            fr: "près de l'hôpital universitaire Komfo Anokye et du site de l'épée d'Okomfo Anokye",
          },
          { en: 'near a busy local market', fr: "près d'un marché local animé" },
        ],
      },
      {
        name: 'Ayeduase',
        tier: 0.7,
        notes: [
          {
            en: 'close to the Kwame Nkrumah University of Science and Technology campus',
            fr: "près du campus de l'université des sciences et technologies Kwame Nkrumah",
          },
          {
            en: 'in the lively student quarter next to KNUST',
            fr: "dans le quartier étudiant animé, à côté de l'université KNUST",
          },
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
    food: { en: 'thiéboudienne and yassa', fr: 'du thiéboudienne et du yassa' },
    extras: [
      {
        en: 'Reception can arrange day trips to Lac Rose and the ferry to Gorée Island.',
        fr: "La réception peut organiser des excursions à la journée au Lac Rose et la traversée en chaloupe vers l'île de Gorée.",
      },
      {
        en: 'Blaise Diagne International Airport is about 45 minutes away on the toll road.',
        fr: "L'aéroport international Blaise Diagne est à environ 45 minutes par l'autoroute à péage.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Plateau',
        place: 'the Plateau',
        inFr: 'au Plateau',
        tier: 1.05,
        notes: [
          {
            en: "close to the Place de l'Indépendance and the Marché Kermel",
            fr: "près de la Place de l'Indépendance et du Marché Kermel",
          },
          {
            en: 'a short walk from the ferry to Gorée Island',
            fr: "à deux pas de l'embarcadère de la chaloupe pour Gorée",
          },
        ],
      },
      {
        name: 'Almadies',
        inFr: 'aux Almadies',
        coastal: true,
        tier: 1.25,
        notes: [
          {
            en: 'near the Pointe des Almadies, the westernmost tip of mainland Africa',
            fr: "près de la Pointe des Almadies, l'extrémité la plus occidentale de l'Afrique continentale",
          },
          {
            en: 'close to the seafood restaurants of the Almadies shore',
            fr: 'près des restaurants de poisson et de fruits de mer du littoral des Almadies',
          },
        ],
      },
      {
        name: 'Ngor',
        coastal: true,
        tier: 1.05,
        notes: [
          {
            en: 'a short walk from the beach and the pirogues to the island',
            fr: "à quelques pas de la plage et des pirogues pour l'île",
          },
          {
            en: 'facing the island of Ngor and its surf breaks',
            fr: "face à l'île de Ngor et à ses spots de surf",
          },
        ],
      },
      {
        name: 'Mermoz',
        tier: 1,
        notes: [
          { en: 'close to the Corniche Ouest', fr: 'près de la Corniche Ouest' },
          {
            en: 'a short drive from the restaurants of the Route de Ouakam',
            fr: 'à quelques minutes en voiture des restaurants de la Route de Ouakam',
          },
        ],
      },
      {
        name: 'Ouakam',
        coastal: true,
        tier: 0.95,
        notes: [
          {
            en: 'below the Monument de la Renaissance africaine',
            fr: 'au pied du Monument de la Renaissance africaine',
          },
          {
            en: 'near the Mamelles lighthouse and the fishing beach',
            fr: 'près du phare des Mamelles et de la plage des pêcheurs',
          },
        ],
      },
      {
        name: 'Yoff',
        coastal: true,
        tier: 0.85,
        notes: [
          {
            en: 'close to the fishing beach and the Layène mausoleum',
            fr: 'près de la plage des pêcheurs et du mausolée layène',
          },
          { en: 'a short walk from the beach', fr: 'à quelques pas de la plage' },
        ],
      },
      {
        name: 'Fann',
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'on the Corniche Ouest, close to Université Cheikh Anta Diop',
            fr: "sur la Corniche Ouest, près de l'Université Cheikh Anta Diop",
          },
          { en: 'a short walk from the Corniche Ouest', fr: 'à deux pas de la Corniche Ouest' },
        ],
      },
      {
        name: 'Point E',
        inFr: 'au Point E',
        tier: 0.95,
        notes: [
          {
            en: 'on a quiet street near Université Cheikh Anta Diop',
            fr: "dans une rue calme près de l'Université Cheikh Anta Diop",
          },
          {
            en: 'a short drive from the Plateau and the Corniche Ouest',
            fr: 'à quelques minutes en voiture du Plateau et de la Corniche Ouest',
          },
        ],
      },
      {
        name: 'Sacré-Cœur',
        tier: 0.85,
        notes: [
          { en: 'close to the VDN boulevard', fr: 'près du boulevard de la VDN' },
          {
            en: 'a short drive from the beaches of Yoff and Ngor',
            fr: 'à quelques minutes en voiture des plages de Yoff et de Ngor',
          },
        ],
      },
      {
        name: 'Médina',
        place: 'the Médina',
        inFr: 'à la Médina',
        tier: 0.7,
        notes: [
          {
            en: 'a short walk from the Grande Mosquée of Dakar',
            fr: 'à deux pas de la Grande Mosquée de Dakar',
          },
          { en: 'close to the Marché Tilène', fr: 'près du Marché Tilène' },
        ],
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
    food: {
      en: 'thiéboudienne, said to have been born in Saint-Louis, and grilled fish',
      fr: 'du thiéboudienne, qui serait né à Saint-Louis, et du poisson grillé',
    },
    extras: [
      {
        en: 'Boat trips on the Langue de Barbarie and day trips to the Djoudj bird sanctuary leave from nearby.',
        fr: 'Les balades en bateau sur la Langue de Barbarie et les excursions au parc ornithologique du Djoudj partent tout près.',
      },
      {
        en: 'Every spring the town fills up for the Saint-Louis Jazz Festival.',
        fr: 'Chaque printemps, la ville fait le plein pour le festival de jazz de Saint-Louis.',
      },
    ],
    neighbourhoods: [
      {
        name: 'Île de Saint-Louis',
        place: 'the Île de Saint-Louis',
        inFr: "sur l'île de Saint-Louis",
        tag: null,
        tier: 1.05,
        notes: [
          {
            en: 'in the UNESCO-listed old town, a short walk from the Pont Faidherbe',
            fr: "dans la vieille ville classée par l'UNESCO, à quelques pas du Pont Faidherbe",
          },
          {
            en: 'among the colonial houses of the island, close to the Place Faidherbe',
            fr: 'parmi ses maisons coloniales, près de la Place Faidherbe',
          },
        ],
      },
      {
        name: 'Sor',
        tier: 0.8,
        notes: [
          {
            en: 'on the mainland side of the Pont Faidherbe, close to the old railway station',
            fr: "côté continent du Pont Faidherbe, près de l'ancienne gare",
          },
          {
            en: 'near the market and the bridge to the island',
            fr: "près du marché et du pont qui mène à l'île",
          },
        ],
      },
      {
        name: 'Guet Ndar',
        coastal: true,
        tier: 0.75,
        notes: [
          {
            en: 'in the fishing quarter, with its colourful pirogues',
            fr: 'dans le quartier des pêcheurs, avec ses pirogues colorées',
          },
          {
            en: 'between the river and the Atlantic on the Langue de Barbarie',
            fr: "entre le fleuve et l'Atlantique, sur la Langue de Barbarie",
          },
        ],
      },
      {
        name: 'Hydrobase',
        inFr: "à l'Hydrobase",
        coastal: true,
        tier: 1,
        notes: [
          {
            en: 'with the Atlantic on one side and the river on the other',
            fr: "avec l'Atlantique d'un côté et le fleuve de l'autre",
          },
          {
            en: 'on the long beach south of the island',
            fr: "sur la longue plage au sud de l'île",
          },
        ],
      },
      {
        name: 'Langue de Barbarie',
        inFr: 'sur la Langue de Barbarie',
        outOfTown: true,
        place: 'the Langue de Barbarie',
        tag: null,
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'close to the Langue de Barbarie National Park and its bird colonies',
            fr: "près du parc national de la Langue de Barbarie et de ses colonies d'oiseaux",
          },
          {
            en: 'on the sandy spit between the Senegal River and the ocean',
            fr: "la flèche de sable qui sépare le fleuve Sénégal de l'océan",
          },
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
    food: {
      en: 'attiéké with grilled fish and alloco',
      fr: "de l'attiéké au poisson grillé et de l'alloco",
    },
    extras: [
      {
        en: 'Grand-Bassam, with its colonial quarter and beaches, is about an hour east.',
        fr: "Grand-Bassam, avec son quartier colonial et ses plages, est à environ une heure à l'est.",
      },
      {
        en: 'The Banco National Park, a rainforest inside the city, makes a good morning outing.',
        fr: 'Le parc national du Banco, une forêt tropicale en pleine ville, se prête bien à une sortie matinale.',
      },
    ],
    neighbourhoods: [
      {
        name: 'Plateau',
        place: 'the Plateau',
        inFr: 'au Plateau',
        tier: 1.15,
        notes: [
          {
            en: 'among the towers of the business district, close to the Cathédrale Saint-Paul',
            fr: 'parmi les tours du quartier des affaires, près de la Cathédrale Saint-Paul',
          },
          {
            en: 'a short walk from the lagoon and the Pont Félix Houphouët-Boigny',
            fr: 'à quelques pas de la lagune et du Pont Félix Houphouët-Boigny',
          },
        ],
      },
      {
        name: 'Cocody',
        tier: 1.15,
        notes: [
          {
            en: 'close to the Université Félix Houphouët-Boigny',
            fr: "près de l'Université Félix Houphouët-Boigny",
          },
          {
            en: 'on a quiet street near the lagoon shore',
            fr: 'dans une rue calme près des berges de la lagune',
          },
        ],
      },
      {
        name: 'Marcory Zone 4',
        tag: 'Zone 4',
        tier: 1.05,
        notes: [
          {
            en: 'close to some of the busiest restaurants and bars in town',
            fr: 'près de quelques-uns des restaurants et des bars les plus animés de la ville',
          },
          {
            en: 'a short walk from the lagoon at Biétry',
            fr: 'à quelques pas de la lagune, à Biétry',
          },
        ],
      },
      {
        name: 'Treichville',
        tier: 0.8,
        notes: [
          {
            en: 'close to the Palais de la Culture and the big covered market',
            fr: 'près du Palais de la Culture et du grand marché couvert',
          },
          { en: 'a short drive from the port', fr: 'à quelques minutes en voiture du port' },
        ],
      },
      {
        name: 'Riviera',
        place: 'the Riviera',
        inFr: 'à la Riviera',
        tier: 1,
        notes: [
          {
            en: 'close to the Riviera Golf Club and the Palmeraie',
            fr: 'près du golf de la Riviera et de la Palmeraie',
          },
          { en: 'on a quiet residential street', fr: 'dans une rue résidentielle calme' },
        ],
      },
      {
        name: 'Deux Plateaux',
        inFr: 'aux Deux Plateaux',
        tier: 1.05,
        notes: [
          {
            en: 'close to the shops and maquis of the Rue des Jardins',
            fr: 'près des boutiques et des maquis de la Rue des Jardins',
          },
          {
            en: 'a short drive from the Plateau and Cocody',
            fr: 'à quelques minutes en voiture du Plateau et de Cocody',
          },
        ],
      },
      {
        name: 'Port-Bouët',
        coastal: true,
        nearAirport: true,
        tier: 0.85,
        notes: [
          {
            en: 'close to Félix Houphouët-Boigny International Airport and the beaches',
            fr: "près de l'aéroport international Félix Houphouët-Boigny et des plages",
          },
          { en: 'a short walk from the beach', fr: 'à quelques pas de la plage' },
        ],
      },
      {
        name: 'Yopougon',
        tier: 0.65,
        notes: [
          {
            en: 'close to lively maquis and music bars',
            fr: 'près de maquis animés et de bars musicaux',
          },
          {
            en: 'a short drive from the Banco National Park',
            fr: 'à quelques minutes en voiture du parc national du Banco',
          },
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
    food: {
      en: 'cassava leaf, groundnut soup and fresh barracuda',
      fr: "du ragoût de feuilles de manioc, de la soupe d'arachide et du barracuda frais",
    },
    extras: [
      {
        en: 'The front desk can book boat trips to Bunce Island and visits to the Tacugama Chimpanzee Sanctuary.',
        fr: "La réception peut réserver des sorties en bateau vers l'île de Bunce et des visites du sanctuaire de chimpanzés de Tacugama.",
      },
      {
        en: 'The water taxi to Lungi airport leaves from Aberdeen; staff can book the crossing.',
        fr: "Le bateau-taxi pour l'aéroport de Lungi part d'Aberdeen ; le personnel peut réserver la traversée.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Aberdeen',
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'close to Lumley Beach and the Aberdeen peninsula',
            fr: "près de la plage de Lumley et de la péninsule d'Aberdeen",
          },
          {
            en: 'a short walk from the beach bars',
            fr: 'à quelques pas des paillotes de la plage',
          },
        ],
      },
      {
        name: 'Lumley',
        coastal: true,
        tier: 1,
        notes: [
          { en: 'a short walk from Lumley Beach', fr: 'à quelques pas de la plage de Lumley' },
          { en: 'facing the long sands of the beach', fr: 'face à la longue plage de sable' },
        ],
      },
      {
        name: 'Hill Station',
        tier: 1.05,
        notes: [
          {
            en: 'high above the city, with views over Freetown and the sea',
            fr: 'sur les hauteurs, avec vue sur Freetown et la mer',
          },
          {
            en: 'on the cooler hills above the city, on the road to the Tacugama Chimpanzee Sanctuary',
            fr: 'sur les collines plus fraîches qui dominent la ville, sur la route du sanctuaire de chimpanzés de Tacugama',
          },
        ],
      },
      {
        name: 'Wilberforce',
        tier: 1,
        notes: [
          {
            en: 'on the hill above the city, close to Signal Hill',
            fr: 'sur la colline qui domine la ville, près de Signal Hill',
          },
          {
            en: 'a short drive from Lumley and Aberdeen',
            fr: "à quelques minutes en voiture de Lumley et d'Aberdeen",
          },
        ],
      },
      {
        name: 'Congo Cross',
        tier: 0.85,
        notes: [
          { en: 'close to Wilkinson Road', fr: 'près de Wilkinson Road' },
          {
            en: 'a short drive from Lumley Beach',
            fr: 'à quelques minutes en voiture de la plage de Lumley',
          },
        ],
      },
      {
        name: 'Central Freetown',
        place: 'central Freetown',
        inFr: 'dans le centre de Freetown',
        tag: null,
        tier: 0.75,
        notes: [
          {
            en: 'close to State House and the Sierra Leone National Museum',
            fr: 'près de la State House et du Musée national de Sierra Leone',
          },
          { en: 'a short walk from Big Market', fr: 'à deux pas du Big Market' },
        ],
      },
      {
        name: 'Goderich',
        coastal: true,
        tier: 0.8,
        notes: [
          {
            en: 'by the fishing harbour on the peninsula road',
            fr: 'près du port de pêche, sur la route de la péninsule',
          },
          {
            en: 'a short drive from the peninsula beaches',
            fr: 'à quelques minutes en voiture des plages de la péninsule',
          },
        ],
      },
      {
        name: 'Tokeh',
        outOfTown: true,
        coastal: true,
        tier: 1.15,
        notes: [
          {
            en: 'on a beach among the finest on the Freetown Peninsula',
            fr: "sur l'une des plus belles plages de la péninsule de Freetown",
          },
        ],
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
    food: {
      en: 'palm butter, potato greens and fresh seafood',
      fr: 'de la sauce au beurre de palme, des feuilles de patate douce et des fruits de mer frais',
    },
    extras: [
      {
        en: 'Staff can arrange trips to Providence Island and to the surf beaches of Robertsport.',
        fr: "Le personnel peut organiser des excursions à l'île de Providence et vers les plages de surf de Robertsport.",
      },
      {
        en: "Roberts International Airport is about an hour's drive away; transfers can be arranged.",
        fr: "L'aéroport international Roberts est à environ une heure de route ; des transferts peuvent être organisés.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Sinkor',
        coastal: true,
        tier: 1,
        notes: [
          {
            en: 'close to the ocean and the shops of Tubman Boulevard',
            fr: "près de l'océan et des boutiques du boulevard Tubman",
          },
          {
            en: 'a short drive from the Capitol Building',
            fr: 'à quelques minutes en voiture du Capitole',
          },
        ],
      },
      {
        name: 'Mamba Point',
        coastal: true,
        tier: 1.15,
        notes: [
          {
            en: 'on the headland, close to the embassies',
            fr: 'sur le promontoire, près des ambassades',
          },
          {
            en: 'a short walk from the ocean and the ruins of the old Ducor hotel',
            fr: "à quelques pas de l'océan et des ruines de l'ancien hôtel Ducor",
          },
        ],
      },
      {
        name: 'Congo Town',
        coastal: true,
        tier: 1.05,
        notes: [
          {
            en: 'on Tubman Boulevard, a short drive from the beach',
            fr: 'sur le boulevard Tubman, à quelques minutes en voiture de la plage',
          },
        ],
      },
      {
        name: 'Paynesville',
        tier: 0.8,
        notes: [
          {
            en: 'close to the Red Light market and the ELWA junction',
            fr: 'près du marché de Red Light et du carrefour ELWA',
          },
          {
            en: 'on the road towards Roberts International Airport',
            fr: "sur la route de l'aéroport international Roberts",
          },
        ],
      },
      {
        name: 'Snapper Hill',
        tier: 0.85,
        notes: [
          {
            en: 'in the old downtown, close to Broad Street and the Liberia National Museum',
            fr: 'dans le vieux centre-ville, près de Broad Street et du Musée national du Liberia',
          },
          { en: 'a short walk from Waterside Market', fr: 'à deux pas du marché de Waterside' },
        ],
      },
      {
        name: 'Old Road',
        tier: 0.85,
        notes: [
          { en: 'close to Tubman Boulevard', fr: 'près du boulevard Tubman' },
          {
            en: 'a short drive from Sinkor and the beaches',
            fr: 'à quelques minutes en voiture de Sinkor et des plages',
          },
        ],
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
    food: {
      en: 'fufu with peanut soup and grilled fish',
      fr: 'du foufou sauce arachide et du poisson grillé',
    },
    extras: [
      {
        en: 'The Grand Marché and the Akodésséwa fetish market are a short taxi ride away.',
        fr: "Le Grand Marché et le marché aux fétiches d'Akodésséwa sont à quelques minutes en taxi.",
      },
      {
        en: 'Day trips to the hills and waterfalls around Kpalimé can be arranged at reception.',
        fr: 'Des excursions à la journée vers les collines et les cascades des environs de Kpalimé peuvent être organisées à la réception.',
      },
    ],
    neighbourhoods: [
      {
        name: 'Bè',
        tier: 0.8,
        notes: [
          {
            en: 'close to the lagoon and the old market',
            fr: 'près de la lagune et du vieux marché',
          },
          {
            en: 'a short drive from the seafront Boulevard du Mono',
            fr: 'à quelques minutes en voiture du Boulevard du Mono, en bord de mer',
          },
        ],
      },
      {
        name: 'Tokoin',
        tier: 0.85,
        notes: [
          { en: 'close to the Université de Lomé', fr: "près de l'Université de Lomé" },
          {
            en: 'a short drive from the Grand Marché',
            fr: 'à quelques minutes en voiture du Grand Marché',
          },
        ],
      },
      {
        name: 'Nyékonakpoè',
        tier: 0.9,
        notes: [
          {
            en: 'a short walk from the seafront Boulevard du Mono',
            fr: 'à deux pas du Boulevard du Mono, en bord de mer',
          },
          {
            en: 'close to the city centre and the Grand Marché',
            fr: 'près du centre-ville et du Grand Marché',
          },
        ],
      },
      {
        name: 'Kodjoviakopé',
        coastal: true,
        tier: 0.9,
        notes: [
          {
            en: 'by the sea near the Ghana border',
            fr: 'en bord de mer, près de la frontière ghanéenne',
          },
          {
            en: 'a short walk from the beach and the Boulevard du Mono',
            fr: 'à quelques pas de la plage et du Boulevard du Mono',
          },
        ],
      },
      {
        name: 'Quartier Administratif',
        place: 'the Quartier Administratif',
        inFr: 'dans le Quartier Administratif',
        tag: null,
        tier: 1.15,
        notes: [
          {
            en: 'close to the Palais de Lomé and its gardens',
            fr: 'près du Palais de Lomé et de ses jardins',
          },
          {
            en: "a short walk from the Monument de l'Indépendance",
            fr: "à deux pas du Monument de l'Indépendance",
          },
        ],
      },
      {
        name: 'Adidogomé',
        tier: 0.7,
        notes: [
          {
            en: 'on the western edge of the city, on the road to Kpalimé',
            fr: 'à la sortie ouest de la ville, sur la route de Kpalimé',
          },
        ],
      },
      {
        name: 'Baguida',
        outOfTown: true,
        coastal: true,
        tier: 0.95,
        notes: [
          {
            en: 'on the beach east of the city, on the road to Aného',
            fr: "sur la plage à l'est de la ville, sur la route d'Aného",
          },
          {
            en: 'a short walk from a palm-lined beach',
            fr: "à quelques pas d'une plage bordée de cocotiers",
          },
        ],
      },
      {
        name: 'Avépozo',
        outOfTown: true,
        coastal: true,
        tier: 0.9,
        notes: [
          {
            en: 'on the coast road east of Lomé, close to the beach at Avépozo',
            fr: "sur la route côtière à l'est de Lomé, près de la plage d'Avépozo",
          },
        ],
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
    food: {
      en: 'riz gras, grilled capitaine and bissap',
      fr: 'du riz gras, du capitaine grillé et du bissap',
    },
    extras: [
      {
        en: 'Staff can help with visits to the Village Artisanal and, in odd-numbered years, tickets for FESPACO.',
        fr: 'Le personnel peut vous aider à visiter le Village Artisanal et, les années impaires, à obtenir des places pour le FESPACO.',
      },
      {
        en: "On Friday mornings the Moro Naba's ceremony takes place at the royal palace.",
        fr: 'Le vendredi matin, la cérémonie du Moro Naba se déroule au palais royal.',
      },
    ],
    neighbourhoods: [
      {
        name: 'Ouaga 2000',
        tier: 1.2,
        notes: [
          {
            en: 'close to the Monument des Héros Nationaux and the embassies',
            fr: 'près du Monument des Héros Nationaux et des ambassades',
          },
          {
            en: 'in the modern district south of the centre',
            fr: 'dans le quartier moderne au sud du centre',
          },
        ],
      },
      {
        name: 'Koulouba',
        tier: 1,
        notes: [
          {
            en: 'close to the Place des Nations Unies and the administrative quarter',
            fr: 'près de la Place des Nations Unies et du quartier administratif',
          },
        ],
      },
      {
        name: 'Zogona',
        tier: 0.85,
        notes: [
          {
            en: 'close to the Université Joseph Ki-Zerbo',
            fr: "près de l'Université Joseph Ki-Zerbo",
          },
          { en: 'near small student restaurants', fr: 'près de petits restaurants étudiants' },
        ],
      },
      {
        name: 'Gounghin',
        tier: 0.8,
        notes: [
          {
            en: 'close to the local market and the road to Bobo-Dioulasso',
            fr: 'près du marché du quartier et de la route de Bobo-Dioulasso',
          },
        ],
      },
      {
        name: 'Centre-ville',
        place: 'central Ouagadougou',
        inFr: 'dans le centre de Ouagadougou',
        tag: null,
        tier: 0.95,
        notes: [
          {
            en: 'a short walk from the Grand Marché Rood Woko',
            fr: 'à deux pas du Grand Marché Rood Woko',
          },
          {
            en: 'close to the Place des Nations Unies and the cathedral',
            fr: 'près de la Place des Nations Unies et de la cathédrale',
          },
        ],
      },
      {
        name: 'Zone du Bois',
        place: 'the Zone du Bois',
        inFr: 'dans la Zone du Bois',
        tag: null,
        tier: 1.05,
        notes: [
          {
            en: 'on a green residential street close to the Parc Urbain Bangr-Weoogo',
            fr: 'dans une rue résidentielle verdoyante près du Parc Urbain Bangr-Weoogo',
          },
        ],
      },
      {
        name: 'Dapoya',
        tier: 0.75,
        notes: [
          {
            en: 'a short walk from the Grand Marché and the old town',
            fr: 'à deux pas du Grand Marché et de la vieille ville',
          },
        ],
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
    food: {
      en: 'domoda, benachin and fresh ladyfish',
      fr: 'du domoda, du benachin et du poisson frais',
    },
    extras: [
      {
        en: 'River trips on the Gambia and visits to the Abuko Nature Reserve can be booked at reception.',
        fr: "Des balades sur le fleuve Gambie et des visites de la réserve naturelle d'Abuko peuvent être réservées à la réception.",
      },
      {
        en: 'Banjul International Airport is about 25 minutes away.',
        fr: "L'aéroport international de Banjul est à environ 25 minutes.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Kololi',
        coastal: true,
        tier: 1.05,
        notes: [
          {
            en: 'a short walk from the Senegambia strip and the beach',
            fr: 'à quelques pas du Senegambia Strip et de la plage',
          },
        ],
      },
      {
        name: 'Kotu',
        coastal: true,
        tier: 1,
        notes: [
          {
            en: 'close to the beach and the Kotu stream, a favourite with birdwatchers',
            fr: 'près de la plage et du marigot de Kotu, très apprécié des ornithologues',
          },
        ],
      },
      {
        name: 'Fajara',
        coastal: true,
        tier: 1,
        notes: [
          { en: 'on the cliffs above the beach', fr: 'sur les falaises qui surplombent la plage' },
          { en: 'close to the Fajara golf course', fr: 'près du golf de Fajara' },
        ],
      },
      {
        name: 'Bakau',
        coastal: true,
        tier: 0.9,
        notes: [
          {
            en: 'close to the Kachikally crocodile pool and the Bakau fish market',
            fr: 'près du bassin aux crocodiles de Kachikally et du marché aux poissons de Bakau',
          },
        ],
      },
      {
        name: 'Cape Point',
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'on the beach where the river Gambia meets the Atlantic',
            fr: "sur la plage où le fleuve Gambie rejoint l'Atlantique",
          },
        ],
      },
      {
        name: 'Bijilo',
        coastal: true,
        tier: 1.05,
        notes: [
          {
            en: 'next to the Bijilo Forest Park and its monkeys',
            fr: 'à côté du parc forestier de Bijilo et de ses singes',
          },
          { en: 'a short walk from the beach', fr: 'à quelques pas de la plage' },
        ],
      },
      {
        name: 'Brufut',
        outOfTown: true,
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'on a quiet stretch of beach south of Kololi',
            fr: 'sur une portion de plage tranquille au sud de Kololi',
          },
        ],
      },
      {
        name: 'Serrekunda',
        tier: 0.7,
        notes: [
          { en: 'close to the busy Serrekunda market', fr: 'près du marché animé de Serrekunda' },
          {
            en: 'a short taxi ride from the beaches of Kololi',
            fr: 'à quelques minutes en taxi des plages de Kololi',
          },
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
    food: {
      en: 'amiwo, akassa and grilled fish',
      fr: "de l'amiwo, de l'akassa et du poisson grillé",
    },
    extras: [
      {
        en: 'Pirogue trips to the stilt village of Ganvié on Lake Nokoué can be arranged at reception.',
        fr: 'Des sorties en pirogue vers Ganvié, le village sur pilotis du lac Nokoué, peuvent être organisées à la réception.',
      },
      {
        en: 'Ouidah, with the Route des Esclaves and the Door of No Return, is about an hour west.',
        fr: "Ouidah, avec la Route des Esclaves et la Porte du Non-Retour, est à environ une heure à l'ouest.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Haie Vive',
        nearAirport: true,
        tier: 1.15,
        notes: [
          {
            en: 'close to the restaurants and bars of Haie Vive',
            fr: 'près des restaurants et des bars de Haie Vive',
          },
          {
            en: 'a few minutes from the Cardinal Bernardin Gantin airport',
            fr: "à quelques minutes de l'aéroport Cardinal Bernardin Gantin",
          },
        ],
      },
      {
        name: 'Cadjèhoun',
        nearAirport: true,
        tier: 1,
        notes: [
          { en: 'close to Cotonou airport', fr: "près de l'aéroport de Cotonou" },
          {
            en: "a short drive from the Place de l'Amazone",
            fr: "à quelques minutes en voiture de la Place de l'Amazone",
          },
        ],
      },
      {
        name: 'Ganhi',
        tier: 1,
        notes: [
          {
            en: 'in the business district near the port',
            fr: 'dans le quartier des affaires, près du port',
          },
          {
            en: 'a short drive from the Dantokpa market',
            fr: 'à quelques minutes en voiture du marché Dantokpa',
          },
        ],
      },
      {
        name: 'Fidjrossè',
        coastal: true,
        tier: 0.9,
        notes: [
          {
            en: 'close to the beach at Fidjrossè and the Route des Pêches',
            fr: 'près de la plage de Fidjrossè et de la Route des Pêches',
          },
        ],
      },
      {
        name: 'Akpakpa',
        tier: 0.75,
        notes: [
          {
            en: 'on the eastern side of the lagoon, on the road to Porto-Novo',
            fr: 'sur la rive est de la lagune, sur la route de Porto-Novo',
          },
        ],
      },
      {
        name: 'Les Cocotiers',
        inFr: 'aux Cocotiers',
        tag: 'Cocotiers',
        coastal: true,
        nearAirport: true,
        tier: 1.05,
        notes: [{ en: 'between the airport and the beach', fr: "entre l'aéroport et la plage" }],
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
    food: {
      en: 'sauce arachide, grilled fish and fresh mangoes',
      fr: 'de la sauce arachide, du poisson grillé et des mangues fraîches',
    },
    extras: [
      {
        en: 'Boats leave from Kaloum for the beaches of the Îles de Los.',
        fr: 'Des bateaux partent de Kaloum vers les plages des Îles de Los.',
      },
      {
        en: 'The Jardin botanique de Camayenne makes a shady morning walk.',
        fr: "Le Jardin botanique de Camayenne se prête à une promenade matinale à l'ombre.",
      },
    ],
    neighbourhoods: [
      {
        name: 'Kaloum',
        coastal: true,
        tier: 1.05,
        notes: [
          {
            en: 'on the Kaloum peninsula, close to the ministries and the port',
            fr: "sur la presqu'île de Kaloum, près des ministères et du port",
          },
          { en: 'close to the Palais du Peuple', fr: 'près du Palais du Peuple' },
        ],
      },
      {
        name: 'Camayenne',
        coastal: true,
        tier: 1.1,
        notes: [
          {
            en: 'close to the Corniche and the Grande Mosquée Fayçal',
            fr: 'près de la Corniche et de la Grande Mosquée Fayçal',
          },
        ],
      },
      {
        name: 'Dixinn',
        tier: 0.95,
        notes: [
          {
            en: 'close to the Université Gamal Abdel Nasser',
            fr: "près de l'Université Gamal Abdel Nasser",
          },
          {
            en: 'a short drive from the Grande Mosquée Fayçal',
            fr: 'à quelques minutes en voiture de la Grande Mosquée Fayçal',
          },
        ],
      },
      {
        name: 'Kipé',
        coastal: true,
        tier: 1,
        notes: [
          {
            en: 'close to the sea and its seafront restaurants',
            fr: 'près de la mer et des restaurants du front de mer',
          },
        ],
      },
      {
        name: 'Ratoma',
        tier: 0.85,
        notes: [
          {
            en: 'in a lively district close to the coast road',
            fr: 'dans un quartier animé près de la route côtière',
          },
        ],
      },
      {
        name: 'Taouyah',
        tier: 0.85,
        notes: [
          {
            en: 'close to the market and the Corniche Nord',
            fr: 'près du marché et de la Corniche Nord',
          },
        ],
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
    food: {
      en: 'peanut stew and capitaine from the Niger',
      fr: 'de la sauce arachide et du capitaine du Niger',
    },
    extras: [
      {
        en: 'The Musée national du Mali and the Parc national are a short drive away.',
        fr: 'Le Musée national du Mali et le Parc national sont à quelques minutes en voiture.',
      },
      {
        en: "Evenings here are for live music in the city's clubs and on the banks of the Niger.",
        fr: 'Le soir, place aux concerts dans les clubs de la ville et sur les berges du Niger.',
      },
    ],
    neighbourhoods: [
      {
        name: 'ACI 2000',
        inFr: "à l'ACI 2000",
        tier: 1.15,
        notes: [
          {
            en: 'in the modern business district, close to the Niger',
            fr: "dans le quartier d'affaires moderne, près du Niger",
          },
        ],
      },
      {
        name: 'Hippodrome',
        place: 'the Hippodrome',
        inFr: "à l'Hippodrome",
        tier: 1,
        notes: [
          {
            en: 'close to restaurants and music bars',
            fr: 'près de restaurants et de bars musicaux',
          },
        ],
      },
      {
        name: 'Badalabougou',
        tier: 0.95,
        notes: [
          {
            en: 'on the south bank of the Niger, close to the Pont des Martyrs',
            fr: 'sur la rive sud du Niger, près du Pont des Martyrs',
          },
        ],
      },
      {
        name: 'Quartier du Fleuve',
        place: 'the Quartier du Fleuve',
        inFr: 'dans le Quartier du Fleuve',
        tag: null,
        tier: 1.05,
        notes: [
          {
            en: 'close to the Grand Marché and the banks of the Niger',
            fr: 'près du Grand Marché et des berges du Niger',
          },
        ],
      },
      {
        name: 'Hamdallaye',
        tier: 0.85,
        notes: [
          {
            en: 'close to the ACI 2000 business district',
            fr: "près du quartier d'affaires de l'ACI 2000",
          },
        ],
      },
      {
        name: 'Baco-Djicoroni',
        tier: 0.8,
        notes: [
          { en: 'on the quiet south bank of the Niger', fr: 'sur la paisible rive sud du Niger' },
        ],
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
    food: {
      en: 'grilled brochettes, dambou and capitaine from the Niger',
      fr: 'des brochettes grillées, du dambou et du capitaine du Niger',
    },
    extras: [
      {
        en: 'Staff can arrange trips to see the last wild West African giraffes at Kouré, about an hour away.',
        fr: "Le personnel peut organiser des excursions à Kouré, à environ une heure, pour voir les dernières girafes sauvages d'Afrique de l'Ouest.",
      },
      {
        en: 'Sunset boat trips on the Niger can be arranged at reception.',
        fr: 'Des balades en bateau au coucher du soleil sur le Niger peuvent être organisées à la réception.',
      },
    ],
    neighbourhoods: [
      {
        name: 'Plateau',
        place: 'the Plateau',
        inFr: 'au Plateau',
        tier: 1.1,
        notes: [
          { en: 'close to the ministries', fr: 'près des ministères' },
          {
            en: 'a short drive from the Musée national Boubou Hama',
            fr: 'à quelques minutes en voiture du Musée national Boubou Hama',
          },
        ],
      },
      {
        name: 'Yantala',
        tier: 0.9,
        notes: [
          {
            en: 'close to the Niger and a lively local market',
            fr: "près du Niger et d'un marché local animé",
          },
        ],
      },
      {
        name: 'Koira Kano',
        tier: 1.05,
        notes: [
          {
            en: 'in the residential district north of the centre',
            fr: 'dans le quartier résidentiel au nord du centre',
          },
        ],
      },
      {
        name: 'Terminus',
        inFr: 'dans le quartier Terminus',
        tier: 0.95,
        notes: [
          {
            en: 'close to the banks of the Niger and the Kennedy bridge',
            fr: 'près des berges du Niger et du pont Kennedy',
          },
        ],
      },
      {
        name: 'Harobanda',
        tier: 0.75,
        notes: [
          {
            en: 'on the right bank of the Niger, close to the Université Abdou Moumouni',
            fr: "sur la rive droite du Niger, près de l'Université Abdou Moumouni",
          },
        ],
      },
    ],
  },
];
