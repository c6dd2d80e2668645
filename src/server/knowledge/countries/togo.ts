import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const voyage = {
  name: 'République togolaise – voyage.gouv.tg (visas and travel forms)',
  url: 'https://voyage.gouv.tg',
};
const usState = {
  name: 'U.S. Department of State – Togo International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Togo.html',
};
const fcdo = {
  name: 'UK FCDO – Togo travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/togo',
};
const fcdoEntry = {
  name: 'UK FCDO – Togo entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/togo/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Togo safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/togo/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Togo",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/togo',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bceao = {
  name: "Banque Centrale des États de l'Afrique de l'Ouest (BCEAO)",
  url: 'https://www.bceao.int',
};
const climate = {
  name: 'World Bank Climate Change Knowledge Portal – Togo',
  url: 'https://climateknowledgeportal.worldbank.org/country/togo',
};
const ethnologue = { name: 'Ethnologue – Togo', url: 'https://www.ethnologue.com/country/TG' };

const eVisaRule = (passport: 'us' | 'uk' | 'eu' | 'ca' | 'cn' | 'in') => ({
  passport,
  visaRequired: true,
  visaType: 'evisa' as const,
  maxStayDays: null,
  processingTime: {
    en: 'Apply at least 7 days before travel (official requirement since April 2024)',
    fr: 'Demande au moins 7 jours avant le voyage (exigence officielle depuis avril 2024)',
  },
  feeUsd: null,
  requirements: [
    {
      en: 'Passport valid for at least 6 months, with a blank page',
      fr: 'Passeport valable au moins 6 mois, avec une page vierge',
    },
    {
      en: 'Passport photo and passport scan (uploaded)',
      fr: "Photo d'identité et copie du passeport (téléversées)",
    },
    {
      en: 'Return ticket and hotel booking or host address',
      fr: "Billet de retour et réservation d'hôtel ou adresse de l'hôte",
    },
    {
      en: 'Electronic visa confirmation, shown at boarding and on arrival',
      fr: "Confirmation électronique du visa, présentée à l'embarquement et à l'arrivée",
    },
    {
      en: 'Yellow fever vaccination certificate',
      fr: 'Certificat de vaccination contre la fièvre jaune',
    },
  ],
  note: {
    en: 'Visas are applied for and paid online on voyage.gouv.tg, which shows the current fees and lengths of stay. Since 12 April 2024 the last-minute "express" visa is suspended and airlines must check the electronic confirmation before boarding, so do not count on getting a visa at the airport. Check the portal before you travel.',
    fr: "Le visa se demande et se paie en ligne sur voyage.gouv.tg, qui indique les tarifs et durées en vigueur. Depuis le 12 avril 2024, le visa « express » de dernière minute est suspendu et les compagnies doivent vérifier la confirmation électronique avant l'embarquement : ne comptez pas obtenir un visa à l'aéroport. Vérifiez le portail avant de partir.",
  },
});

export const togo: CountryKnowledge = {
  code: 'TG',
  slug: 'togo',
  name: { en: 'Togo', fr: 'Togo' },
  aliases: ['togo', 'togolese republic', 'république togolaise', 'republique togolaise', 'tg'],
  demonyms: ['togolese', 'togolais', 'togolaise', 'togolaises'],
  capital: { en: 'Lomé', fr: 'Lomé' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Lomé', fr: 'Lomé' }, aliases: ['lomé', 'lome'], airport: 'LFW' },
    {
      name: { en: 'Kpalimé', fr: 'Kpalimé' },
      aliases: ['kpalimé', 'kpalime', 'palimé'],
      airport: null,
    },
    { name: { en: 'Kara', fr: 'Kara' }, aliases: ['kara', 'lama-kara'], airport: null },
    { name: { en: 'Sokodé', fr: 'Sokodé' }, aliases: ['sokodé', 'sokode'], airport: null },
    { name: { en: 'Aného', fr: 'Aného' }, aliases: ['aného', 'aneho', 'anecho'], airport: null },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens need no visa for up to 90 days. Everyone else applies online for a visa on the official portal voyage.gouv.tg, at least 7 days before travel; since April 2024 airlines must check the electronic confirmation before boarding. All travellers, visa or not, also complete their entry formalities on the same portal.',
      fr: "Les citoyens de la CEDEAO n'ont pas besoin de visa pour 90 jours au plus. Tous les autres demandent un visa en ligne sur le portail officiel voyage.gouv.tg, au moins 7 jours avant le voyage ; depuis avril 2024, les compagnies doivent vérifier la confirmation électronique avant l'embarquement. Tous les voyageurs, avec ou sans visa, remplissent aussi leurs formalités d'entrée sur ce portail.",
    },
    rules: [
      {
        passport: 'ecowas',
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 90,
        processingTime: null,
        feeUsd: null,
        requirements: [
          {
            en: 'Valid passport or ECOWAS travel document',
            fr: 'Passeport valide ou document de voyage CEDEAO',
          },
          {
            en: 'Entry formalities completed on voyage.gouv.tg',
            fr: "Formalités d'entrée remplies sur voyage.gouv.tg",
          },
          {
            en: 'Yellow fever vaccination certificate',
            fr: 'Certificat de vaccination contre la fièvre jaune',
          },
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol covers visits of up to 90 days; a longer stay needs a residence permit.',
          fr: 'La libre circulation prévue par le protocole de la CEDEAO couvre les séjours de 90 jours au plus ; un séjour plus long exige un titre de séjour.',
        },
      },
      eVisaRule('us'),
      eVisaRule('uk'),
      eVisaRule('eu'),
      eVisaRule('ca'),
      eVisaRule('cn'),
      eVisaRule('in'),
    ],
    passportValidityMonths: 6,
    officialSource: voyage,
    changesOften: true,
    sources: [voyage, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'A yellow fever certificate is required from all arriving travellers aged 9 months or over, whatever the route. The certificate is valid for life from 10 days after vaccination.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé de tous les voyageurs de 9 mois ou plus à l'arrivée, quel que soit l'itinéraire. Il est valable à vie, 10 jours après la vaccination.",
    },
    malaria: {
      en: 'Malaria is present all year throughout Togo, including Lomé, mostly P. falciparum. Take preventive medication (atovaquone-proguanil, doxycycline or mefloquine), use repellent and sleep under a net.',
      fr: "Le paludisme est présent toute l'année dans tout le Togo, Lomé compris, surtout P. falciparum. Prenez un traitement préventif (atovaquone-proguanil, doxycycline ou méfloquine), utilisez un répulsif et dormez sous moustiquaire.",
    },
    other: {
      en: 'The north lies in the meningitis belt, with outbreaks in the dry season (December–June). Drink bottled water. Care in Lomé is basic and very limited elsewhere: carry insurance that covers medical evacuation, often to Accra or Europe.',
      fr: "Le nord se trouve dans la ceinture de la méningite, avec des épidémies en saison sèche (décembre-juin). Buvez de l'eau en bouteille. Les soins sont sommaires à Lomé et très limités ailleurs : ayez une assurance couvrant l'évacuation sanitaire, souvent vers Accra ou l'Europe.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2],
    rainyMonths: [4, 5, 6, 7, 8, 9, 10],
    summary: {
      en: 'The dry season from November to February is the best time; the harmattan brings dusty haze and cooler nights from December to February. The south has two rainy seasons, April to July and September to October, with a drier break in August, while the north has a single rainy season from about May to October.',
      fr: "La saison sèche, de novembre à février, est la meilleure période ; l'harmattan apporte une brume de poussière et des nuits plus fraîches de décembre à février. Le sud connaît deux saisons des pluies, d'avril à juillet et de septembre à octobre, avec une accalmie en août, tandis que le nord n'a qu'une saison des pluies, de mai à octobre environ.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'XOF',
      name: { en: 'West African CFA franc', fr: "franc CFA d'Afrique de l'Ouest" },
      symbol: 'F CFA',
    },
    howToPay: {
      en: 'Togo uses the West African CFA franc, pegged to the euro (655.957 F CFA = 1 €). Pay cash for most things; ATMs in Lomé and the main towns usually take Visa, and cards are accepted mainly in larger hotels and supermarkets. Mobile money (Moov Africa Flooz and the Togocom service) is everywhere but needs a local SIM registered with your passport. Euros are the easiest foreign currency to change.',
      fr: "Le Togo utilise le franc CFA d'Afrique de l'Ouest, arrimé à l'euro (655,957 F CFA = 1 €). Payez en espèces pour l'essentiel ; les distributeurs de Lomé et des villes principales acceptent généralement Visa, et la carte passe surtout dans les grands hôtels et supermarchés. Le mobile money (Flooz de Moov Africa et le service de Togocom) est partout mais exige une SIM locale enregistrée avec votre passeport. L'euro est la devise la plus facile à changer.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
  languages: {
    official: [{ en: 'French', fr: 'français' }],
    widelySpoken: [
      { en: 'Ewe', fr: 'éwé' },
      { en: 'Mina (Gen)', fr: 'mina (gen)' },
      { en: 'Kabiye', fr: 'kabiyè' },
    ],
    phrases: [
      {
        phrase: 'Woezɔ (woezor)',
        language: { en: 'Ewe', fr: 'éwé' },
        meaning: { en: 'Welcome', fr: 'Bienvenue' },
      },
      {
        phrase: 'Akpe',
        language: { en: 'Ewe', fr: 'éwé' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Ŋdi',
        language: { en: 'Ewe', fr: 'éwé' },
        meaning: { en: 'Good morning', fr: 'Bonjour (le matin)' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Armed groups from the Sahel have attacked the far north since 2021, and the Savanes region along the Burkina Faso border is under a state of emergency and travel advisories: check the FCDO and US maps before going north of Kara. In Lomé, bag and phone snatching occur, especially on the beach road at night, and the sea has dangerous currents. Avoid demonstrations, which have been put down by force, and do not drive between towns after dark.',
      fr: "Des groupes armés venus du Sahel attaquent l'extrême nord depuis 2021, et la région des Savanes, le long de la frontière avec le Burkina Faso, est en état d'urgence et visée par des avertissements aux voyageurs : consultez les cartes du FCDO et des États-Unis avant d'aller au nord de Kara. À Lomé, les vols à l'arraché de sacs et de téléphones existent, surtout sur la route de la plage la nuit, et la mer a des courants dangereux. Évitez les manifestations, qui ont été réprimées par la force, et ne roulez pas entre les villes la nuit.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: "Lomé's Gnassingbé Eyadéma airport (LFW) is the hub of the regional airline ASKY, with good connections across West Africa. In town, motorbike taxis (zémidjans) and cars can be booked by app (Gozem) or hailed. Between towns, shared taxis and minibuses leave when full; the N1 highway runs from Lomé to the north, and the coast road links Lomé to Aflao (Ghana) and Hillacondji (Benin) borders.",
      fr: "L'aéroport Gnassingbé-Eyadéma de Lomé (LFW) est la base de la compagnie régionale ASKY, bien reliée à toute l'Afrique de l'Ouest. En ville, motos-taxis (zémidjans) et voitures se réservent par application (Gozem) ou se hèlent. Entre les villes, taxis collectifs et minibus partent une fois pleins ; la N1 relie Lomé au nord, et la route côtière mène aux frontières d'Aflao (Ghana) et de Hillacondji (Bénin).",
    },
    routes: [
      {
        from: 'Lomé',
        to: 'Kpalimé',
        options: {
          en: 'Shared taxis and minibuses or a hired car, about 2 hours for 120 km.',
          fr: 'Taxis collectifs et minibus ou voiture avec chauffeur, environ 2 heures pour 120 km.',
        },
        hours: 2,
      },
      {
        from: 'Lomé',
        to: 'Kara',
        options: {
          en: 'Buses and shared taxis up the N1 highway in about 7 hours; leave early to arrive by daylight.',
          fr: 'Autocars et taxis collectifs par la N1 en 7 heures environ ; partez tôt pour arriver de jour.',
        },
        hours: 7,
      },
      {
        from: 'Lomé',
        to: 'Accra',
        options: {
          en: 'Cross on foot or by car at the Aflao border on the edge of Lomé, then buses or shared taxis to Accra; 4–5 hours in total depending on the border queue.',
          fr: "Passage à pied ou en voiture à la frontière d'Aflao, en bordure de Lomé, puis autocars ou taxis collectifs jusqu'à Accra ; 4 à 5 heures au total selon l'attente à la frontière.",
        },
        hours: 4.5,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Togolese meals pair a starch — pounded yam (fufu), maize dough (akoumé) or rice — with a sauce of peanut, palm nut, tomato or leafy greens, with fish, chicken or goat. Street stalls sell grilled fish, fried yam and maize snacks; in the north, millet beer (tchoukoutou) is brewed.',
      fr: "Les repas togolais associent un féculent — igname pilée (foufou), pâte de maïs (akoumé) ou riz — à une sauce d'arachide, de noix de palme, de tomate ou de feuilles, avec poisson, poulet ou cabri. Les étals de rue vendent poisson grillé, igname frite et en-cas de maïs ; dans le nord, on brasse la bière de mil (tchoukoutou).",
    },
    dishes: [
      {
        name: 'Fufu',
        description: {
          en: 'Boiled yam pounded into a smooth ball, served with peanut, palm nut or light tomato soup.',
          fr: "Igname bouillie pilée en une boule lisse, servie avec une sauce d'arachide, de noix de palme ou une soupe légère à la tomate.",
        },
      },
      {
        name: 'Akoumé',
        description: {
          en: 'A firm maize-flour dough eaten with sauces such as ademe (jute leaves) or gboma (spinach-like greens).',
          fr: "Pâte ferme de farine de maïs mangée avec des sauces comme l'adémè (feuilles de corète) ou le gboma (feuilles proches de l'épinard).",
        },
      },
      {
        name: 'Koliko',
        description: {
          en: 'Fried yam chips sold on the street with hot pepper sauce.',
          fr: "Frites d'igname vendues dans la rue avec une sauce au piment.",
        },
      },
      {
        name: 'Ablo',
        description: {
          en: 'Slightly sweet steamed maize and rice cakes, often eaten with grilled fish and pepper sauce.',
          fr: 'Petits pains de maïs et de riz cuits à la vapeur, légèrement sucrés, souvent mangés avec du poisson grillé et du piment.',
        },
      },
    ],
    sources: [cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greet before speaking of anything else and shake hands with everyone present; use the right hand to give, receive and eat. Traditional religion (vodun) is part of daily life in the south: do not touch shrines or fetish objects and ask before entering sacred places. Dress modestly in villages and in the largely Muslim centre and north, and remove shoes in mosques.',
      fr: "Saluez avant d'aborder tout autre sujet et serrez la main de chaque personne présente ; utilisez la main droite pour donner, recevoir et manger. La religion traditionnelle (le vodoun) fait partie de la vie quotidienne dans le sud : ne touchez ni autels ni objets fétiches, et demandez avant d'entrer dans un lieu sacré. Tenue modeste dans les villages et dans le centre et le nord, en grande partie musulmans, et on se déchausse dans les mosquées.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Never photograph military sites, police, the presidential palace, the airport, the port or border posts. Ask before photographing people; at the Akodessewa fetish market and at vodun ceremonies a photo fee or explicit permission is expected. Drones require authorisation.',
      fr: "Ne photographiez jamais sites militaires, police, palais présidentiel, aéroport, port ou postes-frontières. Demandez avant de photographier les gens ; au marché des fétiches d'Akodessewa et lors des cérémonies vodoun, un droit de photo ou une autorisation explicite est attendu. Les drones exigent une autorisation.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Koutammakou, the Land of the Batammariba',
        city: 'Kandé',
        description: {
          en: 'A UNESCO World Heritage landscape of fortified earthen tower-houses (takienta) built by the Batammariba people, near the Benin border north-east of Kara. Check travel advice for the north before going.',
          fr: "Paysage inscrit au patrimoine mondial de l'UNESCO, fait de maisons-tours fortifiées en terre (takienta) bâties par les Batammariba, près de la frontière béninoise au nord-est de Kara. Vérifiez les conseils aux voyageurs pour le nord avant d'y aller.",
        },
      },
      {
        name: 'Kpalimé and Mount Agou',
        city: 'Kpalimé',
        description: {
          en: "A green hill town surrounded by coffee and cocoa plantations, forest walks, waterfalls and Mount Agou, at 986 m Togo's highest peak.",
          fr: 'Ville verdoyante des collines entourée de plantations de café et de cacao, de sentiers forestiers, de cascades et du mont Agou, point culminant du Togo à 986 m.',
        },
      },
      {
        name: 'Akodessewa Fetish Market',
        city: 'Lomé',
        description: {
          en: 'A market of vodun remedies and talismans, with animal parts and traditional healers; guides explain the objects for a fee.',
          fr: "Marché de remèdes et de talismans vodoun, avec parties d'animaux et guérisseurs traditionnels ; des guides expliquent les objets moyennant rétribution.",
        },
      },
      {
        name: 'Lake Togo and Togoville',
        city: 'Togoville',
        description: {
          en: 'A lagoon reached by pirogue to Togoville, where the 1884 treaty with Germany was signed; the village has a cathedral and vodun shrines.',
          fr: "Lagune traversée en pirogue jusqu'à Togoville, où fut signé le traité de 1884 avec l'Allemagne ; le village compte une cathédrale et des autels vodoun.",
        },
      },
      {
        name: 'Grand Marché de Lomé',
        city: 'Lomé',
        description: {
          en: 'The big central market, famous for the "Nana Benz" women traders of wax-print cloth.',
          fr: 'Le grand marché central, célèbre pour les « Nana Benz », commerçantes de pagnes en wax.',
        },
      },
    ],
    sources: [
      {
        name: 'UNESCO World Heritage Centre – Koutammakou, the Land of the Batammariba',
        url: 'https://whc.unesco.org/en/list/1140',
      },
      fcdo,
    ],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [30, 50], midRange: [70, 140], comfort: [160, 280] },
    note: {
      en: 'Per person per day for accommodation, food and local transport, without international flights. Togo is among the cheaper countries in the region; a hired car with driver for trips upcountry adds roughly $50–90 a day.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux, hors vols internationaux. Le Togo est parmi les pays les moins chers de la région ; une voiture avec chauffeur pour l'intérieur ajoute environ 50 à 90 $ par jour.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
