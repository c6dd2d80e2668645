import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const evisa = {
  name: 'Republic of Cameroon – official e-visa platform (Ministry of External Relations)',
  url: 'https://www.evisacam.cm',
};
const usState = {
  name: 'U.S. Department of State – Cameroon International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Cameroon.html',
};
const fcdo = {
  name: 'UK FCDO – Cameroon travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/cameroon',
};
const fcdoEntry = {
  name: 'UK FCDO – Cameroon entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/cameroon/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Cameroon safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/cameroon/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Cameroon health',
  url: 'https://www.gov.uk/foreign-travel-advice/cameroon/health',
};
const cdc = {
  name: "CDC Travelers' Health – Cameroon",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/cameroon',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const beac = { name: 'BEAC – Banque des États de l’Afrique Centrale', url: 'https://www.beac.int' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal',
  url: 'https://climateknowledgeportal.worldbank.org',
};
const ethnologue = { name: 'Ethnologue – Cameroon', url: 'https://www.ethnologue.com/country/CM' };
const camrail = { name: 'Camrail – Cameroon railway operator', url: 'https://www.camrail.net' };
const unescoDja = {
  name: 'UNESCO World Heritage Centre – Dja Faunal Reserve',
  url: 'https://whc.unesco.org/en/list/407/',
};

const passport6 = {
  en: 'Passport valid for at least 6 months',
  fr: 'Passeport valable au moins 6 mois',
};
const eVisaRequirements = [
  passport6,
  { en: 'Recent passport photo', fr: "Photo d'identité récente" },
  {
    en: 'Hotel booking or invitation letter, and return ticket',
    fr: "Réservation d'hôtel ou lettre d'invitation, et billet de retour",
  },
  {
    en: 'Online payment of the visa fee (card or PayPal)',
    fr: 'Paiement en ligne des frais de visa (carte ou PayPal)',
  },
  {
    en: 'Yellow fever vaccination certificate',
    fr: 'Certificat de vaccination contre la fièvre jaune',
  },
];
const eVisaProcessing = {
  en: 'About 72 hours after online pre-enrolment (24 hours with the express service)',
  fr: 'Environ 72 heures après le pré-enrôlement en ligne (24 heures en procédure express)',
};
const eVisaRule = {
  visaRequired: true,
  visaType: 'evisa',
  maxStayDays: null,
  processingTime: eVisaProcessing,
  feeUsd: null,
  requirements: eVisaRequirements,
  note: {
    en: 'Since April 2023 all visa applications go through evisacam.cm. After approval you complete biometric enrolment and receive the visa at a Cameroonian embassy or consulate, or at the airport on arrival if the platform authorises it; carry the approval with its QR code. The fee is shown on the platform.',
    fr: "Depuis avril 2023, toutes les demandes de visa passent par evisacam.cm. Après accord, vous faites l'enrôlement biométrique et recevez le visa dans une ambassade ou un consulat du Cameroun, ou à l'aéroport à l'arrivée si la plateforme l'autorise ; gardez l'autorisation avec son code QR. Le tarif est indiqué sur la plateforme.",
  },
} as const;

