import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const snedai = {
  name: "SNEDAI – official Côte d'Ivoire biometric visa and e-visa site",
  url: 'https://www.snedai.com',
};
const usState = {
  name: "U.S. Department of State – Côte d'Ivoire International Travel Information",
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/CotedIvoire.html',
};
const fcdo = {
  name: "UK FCDO – Côte d'Ivoire travel advice",
  url: 'https://www.gov.uk/foreign-travel-advice/cote-d-ivoire',
};
const fcdoEntry = {
  name: "UK FCDO – Côte d'Ivoire entry requirements",
  url: 'https://www.gov.uk/foreign-travel-advice/cote-d-ivoire/entry-requirements',
};
const fcdoSafety = {
  name: "UK FCDO – Côte d'Ivoire safety and security",
  url: 'https://www.gov.uk/foreign-travel-advice/cote-d-ivoire/safety-and-security',
};
const fcdoHealth = {
  name: "UK FCDO – Côte d'Ivoire health",
  url: 'https://www.gov.uk/foreign-travel-advice/cote-d-ivoire/health',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bceao = {
  name: "BCEAO – Banque Centrale des États de l'Afrique de l'Ouest",
  url: 'https://www.bceao.int',
};
const climate = {
  name: 'World Bank Climate Change Knowledge Portal',
  url: 'https://climateknowledgeportal.worldbank.org',
};
const ethnologue = {
  name: "Ethnologue – Côte d'Ivoire",
  url: 'https://www.ethnologue.com/country/CI',
};
const unescoBassam = {
  name: 'UNESCO World Heritage Centre – Historic Town of Grand-Bassam',
  url: 'https://whc.unesco.org/en/list/1322/',
};
const unescoTai = {
  name: 'UNESCO World Heritage Centre – Taï National Park',
  url: 'https://whc.unesco.org/en/list/195/',
};

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months (scan uploaded)',
    fr: 'Passeport valable au moins 6 mois (scan téléversé)',
  },
  { en: 'Return flight booking', fr: 'Réservation du vol aller-retour' },
  {
    en: "Hotel booking, or a certificate of accommodation or invitation letter with a copy of the host's ID",
    fr: "Réservation d'hôtel, ou certificat d'hébergement ou lettre d'invitation avec copie de la pièce d'identité de l'hôte",
  },
  { en: 'Online payment by bank card', fr: 'Paiement en ligne par carte bancaire' },
  {
    en: 'Printed approval, then fingerprints and photo at the "visa" desk at Abidjan airport',
    fr: "Approbation imprimée, puis empreintes et photo au guichet « visa » de l'aéroport d'Abidjan",
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
    en: 'Approval usually within 2–3 working days',
    fr: 'Accord généralement sous 2 à 3 jours ouvrés',
  },
  feeUsd: null,
  requirements: eVisaRequirements,
  note: {
    en: "Pre-enrol and pay only on the official SNEDAI site; the short-stay fee was €73 when last checked, and the site shows the current amount. The visa itself is issued on arrival at Abidjan's Félix-Houphouët-Boigny airport. The e-visa does not work at land borders: arriving by road from Ghana, Liberia, Guinea, Mali or Burkina Faso, get a visa from an Ivorian embassy first.",
    fr: "Pré-enrôlez-vous et payez uniquement sur le site officiel de la SNEDAI ; le tarif court séjour était de 73 € lors de la dernière vérification, et le site affiche le montant en vigueur. Le visa lui-même est délivré à l'arrivée à l'aéroport Félix-Houphouët-Boigny d'Abidjan. L'e-visa n'est pas valable aux frontières terrestres : si vous arrivez par la route du Ghana, du Libéria, de Guinée, du Mali ou du Burkina Faso, obtenez d'abord un visa dans une ambassade de Côte d'Ivoire.",
  },
} as const;

