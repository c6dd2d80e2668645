import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const evisa = { name: 'Republic of Benin – official e-visa portal', url: 'https://evisa.gouv.bj' };
const usState = {
  name: 'U.S. Department of State – Benin International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Benin.html',
};
const fcdo = {
  name: 'UK FCDO – Benin travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/benin',
};
const fcdoEntry = {
  name: 'UK FCDO – Benin entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/benin/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Benin safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/benin/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Benin health',
  url: 'https://www.gov.uk/foreign-travel-advice/benin/health',
};
const cdc = {
  name: "CDC Travelers' Health – Benin",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/benin',
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
const ethnologue = { name: 'Ethnologue – Benin', url: 'https://www.ethnologue.com/country/BJ' };
const unescoAbomey = {
  name: 'UNESCO World Heritage Centre – Royal Palaces of Abomey',
  url: 'https://whc.unesco.org/en/list/323/',
};

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months (scan uploaded)',
    fr: 'Passeport valable au moins 6 mois (scan téléversé)',
  },
  {
    en: 'Address in Benin (hotel or host) and travel dates',
    fr: 'Adresse au Bénin (hôtel ou hôte) et dates du voyage',
  },
  {
    en: 'Online payment by bank card; print the e-visa and carry it',
    fr: "Paiement en ligne par carte bancaire ; imprimez l'e-visa et gardez-le sur vous",
  },
  {
    en: 'Yellow fever vaccination certificate on arrival',
    fr: "Certificat de vaccination contre la fièvre jaune à l'arrivée",
  },
];
const eVisaNote = {
  en: 'Apply only on the official portal evisa.gouv.bj (many look-alike sites charge extra). Types: 30 days single or multiple entry, or 90 days multiple entry; when last checked a 30-day single-entry e-visa cost about €50. The e-visa is accepted at Cotonou airport and at land borders.',
  fr: "Faites la demande uniquement sur le portail officiel evisa.gouv.bj (de nombreux sites imitateurs facturent plus cher). Types : 30 jours entrée simple ou multiple, ou 90 jours entrées multiples ; lors de la dernière vérification, l'e-visa 30 jours entrée simple coûtait environ 50 €. L'e-visa est accepté à l'aéroport de Cotonou et aux frontières terrestres.",
};
const eVisaProcessing = {
  en: 'Often the same day, up to about 4 days; apply at least a week before travel',
  fr: "Souvent le jour même, jusqu'à environ 4 jours ; faites la demande au moins une semaine avant le départ",
};
const eVisaRule = {
  visaRequired: true,
  visaType: 'evisa',
  maxStayDays: 90,
  processingTime: eVisaProcessing,
  feeUsd: null,
  requirements: eVisaRequirements,
  note: eVisaNote,
} as const;

