import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const evisa = {
  name: 'Republic of Guinea-Bissau – Electronic Visa Application System',
  url: 'https://www.rgb-visa.com',
};
const usState = {
  name: 'U.S. Department of State – Guinea-Bissau International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Guinea-Bissau.html',
};
const fcdo = {
  name: 'UK FCDO – Guinea-Bissau travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea-bissau',
};
const fcdoEntry = {
  name: 'UK FCDO – Guinea-Bissau entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea-bissau/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Guinea-Bissau safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea-bissau/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Guinea-Bissau health',
  url: 'https://www.gov.uk/foreign-travel-advice/guinea-bissau/health',
};
const cdc = {
  name: "CDC Travelers' Health – Guinea-Bissau",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/guinea-bissau',
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
  name: 'Ethnologue – Guinea-Bissau',
  url: 'https://www.ethnologue.com/country/GW',
};
const unescoWhc = {
  name: 'UNESCO World Heritage Centre – World Heritage List',
  url: 'https://whc.unesco.org/en/list/',
};

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months',
    fr: 'Passeport valable au moins 6 mois',
  },
  {
    en: 'Online pre-registration and payment, with the printed visa confirmation',
    fr: 'Pré-enregistrement et paiement en ligne, avec la confirmation de visa imprimée',
  },
  {
    en: 'Hotel booking or address in Guinea-Bissau, and return ticket',
    fr: "Réservation d'hôtel ou adresse en Guinée-Bissau, et billet de retour",
  },
  {
    en: 'Yellow fever vaccination certificate',
    fr: 'Certificat de vaccination contre la fièvre jaune',
  },
];
const eVisaRule = {
  visaRequired: true,
  visaType: 'evisa',
  maxStayDays: null,
  processingTime: null,
  feeUsd: null,
  requirements: eVisaRequirements,
  note: {
    en: "Pre-register and pay on Guinea-Bissau's electronic visa system before flying; fingerprints and photo are taken and the visa sticker issued on arrival at Osvaldo Vieira airport in Bissau. Coming overland, get the visa from a Guinea-Bissau embassy or consulate instead, for example in Ziguinchor or Dakar (Senegal). After the November 2025 military takeover, check the current rules with a Bissau-Guinean mission before travelling.",
    fr: "Pré-enregistrez-vous et payez sur le système de visa électronique de la Guinée-Bissau avant le vol ; les empreintes et la photo sont prises et la vignette visa délivrée à l'arrivée à l'aéroport Osvaldo Vieira de Bissau. Par la route, obtenez plutôt le visa dans une ambassade ou un consulat de Guinée-Bissau, par exemple à Ziguinchor ou à Dakar (Sénégal). Après la prise du pouvoir par l'armée en novembre 2025, vérifiez les règles en vigueur auprès d'une représentation bissau-guinéenne avant de partir.",
  },
} as const;