export const cameroon: CountryKnowledge = {
  code: 'CM',
  slug: 'cameroon',
  name: { en: 'Cameroon', fr: 'Cameroun' },
  aliases: [
    'cameroon',
    'cameroun',
    'republic of cameroon',
    'république du cameroun',
    'republique du cameroun',
    'kamerun',
  ],
  demonyms: ['cameroonian', 'cameroonians', 'camerounais', 'camerounaise', 'camerounaises'],
  capital: { en: 'Yaoundé', fr: 'Yaoundé' },
  ecowasMember: false,
  cities: [
    { name: { en: 'Douala', fr: 'Douala' }, aliases: ['douala'], airport: 'DLA' },
    {
      name: { en: 'Yaoundé', fr: 'Yaoundé' },
      aliases: ['yaounde', 'yaoundé', 'yde', 'nsimalen'],
      airport: 'NSI',
    },
    { name: { en: 'Kribi', fr: 'Kribi' }, aliases: ['kribi'], airport: null },
    { name: { en: 'Buea', fr: 'Buéa' }, aliases: ['buea', 'buéa'], airport: null },
    { name: { en: 'Garoua', fr: 'Garoua' }, aliases: ['garoua'], airport: 'GOU' },
  ],
  entry: {
    summary: {
      en: 'Cameroon is not an ECOWAS member, so most ECOWAS citizens need a visa, as do US, UK, EU, Canadian, Chinese and Indian citizens. Applications are made only online on the official platform evisacam.cm; approval takes about 72 hours (24 hours express), after which the visa is issued at a Cameroonian mission or on arrival at the airport. Citizens of the Central African CEMAC countries enter without a visa, and a few other nationalities have bilateral exemptions — check with a Cameroonian embassy.',
      fr: "Le Cameroun n'est pas membre de la CEDEAO : la plupart des citoyens de la CEDEAO ont donc besoin d'un visa, comme les citoyens américains, britanniques, de l'UE, canadiens, chinois et indiens. Les demandes se font uniquement en ligne sur la plateforme officielle evisacam.cm ; l'accord prend environ 72 heures (24 heures en express), puis le visa est délivré dans une représentation camerounaise ou à l'arrivée à l'aéroport. Les citoyens des pays de la CEMAC entrent sans visa, et quelques autres nationalités bénéficient d'exemptions bilatérales — vérifiez auprès d'une ambassade du Cameroun.",
    },
    rules: [
      {
        passport: 'ecowas',
        visaRequired: true,
        visaType: 'evisa',
        maxStayDays: null,
        processingTime: eVisaProcessing,
        feeUsd: null,
        requirements: eVisaRequirements,
        note: {
          en: 'Cameroon belongs to CEMAC and ECCAS, not ECOWAS, so ECOWAS free movement does not apply. Most ECOWAS citizens must apply on evisacam.cm; some nationalities may be exempt under bilateral agreements, so check with a Cameroonian embassy or consulate before travelling rather than assuming either way.',
          fr: "Le Cameroun appartient à la CEMAC et à la CEEAC, pas à la CEDEAO : la libre circulation de la CEDEAO ne s'y applique pas. La plupart des citoyens de la CEDEAO doivent faire la demande sur evisacam.cm ; certaines nationalités peuvent être exemptées par des accords bilatéraux : vérifiez auprès d'une ambassade ou d'un consulat du Cameroun avant de partir, sans rien supposer.",
        },
      },
      { passport: 'us', ...eVisaRule },
      { passport: 'uk', ...eVisaRule },
      { passport: 'eu', ...eVisaRule },
      { passport: 'ca', ...eVisaRule },
      { passport: 'cn', ...eVisaRule },
      { passport: 'in', ...eVisaRule },
    ],
    passportValidityMonths: 6,
    officialSource: evisa,
    changesOften: true,
    sources: [evisa, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'Cameroon requires a yellow fever vaccination certificate from all travellers aged 1 year or older, whatever country they arrive from, and vaccination is recommended from 9 months. Get the vaccine at least 10 days before arrival; the certificate is valid for life.',
      fr: "Le Cameroun exige un certificat de vaccination contre la fièvre jaune de tous les voyageurs âgés de 1 an ou plus, quel que soit le pays de provenance, et la vaccination est recommandée dès 9 mois. Faites le vaccin au moins 10 jours avant l'arrivée ; le certificat est valable à vie.",
    },
    malaria: {
      en: 'Malaria is a high risk all year in all areas, including Douala and Yaoundé, and is mostly P. falciparum. Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), sleep under a net and get any fever tested quickly.',
      fr: "Le paludisme est un risque élevé toute l'année dans toutes les régions, y compris Douala et Yaoundé, et il est surtout dû à P. falciparum. Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et faites tester rapidement toute fièvre.",
    },
    other: {
      en: 'Drink bottled or treated water; cholera outbreaks occur, especially in the north and in Douala. The northern regions are in the meningitis belt (risk highest from December to June). Good hospitals are found only in Douala and Yaoundé, so take insurance that covers evacuation.',
      fr: "Buvez de l'eau en bouteille ou traitée ; des épidémies de choléra surviennent, surtout dans le nord et à Douala. Les régions du nord font partie de la ceinture de la méningite (risque maximal de décembre à juin). Les bons hôpitaux ne se trouvent qu'à Douala et Yaoundé : prenez une assurance couvrant l'évacuation sanitaire.",
    },
    sources: [cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2],
    rainyMonths: [5, 6, 7, 8, 9, 10],
    summary: {
      en: 'Climates vary: the coast around Douala is hot and very wet, with the heaviest rain from June to October; Yaoundé and the south have two rainy seasons (March–June and September–November); the north has one rainy season, June to September. November to February is the driest and best time for most of the country, when the harmattan brings dusty haze to the north.',
      fr: "Les climats varient : la côte autour de Douala est chaude et très humide, avec les pluies les plus fortes de juin à octobre ; Yaoundé et le sud ont deux saisons des pluies (mars-juin et septembre-novembre) ; le nord n'en a qu'une, de juin à septembre. De novembre à février, c'est la période la plus sèche et la meilleure pour la plus grande partie du pays, quand l'harmattan apporte une brume de poussière dans le nord.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'XAF',
      name: { en: 'Central African CFA franc', fr: "franc CFA d'Afrique centrale" },
      symbol: 'F CFA',
    },
    howToPay: {
      en: 'The Central African CFA franc is pegged to the euro (655.957 XAF = 1 EUR) but is a different currency from the West African CFA franc: XOF notes are not accepted in Cameroon, and XAF notes are not accepted in West Africa. ATMs in Douala, Yaoundé and regional capitals mostly take Visa; cards work only in large hotels and supermarkets. Cash and mobile money (MTN MoMo, Orange Money) are used for almost everything else.',
      fr: "Le franc CFA d'Afrique centrale est arrimé à l'euro (655,957 XAF = 1 EUR) mais c'est une monnaie différente du franc CFA d'Afrique de l'Ouest : les billets XOF ne sont pas acceptés au Cameroun, ni les billets XAF en Afrique de l'Ouest. Les distributeurs de Douala, Yaoundé et des chefs-lieux de région acceptent surtout Visa ; la carte ne passe que dans les grands hôtels et supermarchés. Pour presque tout le reste, on paie en espèces ou par mobile money (MTN MoMo, Orange Money).",
    },
    sources: [beac, usState],
    reviewed,
  },
  languages: {
    official: [
      { en: 'French', fr: 'français' },
      { en: 'English', fr: 'anglais' },
    ],
    widelySpoken: [
      { en: 'Cameroonian Pidgin English', fr: 'pidgin camerounais' },
      { en: 'Fulfulde (in the north)', fr: 'fulfulde (dans le nord)' },
      { en: 'Ewondo (around Yaoundé)', fr: 'ewondo (autour de Yaoundé)' },
      { en: 'Duala', fr: 'douala' },
      {
        en: 'Bamileke languages (in the West region)',
        fr: "langues bamiléké (dans la région de l'Ouest)",
      },
      { en: 'Camfranglais (urban slang)', fr: 'camfranglais (argot urbain)' },
    ],
    phrases: [
      {
        phrase: 'How na?',
        language: { en: 'Cameroonian Pidgin', fr: 'pidgin camerounais' },
        meaning: { en: 'Hello, how are things?', fr: 'Salut, comment ça va ?' },
      },
      {
        phrase: 'Tenk yu',
        language: { en: 'Cameroonian Pidgin', fr: 'pidgin camerounais' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Mbolo',
        language: { en: 'Ewondo', fr: 'ewondo' },
        meaning: { en: 'Hello', fr: 'Bonjour' },
      },
      {
        phrase: 'On dit quoi ?',
        language: { en: 'Cameroonian French', fr: 'français du Cameroun' },
        meaning: { en: "What's up? (informal greeting)", fr: 'Quoi de neuf ? (salut familier)' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The UK FCDO advises against all travel to the Far North, North-West and South-West regions and to parts of the North, Adamawa and East regions near the borders with Nigeria, Chad and the Central African Republic, because of armed separatists, jihadist groups and kidnapping. Elsewhere, violent crime and robbery occur in Douala and Yaoundé, especially at night. Protests after the October 2025 presidential election turned deadly in several cities, so avoid gatherings. Police checks are frequent — carry a copy of your passport and visa. Same-sex relations are illegal and prosecuted.',
      fr: "Le FCDO britannique déconseille tout voyage dans les régions de l'Extrême-Nord, du Nord-Ouest et du Sud-Ouest et dans certaines parties des régions du Nord, de l'Adamaoua et de l'Est proches des frontières du Nigéria, du Tchad et de la Centrafrique, à cause des séparatistes armés, des groupes djihadistes et des enlèvements. Ailleurs, criminalité violente et agressions existent à Douala et Yaoundé, surtout la nuit. Les manifestations après l'élection présidentielle d'octobre 2025 ont fait des morts dans plusieurs villes : évitez les rassemblements. Les contrôles de police sont fréquents — gardez une copie de votre passeport et de votre visa. Les relations homosexuelles sont illégales et poursuivies.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Private bus companies ("agences de voyage") run frequent coaches between Douala, Yaoundé, Kribi and the West region; choose a well-known company and travel by day. Camrail trains link Douala with Yaoundé and Yaoundé with Ngaoundéré in the north. Domestic flights serve Garoua and Maroua. The Douala–Yaoundé road is busy and accident-prone, and police checkpoints are frequent on all roads.',
      fr: "Des compagnies de bus privées (« agences de voyage ») assurent de nombreux départs entre Douala, Yaoundé, Kribi et la région de l'Ouest ; choisissez une compagnie connue et voyagez de jour. Les trains Camrail relient Douala à Yaoundé et Yaoundé à Ngaoundéré, dans le nord. Des vols intérieurs desservent Garoua et Maroua. La route Douala-Yaoundé est chargée et accidentogène, et les contrôles de police sont fréquents sur toutes les routes.",
    },
    routes: [
      {
        from: 'Douala',
        to: 'Yaoundé',
        options: {
          en: 'Air-conditioned coaches from the private bus agencies take about 4 hours; Camrail trains also run on this line.',
          fr: 'Les autocars climatisés des agences privées mettent environ 4 heures ; des trains Camrail circulent aussi sur cette ligne.',
        },
        hours: 4,
      },
      {
        from: 'Douala',
        to: 'Kribi',
        options: {
          en: 'Coaches and shared cars take about 3 hours on the coastal road via Édéa.',
          fr: 'Autocars et voitures collectives mettent environ 3 heures par la route côtière via Édéa.',
        },
        hours: 3,
      },
      {
        from: 'Yaoundé',
        to: 'Bafoussam',
        options: {
          en: 'Coaches take about 5 hours to the West region; Foumban is about 1.5 hours further by road.',
          fr: "Les autocars mettent environ 5 heures jusqu'à la région de l'Ouest ; Foumban est à environ 1 h 30 de route de plus.",
        },
        hours: 5,
      },
    ],
    sources: [camrail, fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Cameroonian cooking is varied and generous: stews of greens and peanuts, grilled fish and meat, and plantain, cassava or cocoyam as staples. Street grills sell "soya" beef skewers and braised fish in the evening, and beignets with beans are a popular breakfast.',
      fr: "La cuisine camerounaise est variée et copieuse : ragoûts de feuilles et d'arachide, poissons et viandes grillés, avec plantain, manioc ou macabo comme féculents. Le soir, les grillades de rue vendent le « soya » (brochettes de bœuf) et le poisson braisé, et les beignets-haricots sont un petit-déjeuner apprécié.",
    },
    dishes: [
      {
        name: 'Ndolé',
        description: {
          en: 'The national dish: bitter-leaf stew with ground peanuts and shrimp or beef, served with plantain or miondo (cassava sticks).',
          fr: 'Le plat national : ragoût de feuilles amères aux arachides moulues, avec crevettes ou bœuf, servi avec du plantain ou des miondo (bâtons de manioc).',
        },
      },
      {
        name: 'Poulet DG',
        description: {
          en: "The 'director-general's chicken': chicken sautéed with fried plantain, carrots and green beans.",
          fr: 'Le « poulet du directeur général » : poulet sauté avec plantain frit, carottes et haricots verts.',
        },
      },
      {
        name: 'Eru and water fufu',
        description: {
          en: 'Finely shredded eru leaves and waterleaf cooked with palm oil, crayfish and meat, a speciality of the South-West, eaten with fermented cassava fufu.',
          fr: "Feuilles d'eru finement émincées et feuilles de « waterleaf » cuites à l'huile de palme avec écrevisses séchées et viande, spécialité du Sud-Ouest, mangées avec un foufou de manioc fermenté.",
        },
      },
      {
        name: 'Poisson braisé',
        description: {
          en: 'Whole fish grilled over charcoal with a spicy marinade, served with plantain or miondo and chilli.',
          fr: 'Poisson entier grillé sur la braise avec une marinade épicée, servi avec du plantain ou des miondo et du piment.',
        },
      },
      {
        name: 'Achu and yellow soup',
        description: {
          en: 'Pounded cocoyam eaten with a yellow soup of palm oil and limestone, a speciality of the North-West grassfields.',
          fr: "Macabo pilé mangé avec une soupe jaune à l'huile de palme et au sel gemme, spécialité des grassfields du Nord-Ouest.",
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greet everyone before starting a conversation and shake hands, often lightly and at length; show deference to elders, chiefs and officials. Traditional chiefdoms in the West have their own protocol — follow your guide at palaces. Dress smartly for any dealings with officials, bargain in markets, and stay patient and polite at checkpoints.',
      fr: "Saluez tout le monde avant d'engager la conversation et serrez la main, souvent doucement et longuement ; montrez du respect aux aînés, aux chefs et aux fonctionnaires. Les chefferies traditionnelles de l'Ouest ont leur propre protocole — suivez votre guide dans les palais. Habillez-vous correctement pour toute démarche officielle, marchandez sur les marchés et restez patient et poli aux postes de contrôle.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Photography is sensitive: photographing government buildings, military or police sites, bridges, airports or officials can lead to arrest and confiscation of your camera. Ask before photographing people, and ask permission at chiefs’ palaces, where photos may be restricted or charged for. Drones need official authorisation.',
      fr: "La photographie est sensible : photographier des bâtiments officiels, des sites militaires ou de police, des ponts, des aéroports ou des fonctionnaires peut mener à une arrestation et à la confiscation de l'appareil. Demandez avant de photographier des personnes, et demandez l'autorisation dans les palais des chefferies, où les photos peuvent être limitées ou payantes. Les drones exigent une autorisation officielle.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Lobé Falls',
        city: 'Kribi',
        description: {
          en: 'One of the few waterfalls in the world that fall directly into the sea, just south of the beach town of Kribi, where grilled fish and shrimp are sold on the shore.',
          fr: "L'une des rares chutes d'eau au monde qui se jettent directement dans la mer, juste au sud de la ville balnéaire de Kribi, où l'on vend poisson et crevettes grillés sur la plage.",
        },
      },
      {
        name: 'Royal Palace of Foumban',
        city: 'Foumban',
        description: {
          en: 'The seat of the Bamoun sultans, with a museum of royal art; Sultan Njoya, who built the palace in the early 20th century, also invented the Bamum script. The town is known for its craftsmen.',
          fr: "Siège des sultans bamoun, avec un musée d'art royal ; le sultan Njoya, qui fit construire le palais au début du XXe siècle, inventa aussi l'écriture bamoun. La ville est réputée pour ses artisans.",
        },
      },
      {
        name: 'Mefou Primate Sanctuary',
        city: 'Yaoundé',
        description: {
          en: 'A forest sanctuary about an hour from Yaoundé caring for rescued gorillas, chimpanzees and monkeys, with guided visits.',
          fr: 'Un sanctuaire forestier à environ une heure de Yaoundé qui accueille des gorilles, chimpanzés et singes sauvés, avec visites guidées.',
        },
      },
      {
        name: 'Dja Faunal Reserve',
        city: 'Somalomo',
        description: {
          en: 'One of the largest protected rainforests in Africa, almost encircled by the Dja river and home to gorillas, chimpanzees and forest elephants; a UNESCO World Heritage site reached only by rough roads and with an organised expedition.',
          fr: "L'une des plus grandes forêts tropicales protégées d'Afrique, presque entourée par le fleuve Dja, où vivent gorilles, chimpanzés et éléphants de forêt ; site du patrimoine mondial de l'UNESCO accessible seulement par des pistes difficiles et en expédition organisée.",
        },
      },
      {
        name: 'Mount Cameroon',
        city: 'Buea',
        description: {
          en: 'The highest mountain in West and Central Africa, an active volcano just over 4,000 m, climbed in two to three days from Buea. Buea is in the South-West region, where the UK FCDO advises against all travel: check the latest advice before planning a climb.',
          fr: "Le plus haut sommet d'Afrique de l'Ouest et centrale, un volcan actif d'un peu plus de 4 000 m, gravi en deux ou trois jours depuis Buéa. Buéa se trouve dans la région du Sud-Ouest, où le FCDO britannique déconseille tout voyage : vérifiez les conseils à jour avant de prévoir l'ascension.",
        },
      },
    ],
    sources: [unescoDja, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [35, 55], midRange: [80, 150], comfort: [180, 350] },
    note: {
      en: 'Per person per day, excluding international flights and the visa. Budget covers simple hotels, street food and bus agencies; mid-range covers air-conditioned hotels, restaurants and the odd taxi hire; comfort covers international hotels in Douala and Yaoundé and a car with driver. Park visits, guides and 4x4 hire are extra and can be expensive.',
      fr: 'Par personne et par jour, hors vols internationaux et visa. Le budget couvre des hôtels simples, la cuisine de rue et les agences de bus ; le milieu de gamme des hôtels climatisés, les restaurants et quelques taxis loués ; le confort les hôtels internationaux de Douala et Yaoundé et une voiture avec chauffeur. Visites de parcs, guides et location de 4x4 en sus, parfois chers.',
    },
    sources: [beac, fcdo],
    reviewed,
  },
};
