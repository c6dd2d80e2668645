import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const paf = {
  name: "Republic of Guinea – e-visa portal of the Police de l'Air et des Frontières",
  url: 'https://www.paf.gov.gn/visa',
};
const usState = {
  name: 'U.S. Department of State – Guinea International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Guinea.html',
};
const fcdo = {
  name: 'UK FCDO – Guinea travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea',
};
const fcdoEntry = {
  name: 'UK FCDO – Guinea entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Guinea safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Guinea health',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea/health',
};
const cdc = {
  name: "CDC Travelers' Health – Guinea",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/guinea',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bcrg = {
  name: 'Banque Centrale de la République de Guinée',
  url: 'https://www.bcrg-guinee.org',
};
const climate = {
  name: 'World Bank Climate Change Knowledge Portal',
  url: 'https://climateknowledgeportal.worldbank.org',
};
const ethnologue = { name: 'Ethnologue – Guinea', url: 'https://www.ethnologue.com/country/GN' };
const unescoNimba = {
  name: 'UNESCO World Heritage Centre – Mount Nimba Strict Nature Reserve',
  url: 'https://whc.unesco.org/en/list/155/',
};

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months (scan uploaded)',
    fr: 'Passeport valable au moins 6 mois (scan téléversé)',
  },
  { en: 'Recent passport photo', fr: "Photo d'identité récente" },
  {
    en: 'Flight booking, and a hotel booking or certified certificate of accommodation',
    fr: "Réservation de vol, et réservation d'hôtel ou certificat d'hébergement visé par les autorités",
  },
  {
    en: 'Other documents depending on the visa type (invitation letter, mission order, sometimes a criminal record extract)',
    fr: "D'autres pièces selon le type de visa (lettre d'invitation, ordre de mission, parfois un extrait de casier judiciaire)",
  },
  {
    en: 'Yellow fever vaccination certificate',
    fr: 'Certificat de vaccination contre la fièvre jaune',
  },
];
const eVisaRule = {
  visaRequired: true,
  visaType: 'evisa',
  maxStayDays: 90,
  processingTime: {
    en: 'About 7 days for a complete file (the normal time stated by the portal); it can take longer',
    fr: 'Environ 7 jours pour un dossier complet (délai normal indiqué par le portail) ; cela peut prendre plus longtemps',
  },
  feeUsd: null,
  requirements: eVisaRequirements,
  note: {
    en: "Apply through the e-visa portal of the Police de l'Air et des Frontières, or at a Guinean embassy, and get the visa before you fly; do not count on a visa on arrival at Conakry. The fee depends on the visa type and is shown when you apply.",
    fr: "Faites la demande sur le portail e-visa de la Police de l'Air et des Frontières, ou dans une ambassade de Guinée, et obtenez le visa avant de partir ; ne comptez pas sur un visa à l'arrivée à Conakry. Le tarif dépend du type de visa et s'affiche lors de la demande.",
  },
} as const;