export const benin: CountryKnowledge = {
  code: 'BJ',
  slug: 'benin',
  name: { en: 'Benin', fr: 'Bénin' },
  aliases: [
    'benin',
    'bénin',
    'republic of benin',
    'république du bénin',
    'republique du benin',
    'dahomey',
  ],
  demonyms: ['beninese', 'béninois', 'béninoise', 'béninoises', 'beninois', 'beninoise'],
  capital: {
    en: 'Porto-Novo (official capital); the government sits in Cotonou',
    fr: 'Porto-Novo (capitale officielle) ; le gouvernement siège à Cotonou',
  },
  ecowasMember: true,
  cities: [
    { name: { en: 'Cotonou', fr: 'Cotonou' }, aliases: ['cotonou'], airport: 'COO' },
    {
      name: { en: 'Porto-Novo', fr: 'Porto-Novo' },
      aliases: ['porto-novo', 'porto novo', 'hogbonou', 'adjatche'],
      airport: null,
    },
    {
      name: { en: 'Ouidah', fr: 'Ouidah' },
      aliases: ['ouidah', 'whydah', 'glexwe'],
      airport: null,
    },
    { name: { en: 'Abomey', fr: 'Abomey' }, aliases: ['abomey'], airport: null },
    { name: { en: 'Parakou', fr: 'Parakou' }, aliases: ['parakou'], airport: 'PKO' },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens, and all holders of an African passport, can enter Benin without a visa for up to 90 days. Other visitors, including US, UK, EU, Canadian, Chinese and Indian citizens, apply online for an e-visa on the official portal before travelling and print it. A yellow fever vaccination certificate is required on arrival.',
      fr: "Les citoyens de la CEDEAO, comme tous les titulaires d'un passeport africain, peuvent entrer au Bénin sans visa pour 90 jours au plus. Les autres voyageurs, dont les citoyens américains, britanniques, de l'UE, canadiens, chinois et indiens, demandent un e-visa en ligne sur le portail officiel avant le départ et l'impriment. Un certificat de vaccination contre la fièvre jaune est exigé à l'arrivée.",
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
          en: 'Free movement under the ECOWAS protocol. Benin has also waived visas for every African passport holder for stays of up to 90 days since 2018.',
          fr: "Libre circulation selon le protocole de la CEDEAO. Le Bénin dispense aussi de visa tous les titulaires d'un passeport africain pour les séjours de 90 jours au plus depuis 2018.",
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
    changesOften: false,
    sources: [evisa, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'Benin requires a yellow fever vaccination certificate from all travellers aged 9 months or older, whatever country they arrive from. Get the vaccine at least 10 days before arrival; the certificate is valid for life.',
      fr: "Le Bénin exige un certificat de vaccination contre la fièvre jaune de tous les voyageurs âgés de 9 mois ou plus, quel que soit le pays de provenance. Faites le vaccin au moins 10 jours avant l'arrivée ; le certificat est valable à vie.",
    },
    malaria: {
      en: 'Malaria is a high risk all year throughout Benin, including Cotonou, and is mostly the dangerous P. falciparum. Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), sleep under a net and use repellent; any fever needs a prompt test.',
      fr: "Le paludisme est un risque élevé toute l'année dans tout le Bénin, y compris à Cotonou, et il est surtout dû à P. falciparum, le plus dangereux. Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et utilisez un répulsif ; toute fièvre impose un test rapide.",
    },
    other: {
      en: 'Drink only sealed bottled water. The north lies in the meningitis belt, with most cases from December to June, and cases of Lassa fever, spread by rodents, are reported some years. Medical care outside Cotonou is basic, so take insurance that covers evacuation.',
      fr: "Ne buvez que de l'eau en bouteille scellée. Le nord fait partie de la ceinture de la méningite, avec la plupart des cas de décembre à juin, et des cas de fièvre de Lassa, transmise par les rongeurs, sont signalés certaines années. Les soins hors de Cotonou sont sommaires : prenez une assurance couvrant l'évacuation sanitaire.",
    },
    sources: [cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2],
    rainyMonths: [4, 5, 6, 7, 9, 10],
    summary: {
      en: 'The south has two rainy seasons, from April to July and from September to November, while the north has one long rainy season from about May to October. November to February is dry and the best time to visit, with the dusty harmattan wind from December to February. The national Vodun festival on 10 January, centred on Ouidah, is a highlight of the season.',
      fr: "Le sud connaît deux saisons des pluies, d'avril à juillet et de septembre à novembre, tandis que le nord n'en a qu'une, longue, de mai à octobre environ. De novembre à février, il fait sec : c'est la meilleure période, avec l'harmattan poussiéreux de décembre à février. La fête nationale du Vodoun, le 10 janvier, centrée sur Ouidah, est un temps fort de la saison.",
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
      en: 'The West African CFA franc is pegged to the euro (655.957 XOF = 1 EUR), so euros are the easiest currency to exchange. ATMs in Cotonou, Porto-Novo and Parakou mostly take Visa, fewer take Mastercard; cards are accepted only in larger hotels and supermarkets. Cash pays for almost everything else, and mobile money (MTN MoMo, Moov Money) is widely used with a local SIM.',
      fr: "Le franc CFA d'Afrique de l'Ouest est arrimé à l'euro (655,957 XOF = 1 EUR), l'euro est donc la devise la plus facile à changer. Les distributeurs de Cotonou, Porto-Novo et Parakou acceptent surtout Visa, moins souvent Mastercard ; la carte n'est acceptée que dans les grands hôtels et supermarchés. On paie presque tout le reste en espèces, et le mobile money (MTN MoMo, Moov Money) est très utilisé avec une carte SIM locale.",
    },
    sources: [bceao, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'French', fr: 'français' }],
    widelySpoken: [
      { en: 'Fon', fr: 'fon' },
      { en: 'Yoruba (Nago)', fr: 'yoruba (nago)' },
      { en: 'Goun', fr: 'goun' },
      { en: 'Adja', fr: 'adja' },
      { en: 'Bariba', fr: 'bariba' },
      { en: 'Dendi', fr: 'dendi' },
      { en: 'Fulfulde', fr: 'peul (fulfulde)' },
    ],
    phrases: [
      {
        phrase: 'Bonne arrivée !',
        language: { en: 'French (West African usage)', fr: 'français (usage ouest-africain)' },
        meaning: {
          en: 'Welcome! (said to someone who has just arrived)',
          fr: "Bienvenue ! (dit à quelqu'un qui vient d'arriver)",
        },
      },
      {
        phrase: 'Mi kwabɔ',
        language: { en: 'Fon', fr: 'fon' },
        meaning: { en: 'Welcome / hello', fr: 'Bienvenue / bonjour' },
      },
      {
        phrase: 'A wanu kaka',
        language: { en: 'Fon', fr: 'fon' },
        meaning: { en: 'Thank you very much', fr: 'Merci beaucoup' },
      },
      {
        phrase: 'Ẹ kú àárọ̀',
        language: { en: 'Yoruba', fr: 'yoruba' },
        meaning: { en: 'Good morning', fr: 'Bonjour (le matin)' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The south, including Cotonou, Ouidah, Abomey and Porto-Novo, is generally calm, but bag snatching and robberies happen in Cotonou, especially on beaches and at night. Armed groups from the Sahel have attacked the far north since 2021: the UK FCDO advises against all travel to the northern border areas with Burkina Faso and Niger, including the W and Pendjari national parks, so check the latest advice before going north. A coup attempt in Cotonou was put down on 7 December 2025; avoid demonstrations and follow local news.',
      fr: "Le sud, dont Cotonou, Ouidah, Abomey et Porto-Novo, est généralement calme, mais les vols à l'arraché et les agressions existent à Cotonou, surtout sur les plages et la nuit. Des groupes armés venus du Sahel attaquent l'extrême nord depuis 2021 : le FCDO britannique déconseille tout voyage dans les zones frontalières du Burkina Faso et du Niger, y compris les parcs nationaux du W et de la Pendjari ; vérifiez les conseils à jour avant d'aller vers le nord. Une tentative de coup d'État à Cotonou a été déjouée le 7 décembre 2025 ; évitez les manifestations et suivez l'actualité locale.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Shared taxis and minibuses run between towns from gares routières, and private coach companies link Cotonou with Abomey, Parakou and Natitingou; zemidjans (motorbike taxis, with drivers in yellow shirts in Cotonou) are the usual way around towns. Main roads in the south are paved, and roads to the north can be slow. Avoid road travel at night.',
      fr: "Taxis collectifs et minibus relient les villes depuis les gares routières, et des compagnies d'autocars privées desservent Abomey, Parakou et Natitingou depuis Cotonou ; en ville, on circule surtout en zémidjan (moto-taxi, conducteurs en chemise jaune à Cotonou). Les grands axes du sud sont goudronnés, les routes vers le nord peuvent être lentes. Évitez de rouler la nuit.",
    },
    routes: [
      {
        from: 'Cotonou',
        to: 'Ouidah',
        options: {
          en: 'Shared taxi or minibus along the coast road, about 1 hour for 40 km.',
          fr: 'Taxi collectif ou minibus par la route côtière, environ 1 heure pour 40 km.',
        },
        hours: 1,
      },
      {
        from: 'Cotonou',
        to: 'Abomey',
        options: {
          en: 'Shared taxis and coaches heading north take about 2.5–3 hours.',
          fr: 'Les taxis collectifs et les autocars vers le nord mettent environ 2 h 30 à 3 heures.',
        },
        hours: 3,
      },
      {
        from: 'Cotonou',
        to: 'Lomé (Togo)',
        options: {
          en: 'Shared taxis and coaches via the Hillacondji border, about 3 hours for 150 km depending on the border.',
          fr: "Taxis collectifs et autocars par la frontière de Hillacondji, environ 3 heures pour 150 km selon l'attente à la frontière.",
        },
        hours: 3,
      },
      {
        from: 'Cotonou',
        to: 'Parakou',
        options: {
          en: 'Daily coaches take about 7–8 hours on the main north road.',
          fr: 'Des autocars quotidiens mettent environ 7 à 8 heures par la grande route du nord.',
        },
        hours: 8,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Meals centre on a paste of maize, yam or cassava served with a sauce of tomato, peanut, greens or fish. Street stalls and small "maquis" restaurants are cheap; grilled fish and chicken are common along the coast. Choose food that is cooked fresh and served hot.',
      fr: "Les repas s'articulent autour d'une pâte de maïs, d'igname ou de manioc servie avec une sauce tomate, d'arachide, de légumes-feuilles ou de poisson. Les étals de rue et les petits maquis sont bon marché ; poisson et poulet grillés sont courants sur la côte. Choisissez des plats cuits sur place et servis chauds.",
    },
    dishes: [
      {
        name: 'Amiwo',
        description: {
          en: 'Red maize paste cooked in a tomato and chicken stock, usually served with chicken or fish.',
          fr: 'Pâte rouge de maïs cuite dans un bouillon de tomate et de poulet, servie avec du poulet ou du poisson.',
        },
      },
      {
        name: 'Igname pilée',
        description: {
          en: 'Pounded yam eaten with a peanut or leafy-vegetable sauce and meat.',
          fr: "Igname pilée mangée avec une sauce d'arachide ou de légumes-feuilles et de la viande.",
        },
      },
      {
        name: 'Wagasi',
        description: {
          en: 'Soft Fulani cow’s-milk cheese, dyed red on the outside, eaten fried or in sauce.',
          fr: 'Fromage peul au lait de vache, rougi en surface, mangé frit ou en sauce.',
        },
      },
      {
        name: 'Aloko',
        description: {
          en: 'Fried ripe plantain, sold by the roadside and served with chilli.',
          fr: 'Banane plantain mûre frite, vendue au bord des routes et servie avec du piment.',
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greet people and ask how they are before any request, and use the right hand to give, receive and eat. Vodun is an officially recognised religion: at shrines and the Python Temple, follow the guide, ask before entering and expect to pay a fee. Dress modestly in villages and mosques, and bargain politely in markets.',
      fr: "Saluez et demandez des nouvelles avant toute demande, et utilisez la main droite pour donner, recevoir et manger. Le vodoun est une religion officiellement reconnue : dans les couvents et au temple des Pythons, suivez le guide, demandez avant d'entrer et attendez-vous à payer un droit. Habillez-vous sobrement dans les villages et les mosquées, et marchandez poliment sur les marchés.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Ask before photographing people, vodun ceremonies or shrines; some ceremonies and sacred forests forbid photos, and a fee is often asked. Never photograph military sites, the presidency, the port, the airport or police.',
      fr: "Demandez avant de photographier des personnes, des cérémonies ou des couvents vodoun ; certaines cérémonies et forêts sacrées interdisent les photos, et une contribution est souvent demandée. Ne photographiez jamais les sites militaires, la présidence, le port, l'aéroport ni la police.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Route des Esclaves and Door of No Return',
        city: 'Ouidah',
        description: {
          en: 'A 4 km route from the old slave auction square to the beach, ending at the Door of No Return memorial; Ouidah also has the Python Temple, a history museum in the Portuguese fort and the Sacred Forest of Kpassè.',
          fr: "Un parcours de 4 km de l'ancienne place des enchères d'esclaves jusqu'à la plage, qui s'achève à la Porte du non-retour ; Ouidah compte aussi le temple des Pythons, un musée d'histoire dans le fort portugais et la forêt sacrée de Kpassè.",
        },
      },
      {
        name: 'Ganvié',
        city: 'Abomey-Calavi',
        description: {
          en: 'A large village of houses on stilts on Lake Nokoué, reached by pirogue from the Abomey-Calavi jetty north of Cotonou; its people live mainly from fishing.',
          fr: "Un grand village de maisons sur pilotis sur le lac Nokoué, accessible en pirogue depuis l'embarcadère d'Abomey-Calavi, au nord de Cotonou ; ses habitants vivent surtout de la pêche.",
        },
      },
      {
        name: 'Royal Palaces of Abomey',
        city: 'Abomey',
        description: {
          en: 'The palaces of the kings of Dahomey, built from the 17th to the 19th century and decorated with bas-reliefs telling their history; a UNESCO World Heritage site with a museum.',
          fr: "Les palais des rois du Dahomey, construits du XVIIe au XIXe siècle et ornés de bas-reliefs qui racontent leur histoire ; site du patrimoine mondial de l'UNESCO avec un musée.",
        },
      },
      {
        name: 'Porto-Novo historic centre',
        city: 'Porto-Novo',
        description: {
          en: "The capital's old quarters hold Afro-Brazilian houses, the Brazilian-style Great Mosque and the Honmè royal palace museum, with a quieter pace than Cotonou.",
          fr: "Les vieux quartiers de la capitale abritent des maisons afro-brésiliennes, la grande mosquée de style brésilien et le musée du palais royal Honmè, dans une ambiance plus calme qu'à Cotonou.",
        },
      },
      {
        name: 'Grand-Popo',
        city: 'Grand-Popo',
        description: {
          en: 'A coastal town near the Togolese border with palm-lined beaches and boat trips on the Mono river and its lagoon; the sea has dangerous currents, so swim only where locals say it is safe.',
          fr: 'Une ville côtière près de la frontière togolaise, avec des plages bordées de palmiers et des sorties en bateau sur le fleuve Mono et sa lagune ; la mer a des courants dangereux, ne vous baignez que là où les habitants le conseillent.',
        },
      },
    ],
    sources: [unescoAbomey, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [30, 50], midRange: [70, 130], comfort: [170, 300] },
    note: {
      en: 'Per person per day, excluding international flights and the e-visa. Budget covers simple guesthouses, street food and shared taxis or zemidjans; mid-range covers air-conditioned hotels, restaurant meals and a hired car for day trips; comfort covers the best hotels in Cotonou and a private driver. Guides, shrine fees and pirogue trips are extra.',
      fr: "Par personne et par jour, hors vols internationaux et e-visa. Le budget couvre des maisons d'hôtes simples, la cuisine de rue et les taxis collectifs ou zémidjans ; le milieu de gamme les hôtels climatisés, les restaurants et une voiture louée pour les excursions ; le confort les meilleurs hôtels de Cotonou et un chauffeur privé. Guides, droits des couvents et sorties en pirogue en sus.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
