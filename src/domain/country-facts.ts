/**
 * The facts the five country pages show (spec 2, "Country pages"): capital, population,
 * currency, languages, best time to visit, an About text and four attractions, in English and
 * French. Country names are written as our data writes them; airport codes are those of our
 * airport list (src/server/providers/flights/data/airports.ts).
 */

export type LocalizedText = { en: string; fr: string };

export type CountrySlug = 'nigeria' | 'ghana' | 'senegal' | 'sierra-leone' | 'liberia';

export type CountryCurrency = {
  /** ISO 4217 code. */
  code: string;
  name: LocalizedText;
  symbol: string;
  note?: LocalizedText;
};

export type CountryAttraction = { name: LocalizedText; description: LocalizedText };

export type CountryFacts = {
  slug: CountrySlug;
  name: string;
  capital: string;
  /** As the fact card shows it, with the year and kind of the figure. */
  population: string;
  populationMillions: number;
  populationYear: number;
  currency: CountryCurrency;
  /** Other currencies a traveller will meet, such as the US dollar in Liberia. */
  otherCurrencies: CountryCurrency[];
  officialLanguages: LocalizedText[];
  spokenLanguages: LocalizedText[];
  bestTime: LocalizedText;
  about: LocalizedText;
  attractions: CountryAttraction[];
  /** IATA codes of the main airports, busiest first. */
  airports: string[];
  /** The other country pages this page links to. */
  relatedCountries: CountrySlug[];
};

const ENGLISH: LocalizedText = { en: 'English', fr: 'anglais' };