export const guinea: CountryKnowledge = {
  code: 'GN',
  slug: 'guinea',
  name: { en: 'Guinea', fr: 'Guinée' },
  aliases: [
    'guinea',
    'guinée',
    'guinee',
    'guinea conakry',
    'guinea-conakry',
    'guinée-conakry',
    'guinée conakry',
    'guinee conakry',
    'republic of guinea',
    'république de guinée',
    'republique de guinee',
  ],
  demonyms: [
    'guinean',
    'guineans',
    'guinéen',
    'guinéenne',
    'guinéens',
    'guinéennes',
    'guineen',
    'guineenne',
  ],
  capital: { en: 'Conakry', fr: 'Conakry' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Conakry', fr: 'Conakry' }, aliases: ['conakry', 'konakry'], airport: 'CKY' },
    { name: { en: 'Kindia', fr: 'Kindia' }, aliases: ['kindia'], airport: null },
    { name: { en: 'Labé', fr: 'Labé' }, aliases: ['labe', 'labé'], airport: 'LEK' },
    { name: { en: 'Kankan', fr: 'Kankan' }, aliases: ['kankan'], airport: 'KNN' },
    {
      name: { en: 'Nzérékoré', fr: 'Nzérékoré' },
      aliases: ['nzerekore', 'nzérékoré', "n'zérékoré", "n'zerekore"],
      airport: 'NZE',
    },
  ],
  entry: {
    summary: {
      en: "ECOWAS citizens enter Guinea without a visa for up to 90 days. Other visitors, including US, UK, EU, Canadian, Chinese and Indian citizens, need a visa before travelling, applied for online through the e-visa portal of the Police de l'Air et des Frontières (about 7 days for a complete file) or at a Guinean embassy. Do not count on a visa on arrival, and carry a yellow fever certificate.",
      fr: "Les citoyens de la CEDEAO entrent en Guinée sans visa pour 90 jours au plus. Les autres voyageurs, dont les citoyens américains, britanniques, de l'UE, canadiens, chinois et indiens, ont besoin d'un visa avant le départ, à demander en ligne sur le portail e-visa de la Police de l'Air et des Frontières (environ 7 jours pour un dossier complet) ou dans une ambassade de Guinée. Ne comptez pas sur un visa à l'arrivée, et ayez un certificat de fièvre jaune.",
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
            en: 'Valid passport or ECOWAS national identity card',
            fr: "Passeport valide ou carte d'identité nationale CEDEAO",
          },
          {
            en: 'Yellow fever vaccination certificate',
            fr: 'Certificat de vaccination contre la fièvre jaune',
          },
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol for up to 90 days.',
          fr: 'Libre circulation selon le protocole de la CEDEAO pour 90 jours au plus.',
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
    officialSource: paf,
    changesOften: true,
    sources: [paf, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'from-risk-countries',
    yellowFeverText: {
      en: "Guinea's official rule requires a yellow fever vaccination certificate from travellers aged 1 year or older arriving from a country with risk of yellow fever transmission — which includes all its neighbours. Yellow fever occurs in Guinea itself, vaccination is recommended for everyone from 9 months, and officials or airlines sometimes ask all passengers for the certificate, so carry one.",
      fr: "La règle officielle de la Guinée exige un certificat de vaccination contre la fièvre jaune des voyageurs âgés de 1 an ou plus arrivant d'un pays à risque de transmission — ce qui inclut tous ses voisins. La fièvre jaune existe en Guinée même, la vaccination est recommandée pour tous dès 9 mois, et les agents ou les compagnies aériennes demandent parfois le certificat à tous les passagers : ayez-le sur vous.",
    },
    malaria: {
      en: 'Malaria is a high risk all year throughout Guinea, including Conakry, and is mostly P. falciparum. Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), sleep under a net and get any fever tested quickly.',
      fr: "Le paludisme est un risque élevé toute l'année dans toute la Guinée, y compris à Conakry, et il est surtout dû à P. falciparum. Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et faites tester rapidement toute fièvre.",
    },
    other: {
      en: 'Guinea had Ebola outbreaks in 2014–16 and 2021, and Lassa fever occurs in the forest region: follow current health alerts and avoid contact with rodents and bushmeat. Drink only bottled water; cholera outbreaks occur. The north-east lies in the meningitis belt. Health care is very limited outside a few clinics in Conakry, so take insurance that covers evacuation.',
      fr: "La Guinée a connu des épidémies d'Ebola en 2014-2016 et en 2021, et la fièvre de Lassa sévit en Guinée forestière : suivez les alertes sanitaires et évitez tout contact avec les rongeurs et la viande de brousse. Ne buvez que de l'eau en bouteille ; des épidémies de choléra surviennent. Le nord-est fait partie de la ceinture de la méningite. Les soins sont très limités en dehors de quelques cliniques de Conakry : prenez une assurance couvrant l'évacuation sanitaire.",
    },
    sources: [cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3],
    rainyMonths: [5, 6, 7, 8, 9, 10],
    summary: {
      en: 'The rainy season runs from about May to October and is extremely wet on the coast: Conakry receives around 4,000 mm a year, most of it from June to September. The Fouta Djallon highlands are cooler and pleasant for hiking. November to March is dry and the best time to travel, with waterfalls still full early in the season and the dusty harmattan from December to February.',
      fr: "La saison des pluies va de mai à octobre environ et elle est extrêmement humide sur la côte : Conakry reçoit environ 4 000 mm par an, surtout de juin à septembre. Les hauts plateaux du Fouta-Djalon sont plus frais et agréables pour la randonnée. De novembre à mars, il fait sec : c'est la meilleure période, avec des cascades encore pleines en début de saison et l'harmattan poussiéreux de décembre à février.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'GNF',
      name: { en: 'Guinean franc', fr: 'franc guinéen' },
      symbol: 'FG',
    },
    howToPay: {
      en: 'Guinea runs on cash: prices are in Guinean francs, large payments mean thick bundles of notes, and the franc cannot be changed outside the country. Change euros or dollars at banks or licensed bureaus in Conakry; a few bank ATMs in Conakry and regional capitals take Visa, and cards are accepted only in large hotels. Mobile money (Orange Money, MTN MoMo) is widely used with a local SIM.',
      fr: "La Guinée fonctionne en espèces : les prix sont en francs guinéens, les gros paiements se font en liasses épaisses, et le franc ne se change pas hors du pays. Changez euros ou dollars dans les banques ou bureaux agréés de Conakry ; quelques distributeurs bancaires de Conakry et des chefs-lieux de région acceptent Visa, et la carte n'est acceptée que dans les grands hôtels. Le mobile money (Orange Money, MTN MoMo) est très utilisé avec une carte SIM locale.",
    },
    sources: [bcrg, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'French', fr: 'français' }],
    widelySpoken: [
      { en: 'Pular (Fula), in the Fouta Djallon', fr: 'pular (peul), au Fouta-Djalon' },
      { en: 'Maninka (Malinké), in Upper Guinea', fr: 'maninka (malinké), en Haute-Guinée' },
      { en: 'Susu, on the coast and in Conakry', fr: 'soussou, sur la côte et à Conakry' },
      {
        en: 'Kpelle, Kissi and Loma, in the forest region',
        fr: 'kpellé (guerzé), kissi et toma, en Guinée forestière',
      },
    ],
    phrases: [
      {
        phrase: 'Jam waali',
        language: { en: 'Pular', fr: 'pular' },
        meaning: {
          en: "Good morning (literally 'did you spend the night in peace?')",
          fr: 'Bonjour (littéralement « as-tu passé la nuit en paix ? »)',
        },
      },
      {
        phrase: 'A jaaraama',
        language: { en: 'Pular', fr: 'pular' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'I ni ce',
        language: { en: 'Maninka', fr: 'maninka' },
        meaning: { en: 'Hello / thank you', fr: 'Bonjour / merci' },
      },
      {
        phrase: 'Bonne arrivée !',
        language: { en: 'French (West African usage)', fr: 'français (usage ouest-africain)' },
        meaning: {
          en: 'Welcome! (to someone who has just arrived)',
          fr: "Bienvenue ! (à quelqu'un qui vient d'arriver)",
        },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Guinea has been in a political transition since the 2021 coup, with a new constitution adopted by referendum in 2025 followed by a presidential election. Demonstrations in Conakry, especially in the suburbs along the Route Le Prince, can turn violent and are often met with force: avoid them. Armed robbery occurs in Conakry, roads are dangerous at night, and checkpoints may ask for money — stay calm and carry your passport and visa. Same-sex relations are illegal.',
      fr: "La Guinée est en transition politique depuis le coup d'État de 2021, avec une nouvelle Constitution adoptée par référendum en 2025 puis une élection présidentielle. Les manifestations à Conakry, surtout dans les quartiers de la route Le Prince, peuvent dégénérer et sont souvent réprimées : évitez-les. Les vols à main armée existent à Conakry, les routes sont dangereuses la nuit, et les barrages peuvent réclamer de l'argent — restez calme et gardez passeport et visa sur vous. Les relations homosexuelles sont illégales.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Most travel between towns is by "sept-place" shared taxis and minibuses from the gares routières, which leave when full; main roads are paved but some stretches are badly potholed, and journeys are long. Leaving Conakry through its single peninsula road is slow at rush hour. Domestic flights are few. Pirogues and small ferries cross from Conakry to the Îles de Los.',
      fr: "On voyage surtout entre les villes en taxis collectifs « sept-places » et en minibus depuis les gares routières, qui partent une fois pleins ; les grands axes sont goudronnés mais certains tronçons sont très dégradés, et les trajets sont longs. Sortir de Conakry par l'unique route de la presqu'île est lent aux heures de pointe. Les vols intérieurs sont rares. Pirogues et petites navettes relient Conakry aux îles de Loos.",
    },
    routes: [
      {
        from: 'Conakry',
        to: 'Kindia',
        options: {
          en: 'Sept-place shared taxis or minibuses, about 3 hours for 135 km, more when traffic out of Conakry is heavy.',
          fr: 'Taxis sept-places ou minibus, environ 3 heures pour 135 km, davantage quand la sortie de Conakry est embouteillée.',
        },
        hours: 3,
      },
      {
        from: 'Conakry',
        to: 'Labé',
        options: {
          en: 'Sept-place taxis or minibuses via Kindia and Mamou into the Fouta Djallon, usually 8–10 hours.',
          fr: 'Taxis sept-places ou minibus via Kindia et Mamou jusqu’au Fouta-Djalon, en général 8 à 10 heures.',
        },
        hours: 9,
      },
      {
        from: 'Conakry',
        to: 'Freetown (Sierra Leone)',
        options: {
          en: 'Shared taxis or coaches via the Pamelap border, about 5–7 hours depending on the border.',
          fr: "Taxis collectifs ou autocars par la frontière de Pamelap, environ 5 à 7 heures selon l'attente.",
        },
        hours: 6,
      },
      {
        from: 'Conakry',
        to: 'Îles de Los',
        options: {
          en: 'Pirogue or small boat from the Conakry waterfront to Kassa or Roume, about 30 minutes; go with a reputable operator and life jackets.',
          fr: 'Pirogue ou petit bateau depuis le front de mer de Conakry vers Kassa ou Room, environ 30 minutes ; choisissez un opérateur sérieux avec gilets de sauvetage.',
        },
        hours: 0.5,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Rice is the staple, served with sauces of cassava or sweet-potato leaves, peanuts or okra, with fish on the coast and meat inland. The Fouta Djallon is known for fonio and dairy products, and fresh ginger and bissap juices are sold everywhere.',
      fr: "Le riz est l'aliment de base, servi avec des sauces de feuilles de manioc ou de patate douce, d'arachide ou de gombo, avec du poisson sur la côte et de la viande à l'intérieur. Le Fouta-Djalon est réputé pour le fonio et les produits laitiers, et les jus de gingembre et de bissap se vendent partout.",
    },
    dishes: [
      {
        name: 'Riz sauce feuille',
        description: {
          en: 'Rice with a sauce of pounded cassava or sweet-potato leaves cooked in palm oil with meat or smoked fish.',
          fr: "Riz avec une sauce de feuilles de manioc ou de patate douce pilées, cuites à l'huile de palme avec de la viande ou du poisson fumé.",
        },
      },
      {
        name: 'Sauce arachide',
        description: {
          en: 'Rich peanut sauce with meat or fish and vegetables, served over rice.',
          fr: "Sauce riche à l'arachide avec viande ou poisson et légumes, servie sur du riz.",
        },
      },
      {
        name: 'Fonio',
        description: {
          en: 'A tiny, ancient grain grown in the Fouta Djallon, steamed like couscous and eaten with sauce.',
          fr: 'Une petite céréale ancienne cultivée au Fouta-Djalon, cuite à la vapeur comme le couscous et mangée en sauce.',
        },
      },
      {
        name: 'Jus de gingembre',
        description: {
          en: 'Very strong, sweet fresh-ginger juice, sold chilled in bottles and bags.',
          fr: 'Jus de gingembre frais très fort et sucré, vendu frais en bouteilles et en sachets.',
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Most Guineans are Muslim: dress modestly, respect Ramadan and take off shoes in mosques. Greetings matter — ask about health and family before business — and use the right hand to eat, give and receive. Respect elders, and stay patient and courteous with officials.',
      fr: "La plupart des Guinéens sont musulmans : habillez-vous sobrement, respectez le ramadan et retirez vos chaussures dans les mosquées. Les salutations comptent — demandez des nouvelles de la santé et de la famille avant d'aborder une affaire — et utilisez la main droite pour manger, donner et recevoir. Respectez les aînés, et restez patient et courtois avec les fonctionnaires.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Photography can attract suspicion: never photograph soldiers, police, checkpoints, government buildings, bridges, the port or the airport, and be discreet with cameras in Conakry. Always ask before photographing people. Drones need official authorisation.',
      fr: "La photographie peut éveiller les soupçons : ne photographiez jamais militaires, policiers, barrages, bâtiments officiels, ponts, le port ni l'aéroport, et restez discret avec un appareil à Conakry. Demandez toujours avant de photographier des personnes. Les drones exigent une autorisation officielle.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Fouta Djallon highlands',
        city: 'Dalaba / Pita / Labé',
        description: {
          en: 'Cool sandstone plateaus where the Senegal and Gambia rivers rise, with village-to-village hiking and waterfalls such as Kambadaga near Pita and Ditinn near Dalaba; local guides can be hired in Dalaba and Labé.',
          fr: 'Des plateaux de grès au climat frais où naissent les fleuves Sénégal et Gambie, avec des randonnées de village en village et des cascades comme celles de Kambadaga près de Pita et de Ditinn près de Dalaba ; on trouve des guides locaux à Dalaba et à Labé.',
        },
      },
      {
        name: 'Îles de Los',
        city: 'Conakry',
        description: {
          en: 'A small archipelago off Conakry with beaches and fishing villages on Kassa and Roume, a short boat ride from the city.',
          fr: 'Un petit archipel au large de Conakry avec des plages et des villages de pêcheurs à Kassa et Room, à une courte traversée de la ville.',
        },
      },
      {
        name: 'Voile de la Mariée waterfall',
        city: 'Kindia',
        description: {
          en: "The 'Bridal Veil', a tall waterfall spreading over a rock face in the hills near Kindia, a popular day trip from Conakry; most impressive after the rains.",
          fr: "Le « Voile de la Mariée », une haute cascade qui s'étale sur une paroi rocheuse dans les collines près de Kindia, excursion prisée depuis Conakry ; plus impressionnante après les pluies.",
        },
      },
      {
        name: 'Bossou chimpanzees',
        city: 'Bossou (near Lola / Nzérékoré)',
        description: {
          en: 'Wild chimpanzees studied since the 1970s, famous for cracking nuts with stones, on the edge of the Mount Nimba area whose strict nature reserve is a UNESCO World Heritage site; visits are arranged through the local research station.',
          fr: "Des chimpanzés sauvages étudiés depuis les années 1970, célèbres pour casser des noix avec des pierres, en bordure du massif du Nimba dont la réserve naturelle intégrale est inscrite au patrimoine mondial de l'UNESCO ; les visites s'organisent avec la station de recherche locale.",
        },
      },
      {
        name: 'Grand Mosque of Conakry',
        city: 'Conakry',
        description: {
          en: 'One of the largest mosques in West Africa, opened in 1982, near the Camayenne mausoleum where Guinea’s first president, Ahmed Sékou Touré, is buried; visitors should dress modestly and ask before entering.',
          fr: "L'une des plus grandes mosquées d'Afrique de l'Ouest, inaugurée en 1982, près du mausolée de Camayenne où repose le premier président guinéen, Ahmed Sékou Touré ; les visiteurs doivent s'habiller sobrement et demander avant d'entrer.",
        },
      },
    ],
    sources: [unescoNimba, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [35, 60], midRange: [80, 150], comfort: [180, 350] },
    note: {
      en: 'Per person per day, excluding international flights and the visa. Budget covers simple hotels, local food and sept-place taxis; mid-range covers better hotels and a hired car for some journeys; comfort covers the international hotels of Conakry, which are expensive, and a 4x4 with driver. Guides in the Fouta Djallon and park fees are extra.',
      fr: "Par personne et par jour, hors vols internationaux et visa. Le budget couvre des hôtels simples, la cuisine locale et les taxis sept-places ; le milieu de gamme de meilleurs hôtels et une voiture louée pour certains trajets ; le confort les hôtels internationaux de Conakry, qui sont chers, et un 4x4 avec chauffeur. Guides au Fouta-Djalon et droits d'entrée en sus.",
    },
    sources: [bcrg, fcdo],
    reviewed,
  },
};
