import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const consulate = {
  name: 'Consulat général du Sénégal à Paris – Demande de visa',
  url: 'https://consulsen-paris.gouv.sn/demande-de-visa',
};
const usState = {
  name: 'U.S. Department of State – Senegal International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Senegal.html',
};
const fcdo = {
  name: 'UK FCDO – Senegal travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/senegal',
};
const fcdoEntry = {
  name: 'UK FCDO – Senegal entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/senegal/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Senegal safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/senegal/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Senegal",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/senegal',
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
  name: 'World Bank Climate Change Knowledge Portal – Senegal',
  url: 'https://climateknowledgeportal.worldbank.org/country/senegal',
};
const ethnologue = { name: 'Ethnologue – Senegal', url: 'https://www.ethnologue.com/country/SN' };
const unescoCeebu = {
  name: 'UNESCO Intangible Cultural Heritage lists (Ceebu jën, a culinary art of Senegal, 2021)',
  url: 'https://ich.unesco.org/en/lists',
};

const visaFree = (passport: 'us' | 'uk' | 'eu' | 'ca') => ({
  passport,
  visaRequired: false,
  visaType: 'none' as const,
  maxStayDays: 90,
  processingTime: null,
  feeUsd: null,
  requirements: [
    {
      en: 'Passport valid for at least 6 months from arrival',
      fr: "Passeport valable au moins 6 mois à compter de l'arrivée",
    },
    { en: 'Return or onward ticket', fr: 'Billet de retour ou de continuation' },
  ],
  note: {
    en: 'Visa-free for tourism and business visits of up to 90 days. Senegal has said it is reviewing visa reciprocity with some countries, so check the rule before you book.',
    fr: "Sans visa pour les séjours touristiques et d'affaires de 90 jours au plus. Le Sénégal a annoncé réexaminer la réciprocité des visas avec certains pays : vérifiez la règle avant de réserver.",
  },
});