export const COUNTRY_FACTS: readonly CountryFacts[] = [
  {
    slug: 'nigeria',
    name: 'Nigeria',
    capital: 'Abuja',
    population: '223.8 million (2023 est.)',
    populationMillions: 223.8,
    populationYear: 2023,
    currency: { code: 'NGN', name: { en: 'Nigerian naira', fr: 'naira nigérian' }, symbol: '₦' },
    otherCurrencies: [],
    officialLanguages: [ENGLISH],
    spokenLanguages: [
      { en: 'Hausa', fr: 'haoussa' },
      { en: 'Yoruba', fr: 'yoruba' },
      { en: 'Igbo', fr: 'igbo' },
      { en: 'Nigerian Pidgin', fr: 'pidgin nigérian' },
    ],
    bestTime: {
      en: 'November to March, in the dry season; from December to February the harmattan wind brings a dusty haze, especially in the north.',
      fr: "De novembre à mars, pendant la saison sèche ; de décembre à février, l'harmattan apporte une brume de poussière, surtout dans le nord.",
    },
    about: {
      en: 'Nigeria is the most populous country in Africa, a federation of 36 states and a federal capital territory, home to more than 250 ethnic groups. Lagos, on the Atlantic coast, is its largest city and business centre, while Abuja, built in the middle of the country, became the capital in 1991. The land runs from mangrove creeks and rainforest in the south to savannah and the edge of the Sahel in the north. Its music, films and art, from Afrobeat to Nollywood, are known around the world.',
      fr: "Le Nigéria est le pays le plus peuplé d'Afrique, une fédération de 36 États et d'un territoire de la capitale fédérale, où vivent plus de 250 groupes ethniques. Lagos, sur la côte atlantique, en est la plus grande ville et le centre des affaires, tandis qu'Abuja, construite au centre du pays, est devenue la capitale en 1991. Le pays s'étend des mangroves et de la forêt tropicale du sud à la savane et aux portes du Sahel au nord. Sa musique, son cinéma et son art, de l'afrobeat à Nollywood, sont connus dans le monde entier.",
    },
    attractions: [
      {
        name: { en: 'Osun-Osogbo Sacred Grove', fr: "Bosquet sacré d'Osun-Osogbo" },
        description: {
          en: 'A UNESCO-listed forest on the Osun River, filled with shrines and sculptures to the Yoruba goddess Osun.',
          fr: "Une forêt inscrite à l'UNESCO au bord de la rivière Osun, peuplée de sanctuaires et de sculptures dédiés à la déesse yoruba Osun.",
        },
      },
      {
        name: { en: 'Yankari Game Reserve', fr: 'Réserve de Yankari' },
        description: {
          en: "Nigeria's best-known wildlife reserve, with elephants by the Gaji River and the clear Wikki Warm Springs.",
          fr: 'La réserve de faune la plus connue du Nigéria, avec ses éléphants au bord de la rivière Gaji et les eaux claires des sources chaudes de Wikki.',
        },
      },
      {
        name: { en: 'Olumo Rock', fr: "Rocher d'Olumo" },
        description: {
          en: 'The granite outcrop above Abeokuta where the Egba people took refuge in the nineteenth century.',
          fr: "L'affleurement de granit qui domine Abeokuta, où le peuple egba trouva refuge au XIXe siècle.",
        },
      },
      {
        name: { en: 'Lekki Conservation Centre', fr: 'Centre de conservation de Lekki' },
        description: {
          en: 'A patch of swamp forest in Lagos with one of the longest canopy walkways in Africa.',
          fr: "Un îlot de forêt marécageuse à Lagos, avec l'une des plus longues passerelles suspendues d'Afrique.",
        },
      },
    ],
    airports: ['LOS', 'ABV'],
    relatedCountries: ['ghana', 'senegal', 'sierra-leone', 'liberia'],
  },
  {
    slug: 'ghana',
    name: 'Ghana',
    capital: 'Accra',
    population: '34.1 million (2023 est.)',
    populationMillions: 34.1,
    populationYear: 2023,
    currency: { code: 'GHS', name: { en: 'Ghanaian cedi', fr: 'cedi ghanéen' }, symbol: 'GH₵' },
    otherCurrencies: [],
    officialLanguages: [ENGLISH],
    spokenLanguages: [
      { en: 'Akan (Twi, Fante)', fr: 'akan (twi, fanti)' },
      { en: 'Ewe', fr: 'éwé' },
      { en: 'Ga', fr: 'ga' },
      { en: 'Dagbani', fr: 'dagbani' },
    ],
    bestTime: {
      en: 'November to March, in the main dry season; on the coast, August is also fairly dry.',
      fr: "De novembre à mars, pendant la grande saison sèche ; sur la côte, le mois d'août est lui aussi assez sec.",
    },
    about: {
      en: "Ghana, the former Gold Coast, was one of the first African countries to win its independence, in 1957, under Kwame Nkrumah. Its coast is lined with the forts and castles of the Atlantic trade, among them Cape Coast and Elmina, which are on UNESCO's World Heritage List. Inland lie the forests of the Asante kingdom around Kumasi and, further north, the savannah of Mole National Park. Ghana is one of the largest cocoa producers in the world and the home of kente cloth.",
      fr: "Le Ghana, l'ancienne Côte-de-l'Or, fut l'un des premiers pays africains à conquérir son indépendance, en 1957, sous la conduite de Kwame Nkrumah. Sa côte est jalonnée des forts et des châteaux de la traite atlantique, dont ceux de Cape Coast et d'Elmina, inscrits au patrimoine mondial de l'UNESCO. À l'intérieur s'étendent les forêts du royaume ashanti autour de Kumasi et, plus au nord, la savane du parc national de Mole. Le Ghana est l'un des plus grands producteurs de cacao au monde et la patrie du kente.",
    },
    attractions: [
      {
        name: { en: 'Cape Coast Castle', fr: 'Château de Cape Coast' },
        description: {
          en: 'A castle of the Atlantic slave trade whose dungeons lead to the Door of No Return.',
          fr: 'Un château de la traite atlantique dont les cachots mènent à la Porte du non-retour.',
        },
      },
      {
        name: { en: 'Kakum National Park', fr: 'Parc national de Kakum' },
        description: {
          en: 'A rainforest crossed by a canopy walkway of seven bridges high among the treetops.',
          fr: 'Une forêt tropicale traversée par une passerelle de sept ponts suspendus à la cime des arbres.',
        },
      },
      {
        name: { en: 'Mole National Park', fr: 'Parc national de Mole' },
        description: {
          en: "Ghana's largest wildlife refuge, where visitors walk among elephants with armed rangers.",
          fr: "La plus grande réserve de faune du Ghana, où l'on marche parmi les éléphants avec des écogardes armés.",
        },
      },
      {
        name: { en: 'Wli Falls', fr: 'Chutes de Wli' },
        description: {
          en: 'The highest waterfall in Ghana, reached by a forest trail in the hills of the Volta Region.',
          fr: 'La plus haute cascade du Ghana, accessible par un sentier forestier dans les collines de la région de la Volta.',
        },
      },
    ],
    airports: ['ACC'],
    relatedCountries: ['nigeria', 'senegal', 'sierra-leone', 'liberia'],
  },
  {
    slug: 'senegal',
    name: 'Senegal',
    capital: 'Dakar',
    population: '18.1 million (2023 census)',
    populationMillions: 18.1,
    populationYear: 2023,
    currency: {
      code: 'XOF',
      name: { en: 'West African CFA franc', fr: "franc CFA d'Afrique de l'Ouest" },
      symbol: 'F CFA',
    },
    otherCurrencies: [],
    officialLanguages: [{ en: 'French', fr: 'français' }],
    spokenLanguages: [
      { en: 'Wolof', fr: 'wolof' },
      { en: 'Pulaar', fr: 'pulaar' },
      { en: 'Serer', fr: 'sérère' },
      { en: 'Jola', fr: 'diola' },
      { en: 'Mandinka', fr: 'mandingue' },
    ],
    bestTime: {
      en: 'November to May, in the dry season; the coast is at its coolest from December to March.',
      fr: 'De novembre à mai, pendant la saison sèche ; la côte est la plus fraîche de décembre à mars.',
    },
    about: {
      en: 'Senegal, at the westernmost point of mainland Africa, prides itself on teranga, the Wolof word for hospitality. Dakar, its capital, lies on the Cap-Vert peninsula facing Gorée Island, and the country has never known a military coup since its independence from France in 1960. Its first president, the poet Léopold Sédar Senghor, was a founder of the Négritude movement. Beyond Dakar lie the colonial city of Saint-Louis, the mangroves of the Saloum Delta and the green Casamance.',
      fr: "Le Sénégal, à la pointe la plus occidentale de l'Afrique continentale, est fier de sa teranga, le mot wolof pour l'hospitalité. Dakar, sa capitale, s'étend sur la presqu'île du Cap-Vert face à l'île de Gorée, et le pays n'a jamais connu de coup d'État militaire depuis son indépendance en 1960. Son premier président, le poète Léopold Sédar Senghor, fut l'un des fondateurs de la négritude. Au-delà de Dakar s'étendent la ville coloniale de Saint-Louis, les mangroves du delta du Saloum et la verte Casamance.",
    },
    attractions: [
      {
        name: { en: 'Gorée Island', fr: 'Île de Gorée' },
        description: {
          en: 'A small car-free island off Dakar, a memorial to the slave trade with its House of Slaves.',
          fr: 'Une petite île sans voitures au large de Dakar, mémorial de la traite avec sa Maison des esclaves.',
        },
      },
      {
        name: { en: 'Saint-Louis', fr: 'Saint-Louis' },
        description: {
          en: 'The old capital of French West Africa, on an island in the Senegal River, with balconied colonial houses.',
          fr: "L'ancienne capitale de l'Afrique-Occidentale française, sur une île du fleuve Sénégal, aux maisons coloniales à balcons.",
        },
      },
      {
        name: { en: 'Saloum Delta', fr: 'Delta du Saloum' },
        description: {
          en: 'A maze of mangrove channels and islands, rich in birds, explored by pirogue.',
          fr: "Un dédale de chenaux et d'îles couverts de mangrove, riche en oiseaux, que l'on explore en pirogue.",
        },
      },
      {
        name: { en: 'Lac Rose', fr: 'Lac Rose' },
        description: {
          en: 'Lake Retba, whose salty water turns pink in the dry season, worked by salt collectors.',
          fr: 'Le lac Retba, dont les eaux salées virent au rose en saison sèche, exploité par les récolteurs de sel.',
        },
      },
    ],
    airports: ['DSS'],
    relatedCountries: ['nigeria', 'ghana', 'sierra-leone', 'liberia'],
  },
  {
    slug: 'sierra-leone',
    name: 'Sierra Leone',
    capital: 'Freetown',
    population: '8.8 million (2023 est.)',
    populationMillions: 8.8,
    populationYear: 2023,
    currency: {
      code: 'SLE',
      name: { en: 'Sierra Leonean leone (new leone)', fr: 'leone sierra-léonais (nouveau leone)' },
      symbol: 'Le',
      note: {
        en: 'The leone was redenominated in July 2022: the new leone (SLE) replaced the old leone (SLL) at 1,000 SLL = 1 SLE, and old notes stopped being legal tender at the end of 2023.',
        fr: "Le leone a été redénominé en juillet 2022 : le nouveau leone (SLE) a remplacé l'ancien (SLL) au taux de 1 000 SLL pour 1 SLE, et les anciens billets n'ont plus cours légal depuis la fin de 2023.",
      },
    },
    otherCurrencies: [],
    officialLanguages: [ENGLISH],
    spokenLanguages: [
      { en: 'Krio', fr: 'krio' },
      { en: 'Mende', fr: 'mendé' },
      { en: 'Temne', fr: 'temné' },
      { en: 'Limba', fr: 'limba' },
    ],
    bestTime: {
      en: 'November to April, in the dry season; the rains are heaviest in July and August.',
      fr: 'De novembre à avril, pendant la saison sèche ; les pluies sont les plus fortes en juillet et en août.',
    },
    about: {
      en: 'Sierra Leone takes its name from the Serra Lyoa, the lion mountains that Portuguese sailors saw above the bay of Freetown in the fifteenth century. Freetown was founded in 1792 as a home for freed slaves, and Krio, the language of their descendants, is now spoken across the country. At peace since the end of the civil war in 2002, Sierra Leone draws visitors to the beaches of the Freetown peninsula, the Banana Islands and the rainforests of Tiwai Island and Gola.',
      fr: "La Sierra Leone tient son nom de la Serra Lyoa, les montagnes du lion que des marins portugais aperçurent au-dessus de la baie de Freetown au XVe siècle. Freetown fut fondée en 1792 pour accueillir des esclaves affranchis, et le krio, la langue de leurs descendants, est aujourd'hui parlé dans tout le pays. En paix depuis la fin de la guerre civile en 2002, la Sierra Leone attire les visiteurs vers les plages de la péninsule de Freetown, les îles Banana et les forêts tropicales de l'île de Tiwai et de Gola.",
    },
    attractions: [
      {
        name: { en: 'Tacugama Chimpanzee Sanctuary', fr: 'Sanctuaire de chimpanzés de Tacugama' },
        description: {
          en: 'A sanctuary for rescued chimpanzees in the forested hills above Freetown.',
          fr: 'Un refuge pour chimpanzés sauvés, dans les collines boisées au-dessus de Freetown.',
        },
      },
      {
        name: { en: 'Bunce Island', fr: 'Île de Bunce' },
        description: {
          en: 'The ruins of a British slave castle up the Sierra Leone River, linked to the Gullah people of the United States.',
          fr: "Les ruines d'un fort négrier britannique en amont du fleuve Sierra Leone, lié au peuple gullah des États-Unis.",
        },
      },
      {
        name: { en: 'Banana Islands', fr: 'Îles Banana' },
        description: {
          en: 'Quiet islands off the tip of the Freetown peninsula, with clear water for swimming and snorkelling.',
          fr: 'Des îles paisibles au large de la pointe de la péninsule de Freetown, aux eaux claires pour la baignade et le snorkeling.',
        },
      },
      {
        name: { en: 'Tiwai Island', fr: 'Île de Tiwai' },
        description: {
          en: 'A rainforest island in the Moa River, home to eleven species of primates and the pygmy hippopotamus.',
          fr: "Une île de forêt tropicale sur la rivière Moa, où vivent onze espèces de primates et l'hippopotame pygmée.",
        },
      },
    ],
    airports: ['FNA'],
    relatedCountries: ['nigeria', 'ghana', 'senegal', 'liberia'],
  },
  {
    slug: 'liberia',
    name: 'Liberia',
    capital: 'Monrovia',
    population: '5.4 million (2023 est.)',
    populationMillions: 5.4,
    populationYear: 2023,
    currency: { code: 'LRD', name: { en: 'Liberian dollar', fr: 'dollar libérien' }, symbol: 'L$' },
    otherCurrencies: [
      {
        code: 'USD',
        name: { en: 'US dollar', fr: 'dollar américain' },
        symbol: 'US$',
        note: {
          en: 'The US dollar circulates alongside the Liberian dollar, and hotels and tours often quote their prices in it.',
          fr: 'Le dollar américain circule à côté du dollar libérien, et les hôtels et les circuits affichent souvent leurs prix dans cette monnaie.',
        },
      },
    ],
    officialLanguages: [ENGLISH],
    spokenLanguages: [
      { en: 'Liberian Kreyol', fr: 'créole libérien' },
      { en: 'Kpelle', fr: 'kpellé' },
      { en: 'Bassa', fr: 'bassa' },
      { en: 'Grebo', fr: 'grebo' },
      { en: 'Vai', fr: 'vaï' },
    ],
    bestTime: {
      en: 'November to April, in the dry season, when the roads to the interior are passable.',
      fr: "De novembre à avril, pendant la saison sèche, quand les routes de l'intérieur sont praticables.",
    },
    about: {
      en: 'Liberia was settled from 1822 by free black Americans and declared its independence in 1847, which makes it the oldest republic in Africa. Its capital, Monrovia, is named after the American president James Monroe. A large share of the Upper Guinean rainforest that remains in West Africa lies within its borders, in places such as Sapo National Park, and its coast has the surf of Robertsport. The country has been at peace since 2003 and has seen peaceful handovers of power in 2018 and 2024.',
      fr: "Le Libéria fut colonisé à partir de 1822 par des Noirs américains libres et proclama son indépendance en 1847, ce qui en fait la plus ancienne république d'Afrique. Sa capitale, Monrovia, doit son nom au président américain James Monroe. Une grande partie de ce qui reste de la forêt guinéenne en Afrique de l'Ouest se trouve sur son territoire, notamment dans le parc national de Sapo, et sa côte offre les vagues de Robertsport. Le pays est en paix depuis 2003 et a connu des alternances pacifiques en 2018 et en 2024.",
    },
    attractions: [
      {
        name: { en: 'Sapo National Park', fr: 'Parc national de Sapo' },
        description: {
          en: "Liberia's oldest national park, a vast rainforest with chimpanzees, forest elephants and pygmy hippos.",
          fr: "Le plus ancien parc national du Libéria, une vaste forêt tropicale peuplée de chimpanzés, d'éléphants de forêt et d'hippopotames pygmées.",
        },
      },
      {
        name: { en: 'Robertsport', fr: 'Robertsport' },
        description: {
          en: 'A small town on a green headland with some of the best surf in West Africa and Lake Piso behind it.',
          fr: "Une petite ville sur un cap verdoyant, avec certaines des meilleures vagues d'Afrique de l'Ouest et le lac Piso à l'arrière.",
        },
      },
      {
        name: { en: 'Providence Island', fr: 'Île de Providence' },
        description: {
          en: 'The island in Monrovia where the first settlers landed in 1822, now a place of memory.',
          fr: "L'île de Monrovia où débarquèrent les premiers colons en 1822, aujourd'hui lieu de mémoire.",
        },
      },
      {
        name: { en: 'Kpatawee Falls', fr: 'Cascade de Kpatawee' },
        description: {
          en: 'A waterfall tumbling into a forest pool in Bong County, a favourite outing for Liberian families.',
          fr: "Une cascade qui dévale jusqu'à un bassin en pleine forêt, dans le comté de Bong, une sortie prisée des familles libériennes.",
        },
      },
    ],
    airports: ['ROB', 'MLW'],
    relatedCountries: ['nigeria', 'ghana', 'senegal', 'sierra-leone'],
  },
];

/** The country page's facts, or undefined for a slug we have no page for. */
export function countryBySlug(slug: string): CountryFacts | undefined {
  return COUNTRY_FACTS.find((country) => country.slug === slug);
}