export const guineaBissau: CountryKnowledge = {
  code: 'GW',
  slug: 'guinea-bissau',
  name: { en: 'Guinea-Bissau', fr: 'Guinée-Bissau' },
  aliases: [
    'guinea-bissau',
    'guinea bissau',
    'guinée-bissau',
    'guinée bissau',
    'guinee-bissau',
    'guinee bissau',
    'guiné-bissau',
    'guine-bissau',
    'republic of guinea-bissau',
    'république de guinée-bissau',
    'republique de guinee-bissau',
  ],
  demonyms: [
    'bissau-guinean',
    'bissau-guineans',
    'bissau guinean',
    'bissau-guinéen',
    'bissau-guinéenne',
    'bissau-guinéens',
    'bissau-guinéennes',
    'bissau-guineen',
    'bissau-guineenne',
  ],
  capital: { en: 'Bissau', fr: 'Bissau' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Bissau', fr: 'Bissau' }, aliases: ['bissau'], airport: 'OXB' },
    {
      name: { en: 'Bubaque (Bijagós)', fr: 'Bubaque (Bijagós)' },
      aliases: ['bubaque', 'bijagos', 'bijagós', 'bissagos'],
      airport: null,
    },
    { name: { en: 'Cacheu', fr: 'Cacheu' }, aliases: ['cacheu'], airport: null },
    { name: { en: 'Bafatá', fr: 'Bafatá' }, aliases: ['bafata', 'bafatá'], airport: null },
    { name: { en: 'Gabú', fr: 'Gabú' }, aliases: ['gabu', 'gabú', 'nova lamego'], airport: null },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens enter Guinea-Bissau without a visa. Other visitors, including US, UK, EU, Canadian, Chinese and Indian citizens, need a visa: the usual way is to pre-register and pay online on the official electronic visa system, then collect the biometric visa on arrival at Osvaldo Vieira airport in Bissau. Travellers coming by road get a visa from a Guinea-Bissau embassy or consulate, for example in Ziguinchor or Dakar. The army took power in November 2025, so check the current rules before travelling.',
      fr: "Les citoyens de la CEDEAO entrent en Guinée-Bissau sans visa. Les autres voyageurs, dont les citoyens américains, britanniques, de l'UE, canadiens, chinois et indiens, ont besoin d'un visa : en général, on se pré-enregistre et on paie en ligne sur le système officiel de visa électronique, puis on retire le visa biométrique à l'arrivée à l'aéroport Osvaldo Vieira de Bissau. Par la route, on obtient le visa dans une ambassade ou un consulat de Guinée-Bissau, par exemple à Ziguinchor ou à Dakar. L'armée a pris le pouvoir en novembre 2025 : vérifiez les règles en vigueur avant de partir.",
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
          en: 'Free movement under the ECOWAS protocol for up to 90 days. ECOWAS suspended Guinea-Bissau from its decision-making bodies after the November 2025 coup; this has not changed entry for ECOWAS citizens, but check before travelling.',
          fr: "Libre circulation selon le protocole de la CEDEAO pour 90 jours au plus. La CEDEAO a suspendu la Guinée-Bissau de ses instances après le coup d'État de novembre 2025 ; cela n'a pas changé l'entrée des citoyens de la CEDEAO, mais vérifiez avant de partir.",
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
      en: 'Guinea-Bissau requires a yellow fever vaccination certificate from all travellers aged 1 year or older, whatever country they arrive from, and vaccination is recommended from 9 months. Get the vaccine at least 10 days before arrival; the certificate is valid for life.',
      fr: "La Guinée-Bissau exige un certificat de vaccination contre la fièvre jaune de tous les voyageurs âgés de 1 an ou plus, quel que soit le pays de provenance, et la vaccination est recommandée dès 9 mois. Faites le vaccin au moins 10 jours avant l'arrivée ; le certificat est valable à vie.",
    },
    malaria: {
      en: 'Malaria is a high risk all year throughout the country, including Bissau and the Bijagós islands, and is mostly P. falciparum. Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), sleep under a net and get any fever tested quickly.',
      fr: "Le paludisme est un risque élevé toute l'année dans tout le pays, y compris à Bissau et dans l'archipel des Bijagós, et il est surtout dû à P. falciparum. Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et faites tester rapidement toute fièvre.",
    },
    other: {
      en: 'Drink bottled or treated water; cholera outbreaks occur. The east is in the meningitis belt (December to June). Medical care is very limited even in Bissau, and serious cases are usually evacuated to Dakar, so take insurance that covers evacuation and carry a first-aid kit to the islands.',
      fr: "Buvez de l'eau en bouteille ou traitée ; des épidémies de choléra surviennent. L'est fait partie de la ceinture de la méningite (de décembre à juin). Les soins sont très limités, même à Bissau, et les cas graves sont en général évacués vers Dakar : prenez une assurance couvrant l'évacuation sanitaire et emportez une trousse de secours dans les îles.",
    },
    sources: [cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [12, 1, 2, 3, 4],
    rainyMonths: [6, 7, 8, 9, 10],
    summary: {
      en: 'The rainy season from June to October is hot and humid with heavy downpours; some island lodges close and boat crossings are harder. The dry season from November to May is the time to visit, best from December to April before the heat builds, with the dusty harmattan from December to February. Bissau holds its Carnival in February or March, and the cashew harvest from April to June brings cashew wine to every village.',
      fr: "La saison des pluies, de juin à octobre, est chaude et humide avec de fortes averses ; certains lodges des îles ferment et les traversées sont plus difficiles. La saison sèche, de novembre à mai, est la période pour voyager, de préférence de décembre à avril avant les fortes chaleurs, avec l'harmattan poussiéreux de décembre à février. Bissau fête son carnaval en février ou mars, et la récolte de cajou, d'avril à juin, apporte le vin de cajou dans tous les villages.",
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
      en: 'Guinea-Bissau uses the West African CFA franc, pegged to the euro (655.957 XOF = 1 EUR), so euros are easy to change. A few bank ATMs in Bissau take Visa, but there are almost none elsewhere and none on the Bijagós: bring enough cash. Cards are accepted only in a few hotels; mobile money (Orange Money, MTN MoMo) is used with a local SIM.',
      fr: "La Guinée-Bissau utilise le franc CFA d'Afrique de l'Ouest, arrimé à l'euro (655,957 XOF = 1 EUR) : l'euro se change facilement. Quelques distributeurs bancaires de Bissau acceptent Visa, mais il n'y en a presque pas ailleurs et aucun aux Bijagós : apportez assez d'espèces. La carte n'est acceptée que dans quelques hôtels ; le mobile money (Orange Money, MTN MoMo) s'utilise avec une carte SIM locale.",
    },
    sources: [bceao, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'Portuguese', fr: 'portugais' }],
    widelySpoken: [
      {
        en: 'Guinea-Bissau Creole (Kriol), the common language',
        fr: 'créole de Guinée-Bissau (kriol), la langue commune',
      },
      { en: 'Balanta', fr: 'balante' },
      { en: 'Fula', fr: 'peul' },
      { en: 'Mandinka', fr: 'mandingue' },
      { en: 'Manjaco and Papel', fr: 'manjaque et papel' },
      { en: 'French, understood by many', fr: 'français, compris par beaucoup' },
    ],
    phrases: [
      {
        phrase: 'Bon dia',
        language: { en: 'Kriol', fr: 'kriol' },
        meaning: { en: 'Good morning', fr: 'Bonjour (le matin)' },
      },
      {
        phrase: 'Kuma ku bu sta?',
        language: { en: 'Kriol', fr: 'kriol' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'N sta bon',
        language: { en: 'Kriol', fr: 'kriol' },
        meaning: { en: "I'm fine", fr: 'Je vais bien' },
      },
      {
        phrase: 'Obrigadu',
        language: { en: 'Kriol', fr: 'kriol' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Guinea-Bissau is politically unstable: on 26 November 2025 the army seized power, suspended the electoral process a day before provisional results were due and installed a transitional government, and ECOWAS suspended the country. Coups and attempted coups have been frequent, so follow the news, avoid demonstrations and military sites, carry identification and respect any curfew. Day-to-day crime is mostly petty theft in Bissau. Roads are poor and unlit — avoid driving at night — and many boats to the Bijagós lack safety equipment.',
      fr: "La Guinée-Bissau est politiquement instable : le 26 novembre 2025, l'armée a pris le pouvoir, suspendu le processus électoral la veille de la publication des résultats provisoires et installé un gouvernement de transition, et la CEDEAO a suspendu le pays. Coups d'État et tentatives sont fréquents : suivez l'actualité, évitez les manifestations et les sites militaires, gardez une pièce d'identité sur vous et respectez tout couvre-feu. Au quotidien, la délinquance se limite surtout aux petits vols à Bissau. Les routes sont mauvaises et non éclairées — évitez de rouler la nuit — et beaucoup de bateaux vers les Bijagós manquent d'équipements de sécurité.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Sept-place shared taxis and minibuses run from Bissau to the main towns and to the Senegalese border on mostly paved roads; in Bissau, toca-toca minibuses and shared taxis are cheap. The Bijagós are reached by a public ferry a few times a week or by chartered speedboat; timetables depend on tides and change often, so confirm departures locally.',
      fr: 'Des taxis sept-places et des minibus relient Bissau aux principales villes et à la frontière sénégalaise par des routes en majorité goudronnées ; à Bissau, les minibus toca-toca et les taxis collectifs sont bon marché. On rejoint les Bijagós par un ferry public quelques fois par semaine ou en vedette affrétée ; les horaires dépendent des marées et changent souvent : confirmez les départs sur place.',
    },
    routes: [
      {
        from: 'Bissau',
        to: 'Bubaque (Bijagós)',
        options: {
          en: 'Public ferry a few times a week, about 4–5 hours depending on the tide; private speedboats take about 1.5–2 hours.',
          fr: 'Ferry public quelques fois par semaine, environ 4 à 5 heures selon la marée ; les vedettes privées mettent environ 1 h 30 à 2 heures.',
        },
        hours: 4.5,
      },
      {
        from: 'Bissau',
        to: 'Ziguinchor (Senegal)',
        options: {
          en: 'Sept-place shared taxis via São Domingos and the border, about 3–4 hours.',
          fr: 'Taxis sept-places via São Domingos et la frontière, environ 3 à 4 heures.',
        },
        hours: 4,
      },
      {
        from: 'Bissau',
        to: 'Gabú',
        options: {
          en: 'Sept-place taxis and minibuses east via Bafatá, about 3–4 hours.',
          fr: "Taxis sept-places et minibus vers l'est via Bafatá, environ 3 à 4 heures.",
        },
        hours: 4,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Food is simple and good: rice with rich stews of peanut or palm nut, excellent fish, oysters and prawns from the mangroves, and Portuguese touches such as grilled chicken with lime. Cashew nuts are the main export, and in season their fruit is made into juice and wine.',
      fr: "La cuisine est simple et bonne : du riz avec des ragoûts riches d'arachide ou de noix de palme, d'excellents poissons, huîtres et crevettes des mangroves, et des touches portugaises comme le poulet grillé au citron vert. La noix de cajou est la principale exportation, et en saison son fruit donne du jus et du vin.",
    },
    dishes: [
      {
        name: 'Caldo de mancarra',
        description: {
          en: 'Peanut stew with chicken or fish, served with rice.',
          fr: "Ragoût d'arachide au poulet ou au poisson, servi avec du riz.",
        },
      },
      {
        name: 'Frango cafriela',
        description: {
          en: 'Chicken marinated with lime, garlic, onion and chilli, then grilled over charcoal.',
          fr: "Poulet mariné au citron vert, à l'ail, à l'oignon et au piment, puis grillé sur la braise.",
        },
      },
      {
        name: 'Caldo de chabéu',
        description: {
          en: 'Rich stew of palm-nut pulp with fish, shrimp or meat, eaten with rice.',
          fr: 'Ragoût riche de pulpe de noix de palme avec poisson, crevettes ou viande, mangé avec du riz.',
        },
      },
      {
        name: 'Ostras grelhadas',
        description: {
          en: 'Mangrove oysters grilled over a fire and eaten with lime and chilli sauce.',
          fr: 'Huîtres de mangrove grillées sur le feu et mangées avec du citron vert et une sauce pimentée.',
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'People are relaxed and friendly; take time to greet and shake hands, and use the right hand to give and eat. On the Bijagós, some islands, forests and shrines are sacred and closed to outsiders — follow local guides and ask before entering a village. Dress modestly away from the beach, especially in the Muslim east.',
      fr: "Les habitants sont détendus et accueillants ; prenez le temps de saluer et de serrer la main, et utilisez la main droite pour donner et manger. Aux Bijagós, certaines îles, forêts et lieux de culte sont sacrés et interdits aux étrangers — suivez les guides locaux et demandez avant d'entrer dans un village. Habillez-vous sobrement hors de la plage, surtout dans l'est musulman.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Do not photograph soldiers, military or government buildings, the airport or the port; since the 2025 takeover this is especially sensitive. Ask before photographing people, and respect bans on photos at sacred sites in the Bijagós.',
      fr: "Ne photographiez pas les militaires, les bâtiments militaires ou officiels, l'aéroport ni le port ; depuis la prise du pouvoir de 2025, c'est particulièrement sensible. Demandez avant de photographier des personnes, et respectez les interdictions de photos dans les lieux sacrés des Bijagós.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Bijagós Archipelago',
        city: 'Bubaque',
        description: {
          en: 'Some 88 islands and islets of mangroves, sandbanks and forest off the coast, a UNESCO biosphere reserve since 1996 whose coastal and marine ecosystems became a World Heritage site in 2025; Bubaque is the main base for boat trips.',
          fr: "Quelque 88 îles et îlots de mangroves, de bancs de sable et de forêt au large de la côte, réserve de biosphère de l'UNESCO depuis 1996 dont les écosystèmes côtiers et marins sont inscrits au patrimoine mondial depuis 2025 ; Bubaque est la principale base pour les sorties en bateau.",
        },
      },
      {
        name: 'Orango Islands National Park',
        city: 'Orango',
        description: {
          en: 'Islands in the south of the archipelago known for hippos that live in brackish lagoons and swim in the sea, and for the tomb of Queen Okinka Pampa at Eticoga.',
          fr: "Îles du sud de l'archipel connues pour leurs hippopotames qui vivent dans des lagunes saumâtres et nagent en mer, et pour le tombeau de la reine Okinka Pampa à Eticoga.",
        },
      },
      {
        name: 'João Vieira and Poilão Marine National Park',
        city: 'João Vieira',
        description: {
          en: 'A group of islands whose islet of Poilão is one of the largest green turtle nesting sites in the Atlantic; visits are limited and arranged with the park authorities.',
          fr: "Un groupe d'îles dont l'îlot de Poilão est l'un des plus grands sites de ponte de tortues vertes de l'Atlantique ; les visites sont limitées et organisées avec les autorités du parc.",
        },
      },
      {
        name: 'Cacheu fort and slavery memorial',
        city: 'Cacheu',
        description: {
          en: 'One of the oldest Portuguese trading posts in West Africa, with a small 16th-century fort and a memorial museum to the slave trade on the Cacheu river.',
          fr: "L'un des plus anciens comptoirs portugais d'Afrique de l'Ouest, avec un petit fort du XVIe siècle et un musée-mémorial de la traite négrière au bord du fleuve Cacheu.",
        },
      },
      {
        name: 'Bissau Velho',
        city: 'Bissau',
        description: {
          en: 'The old Portuguese quarter by the port, with faded colonial buildings and the Pidjiguiti memorial to the dockworkers killed in the 1959 strike; the Amura fortress, where independence leader Amílcar Cabral is buried, is a military site.',
          fr: "Le vieux quartier portugais près du port, avec ses bâtiments coloniaux défraîchis et le mémorial de Pidjiguiti aux dockers tués lors de la grève de 1959 ; la forteresse d'Amura, où repose le leader de l'indépendance Amílcar Cabral, est un site militaire.",
        },
      },
      {
        name: 'Varela',
        city: 'Varela',
        description: {
          en: 'Long, quiet beaches in the far north-west near the Senegalese border, reached by a rough road from São Domingos.',
          fr: "De longues plages tranquilles à l'extrême nord-ouest près de la frontière sénégalaise, accessibles par une piste depuis São Domingos.",
        },
      },
    ],
    sources: [unescoWhc, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [35, 55], midRange: [80, 140], comfort: [150, 350] },
    note: {
      en: 'Per person per day, excluding international flights and the visa. Budget covers simple guesthouses, local food and sept-place taxis; mid-range covers good hotels in Bissau and simple island lodges; comfort covers full-board island lodges with boat transfers. Chartered speedboats to the Bijagós are the biggest extra and are much cheaper when shared.',
      fr: "Par personne et par jour, hors vols internationaux et visa. Le budget couvre des maisons d'hôtes simples, la cuisine locale et les taxis sept-places ; le milieu de gamme de bons hôtels à Bissau et des lodges simples dans les îles ; le confort des lodges insulaires en pension complète avec transferts en bateau. Les vedettes affrétées vers les Bijagós sont la principale dépense en plus, bien moins chères si on les partage.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