export const senegal: CountryKnowledge = {
  code: 'SN',
  slug: 'senegal',
  name: { en: 'Senegal', fr: 'Sénégal' },
  aliases: [
    'senegal',
    'sénégal',
    'republic of senegal',
    'république du sénégal',
    'republique du senegal',
    'sn',
  ],
  demonyms: [
    'senegalese',
    'sénégalais',
    'sénégalaise',
    'sénégalaises',
    'senegalais',
    'senegalaise',
  ],
  capital: { en: 'Dakar', fr: 'Dakar' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Dakar', fr: 'Dakar' }, aliases: ['dakar', 'ndakaaru', 'diass'], airport: 'DSS' },
    {
      name: { en: 'Saint-Louis', fr: 'Saint-Louis' },
      aliases: ['saint louis', 'saint-louis', 'st-louis', 'st louis', 'ndar'],
      airport: 'XLS',
    },
    {
      name: { en: 'Ziguinchor', fr: 'Ziguinchor' },
      aliases: ['ziguinchor', 'zig'],
      airport: 'ZIG',
    },
    {
      name: { en: 'Cap Skirring', fr: 'Cap Skirring' },
      aliases: ['cap skirring', 'cap-skirring'],
      airport: 'CSK',
    },
    {
      name: { en: 'Saly', fr: 'Saly' },
      aliases: ['saly', 'saly portudal', 'mbour'],
      airport: null,
    },
    { name: { en: 'Touba', fr: 'Touba' }, aliases: ['touba'], airport: null },
  ],
  entry: {
    summary: {
      en: 'Citizens of ECOWAS countries, the United States, the United Kingdom, the EU and Canada need no visa for stays of up to 90 days, only a passport valid for 6 months. Nationalities that need a visa apply at a Senegalese embassy or consulate. The government announced in late 2024 that it wants to apply visa reciprocity to some countries, so check the rule before travel.',
      fr: "Les ressortissants de la CEDEAO, des États-Unis, du Royaume-Uni, de l'UE et du Canada n'ont pas besoin de visa pour un séjour de 90 jours au plus, seulement d'un passeport valable 6 mois. Les nationalités soumises au visa le demandent à une ambassade ou un consulat du Sénégal. Le gouvernement a annoncé fin 2024 vouloir appliquer la réciprocité des visas à certains pays : vérifiez la règle avant le départ.",
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
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol covers visits of up to 90 days; a longer stay needs a residence permit.',
          fr: 'La libre circulation prévue par le protocole de la CEDEAO couvre les séjours de 90 jours au plus ; un séjour plus long exige un titre de séjour.',
        },
      },
      visaFree('us'),
      visaFree('uk'),
      visaFree('eu'),
      visaFree('ca'),
      {
        passport: 'cn',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: [
          {
            en: 'Passport valid for at least 6 months from arrival',
            fr: "Passeport valable au moins 6 mois à compter de l'arrivée",
          },
          { en: 'Visa application form and photos', fr: 'Formulaire de demande de visa et photos' },
          { en: 'Return ticket and hotel booking', fr: "Billet de retour et réservation d'hôtel" },
        ],
        note: {
          en: 'Holders of ordinary Chinese passports need a visa from a Senegalese embassy or consulate, which may consult the Interior Ministry before issuing it. Ask the embassy for the current fee and delay.',
          fr: "Les titulaires d'un passeport chinois ordinaire doivent obtenir un visa auprès d'une ambassade ou d'un consulat du Sénégal, qui peut consulter le ministère de l'Intérieur avant de le délivrer. Demandez à l'ambassade les frais et délais actuels.",
        },
      },
      {
        passport: 'in',
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 90,
        processingTime: null,
        feeUsd: null,
        requirements: [
          {
            en: 'Passport valid for at least 6 months from arrival',
            fr: "Passeport valable au moins 6 mois à compter de l'arrivée",
          },
          { en: 'Return or onward ticket', fr: 'Billet de retour ou de continuation' },
        ],
        note: {
          en: "India is on Senegal's visa-exemption list for stays of up to 90 days. Because Senegal is reviewing its visa policy, confirm with a Senegalese embassy or your airline before you travel.",
          fr: "L'Inde figure sur la liste des pays dispensés de visa pour les séjours de 90 jours au plus. Le Sénégal réexaminant sa politique des visas, faites confirmer par une ambassade du Sénégal ou votre compagnie aérienne avant de partir.",
        },
      },
    ],
    passportValidityMonths: 6,
    officialSource: consulate,
    changesOften: true,
    sources: [consulate, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'from-risk-countries',
    yellowFeverText: {
      en: 'A yellow fever certificate is required from travellers aged 9 months or over arriving from a country with risk of yellow fever transmission, including after more than 12 hours in transit at an airport of such a country. Senegal itself has a risk of yellow fever, and vaccination is recommended for travellers aged 9 months or over.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé des voyageurs de 9 mois ou plus arrivant d'un pays à risque de transmission, y compris après un transit de plus de 12 heures dans un aéroport d'un tel pays. Le Sénégal lui-même présente un risque de fièvre jaune, et la vaccination est recommandée dès 9 mois.",
    },
    malaria: {
      en: 'Malaria occurs throughout Senegal, with the highest risk in the south and east (Casamance, Tambacounda, Kédougou) and during the rainy season; Dakar has less but not none. CDC recommends preventive medication for all areas, plus repellent and a net.',
      fr: "Le paludisme est présent dans tout le Sénégal, avec le risque le plus élevé dans le sud et l'est (Casamance, Tambacounda, Kédougou) et pendant la saison des pluies ; il est moindre à Dakar, mais pas absent. Les CDC recommandent un traitement préventif partout, ainsi que répulsif et moustiquaire.",
    },
    other: {
      en: 'Drink bottled water and be careful with raw salads. Dakar has good private clinics; elsewhere care is basic. The Atlantic currents off Dakar and the Petite Côte are strong: swim only where locals do and lifeguards are present.',
      fr: "Buvez de l'eau en bouteille et méfiez-vous des crudités. Dakar dispose de bonnes cliniques privées ; ailleurs, les soins sont sommaires. Les courants de l'Atlantique au large de Dakar et de la Petite-Côte sont forts : ne vous baignez que là où les habitants se baignent, en présence de sauveteurs.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3, 4, 5],
    rainyMonths: [7, 8, 9, 10],
    summary: {
      en: 'The dry season from November to May is the best time to visit: Dakar stays breezy and mild, and the birds are in Djoudj from November to April. Inland, the harmattan blows dusty and hot from December to March. The rainy season (hivernage) runs from July to October, starting in June in Casamance, with heat, humidity and some flooded roads.',
      fr: "La saison sèche, de novembre à mai, est la meilleure période : Dakar reste ventée et douce, et les oiseaux sont au Djoudj de novembre à avril. À l'intérieur, l'harmattan souffle, chaud et poussiéreux, de décembre à mars. La saison des pluies (l'hivernage) va de juillet à octobre, dès juin en Casamance, avec chaleur, humidité et quelques routes inondées.",
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
      en: 'The West African CFA franc is pegged to the euro (655.957 F CFA = 1 €). Cash is king outside hotels and supermarkets; ATMs in Dakar, Saint-Louis, Saly and Ziguinchor usually take Visa, Mastercard less often. Senegalese pay each other with Wave and Orange Money, which need a local SIM registered with your passport. Keep small notes: a 10,000 F note is hard to break in taxis and markets.',
      fr: "Le franc CFA d'Afrique de l'Ouest est arrimé à l'euro (655,957 F CFA = 1 €). Hors hôtels et supermarchés, les espèces règnent ; les distributeurs de Dakar, Saint-Louis, Saly et Ziguinchor acceptent généralement Visa, Mastercard moins souvent. Les Sénégalais se paient entre eux par Wave et Orange Money, qui exigent une carte SIM locale enregistrée avec votre passeport. Gardez de la monnaie : un billet de 10 000 F est difficile à faire changer dans les taxis et sur les marchés.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
  languages: {
    official: [{ en: 'French', fr: 'français' }],
    widelySpoken: [
      { en: 'Wolof', fr: 'wolof' },
      { en: 'Pulaar (Fula)', fr: 'pulaar (peul)' },
      { en: 'Serer', fr: 'sérère' },
      { en: 'Jola (Diola)', fr: 'diola' },
      { en: 'Mandinka', fr: 'mandingue' },
      { en: 'Soninke', fr: 'soninké' },
    ],
    phrases: [
      {
        phrase: 'Nanga def?',
        language: { en: 'Wolof', fr: 'wolof' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'Maa ngi fi',
        language: { en: 'Wolof', fr: 'wolof' },
        meaning: {
          en: "I'm fine (literally: I am here)",
          fr: 'Je vais bien (littéralement : je suis là)',
        },
      },
      {
        phrase: 'Jërëjëf',
        language: { en: 'Wolof', fr: 'wolof' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Salaamaalekum',
        language: { en: 'Wolof', fr: 'wolof' },
        meaning: {
          en: 'Hello (peace be upon you); the reply is "Maalekum salaam"',
          fr: 'Bonjour (que la paix soit sur vous) ; on répond « Maalekum salaam »',
        },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Senegal is one of the more stable countries in the region. In Dakar, watch for bag and phone snatching, pickpockets in markets and on the Corniche, and avoid empty beaches at night. In Casamance a long-running separatist conflict has calmed, but landmines remain in some rural areas near the Guinea-Bissau border: keep to main roads and check the FCDO map, which also covers areas near the Mali border. Demonstrations can turn violent; keep away from them.',
      fr: "Le Sénégal est l'un des pays les plus stables de la région. À Dakar, attention aux vols à l'arraché de sacs et de téléphones, aux pickpockets sur les marchés et la Corniche, et évitez les plages désertes la nuit. En Casamance, un long conflit séparatiste s'est apaisé, mais des mines subsistent dans certaines zones rurales près de la frontière bissau-guinéenne : restez sur les grands axes et consultez la carte du FCDO, qui couvre aussi des zones proches de la frontière malienne. Les manifestations peuvent dégénérer ; tenez-vous-en à l'écart.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: "Dakar's Blaise Diagne airport (DSS) is about 45 km from the city, reached by motorway, shuttle bus or taxi. Between towns, sept-place shared taxis and minibuses leave when full from the gares routières; private cars with drivers are easy to hire. The TER commuter train links Dakar to Diamniadio, and a ferry and domestic flights serve Ziguinchor in Casamance.",
      fr: "L'aéroport Blaise-Diagne de Dakar (DSS) est à environ 45 km de la ville, par autoroute, navette ou taxi. Entre les villes, les taxis « sept-places » et les minibus partent une fois pleins depuis les gares routières ; louer une voiture avec chauffeur est facile. Le TER relie Dakar à Diamniadio, et un ferry ainsi que des vols intérieurs desservent Ziguinchor, en Casamance.",
    },
    routes: [
      {
        from: 'Dakar',
        to: 'Saint-Louis',
        options: {
          en: 'Sept-place shared taxis and minibuses from the Baux Maraîchers bus station in Pikine, intercity buses, or a hired car, in about 4 hours.',
          fr: 'Taxis « sept-places » et minibus depuis la gare routière des Baux Maraîchers à Pikine, autocars ou voiture avec chauffeur, en 4 heures environ.',
        },
        hours: 4,
      },
      {
        from: 'Dakar',
        to: 'Ziguinchor',
        options: {
          en: 'Overnight ferry from the port of Dakar (about 15 hours, several sailings a week), a 1-hour flight, or by road through The Gambia over the Senegambia Bridge in about 9 hours.',
          fr: "Ferry de nuit depuis le port de Dakar (environ 15 heures, plusieurs départs par semaine), vol d'une heure, ou route par la Gambie et le pont de la Sénégambie en 9 heures environ.",
        },
        hours: 9,
      },
      {
        from: 'Dakar',
        to: 'Blaise Diagne International Airport (DSS)',
        options: {
          en: 'Taxi or airport shuttle bus on the toll motorway, 45 minutes to 1 hour depending on traffic.',
          fr: "Taxi ou navette de l'aéroport par l'autoroute à péage, 45 minutes à 1 heure selon la circulation.",
        },
        hours: 1,
      },
      {
        from: 'Dakar',
        to: 'Gorée Island',
        options: {
          en: 'Passenger ferry (chaloupe) from the Dakar port terminal, about 20 minutes, with frequent departures.',
          fr: 'Chaloupe depuis la gare maritime du port de Dakar, environ 20 minutes, départs fréquents.',
        },
        hours: 0.5,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Senegalese cooking is built on rice, fish, onions and peanuts, and meals are shared from a large common bowl. Lunch is the main meal; in the evening people eat lighter, often grilled meat or street snacks, and tea (attaya) is brewed for hours.',
      fr: "La cuisine sénégalaise repose sur le riz, le poisson, l'oignon et l'arachide, et les repas se partagent dans un grand plat commun. Le déjeuner est le repas principal ; le soir, on mange plus léger, souvent de la viande grillée ou des en-cas de rue, et le thé (l'attaya) se prépare pendant des heures.",
    },
    dishes: [
      {
        name: 'Thiéboudienne (ceebu jën)',
        description: {
          en: 'The national dish, listed by UNESCO: broken rice cooked in a tomato fish stock, served with fish and vegetables.',
          fr: "Le plat national, inscrit par l'UNESCO : riz brisé cuit dans un bouillon de poisson à la tomate, servi avec poisson et légumes.",
        },
      },
      {
        name: 'Yassa',
        description: {
          en: 'Chicken or fish marinated in lemon and mustard, cooked with a mountain of caramelised onions and served with rice.',
          fr: "Poulet ou poisson mariné au citron et à la moutarde, cuit avec une montagne d'oignons confits et servi avec du riz.",
        },
      },
      {
        name: 'Mafé',
        description: {
          en: 'A thick peanut sauce with beef or lamb and vegetables, served over rice.',
          fr: "Sauce épaisse à l'arachide avec du bœuf ou de l'agneau et des légumes, servie sur du riz.",
        },
      },
      {
        name: 'Thiakry',
        description: {
          en: 'A dessert of millet grains in sweetened curdled milk or yoghurt, sometimes with raisins.',
          fr: 'Dessert de grains de mil dans du lait caillé ou du yaourt sucré, parfois avec des raisins secs.',
        },
      },
      {
        name: 'Bissap and bouye',
        description: {
          en: 'Sweet chilled drinks of hibiscus flowers (bissap) and of baobab fruit (bouye).',
          fr: "Boissons sucrées et fraîches à la fleur d'hibiscus (bissap) et au fruit du baobab (bouye).",
        },
      },
    ],
    sources: [unescoCeebu, cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greetings matter: ask after the person and their family before any request, and use the right hand to eat, give and receive. When eating from the common bowl, take only from the part in front of you. Dress modestly in towns, religious places and the holy city of Touba, where alcohol and tobacco are banned. Same-sex relations are illegal in Senegal.',
      fr: "Les salutations comptent : prenez des nouvelles de la personne et de sa famille avant toute demande, et utilisez la main droite pour manger, donner et recevoir. Dans le plat commun, ne prenez que dans la partie devant vous. Tenue modeste en ville, dans les lieux de culte et dans la ville sainte de Touba, où l'alcool et le tabac sont interdits. Les relations homosexuelles sont illégales au Sénégal.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Ask before photographing anyone; fishermen, market traders and people in villages may refuse or expect a small payment. Never photograph military sites, police, the presidential palace, airports or other government buildings. Drones need prior authorisation and can be seized at customs if you arrive with one undeclared.',
      fr: "Demandez avant de photographier quiconque ; pêcheurs, commerçants et villageois peuvent refuser ou attendre une petite somme. Ne photographiez jamais les sites militaires, la police, le palais présidentiel, les aéroports ou d'autres bâtiments officiels. Les drones exigent une autorisation préalable et peuvent être saisis à la douane s'ils ne sont pas déclarés.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Gorée Island',
        city: 'Dakar',
        description: {
          en: 'A small car-free island 20 minutes by ferry from Dakar, once a centre of the Atlantic slave trade, with the House of Slaves museum; a UNESCO World Heritage site.',
          fr: "Petite île sans voitures à 20 minutes de Dakar en chaloupe, ancien lieu de la traite atlantique, avec le musée de la Maison des Esclaves ; inscrite au patrimoine mondial de l'UNESCO.",
        },
      },
      {
        name: 'Lake Retba (Lac Rose)',
        city: 'Dakar',
        description: {
          en: 'A salt lake about 35 km north-east of Dakar whose water can turn pink in the dry season because of a salt-loving alga; salt collectors work its shallows.',
          fr: "Lac salé à environ 35 km au nord-est de Dakar dont l'eau peut virer au rose en saison sèche à cause d'une algue qui aime le sel ; des récolteurs de sel travaillent dans ses eaux peu profondes.",
        },
      },
      {
        name: 'Island of Saint-Louis',
        city: 'Saint-Louis',
        description: {
          en: 'The former capital of French West Africa, an island town of colonial houses reached by the iron Faidherbe Bridge; a UNESCO World Heritage site.',
          fr: "Ancienne capitale de l'Afrique-Occidentale française, ville insulaire aux maisons coloniales reliée au continent par le pont métallique Faidherbe ; inscrite au patrimoine mondial de l'UNESCO.",
        },
      },
      {
        name: 'Djoudj National Bird Sanctuary',
        city: 'Saint-Louis',
        description: {
          en: 'A Senegal River wetland north of Saint-Louis where great numbers of pelicans, flamingos and migrating birds winter from November to April, seen by pirogue; a UNESCO World Heritage site.',
          fr: "Zone humide du fleuve Sénégal au nord de Saint-Louis où pélicans, flamants et oiseaux migrateurs hivernent en grand nombre de novembre à avril, à voir en pirogue ; inscrit au patrimoine mondial de l'UNESCO.",
        },
      },
      {
        name: 'Saloum Delta',
        city: 'Toubacouta',
        description: {
          en: 'A maze of mangrove channels and islands built on ancient shell middens, explored by pirogue from Toubacouta, Ndangane or Palmarin; a UNESCO World Heritage site.',
          fr: "Labyrinthe de bolongs bordés de mangrove et d'îles bâties sur d'anciens amas de coquillages, à explorer en pirogue depuis Toubacouta, Ndangane ou Palmarin ; inscrit au patrimoine mondial de l'UNESCO.",
        },
      },
    ],
    sources: [
      {
        name: 'UNESCO World Heritage Centre – Island of Gorée',
        url: 'https://whc.unesco.org/en/list/26',
      },
      {
        name: 'UNESCO World Heritage Centre – Island of Saint-Louis',
        url: 'https://whc.unesco.org/en/list/956',
      },
      {
        name: 'UNESCO World Heritage Centre – Djoudj National Bird Sanctuary',
        url: 'https://whc.unesco.org/en/list/25',
      },
      {
        name: 'UNESCO World Heritage Centre – Saloum Delta',
        url: 'https://whc.unesco.org/en/list/1359',
      },
    ],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [35, 60], midRange: [90, 180], comfort: [200, 400] },
    note: {
      en: 'Per person per day for accommodation, food and local transport, without international flights. Dakar and the beach resorts of Saly and Cap Skirring cost more than the interior; a car with driver for excursions adds roughly $60–100 a day.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux, hors vols internationaux. Dakar et les stations balnéaires de Saly et du Cap Skirring coûtent plus cher que l'intérieur ; une voiture avec chauffeur pour les excursions ajoute environ 60 à 100 $ par jour.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