export const coteDIvoire: CountryKnowledge = {
  code: 'CI',
  slug: 'cote-d-ivoire',
  name: { en: "Côte d'Ivoire", fr: "Côte d'Ivoire" },
  aliases: [
    "cote d'ivoire",
    "côte d'ivoire",
    'cote d ivoire',
    'cote divoire',
    'côte divoire',
    'cote-d-ivoire',
    'ivory coast',
    'the ivory coast',
    'rci',
    "république de côte d'ivoire",
    "republique de cote d'ivoire",
  ],
  demonyms: ['ivorian', 'ivorians', 'ivoirien', 'ivoirienne', 'ivoiriens', 'ivoiriennes'],
  capital: {
    en: 'Yamoussoukro (political capital); Abidjan is the economic capital and main city',
    fr: 'Yamoussoukro (capitale politique) ; Abidjan est la capitale économique et la principale ville',
  },
  ecowasMember: true,
  cities: [
    { name: { en: 'Abidjan', fr: 'Abidjan' }, aliases: ['abidjan', 'babi'], airport: 'ABJ' },
    {
      name: { en: 'Yamoussoukro', fr: 'Yamoussoukro' },
      aliases: ['yamoussoukro', 'yakro'],
      airport: 'ASK',
    },
    { name: { en: 'Bouaké', fr: 'Bouaké' }, aliases: ['bouake', 'bouaké'], airport: 'BYK' },
    {
      name: { en: 'San-Pédro', fr: 'San-Pédro' },
      aliases: ['san pedro', 'san-pedro', 'san-pédro', 'san pédro'],
      airport: 'SPY',
    },
    {
      name: { en: 'Grand-Bassam', fr: 'Grand-Bassam' },
      aliases: ['grand bassam', 'grand-bassam', 'bassam'],
      airport: null,
    },
    { name: { en: 'Korhogo', fr: 'Korhogo' }, aliases: ['korhogo'], airport: 'HGO' },
  ],
  entry: {
    summary: {
      en: "ECOWAS citizens enter without a visa for up to 90 days. Almost everyone else, including US, UK, EU, Canadian, Chinese and Indian citizens, needs a visa, usually the e-visa: pre-enrol and pay online on the official SNEDAI site, receive an approval, and the visa is issued on arrival at Abidjan's Félix-Houphouët-Boigny airport after fingerprints and a photo. The e-visa is valid only for arrival by air at Abidjan; travellers arriving by land need a visa from an Ivorian embassy beforehand.",
      fr: "Les citoyens de la CEDEAO entrent sans visa pour 90 jours au plus. Presque tous les autres, dont les citoyens américains, britanniques, de l'UE, canadiens, chinois et indiens, ont besoin d'un visa, en général l'e-visa : pré-enrôlement et paiement en ligne sur le site officiel de la SNEDAI, réception d'un accord, puis délivrance du visa à l'arrivée à l'aéroport Félix-Houphouët-Boigny d'Abidjan après prise d'empreintes et de photo. L'e-visa ne vaut que pour une arrivée par avion à Abidjan ; les voyageurs arrivant par la route doivent obtenir un visa au préalable dans une ambassade de Côte d'Ivoire.",
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
    officialSource: snedai,
    changesOften: false,
    sources: [snedai, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: "Côte d'Ivoire requires a yellow fever vaccination certificate from all travellers aged 9 months or older, whatever country they arrive from, and it is checked at Abidjan airport. Get the vaccine at least 10 days before arrival; the certificate is valid for life.",
      fr: "La Côte d'Ivoire exige un certificat de vaccination contre la fièvre jaune de tous les voyageurs âgés de 9 mois ou plus, quel que soit le pays de provenance, et il est contrôlé à l'aéroport d'Abidjan. Faites le vaccin au moins 10 jours avant l'arrivée ; le certificat est valable à vie.",
    },
    malaria: {
      en: 'Malaria is a high risk all year throughout the country, including Abidjan, and is mostly P. falciparum. Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), sleep under a net and see a doctor for any fever.',
      fr: "Le paludisme est un risque élevé toute l'année dans tout le pays, y compris à Abidjan, et il est surtout dû à P. falciparum. Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et consultez pour toute fièvre.",
    },
    other: {
      en: 'Drink bottled water and avoid ice of unknown origin; cholera and dengue outbreaks occur in Abidjan, so also protect against daytime mosquito bites. The far north lies in the meningitis belt (December to June). Private clinics in Abidjan are good; elsewhere care is limited.',
      fr: "Buvez de l'eau en bouteille et évitez les glaçons d'origine inconnue ; des épidémies de choléra et de dengue surviennent à Abidjan : protégez-vous aussi des piqûres de moustiques en journée. L'extrême nord fait partie de la ceinture de la méningite (décembre à juin). Les cliniques privées d'Abidjan sont bonnes ; ailleurs, les soins sont limités.",
    },
    sources: [fcdoHealth, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [12, 1, 2, 3],
    rainyMonths: [5, 6, 7, 10, 11],
    summary: {
      en: 'In the south, including Abidjan, the long rainy season runs from about May to July, with a shorter one in October and November; the north has a single rainy season from June to October. December to March is the driest period and the best for travel, while the harmattan brings dry, dusty air to the north from December to February.',
      fr: "Dans le sud, dont Abidjan, la grande saison des pluies va de mai à juillet environ, et une petite saison des pluies tombe en octobre et novembre ; le nord n'a qu'une saison des pluies, de juin à octobre. De décembre à mars, c'est la période la plus sèche et la meilleure pour voyager, tandis que l'harmattan apporte un air sec et poussiéreux dans le nord de décembre à février.",
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
      en: 'The West African CFA franc is pegged to the euro (655.957 XOF = 1 EUR). Abidjan has many bank ATMs taking Visa and often Mastercard, and cards are accepted in hotels, supermarkets and better restaurants; outside the big cities, carry cash. Mobile money (Orange Money, MTN MoMo, Moov Money, Wave) is used everywhere, including for taxis and market stalls.',
      fr: "Le franc CFA d'Afrique de l'Ouest est arrimé à l'euro (655,957 XOF = 1 EUR). Abidjan compte de nombreux distributeurs bancaires acceptant Visa et souvent Mastercard, et la carte passe dans les hôtels, supermarchés et bons restaurants ; hors des grandes villes, prévoyez des espèces. Le mobile money (Orange Money, MTN MoMo, Moov Money, Wave) est utilisé partout, y compris pour les taxis et les étals des marchés.",
    },
    sources: [bceao, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'French', fr: 'français' }],
    widelySpoken: [
      { en: 'Dioula (trade language)', fr: 'dioula (langue véhiculaire du commerce)' },
      { en: 'Baoulé', fr: 'baoulé' },
      { en: 'Bété', fr: 'bété' },
      { en: 'Senufo', fr: 'sénoufo' },
      { en: 'Agni', fr: 'agni' },
      { en: 'Nouchi (Abidjan street slang)', fr: "nouchi (argot des rues d'Abidjan)" },
    ],
    phrases: [
      {
        phrase: 'Akwaba',
        language: { en: 'Baoulé', fr: 'baoulé' },
        meaning: { en: 'Welcome', fr: 'Bienvenue' },
      },
      {
        phrase: 'I ni ce',
        language: { en: 'Dioula', fr: 'dioula' },
        meaning: { en: 'Hello / thank you', fr: 'Bonjour / merci' },
      },
      {
        phrase: 'On dit quoi ?',
        language: { en: 'Ivorian French (Nouchi)', fr: 'français ivoirien (nouchi)' },
        meaning: { en: "What's up? (informal greeting)", fr: 'Quoi de neuf ? (salut familier)' },
      },
      {
        phrase: 'Ça va un peu',
        language: { en: 'Ivorian French', fr: 'français ivoirien' },
        meaning: { en: "I'm doing fine (modest reply)", fr: 'Ça va (réponse modeste)' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Most of the country is calm, but armed robbery, car-jacking and online scams occur, especially in Abidjan; avoid walking alone at night. Jihadist groups have attacked the northern border area, and the UK FCDO advises against travel to areas near the borders with Mali and Burkina Faso, including parts of Comoé National Park — check the current map. The Atlantic has strong rip currents that drown swimmers every year at Grand-Bassam, Assinie and elsewhere. Avoid political gatherings, which can turn violent around elections.',
      fr: "La plus grande partie du pays est calme, mais les braquages, les vols de voiture et les arnaques en ligne existent, surtout à Abidjan ; évitez de marcher seul la nuit. Des groupes djihadistes ont attaqué la zone frontalière du nord, et le FCDO britannique déconseille de se rendre dans les zones proches des frontières du Mali et du Burkina Faso, dont une partie du parc national de la Comoé — consultez la carte à jour. L'Atlantique a de forts courants d'arrachement qui noient des baigneurs chaque année à Grand-Bassam, Assinie et ailleurs. Évitez les rassemblements politiques, qui peuvent dégénérer en période électorale.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: "Private coach companies such as UTB run air-conditioned services from Abidjan (mainly from Adjamé) to Yamoussoukro, Bouaké, San-Pédro, Man and Korhogo, and the motorway to Yamoussoukro is good. Air Côte d'Ivoire flies to regional cities. In Abidjan, use metered orange taxis, ride-hailing apps or the SOTRA lagoon boats; shared woro-woro taxis and gbaka minibuses are cheap but crowded.",
      fr: "Des compagnies d'autocars privées comme UTB assurent des liaisons climatisées depuis Abidjan (surtout depuis Adjamé) vers Yamoussoukro, Bouaké, San-Pédro, Man et Korhogo, et l'autoroute vers Yamoussoukro est bonne. Air Côte d'Ivoire dessert les villes de l'intérieur. À Abidjan, prenez les taxis orange à compteur, les applications de VTC ou les bateaux-bus de la SOTRA sur la lagune ; les woro-woro et gbakas collectifs sont bon marché mais bondés.",
    },
    routes: [
      {
        from: 'Abidjan',
        to: 'Yamoussoukro',
        options: {
          en: 'Coaches take about 3 hours on the motorway; a car takes about 2.5 hours.',
          fr: "Les autocars mettent environ 3 heures par l'autoroute ; en voiture, environ 2 h 30.",
        },
        hours: 3,
      },
      {
        from: 'Abidjan',
        to: 'Grand-Bassam',
        options: {
          en: 'Shared taxis or gbakas take about 1 hour for 40 km, depending on traffic.',
          fr: 'Taxis collectifs ou gbakas mettent environ 1 heure pour 40 km, selon la circulation.',
        },
        hours: 1,
      },
      {
        from: 'Abidjan',
        to: 'Assinie',
        options: {
          en: 'Taxi or minibus via Grand-Bassam and Bonoua, about 1.5–2 hours.',
          fr: 'Taxi ou minibus via Grand-Bassam et Bonoua, environ 1 h 30 à 2 heures.',
        },
        hours: 2,
      },
      {
        from: 'Abidjan',
        to: 'Accra (Ghana)',
        options: {
          en: 'International coaches take about 9–10 hours via the Noé–Elubo border; flights take about 1 hour.',
          fr: 'Les autocars internationaux mettent environ 9 à 10 heures par la frontière de Noé-Elubo ; le vol dure environ 1 heure.',
        },
        hours: 10,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Ivorian food is eaten in lively open-air maquis: grilled fish or chicken with attiéké (fermented cassava semolina) or fried plantain, and rich sauces of palm nut, peanut or okra with foutou. Street breakfasts and snacks such as garba and alloco are cheap and everywhere.',
      fr: "La cuisine ivoirienne se déguste dans les maquis animés en plein air : poisson ou poulet braisé avec de l'attiéké (semoule de manioc fermentée) ou de l'alloco, et des sauces riches (graine, arachide, gombo) avec du foutou. Le garba et l'alloco, bon marché, se trouvent partout dans la rue.",
    },
    dishes: [
      {
        name: 'Attiéké and poisson braisé',
        description: {
          en: 'Fermented cassava semolina served with charcoal-grilled fish, onions, tomato and chilli.',
          fr: 'Semoule de manioc fermentée servie avec du poisson braisé, oignons, tomate et piment.',
        },
      },
      {
        name: 'Garba',
        description: {
          en: 'Attiéké with fried tuna and chilli, the cheap favourite of students and workers.',
          fr: 'Attiéké avec du thon frit et du piment, le plat bon marché préféré des étudiants et des travailleurs.',
        },
      },
      {
        name: 'Alloco',
        description: {
          en: 'Ripe plantain fried in palm oil, served with chilli and onions or with grilled fish.',
          fr: "Banane plantain mûre frite dans l'huile de palme, servie avec piment et oignons ou avec du poisson braisé.",
        },
      },
      {
        name: 'Kedjenou',
        description: {
          en: 'Chicken slow-cooked with vegetables in a sealed clay pot (canari) without added water.',
          fr: "Poulet mijoté avec des légumes dans une jarre en terre fermée (canari), sans ajout d'eau.",
        },
      },
      {
        name: 'Foutou and sauce graine',
        description: {
          en: 'Pounded plantain or yam eaten with a palm-nut sauce of meat or fish.',
          fr: 'Foutou de banane ou d’igname mangé avec une sauce graine (noix de palme) à la viande ou au poisson.',
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greet before any request and shake hands with the right hand; older people are often called "tonton" or "tantie" as a mark of respect. Dress is relaxed in Abidjan, but cover up in villages, mosques and churches. Bargaining is normal in markets and with unmetered taxis.',
      fr: 'Saluez avant toute demande et serrez la main droite ; on appelle souvent les aînés « tonton » ou « tantie » par respect. La tenue est décontractée à Abidjan, mais couvrez-vous dans les villages, les mosquées et les églises. On marchande sur les marchés et avec les taxis sans compteur.',
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Do not photograph military sites, police, government buildings, the presidency, the airport or the main bridges in Abidjan; this can lead to arrest. Ask before photographing people, especially in villages and markets. Flying a drone requires authorisation from the civil aviation authority (ANAC).',
      fr: "Ne photographiez pas les sites militaires, la police, les bâtiments officiels, la présidence, l'aéroport ni les grands ponts d'Abidjan ; cela peut mener à une arrestation. Demandez avant de photographier des personnes, surtout dans les villages et sur les marchés. Faire voler un drone exige une autorisation de l'autorité de l'aviation civile (ANAC).",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Historic town of Grand-Bassam',
        city: 'Grand-Bassam',
        description: {
          en: 'The first French colonial capital, with faded colonial houses, the National Costume Museum and long beaches; the historic quarter is a UNESCO World Heritage site, 40 km from Abidjan.',
          fr: "Première capitale coloniale française, avec ses maisons coloniales défraîchies, le musée national du Costume et de longues plages ; le quartier historique est inscrit au patrimoine mondial de l'UNESCO, à 40 km d'Abidjan.",
        },
      },
      {
        name: 'Basilica of Our Lady of Peace',
        city: 'Yamoussoukro',
        description: {
          en: "Inspired by St Peter's in Rome and consecrated by Pope John Paul II in 1990, it is one of the largest churches in the world, with vast stained-glass windows.",
          fr: "Inspirée de Saint-Pierre de Rome et consacrée par le pape Jean-Paul II en 1990, c'est l'une des plus grandes églises du monde, avec d'immenses vitraux.",
        },
      },
      {
        name: 'Taï National Park',
        city: 'Taï',
        description: {
          en: 'One of the last large areas of primary rainforest in West Africa and a UNESCO World Heritage site, known for chimpanzees that crack nuts with stone tools; visits are booked in advance with a guide.',
          fr: "L'une des dernières grandes forêts primaires d'Afrique de l'Ouest, inscrite au patrimoine mondial de l'UNESCO, connue pour ses chimpanzés qui cassent des noix avec des outils de pierre ; les visites se réservent à l'avance avec un guide.",
        },
      },
      {
        name: 'Banco National Park',
        city: 'Abidjan',
        description: {
          en: 'A patch of tropical forest inside Abidjan with walking trails, next to the open-air laundry of the fanicos, who wash clothes in the Banco river.',
          fr: "Une forêt tropicale en pleine ville d'Abidjan, avec des sentiers de randonnée, à côté de la laverie en plein air des fanicos, qui lavent le linge dans la rivière Banco.",
        },
      },
      {
        name: 'Assinie',
        city: 'Assinie',
        description: {
          en: 'A strip of beach between the ocean and the Aby lagoon, with resorts popular for weekends from Abidjan; swim in the lagoon rather than the rough sea.',
          fr: "Une bande de plage entre l'océan et la lagune Aby, avec des hôtels prisés le week-end par les Abidjanais ; baignez-vous dans la lagune plutôt que dans la mer agitée.",
        },
      },
    ],
    sources: [unescoBassam, unescoTai, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [40, 65], midRange: [90, 170], comfort: [200, 400] },
    note: {
      en: 'Per person per day, excluding international flights and the visa. Budget covers simple hotels, maquis meals and coaches or shared taxis; mid-range covers comfortable hotels, restaurants and taxis; comfort covers international hotels in Abidjan or beach resorts and a car with driver. Abidjan is among the more expensive cities in West Africa; park visits and guides are extra.',
      fr: "Par personne et par jour, hors vols internationaux et visa. Le budget couvre des hôtels simples, les repas en maquis et les autocars ou taxis collectifs ; le milieu de gamme des hôtels confortables, les restaurants et les taxis ; le confort les hôtels internationaux d'Abidjan ou les hôtels de plage et une voiture avec chauffeur. Abidjan compte parmi les villes les plus chères d'Afrique de l'Ouest ; visites de parcs et guides en sus.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
