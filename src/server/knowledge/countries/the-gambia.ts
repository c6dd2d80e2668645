import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const gid = { name: 'Gambia Immigration Department', url: 'https://www.gid.gov.gm' };
const usState = {
  name: 'U.S. Department of State – The Gambia International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/TheGambia.html',
};
const fcdo = {
  name: 'UK FCDO – The Gambia travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/the-gambia',
};
const fcdoEntry = {
  name: 'UK FCDO – The Gambia entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/the-gambia/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – The Gambia safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/the-gambia/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – The Gambia health',
  url: 'https://www.gov.uk/foreign-travel-advice/the-gambia/health',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const cbg = { name: 'Central Bank of The Gambia', url: 'https://www.cbg.gm' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal',
  url: 'https://climateknowledgeportal.worldbank.org',
};
const ethnologue = {
  name: 'Ethnologue – The Gambia',
  url: 'https://www.ethnologue.com/country/GM',
};
const gtboard = { name: 'Gambia Tourism Board', url: 'https://www.visitthegambia.gm' };
const unescoKuntaKinteh = {
  name: 'UNESCO World Heritage Centre – Kunta Kinteh Island and Related Sites',
  url: 'https://whc.unesco.org/en/list/761/',
};
const unescoStoneCircles = {
  name: 'UNESCO World Heritage Centre – Stone Circles of Senegambia',
  url: 'https://whc.unesco.org/en/list/1226/',
};

const passport6 = {
  en: 'Passport valid for at least 6 months',
  fr: 'Passeport valable au moins 6 mois',
};
const returnTicket = {
  en: 'Return or onward ticket and address of your stay',
  fr: 'Billet de retour ou de continuation et adresse du séjour',
};
const airportFee = {
  en: 'Airport security fee of US$20 (or equivalent) collected at Banjul airport',
  fr: "Taxe de sécurité aéroportuaire de 20 dollars US (ou l'équivalent) perçue à l'aéroport de Banjul",
};
const yfFromRisk = {
  en: 'Yellow fever vaccination certificate if arriving from or via a yellow fever risk country',
  fr: "Certificat de vaccination contre la fièvre jaune en cas d'arrivée d'un pays à risque ou de transit par un tel pays",
};
const visaRequirements = [
  passport6,
  {
    en: 'Visa application form, passport photos and fee',
    fr: "Formulaire de demande de visa, photos d'identité et frais",
  },
  returnTicket,
  airportFee,
  yfFromRisk,
];
const stampRequirements = [passport6, returnTicket, airportFee, yfFromRisk];

export const theGambia: CountryKnowledge = {
  code: 'GM',
  slug: 'the-gambia',
  name: { en: 'The Gambia', fr: 'Gambie' },
  aliases: [
    'gambia',
    'the gambia',
    'gambie',
    'la gambie',
    'republic of the gambia',
    'république de gambie',
    'republique de gambie',
  ],
  demonyms: ['gambian', 'gambians', 'gambien', 'gambienne', 'gambiens', 'gambiennes'],
  capital: { en: 'Banjul', fr: 'Banjul' },
  ecowasMember: true,
  cities: [
    {
      name: { en: 'Banjul', fr: 'Banjul' },
      aliases: ['banjul', 'bathurst', 'yundum'],
      airport: 'BJL',
    },
    {
      name: { en: 'Serekunda', fr: 'Serekunda' },
      aliases: ['serekunda', 'serrekunda', 'kololi', 'senegambia strip'],
      airport: null,
    },
    { name: { en: 'Bakau', fr: 'Bakau' }, aliases: ['bakau'], airport: null },
    { name: { en: 'Brikama', fr: 'Brikama' }, aliases: ['brikama'], airport: null },
    {
      name: { en: 'Janjanbureh', fr: 'Janjanbureh' },
      aliases: ['janjanbureh', 'janjangbureh', 'georgetown', 'mccarthy island'],
      airport: null,
    },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens, and holders of other African passports, can enter without a visa. British citizens and most EU citizens need no visa for a tourist stay: they receive an entry stamp, usually for 28 days, which can be extended at the Immigration Department in Banjul. US and Chinese citizens need a visa, and the rules for Canadian, Indian and some EU nationalities have changed over time, so check with the Gambia Immigration Department or a Gambian embassy. A US$20 airport security fee is collected at Banjul airport.',
      fr: "Les citoyens de la CEDEAO, comme les titulaires d'autres passeports africains, entrent sans visa. Les citoyens britanniques et la plupart des citoyens de l'UE n'ont pas besoin de visa pour un séjour touristique : ils reçoivent un tampon d'entrée, généralement de 28 jours, prolongeable au service de l'immigration à Banjul. Les citoyens américains et chinois ont besoin d'un visa, et les règles pour les Canadiens, les Indiens et certaines nationalités de l'UE ont varié : vérifiez auprès du Gambia Immigration Department ou d'une ambassade de Gambie. Une taxe de sécurité aéroportuaire de 20 dollars US est perçue à l'aéroport de Banjul.",
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
          yfFromRisk,
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol for up to 90 days; beyond that, ECOWAS citizens must regularise their stay with a residence permit.',
          fr: 'Libre circulation selon le protocole de la CEDEAO pour 90 jours au plus ; au-delà, les citoyens de la CEDEAO doivent régulariser leur séjour avec un permis de résidence.',
        },
      },
      {
        passport: 'us',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: visaRequirements,
        note: {
          en: 'Apply to the Embassy of The Gambia in Washington before travel. Visas have sometimes been issued on arrival at Banjul airport, but do not rely on it without written confirmation from the Immigration Department.',
          fr: "Faites la demande auprès de l'ambassade de Gambie à Washington avant le départ. Des visas ont parfois été délivrés à l'arrivée à l'aéroport de Banjul, mais n'y comptez pas sans confirmation écrite du service de l'immigration.",
        },
      },
      {
        passport: 'uk',
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 28,
        processingTime: null,
        feeUsd: null,
        requirements: stampRequirements,
        note: {
          en: 'British visitors get a 28-day entry stamp on arrival; it can be extended by a further 28 days at a time at the Immigration Department in Banjul or at the tourist police stations in the tourist area.',
          fr: "Les visiteurs britanniques reçoivent un tampon d'entrée de 28 jours à l'arrivée ; il peut être prolongé de 28 jours à la fois au service de l'immigration à Banjul ou dans les postes de police touristique de la zone touristique.",
        },
      },
      {
        passport: 'eu',
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 28,
        processingTime: null,
        feeUsd: null,
        requirements: stampRequirements,
        note: {
          en: 'Most EU citizens receive a 28-day entry stamp on arrival, extendable in Banjul. Some EU nationalities (France, Spain, Portugal and Estonia have been cited) have at times needed a visa under reciprocity rules, so check with the Gambia Immigration Department or a Gambian embassy for your passport before booking.',
          fr: "La plupart des citoyens de l'UE reçoivent à l'arrivée un tampon de 28 jours, prolongeable à Banjul. Certaines nationalités de l'UE (la France, l'Espagne, le Portugal et l'Estonie ont été citées) ont parfois eu besoin d'un visa par réciprocité : vérifiez auprès du Gambia Immigration Department ou d'une ambassade de Gambie pour votre passeport avant de réserver.",
        },
      },
      {
        passport: 'ca',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: visaRequirements,
        note: {
          en: 'Sources disagree: Canada has been listed both as visa-exempt (as a Commonwealth country) and as needing a visa. Until the Gambia Immigration Department or a Gambian mission confirms otherwise, plan to get a visa before travel.',
          fr: "Les sources divergent : le Canada a été indiqué à la fois comme exempté de visa (en tant que pays du Commonwealth) et comme soumis au visa. Tant que le Gambia Immigration Department ou une représentation gambienne n'a pas confirmé le contraire, prévoyez d'obtenir un visa avant le départ.",
        },
      },
      {
        passport: 'cn',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: visaRequirements,
        note: {
          en: 'Apply through the Embassy of The Gambia in Beijing before travel.',
          fr: "Faites la demande auprès de l'ambassade de Gambie à Pékin avant le départ.",
        },
      },
      {
        passport: 'in',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: visaRequirements,
        note: {
          en: 'Indian citizens have been listed as not needing a visa as Commonwealth citizens but as needing entry clearance from the Gambia Immigration Department before travel. Get written clearance or a visa from the Gambian High Commission in New Delhi before booking.',
          fr: "Les citoyens indiens ont été indiqués comme dispensés de visa en tant que citoyens du Commonwealth mais tenus d'obtenir une autorisation d'entrée du Gambia Immigration Department avant le départ. Obtenez une autorisation écrite ou un visa auprès du haut-commissariat de Gambie à New Delhi avant de réserver.",
        },
      },
    ],
    passportValidityMonths: 6,
    officialSource: gid,
    changesOften: true,
    sources: [gid, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'from-risk-countries',
    yellowFeverText: {
      en: 'A yellow fever vaccination certificate is required from travellers aged 9 months or older arriving from a country with risk of yellow fever transmission, or after a transit through one — so carry it if you come via Senegal, Ghana or Nigeria, for example. It is not required for direct flights from Europe, but yellow fever occurs in The Gambia and vaccination is recommended.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé des voyageurs âgés de 9 mois ou plus arrivant d'un pays à risque de transmission, ou après un transit par un tel pays — ayez-le donc sur vous si vous arrivez par exemple du Sénégal, du Ghana ou du Nigéria. Il n'est pas exigé pour les vols directs depuis l'Europe, mais la fièvre jaune existe en Gambie et la vaccination est recommandée.",
    },
    malaria: {
      en: 'Malaria is a high risk throughout the country, including the coastal resorts, all year and especially during and just after the rains (July to November). Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), use repellent and a net, and see a doctor for any fever.',
      fr: "Le paludisme est un risque élevé dans tout le pays, y compris dans les stations balnéaires, toute l'année et surtout pendant et juste après les pluies (de juillet à novembre). Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), utilisez répulsif et moustiquaire, et consultez pour toute fièvre.",
    },
    other: {
      en: 'Tap water is not safe to drink — use bottled water. The east of the country is in the meningitis belt (December to June). Do not swim in the river or its creeks because of bilharzia, and keep away from stray dogs (rabies). Medical facilities are limited, so take insurance that covers evacuation.',
      fr: "L'eau du robinet n'est pas potable — buvez de l'eau en bouteille. L'est du pays fait partie de la ceinture de la méningite (de décembre à juin). Ne vous baignez pas dans le fleuve ni ses bolongs à cause de la bilharziose, et tenez-vous à l'écart des chiens errants (rage). Les structures médicales sont limitées : prenez une assurance couvrant l'évacuation sanitaire.",
    },
    sources: [fcdoHealth, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3, 4],
    rainyMonths: [6, 7, 8, 9, 10],
    summary: {
      en: 'The dry season from November to May is sunny and warm on the coast, with cooler nights from December to February and a hazy harmattan wind from the Sahara. The rainy season, roughly June to October, brings heavy storms, humidity and some flooded roads. Inland, around Janjanbureh, it is much hotter, often above 40 °C from March to May. November to March is the best time for birdwatching.',
      fr: "La saison sèche, de novembre à mai, est ensoleillée et chaude sur la côte, avec des nuits plus fraîches de décembre à février et l'harmattan qui apporte une brume du Sahara. La saison des pluies, de juin à octobre environ, apporte de gros orages, de l'humidité et quelques routes inondées. À l'intérieur, autour de Janjanbureh, il fait beaucoup plus chaud, souvent plus de 40 °C de mars à mai. De novembre à mars, c'est la meilleure période pour observer les oiseaux.",
    },
    sources: [climate, gtboard],
    reviewed,
  },
  money: {
    currency: {
      code: 'GMD',
      name: { en: 'Gambian dalasi', fr: 'dalasi gambien' },
      symbol: 'D',
    },
    howToPay: {
      en: 'Prices are in dalasis; change euros, pounds or dollars at banks or licensed foreign-exchange bureaus, and keep receipts. ATMs in Banjul, Serekunda and the Kololi/Senegambia tourist area mostly take Visa; larger hotels accept cards. Cash is needed for taxis, markets and up-country, and mobile money (Wave, Afrimoney, QMoney) is widely used with a local SIM.',
      fr: "Les prix sont en dalasis ; changez euros, livres ou dollars dans les banques ou les bureaux de change agréés, et gardez les reçus. Les distributeurs de Banjul, Serekunda et de la zone touristique de Kololi/Senegambia acceptent surtout Visa ; les grands hôtels prennent la carte. Il faut des espèces pour les taxis, les marchés et l'intérieur du pays, et le mobile money (Wave, Afrimoney, QMoney) est très utilisé avec une carte SIM locale.",
    },
    sources: [cbg, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'English', fr: 'anglais' }],
    widelySpoken: [
      { en: 'Mandinka', fr: 'mandingue (mandinka)' },
      { en: 'Wolof', fr: 'wolof' },
      { en: 'Fula (Pulaar)', fr: 'peul (pulaar)' },
      { en: 'Jola', fr: 'diola' },
      { en: 'Serahule (Soninke)', fr: 'sarakolé (soninké)' },
    ],
    phrases: [
      {
        phrase: 'Nanga def?',
        language: { en: 'Wolof', fr: 'wolof' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'Jërëjëf',
        language: { en: 'Wolof', fr: 'wolof' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Abaraka',
        language: { en: 'Mandinka', fr: 'mandinka' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Kasumai',
        language: { en: 'Jola', fr: 'diola' },
        meaning: { en: 'Hello (literally "peace")', fr: 'Bonjour (littéralement « la paix »)' },
      },
    ],
    sources: [ethnologue, gtboard],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The Gambia is generally safe, but pickpocketing, bag snatching and burglaries occur, especially around Banjul, Serekunda and the tourist area. "Bumsters" — young men who attach themselves to tourists on beaches — can be persistent, and romance scams are common. Sea currents are strong; avoid travelling by road at night, and near the southern border with Casamance stay on main roads because of old landmines. Same-sex relations are illegal, with long prison sentences.',
      fr: "La Gambie est en général sûre, mais les vols à la tire, vols à l'arraché et cambriolages existent, surtout autour de Banjul, de Serekunda et de la zone touristique. Les « bumsters » — jeunes hommes qui s'attachent aux touristes sur les plages — peuvent être insistants, et les arnaques sentimentales sont fréquentes. Les courants marins sont forts ; évitez la route la nuit, et près de la frontière sud avec la Casamance restez sur les grands axes à cause d'anciennes mines. Les relations homosexuelles sont illégales et punies de longues peines de prison.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Paved roads run along both banks of the river: the South Bank road from the coast to Basse and the North Bank road from Barra. The Banjul–Barra ferry crosses the river mouth but is often slow and crowded; the Senegambia Bridge at Farafenni (opened 2019) carries the Trans-Gambia road. GTSC buses, shared "gele-gele" minibuses and bush taxis link towns, and green tourist taxis serve the resort area at fixed fares.',
      fr: "Des routes goudronnées longent les deux rives du fleuve : la South Bank Road de la côte à Basse et la North Bank Road depuis Barra. Le ferry Banjul-Barra traverse l'embouchure mais il est souvent lent et bondé ; le pont de la Sénégambie à Farafenni (ouvert en 2019) porte la route transgambienne. Les bus de la GTSC, les minibus collectifs « gele-gele » et les taxis-brousse relient les villes, et les taxis touristiques verts desservent la zone hôtelière à tarif fixe.",
    },
    routes: [
      {
        from: 'Banjul',
        to: 'Barra',
        options: {
          en: 'State ferry across the river mouth; the crossing is under an hour, but waits at the terminal can last several hours. Small pirogues also cross but are risky.',
          fr: "Ferry public à travers l'embouchure ; la traversée prend moins d'une heure, mais l'attente au terminal peut durer plusieurs heures. De petites pirogues traversent aussi, mais c'est risqué.",
        },
        hours: 1,
      },
      {
        from: 'Dakar (Senegal)',
        to: 'Banjul',
        options: {
          en: 'Sept-place shared taxis or minibuses to the Karang/Amdalai border and on to Barra, then the ferry to Banjul; about 6–8 hours depending on the ferry. Flights take about 45 minutes.',
          fr: "Taxis sept-places ou minibus jusqu'à la frontière de Karang/Amdalai puis Barra, et le ferry jusqu'à Banjul ; environ 6 à 8 heures selon le ferry. Le vol dure environ 45 minutes.",
        },
        hours: 7,
      },
      {
        from: 'Serekunda',
        to: 'Janjanbureh',
        options: {
          en: 'GTSC buses or shared minibuses along the South Bank road, about 5–6 hours.',
          fr: 'Bus de la GTSC ou minibus collectifs par la South Bank Road, environ 5 à 6 heures.',
        },
        hours: 6,
      },
      {
        from: 'Serekunda',
        to: 'Ziguinchor (Senegal)',
        options: {
          en: 'Shared taxis via Brikama and the Seleti border into Casamance, about 3–4 hours.',
          fr: 'Taxis collectifs via Brikama et la frontière de Séléti vers la Casamance, environ 3 à 4 heures.',
        },
        hours: 4,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Gambian food is close to Senegalese: rice with rich sauces of peanut, onion or okra, grilled fish on the coast and spicy grilled meat (afra) at night. Local juices of hibiscus (wonjo), baobab and ginger are everywhere.',
      fr: "La cuisine gambienne est proche de la cuisine sénégalaise : riz avec des sauces riches d'arachide, d'oignon ou de gombo, poisson grillé sur la côte et viande grillée épicée (afra) le soir. Les jus locaux d'hibiscus (wonjo), de baobab et de gingembre sont partout.",
    },
    dishes: [
      {
        name: 'Domoda',
        description: {
          en: 'Peanut-butter stew with meat or fish and vegetables, served over rice — often called the national dish.',
          fr: "Ragoût à la pâte d'arachide avec viande ou poisson et légumes, servi sur du riz — souvent appelé le plat national.",
        },
      },
      {
        name: 'Benachin',
        description: {
          en: "'One pot' rice cooked in a tomato sauce with fish or meat and vegetables, the local jollof.",
          fr: 'Riz « une marmite » cuit dans une sauce tomate avec poisson ou viande et légumes, le jollof local.',
        },
      },
      {
        name: 'Yassa',
        description: {
          en: 'Chicken or fish marinated in lime juice and slow-cooked with lots of onions and mustard.',
          fr: 'Poulet ou poisson mariné au citron vert et mijoté avec beaucoup d’oignons et de moutarde.',
        },
      },
      {
        name: 'Supakanja',
        description: {
          en: 'Okra soup with palm oil, fish and meat, served with rice.',
          fr: "Soupe de gombo à l'huile de palme, avec poisson et viande, servie avec du riz.",
        },
      },
      {
        name: 'Afra',
        description: {
          en: 'Grilled beef or lamb with onions and mustard sauce, sold at night stalls and eaten with bread.',
          fr: 'Bœuf ou agneau grillé avec oignons et sauce moutarde, vendu le soir dans les stands et mangé avec du pain.',
        },
      },
    ],
    sources: [gtboard],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Most Gambians are Muslim: dress modestly away from the beach, respect Ramadan and remove shoes in mosques. Take time over greetings, use your right hand to eat, give and receive, and do not refuse an offer too abruptly. With bumsters, a firm but polite "no, thank you" works better than anger.',
      fr: 'La plupart des Gambiens sont musulmans : habillez-vous sobrement hors de la plage, respectez le ramadan et retirez vos chaussures dans les mosquées. Prenez le temps des salutations, utilisez la main droite pour manger, donner et recevoir, et ne refusez pas une offre trop sèchement. Face aux bumsters, un « non merci » ferme mais poli fonctionne mieux que la colère.',
    },
    sources: [fcdoSafety, gtboard],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Do not photograph State House, military or police installations, airports or other government buildings. Ask before photographing people, especially women and in villages; some will ask for a small payment. Drones need a permit from the Gambia Civil Aviation Authority.',
      fr: 'Ne photographiez pas State House, les installations militaires ou de police, les aéroports ni les autres bâtiments officiels. Demandez avant de photographier des personnes, surtout les femmes et dans les villages ; certaines demanderont une petite somme. Les drones exigent une autorisation de la Gambia Civil Aviation Authority.',
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Kunta Kinteh Island',
        city: 'Albreda / Juffureh',
        description: {
          en: 'A small island in the River Gambia with the ruins of a fort central to the Atlantic slave trade; with related sites at Albreda and Juffureh on the north bank, including a museum, it is a UNESCO World Heritage site reached by boat.',
          fr: "Une petite île du fleuve Gambie avec les ruines d'un fort central dans la traite atlantique ; avec les sites liés d'Albreda et de Juffureh sur la rive nord, dont un musée, elle est inscrite au patrimoine mondial de l'UNESCO et se visite en bateau.",
        },
      },
      {
        name: 'Wassu Stone Circles',
        city: 'Wassu',
        description: {
          en: 'Circles of carved laterite stones marking ancient burials, part of the UNESCO-listed Stone Circles of Senegambia, with a small museum, on the north bank near Kuntaur.',
          fr: "Cercles de pierres de latérite taillées marquant d'anciennes sépultures, partie des Cercles mégalithiques de Sénégambie inscrits à l'UNESCO, avec un petit musée, sur la rive nord près de Kuntaur.",
        },
      },
      {
        name: 'River Gambia National Park (Baboon Islands)',
        city: 'Kuntaur',
        description: {
          en: 'River islands where chimpanzees have been rehabilitated since 1979; visitors see them only from a boat, along with hippos and many birds.',
          fr: 'Îles du fleuve où des chimpanzés sont réhabilités depuis 1979 ; on ne les observe que depuis un bateau, avec des hippopotames et de nombreux oiseaux.',
        },
      },
      {
        name: 'Abuko Nature Reserve',
        city: 'Lamin',
        description: {
          en: 'A small gallery-forest reserve near the coast with trails, hides and a pool, good for monkeys, crocodiles and birdwatching.',
          fr: "Une petite réserve de forêt-galerie près de la côte, avec sentiers, affûts et un bassin, idéale pour les singes, les crocodiles et l'observation des oiseaux.",
        },
      },
      {
        name: 'Kachikally Crocodile Pool',
        city: 'Bakau',
        description: {
          en: 'A sacred pool where women come to pray for fertility, home to dozens of Nile crocodiles, with a small ethnographic museum.',
          fr: 'Un bassin sacré où les femmes viennent prier pour la fertilité, peuplé de dizaines de crocodiles du Nil, avec un petit musée ethnographique.',
        },
      },
      {
        name: 'Tanji fishing village',
        city: 'Tanji',
        description: {
          en: 'A busy beach where painted pirogues land their catch in the late afternoon and fish is smoked in large ovens.',
          fr: "Une plage animée où les pirogues peintes débarquent leur pêche en fin d'après-midi et où le poisson est fumé dans de grands fours.",
        },
      },
    ],
    sources: [unescoKuntaKinteh, unescoStoneCircles, gtboard],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [30, 50], midRange: [70, 130], comfort: [150, 300] },
    note: {
      en: 'Per person per day, excluding international flights and visas. Budget covers simple guesthouses, local food and shared transport; mid-range covers beach hotels, restaurant meals and tourist taxis; comfort covers top resort hotels and private river trips. Up-country lodges and boat excursions cost extra.',
      fr: "Par personne et par jour, hors vols internationaux et visas. Le budget couvre des maisons d'hôtes simples, la cuisine locale et les transports collectifs ; le milieu de gamme des hôtels de plage, les restaurants et les taxis touristiques ; le confort les meilleurs hôtels-clubs et les sorties privées sur le fleuve. Les lodges de l'intérieur et les excursions en bateau sont en sus.",
    },
    sources: [cbg, gtboard],
    reviewed,
  },
};
