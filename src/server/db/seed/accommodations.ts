import {
  AMENITIES,
  type Amenity,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  type PropertyType,
} from '../../../domain/constants.ts';
import type { AmenityRecord } from '../schema/accommodations.ts';
import { hashString, seededRandom } from '../../lib/random.ts';

export type SeedAccommodation = {
  slug: string;
  name: string;
  description: string;
  location: string;
  city: string;
  country: string;
  propertyType: PropertyType;
  pricePerNight: string;
  images: string[];
  imageUrl: string;
  amenities: AmenityRecord[];
  rating: string | null;
  reviewCount: number;
  cancellationPolicy: string;
  manualConfirmation: boolean;
  verified: boolean;
  roomCount: number;
};

type Neighbourhood = {
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
type FrenchStem = { word: string; article: 'le' | 'la' | 'les' | "l'" | ''; bare?: false };

type City = {
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

const NIGERIAN_STEMS = ['Adire', 'Aso Oke', 'Talking Drum', 'Ibeji', 'Kola', 'Oriki', 'Gele'];
const GHANAIAN_STEMS = ['Kente', 'Adinkra', 'Sankofa', 'Gye Nyame', 'Akoma', 'Cocoa', 'Shea'];
const ANGLO_STEMS = [
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
const FRENCH_STEMS: FrenchStem[] = [
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

const CITIES: City[] = [
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

const TYPE_WEIGHTS: Record<PropertyType, number> = {
  Hotel: 20,
  'Boutique Hotel': 12,
  'Business Hotel': 12,
  'Luxury Hotel': 7,
  Resort: 9,
  'Budget Hotel': 14,
  Guesthouse: 15,
  Apartment: 13,
};
const PREMIUM_TYPES: readonly PropertyType[] = ['Luxury Hotel', 'Resort'];

/** Price of a type relative to the city's average, before the neighbourhood's tier. */
const TYPE_PRICE_FACTOR: Record<PropertyType, number> = {
  Hotel: 0.95,
  'Boutique Hotel': 1.2,
  'Business Hotel': 1.3,
  'Luxury Hotel': 3,
  Resort: 2.6,
  'Budget Hotel': 0.4,
  Guesthouse: 0.45,
  Apartment: 0.85,
};

const TYPE_PRICE_RANGE: Record<PropertyType, [number, number]> = {
  Hotel: [45, 260],
  'Boutique Hotel': [55, 320],
  'Business Hotel': [70, 340],
  'Luxury Hotel': [200, 650],
  Resort: [200, 650],
  'Budget Hotel': [22, 60],
  Guesthouse: [25, 65],
  Apartment: [40, 240],
};

/** Chance of each amenity per type; Beach Access also needs a coastal neighbourhood. */
const AMENITY_ODDS: Record<Amenity, Record<PropertyType, number>> = {
  'Free WiFi': odds(0.95, 0.95, 0.95, 1, 1, 0.85, 0.9, 0.95),
  'Swimming Pool': odds(0.45, 0.97, 0.45, 0.6, 0.95, 0.05, 0.12, 0.3),
  'Spa & Wellness': odds(0.15, 0.85, 0.3, 0.3, 0.9, 0.02, 0.05, 0.03),
  'Airport Shuttle': odds(0.45, 0.5, 0.35, 0.7, 0.7, 0.15, 0.25, 0.2),
  'Business Center': odds(0.35, 0.2, 0.15, 0.95, 0.75, 0.05, 0.03, 0.1),
  'Fitness Center': odds(0.3, 0.7, 0.25, 0.75, 0.9, 0.03, 0.03, 0.35),
  Restaurant: odds(0.8, 1, 0.7, 0.95, 1, 0.35, 0.45, 0.1),
  'Room Service': odds(0.55, 0.85, 0.5, 0.85, 0.98, 0.1, 0.15, 0.1),
  'Air Conditioning': odds(0.95, 0.95, 0.95, 1, 1, 0.75, 0.75, 0.95),
  Parking: odds(0.75, 0.85, 0.6, 0.85, 0.9, 0.5, 0.6, 0.8),
  'Pet Friendly': odds(0.08, 0.06, 0.15, 0.04, 0.08, 0.1, 0.25, 0.25),
  'Beach Access': odds(0.4, 0.95, 0.45, 0.3, 0.65, 0.35, 0.45, 0.45),
};

function odds(
  hotel: number,
  resort: number,
  boutique: number,
  business: number,
  luxury: number,
  budget: number,
  guesthouse: number,
  apartment: number,
): Record<PropertyType, number> {
  return {
    Hotel: hotel,
    Resort: resort,
    'Boutique Hotel': boutique,
    'Business Hotel': business,
    'Luxury Hotel': luxury,
    'Budget Hotel': budget,
    Guesthouse: guesthouse,
    Apartment: apartment,
  };
}

const POLICY_24H =
  'Free cancellation until 24 hours before check-in. Later cancellations are charged the first night.';
const POLICY_48H =
  'Free cancellation until 48 hours before check-in. Later cancellations and no-shows are charged the first night.';
const POLICY_72H =
  'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.';
const POLICY_7D =
  'Free cancellation until 7 days before check-in. Within 7 days of arrival, 50% of the stay is charged.';
const POLICY_14D =
  'Free cancellation until 14 days before check-in. Later cancellations and no-shows are charged the full stay.';
const POLICY_NON_REFUNDABLE =
  'Non-refundable: the full amount is charged at booking and is not returned if you cancel or do not show up.';

const POLICY_WEIGHTS: Record<PropertyType, [string, number][]> = {
  Hotel: [
    [POLICY_24H, 6],
    [POLICY_48H, 2],
    [POLICY_72H, 1],
    [POLICY_NON_REFUNDABLE, 1],
  ],
  Resort: [
    [POLICY_48H, 2],
    [POLICY_7D, 3],
    [POLICY_14D, 2],
    [POLICY_NON_REFUNDABLE, 1],
  ],
  'Boutique Hotel': [
    [POLICY_24H, 4],
    [POLICY_48H, 3],
    [POLICY_72H, 2],
  ],
  'Business Hotel': [
    [POLICY_24H, 8],
    [POLICY_48H, 2],
  ],
  'Luxury Hotel': [
    [POLICY_24H, 3],
    [POLICY_48H, 3],
    [POLICY_72H, 2],
    [POLICY_7D, 1],
  ],
  'Budget Hotel': [
    [POLICY_24H, 5],
    [POLICY_NON_REFUNDABLE, 2],
  ],
  Guesthouse: [
    [POLICY_24H, 4],
    [POLICY_48H, 3],
    [POLICY_72H, 1],
    [POLICY_NON_REFUNDABLE, 1],
  ],
  Apartment: [
    [POLICY_48H, 3],
    [POLICY_72H, 3],
    [POLICY_7D, 2],
    [POLICY_NON_REFUNDABLE, 1],
  ],
};

const MANUAL_CONFIRMATION_ODDS: Record<PropertyType, number> = {
  Hotel: 0.08,
  Resort: 0.1,
  'Boutique Hotel': 0.15,
  'Business Hotel': 0.03,
  'Luxury Hotel': 0.05,
  'Budget Hotel': 0.1,
  Guesthouse: 0.25,
  Apartment: 0.25,
};

const VERIFIED_ODDS: Record<PropertyType, number> = {
  Hotel: 0.82,
  Resort: 0.9,
  'Boutique Hotel': 0.8,
  'Business Hotel': 0.92,
  'Luxury Hotel': 0.95,
  'Budget Hotel': 0.7,
  Guesthouse: 0.68,
  Apartment: 0.75,
};

const BASE_RATING: Record<PropertyType, number> = {
  Hotel: 4,
  Resort: 4.4,
  'Boutique Hotel': 4.4,
  'Business Hotel': 4.2,
  'Luxury Hotel': 4.5,
  'Budget Hotel': 3.6,
  Guesthouse: 4.2,
  Apartment: 4.1,
};

const ADJECTIVES: Record<PropertyType, string[]> = {
  Hotel: ['friendly', 'comfortable', 'well-kept', 'modern', 'welcoming'],
  Resort: ['spacious', 'relaxed', 'leafy', 'laid-back'],
  'Boutique Hotel': ['stylish', 'intimate', 'characterful', 'design-led'],
  'Business Hotel': ['modern', 'efficient', 'contemporary', 'well-run'],
  'Luxury Hotel': ['elegant', 'refined', 'polished', 'grand'],
  'Budget Hotel': ['simple', 'no-frills', 'good-value', 'basic but spotless'],
  Guesthouse: ['homely', 'family-run', 'quiet', 'welcoming'],
  Apartment: ['bright', 'modern', 'spacious', 'quiet'],
};

const TYPE_NOUN: Record<PropertyType, string> = {
  Hotel: 'hotel',
  Resort: 'resort',
  'Boutique Hotel': 'boutique hotel',
  'Business Hotel': 'business hotel',
  'Luxury Hotel': 'hotel',
  'Budget Hotel': 'budget hotel',
  Guesthouse: 'guesthouse',
  Apartment: 'block of serviced apartments',
};

/** Name templates: {s} stem, {h} neighbourhood tag. */
const ENGLISH_NAMES: Record<PropertyType, string[]> = {
  Hotel: ['{s} Hotel', 'The {s} Hotel', '{s} Hotel & Suites', '{s} Court Hotel', '{h} {s} Hotel'],
  Resort: ['{s} Resort & Spa', '{s} Garden Resort', '{s} Resort {h}'],
  'Boutique Hotel': [
    '{s} House',
    'The {s} House',
    '{s} Townhouse',
    '{s} Boutique Hotel',
    '{s} House {h}',
  ],
  'Business Hotel': [
    '{s} Business Hotel',
    '{s} Executive Suites',
    '{s} Tower Hotel',
    '{h} {s} Suites',
  ],
  'Luxury Hotel': ['The {s} Grand', '{s} Palace Hotel', '{s} Royal Suites', 'The {s} {h}'],
  'Budget Hotel': [
    '{s} Inn',
    '{s} Travellers Inn',
    '{s} Budget Hotel',
    '{s} Rest House',
    '{h} {s} Inn',
  ],
  Guesthouse: ['{s} Guest House', '{s} Lodge', '{s} Lodge {h}', '{s} Homestay', '{s} Guest Lodge'],
  Apartment: [
    '{s} Apartments',
    '{s} Serviced Apartments',
    '{s} Residences',
    '{h} {s} Apartments',
    '{s} Court Apartments',
  ],
};
const ENGLISH_SINGLE_APARTMENTS = [
  '{s} Apartment',
  '{s} Studio',
  'The {s} Loft',
  '{s} Garden Flat',
];
const ENGLISH_BEACH_RESORTS = ['{s} Beach Resort', '{s} Bay Resort', '{s} Beach Club & Resort'];

/** French templates: {le} "le Flamboyant", {du} "du Flamboyant", {w} the bare word (singular stems only). */
const FRENCH_NAMES: Record<PropertyType, string[]> = {
  Hotel: ['Hôtel {le}', 'Hôtel {w}', 'Hôtel {le} {h}', 'Hôtel {w} {h}'],
  Resort: ['Domaine {du}', '{w} Resort & Spa', 'Le Jardin {du}'],
  'Boutique Hotel': ['Maison {w}', 'Villa {w}', 'La Maison {du}', 'Villa {w} {h}'],
  'Business Hotel': [
    '{w} Business Hôtel',
    'Résidence Hôtelière {du}',
    '{w} Suites {h}',
    'Hôtel {w} {h}',
  ],
  'Luxury Hotel': ['Grand Hôtel {du}', '{w} Palace', 'Palais {du}', 'Hôtel Royal {w}'],
  'Budget Hotel': ['Auberge {du}', 'Le Relais {du}', 'Hôtel {w} Éco', 'Relais {w} {h}'],
  Guesthouse: [
    "Maison d'hôtes {w}",
    "Chambres d'hôtes {du}",
    'Auberge {w}',
    'La Case {du}',
    'Gîte {du}',
  ],
  Apartment: [
    'Résidence {le}',
    'Résidence {w}',
    'Les Résidences {du}',
    "Appart'hôtel {w}",
    'Résidence {w} {h}',
  ],
};
const FRENCH_SINGLE_APARTMENTS = ['Appartement {w}', 'Le Studio {du}', 'Studio {w} {h}'];
const FRENCH_BEACH_RESORTS = ['{w} Beach Resort', 'Village Club {du}', 'Les Paillotes {du}'];

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function pickWeighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('pick from an empty list');
  return last[0];
}

function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function toSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function withArticle(stem: FrenchStem, form: 'le' | 'du'): string {
  if (stem.article === '') return stem.word;
  if (form === 'le')
    return stem.article === "l'" ? `l'${stem.word}` : `${stem.article} ${stem.word}`;
  switch (stem.article) {
    case 'le':
      return `du ${stem.word}`;
    case 'les':
      return `des ${stem.word}`;
    case 'la':
      return `de la ${stem.word}`;
    case "l'":
      return `de l'${stem.word}`;
  }
}

function neighbourhoodTag(hood: Neighbourhood): string | null {
  return hood.tag === undefined ? hood.name : hood.tag;
}

function chooseName(
  rng: Rng,
  city: City,
  hood: Neighbourhood,
  type: PropertyType,
  rooms: number,
): string {
  const tag = neighbourhoodTag(hood);
  const beachResort = type === 'Resort' && hood.coastal === true;
  const singleApartment = type === 'Apartment' && rooms === 1;
  const french = city.francophone && city.frenchStems !== undefined && rng() < 0.8;
  if (french) {
    const stems = [...(city.frenchStems ?? []), ...FRENCH_STEMS];
    // Local words come up more often than the shared ones.
    const stem = rng() < 0.4 ? pick(rng, city.frenchStems ?? FRENCH_STEMS) : pick(rng, stems);
    const templates = (
      beachResort
        ? FRENCH_BEACH_RESORTS
        : singleApartment
          ? FRENCH_SINGLE_APARTMENTS
          : FRENCH_NAMES[type]
    ).filter(
      (t) =>
        (tag !== null || !t.includes('{h}')) &&
        ((stem.article !== 'les' && stem.bare !== false) || !t.includes('{w}')),
    );
    const template = templates.length > 0 ? pick(rng, templates) : 'Hôtel {le}';
    return template
      .replace('{le}', withArticle(stem, 'le'))
      .replace('{du}', withArticle(stem, 'du'))
      .replace('{w}', stem.word)
      .replace('{h}', tag ?? '');
  }
  const stem = rng() < 0.45 ? pick(rng, city.stems) : pick(rng, ANGLO_STEMS);
  const templates = (
    beachResort
      ? ENGLISH_BEACH_RESORTS
      : singleApartment
        ? ENGLISH_SINGLE_APARTMENTS
        : ENGLISH_NAMES[type]
  ).filter((t) => tag !== null || !t.includes('{h}'));
  return pick(rng, templates)
    .replace('{s}', stem)
    .replace('{h}', tag ?? '');
}

function chooseNeighbourhood(rng: Rng, city: City, type: PropertyType): Neighbourhood {
  const coastal = city.neighbourhoods.filter((hood) => hood.coastal === true && hood.tier >= 0.8);
  // Where there is a coast, resorts sit on it, away from the working fishing quarters.
  const candidates = type === 'Resort' && coastal.length > 0 ? coastal : city.neighbourhoods;
  const weighted = candidates.map((hood): [Neighbourhood, number] => {
    let weight = 1;
    if (type === 'Luxury Hotel') weight *= hood.tier ** 6;
    if (type === 'Business Hotel') weight *= hood.outOfTown ? 0 : hood.tier ** 4;
    if (type === 'Budget Hotel' || type === 'Guesthouse') weight /= hood.tier ** 3;
    if (type === 'Business Hotel' && hood.nearAirport) weight *= 2;
    return [hood, weight];
  });
  return pickWeighted(rng, weighted);
}

function chooseRoomCount(rng: Rng, type: PropertyType): number {
  switch (type) {
    case 'Guesthouse':
      return pick(rng, [1, 1, 2, 3, 4, 5, 6, 6, 7, 8, 10, 12]);
    case 'Apartment':
      return rng() < 0.25 ? 1 : between(rng, 2, 24);
    case 'Budget Hotel':
      return between(rng, 8, 45);
    case 'Boutique Hotel':
      return between(rng, 5, 28);
    case 'Hotel':
      return between(rng, 18, 90);
    case 'Business Hotel':
      return between(rng, 60, 120);
    case 'Luxury Hotel':
      return between(rng, 40, 120);
    case 'Resort':
      return between(rng, 24, 110);
  }
}

/** A city's type mix in proportion to the weights (largest remainder), in a shuffled order. */
function planTypes(rng: Rng, city: City): PropertyType[] {
  const coastal = city.neighbourhoods.some((hood) => hood.coastal === true);
  // Cheaper cities have fewer top-end hotels, and inland cities fewer resorts.
  const premiumScale = Math.min(1, city.averagePrice / 100) ** 2;
  const weights = (Object.entries(TYPE_WEIGHTS) as [PropertyType, number][]).map(
    ([type, weight]): [PropertyType, number] => {
      if (type === 'Resort') return [type, weight * premiumScale * (coastal ? 1 : 0.5)];
      if (type === 'Luxury Hotel') return [type, weight * premiumScale];
      return [type, weight];
    },
  );
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const shares = weights.map(([type, w]) => {
    const exact = (city.count * w) / total;
    return { type, count: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let missing = city.count - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (missing-- <= 0) break;
    share.count += 1;
  }
  const types = shares.flatMap((share) => Array<PropertyType>(share.count).fill(share.type));
  for (let i = types.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [types[i], types[j]] = [types[j] as PropertyType, types[i] as PropertyType];
  }
  return types;
}

function clampPrice(type: PropertyType, price: number): number {
  const [min, max] = TYPE_PRICE_RANGE[type];
  return Math.min(max, Math.max(min, price), PRICE_SLIDER_MAX);
}

function chooseRawPrice(rng: Rng, city: City, hood: Neighbourhood, type: PropertyType): number {
  const [min, max] = TYPE_PRICE_RANGE[type];
  const raw = city.averagePrice * TYPE_PRICE_FACTOR[type] * hood.tier * (0.85 + rng() * 0.35);
  // Out-of-range prices stay spread out instead of piling up on the bound.
  const spread = raw < min ? min * (1 + rng() * 0.25) : raw > max ? max * (0.8 + rng() * 0.2) : raw;
  return clampPrice(type, spread);
}

function formatPrice(price: number): string {
  const rounded = price < 100 ? Math.round(price) : Math.round(price / 5) * 5;
  return Math.max(PRICE_SLIDER_MIN, rounded).toFixed(2);
}

/** Scales the ordinary stays so the city's mean price lands near its known average. */
function calibratePrices(
  city: City,
  stays: readonly { type: PropertyType; price: number }[],
): string[] {
  const isPremium = (type: PropertyType) => PREMIUM_TYPES.includes(type);
  const premium = stays.filter((s) => isPremium(s.type)).reduce((sum, s) => sum + s.price, 0);
  const ordinary = stays.filter((s) => !isPremium(s.type)).reduce((sum, s) => sum + s.price, 0);
  const wanted = city.averagePrice * stays.length - premium;
  const factor = ordinary > 0 ? Math.min(1.5, Math.max(0.6, wanted / ordinary)) : 1;
  return stays.map((s) =>
    formatPrice(isPremium(s.type) ? s.price : clampPrice(s.type, s.price * factor)),
  );
}

function chooseAmenities(
  rng: Rng,
  type: PropertyType,
  hood: Neighbourhood,
  verified: boolean,
): AmenityRecord[] {
  const names = AMENITIES.filter((amenity) => {
    if (amenity === 'Beach Access' && hood.coastal !== true) return false;
    let chance = AMENITY_ODDS[amenity][type];
    if (amenity === 'Airport Shuttle' && hood.nearAirport) chance = Math.min(1, chance + 0.35);
    return rng() < chance;
  });
  if (names.length === 0) names.push('Free WiFi');
  return names.map((name) => ({ name, verified: verified ? rng() < 0.85 : rng() < 0.2 }));
}

function chooseRating(rng: Rng, type: PropertyType): string | null {
  if (rng() < 0.04) return null;
  const value = BASE_RATING[type] + (rng() + rng() - 1) * 0.8;
  return Math.min(5, Math.max(2.5, Math.round(value * 10) / 10)).toFixed(1);
}

function withIndefiniteArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function capitalize(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function roomsPhrase(type: PropertyType, rooms: number): string {
  if (type === 'Apartment') return rooms === 1 ? 'a single apartment' : `${rooms} apartments`;
  if (type === 'Guesthouse') return rooms === 1 ? 'a single guest room' : `${rooms} guest rooms`;
  return rooms === 1 ? 'a single room' : `${rooms} rooms`;
}

function describe(
  rng: Rng,
  city: City,
  hood: Neighbourhood,
  name: string,
  type: PropertyType,
  rooms: number,
  amenities: readonly string[],
): string {
  const has = (amenity: Amenity) => amenities.includes(amenity);
  const adjective = pick(rng, ADJECTIVES[type]);
  const noun =
    type === 'Apartment' && rooms === 1
      ? 'self-catering apartment'
      : type === 'Guesthouse' && rooms === 1
        ? 'guest suite'
        : TYPE_NOUN[type];
  const note = pick(rng, hood.notes);
  const place = hood.place ?? hood.name;

  const openings = [
    `${capitalize(withIndefiniteArticle(`${adjective} ${noun}`))} in ${place}, ${note}.`,
    `${name} is ${withIndefiniteArticle(`${adjective} ${noun}`)} in ${place}, ${note}.`,
  ];
  if (rooms > 1) {
    openings.push(
      `In ${place}, ${note}: ${withIndefiniteArticle(`${adjective} ${noun}`)} with ${roomsPhrase(type, rooms)}.`,
    );
  }
  const sentences = [pick(rng, openings)];

  const features: string[] = [];
  if (has('Beach Access')) {
    features.push(
      'Guests step from the garden straight onto the sand.',
      'Sun loungers line its own stretch of beach.',
    );
  }
  if (has('Swimming Pool')) {
    if (type === 'Resort' || type === 'Luxury Hotel') {
      features.push('Rooms look over a palm-shaded garden and a large swimming pool.');
    } else if (rooms >= 40) {
      features.push(`A rooftop pool looks out over ${city.name}.`);
    } else {
      features.push(
        'There is a small pool in the courtyard garden, welcome in the afternoon heat.',
      );
    }
  }
  if (has('Spa & Wellness')) {
    features.push('The spa offers massages with shea butter and local oils.');
  }
  switch (type) {
    case 'Business Hotel':
      features.push(
        has('Airport Shuttle')
          ? 'A 24-hour front desk, meeting rooms and airport transfers make it popular with business travellers.'
          : 'Meeting rooms, a business centre and fast WiFi suit travellers on business.',
      );
      break;
    case 'Guesthouse':
      features.push(
        rooms === 1
          ? 'The single guest room has its own entrance and bathroom.'
          : rooms <= 6
            ? `With only ${roomsPhrase(type, rooms)}, it feels like staying with friends.`
            : 'The hosts serve a home-cooked breakfast and can arrange drivers and guides.',
      );
      break;
    case 'Apartment':
      features.push(
        rooms === 1
          ? 'The apartment has a fitted kitchen, a lounge and a small balcony.'
          : pick(rng, [
              'Each apartment has a fitted kitchen, a living room and weekly housekeeping.',
              'Units range from studios to two-bedroom flats, all with kitchens.',
            ]),
      );
      break;
    case 'Budget Hotel':
      features.push(
        pick(rng, [
          'Rooms are simple and clean, good for travellers on a tight budget.',
          'Rooms are small but clean, with hot showers and a 24-hour front desk.',
          'A good base for backpackers and anyone watching their budget.',
        ]),
      );
      break;
    case 'Boutique Hotel':
      features.push(
        pick(rng, [
          `Each of the ${rooms} rooms is decorated with local textiles and work by West African artists.`,
          'The rooms mix local fabrics, carved wood and modern bathrooms.',
        ]),
      );
      break;
    case 'Luxury Hotel':
      features.push(
        pick(rng, [
          'Marble bathrooms, attentive service and a fine-dining restaurant set it apart.',
          `Suites come with butler service and views over ${city.name}.`,
        ]),
      );
      break;
    case 'Resort':
      features.push('Days here run from the breakfast terrace to the pool bar and back.');
      break;
    case 'Hotel':
      features.push(
        has('Air Conditioning')
          ? pick(rng, [
              'Rooms are comfortable, with air conditioning, satellite TV and good beds.',
              'Rooms are plain but comfortable, with air conditioning and a desk.',
            ])
          : 'Rooms are simple and comfortable, with ceiling fans and a desk.',
      );
      break;
  }
  if (features.length > 0) sentences.push(pick(rng, features));

  const third = rng();
  if (has('Restaurant') && third < 0.35) {
    sentences.push(`The restaurant serves ${city.food}.`);
  } else if (third < 0.7) {
    // Skip outings that the first sentence already names.
    const named = note.match(/\p{Lu}[\p{L}-]{3,}/gu) ?? [];
    const extras = city.extras.filter((extra) => !named.some((word) => extra.includes(word)));
    if (extras.length > 0) sentences.push(pick(rng, extras));
  }
  return sentences.join(' ');
}

function generateCity(
  city: City,
  usedSlugs: Set<string>,
  usedNames: Set<string>,
): SeedAccommodation[] {
  const rng = seededRandom(hashString(city.name));
  const stays: SeedAccommodation[] = [];
  const rawPrices: { type: PropertyType; price: number }[] = [];

  for (const type of planTypes(rng, city)) {
    const hood = chooseNeighbourhood(rng, city, type);

    const roomCount = chooseRoomCount(rng, type);
    let name = chooseName(rng, city, hood, type, roomCount);
    let slug = toSlug(`${name} ${city.name}`);
    for (let attempt = 0; usedSlugs.has(slug) || usedNames.has(name); attempt++) {
      name = attempt < 20 ? chooseName(rng, city, hood, type, roomCount) : `${name} ${hood.name}`;
      slug = toSlug(`${name} ${city.name}`);
    }
    usedSlugs.add(slug);
    usedNames.add(name);

    const verified = rng() < VERIFIED_ODDS[type];
    const amenities = chooseAmenities(rng, type, hood, verified);
    const rating = chooseRating(rng, type);
    const reviewCount =
      rating === null ? 0 : Math.round((roomCount * 4 + 10) * (0.3 + rng() * 2.2));
    const imageCount = between(rng, 3, 6);
    const images = Array.from(
      { length: imageCount },
      (_, n) => `/images/stays/${slug}/${n + 1}.svg`,
    );

    stays.push({
      slug,
      name,
      description: describe(
        rng,
        city,
        hood,
        name,
        type,
        roomCount,
        amenities.map((a) => a.name),
      ),
      location: `${hood.name}, ${city.name}`,
      city: city.name,
      country: city.country,
      propertyType: type,
      pricePerNight: '',
      images,
      imageUrl: images[0] ?? '',
      amenities,
      rating,
      reviewCount,
      cancellationPolicy: pickWeighted(rng, POLICY_WEIGHTS[type]),
      manualConfirmation: rng() < MANUAL_CONFIRMATION_ODDS[type],
      verified,
      roomCount,
    });
    rawPrices.push({ type, price: chooseRawPrice(rng, city, hood, type) });
  }
  const prices = calibratePrices(city, rawPrices);
  return stays.map((stay, i) => ({ ...stay, pricePerNight: prices[i] ?? '' }));
}

/** The seed's properties, identical on every call: each city draws from its own seeded PRNG. */
export function generateAccommodations(): SeedAccommodation[] {
  const usedSlugs = new Set<string>();
  const usedNames = new Set<string>();
  return CITIES.flatMap((city) => generateCity(city, usedSlugs, usedNames));
}
