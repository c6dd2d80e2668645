import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const nis = {
  name: 'Nigeria Immigration Service – e-Visa portal',
  url: 'https://evisa.immigration.gov.ng',
};
const landingCard = {
  name: 'Nigeria Immigration Service – landing and exit card',
  url: 'https://lecard.immigration.gov.ng',
};
const usState = {
  name: 'U.S. Department of State – Nigeria International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Nigeria.html',
};
const usAdvisory = {
  name: 'U.S. Department of State – Nigeria Travel Advisory',
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/nigeria-travel-advisory.html',
};
const fcdo = {
  name: 'UK FCDO – Nigeria travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/nigeria',
};
const fcdoEntry = {
  name: 'UK FCDO – Nigeria entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/nigeria/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Nigeria safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/nigeria/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Nigeria",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/nigeria',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const ncdc = { name: 'Nigeria Centre for Disease Control', url: 'https://ncdc.gov.ng' };
const cbn = { name: 'Central Bank of Nigeria', url: 'https://www.cbn.gov.ng' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal – Nigeria',
  url: 'https://climateknowledgeportal.worldbank.org/country/nigeria',
};
const ethnologue = { name: 'Ethnologue – Nigeria', url: 'https://www.ethnologue.com/country/NG' };
const nrc = { name: 'Nigerian Railway Corporation', url: 'https://nrc.gov.ng' };

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months, with blank pages',
    fr: 'Passeport valable au moins 6 mois, avec des pages vierges',
  },
  { en: 'Recent passport photo (uploaded)', fr: "Photo d'identité récente (téléversée)" },
  { en: 'Return or onward ticket', fr: 'Billet de retour ou de continuation' },
  {
    en: 'Hotel booking or letter of invitation from a host in Nigeria',
    fr: "Réservation d'hôtel ou lettre d'invitation d'un hôte au Nigéria",
  },
  { en: 'Proof of sufficient funds', fr: 'Justificatif de ressources suffisantes' },
  {
    en: 'Online landing card completed before boarding',
    fr: "Carte de débarquement en ligne remplie avant l'embarquement",
  },
];

const eVisaNote = {
  en: 'Nigeria ended visa on arrival on 1 May 2025: short-visit visas are now applied for on the official e-visa portal before travel. Fees depend on nationality and visa category and are shown on the portal. E-visas cannot be extended and overstays are fined. These rules are new: check the official portal before you travel.',
  fr: "Le Nigéria a supprimé le visa à l'arrivée le 1er mai 2025 : les visas de court séjour se demandent désormais sur le portail officiel de visa électronique avant le voyage. Les frais dépendent de la nationalité et de la catégorie de visa et sont affichés sur le portail. Le visa électronique n'est pas prolongeable et les dépassements de séjour sont sanctionnés par des amendes. Ces règles sont récentes : vérifiez le portail officiel avant de partir.",
};

const eVisaProcessing = {
  en: 'Up to 48 hours, according to the Nigeria Immigration Service',
  fr: "Jusqu'à 48 heures, selon le service de l'immigration du Nigéria",
};

const eVisaRule = (passport: 'us' | 'uk' | 'eu' | 'ca' | 'cn' | 'in') => ({
  passport,
  visaRequired: true,
  visaType: 'evisa' as const,
  maxStayDays: null,
  processingTime: eVisaProcessing,
  feeUsd: null,
  requirements: eVisaRequirements,
  note: eVisaNote,
});

export const nigeria: CountryKnowledge = {
  code: 'NG',
  slug: 'nigeria',
  name: { en: 'Nigeria', fr: 'Nigéria' },
  aliases: [
    'nigeria',
    'nigéria',
    'federal republic of nigeria',
    'république fédérale du nigeria',
    'naija',
    'ng',
  ],
  demonyms: ['nigerian', 'nigerians', 'nigérian', 'nigériane', 'nigérians', 'nigérianes'],
  capital: { en: 'Abuja', fr: 'Abuja' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Lagos', fr: 'Lagos' }, aliases: ['lagos', 'eko', 'ikeja'], airport: 'LOS' },
    { name: { en: 'Abuja', fr: 'Abuja' }, aliases: ['abuja', 'fct'], airport: 'ABV' },
    {
      name: { en: 'Port Harcourt', fr: 'Port Harcourt' },
      aliases: ['port harcourt', 'port-harcourt', 'ph'],
      airport: 'PHC',
    },
    { name: { en: 'Kano', fr: 'Kano' }, aliases: ['kano'], airport: 'KAN' },
    { name: { en: 'Ibadan', fr: 'Ibadan' }, aliases: ['ibadan'], airport: 'IBA' },
    { name: { en: 'Enugu', fr: 'Enugu' }, aliases: ['enugu'], airport: 'ENU' },
    { name: { en: 'Calabar', fr: 'Calabar' }, aliases: ['calabar'], airport: 'CBQ' },
    { name: { en: 'Abeokuta', fr: 'Abeokuta' }, aliases: ['abeokuta'], airport: null },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens enter visa-free for up to 90 days. Everyone else needs a visa: since 1 May 2025 Nigeria issues short-visit visas through its e-visa portal and no longer grants visa on arrival. Every foreign arrival must also complete the online landing card before boarding.',
      fr: "Les citoyens de la CEDEAO entrent sans visa pour 90 jours au plus. Tous les autres ont besoin d'un visa : depuis le 1er mai 2025, le Nigéria délivre les visas de court séjour par son portail de visa électronique et n'accorde plus de visa à l'arrivée. Tout voyageur étranger doit aussi remplir la carte de débarquement en ligne avant l'embarquement.",
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
            en: 'Yellow fever vaccination certificate',
            fr: 'Certificat de vaccination contre la fièvre jaune',
          },
          {
            en: 'Online landing card completed before boarding',
            fr: "Carte de débarquement en ligne remplie avant l'embarquement",
          },
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol covers visits of up to 90 days; working or staying longer needs a residence permit.',
          fr: 'La libre circulation prévue par le protocole de la CEDEAO couvre les séjours de 90 jours au plus ; pour travailler ou rester plus longtemps, il faut un titre de séjour.',
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
    officialSource: nis,
    changesOften: true,
    sources: [nis, landingCard, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'from-risk-countries',
    yellowFeverText: {
      en: 'Officially, Nigeria requires a yellow fever certificate from travellers aged 1 year or over arriving from a country with risk of yellow fever transmission (WHO list). In practice Port Health officers check the yellow card of travellers widely, whatever their route, and the vaccine is recommended for everyone aged 9 months or over: travel with the certificate.',
      fr: "Officiellement, le Nigéria exige un certificat de vaccination contre la fièvre jaune des voyageurs d'un an ou plus arrivant d'un pays à risque de transmission (liste de l'OMS). En pratique, les agents du contrôle sanitaire vérifient largement le carnet jaune, quel que soit l'itinéraire, et le vaccin est recommandé à tous dès 9 mois : voyagez avec le certificat.",
    },
    malaria: {
      en: 'Malaria is present all year throughout Nigeria, including Lagos and Abuja, and is almost all P. falciparum. CDC recommends preventive medication (atovaquone-proguanil, doxycycline or mefloquine) plus repellent and nets; see a doctor at once for any fever during or after the trip.',
      fr: "Le paludisme est présent toute l'année dans tout le Nigéria, y compris à Lagos et Abuja, et il s'agit presque toujours de P. falciparum. Les CDC recommandent un traitement préventif (atovaquone-proguanil, doxycycline ou méfloquine) ainsi que répulsif et moustiquaire ; consultez sans attendre en cas de fièvre pendant ou après le voyage.",
    },
    other: {
      en: 'Lassa fever (spread by rodents) causes outbreaks each dry season, and the north lies in the meningitis belt (outbreaks December–June). Drink bottled or treated water only. Good private hospitals exist in Lagos and Abuja, but care elsewhere is limited: take insurance that covers medical evacuation.',
      fr: "La fièvre de Lassa (transmise par les rongeurs) provoque des épidémies à chaque saison sèche, et le nord se trouve dans la ceinture de la méningite (épidémies de décembre à juin). Ne buvez que de l'eau en bouteille ou traitée. Il existe de bonnes cliniques privées à Lagos et Abuja, mais les soins sont limités ailleurs : prenez une assurance couvrant l'évacuation sanitaire.",
    },
    sources: [cdc, who, ncdc, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3],
    rainyMonths: [4, 5, 6, 7, 8, 9, 10],
    summary: {
      en: 'The dry season from November to March is the easiest time to travel, though the harmattan (December–February) brings dusty haze that can delay flights, especially in the north. In the south the rains run from about April to October, with a short drier spell in August around Lagos; the north gets a shorter rainy season, roughly June to September.',
      fr: "La saison sèche, de novembre à mars, est la plus commode pour voyager, même si l'harmattan (décembre-février) apporte une brume de poussière qui peut retarder les vols, surtout dans le nord. Dans le sud, les pluies vont d'avril à octobre environ, avec une courte accalmie en août vers Lagos ; le nord connaît une saison des pluies plus courte, à peu près de juin à septembre.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'NGN',
      name: { en: 'Nigerian naira', fr: 'naira nigérian' },
      symbol: '₦',
    },
    howToPay: {
      en: 'Nigeria runs on the naira: cash, bank transfers and card terminals (POS) are everywhere, but foreign cards are often declined outside big hotels and international chains, and ATMs may refuse them or run dry. Bring clean US dollars or euros and change them at banks or licensed bureaux de change, never with street touts. Local mobile wallets and transfers need a Nigerian bank account.',
      fr: 'Le Nigéria fonctionne en nairas : espèces, virements bancaires et terminaux de paiement (POS) sont partout, mais les cartes étrangères sont souvent refusées hors des grands hôtels et des chaînes internationales, et les distributeurs peuvent les rejeter ou être vides. Apportez des dollars américains ou des euros en bon état et changez-les en banque ou dans un bureau de change agréé, jamais auprès de changeurs de rue. Les portefeuilles mobiles et virements locaux exigent un compte bancaire nigérian.',
    },
    sources: [cbn, fcdo],
    reviewed,
  },
  languages: {
    official: [{ en: 'English', fr: 'anglais' }],
    widelySpoken: [
      { en: 'Nigerian Pidgin', fr: 'pidgin nigérian' },
      { en: 'Hausa', fr: 'haoussa' },
      { en: 'Yoruba', fr: 'yoruba' },
      { en: 'Igbo', fr: 'igbo' },
    ],
    phrases: [
      {
        phrase: 'Ẹ káàbọ̀',
        language: { en: 'Yoruba', fr: 'yoruba' },
        meaning: { en: 'Welcome', fr: 'Bienvenue' },
      },
      {
        phrase: 'Ẹ ṣé',
        language: { en: 'Yoruba', fr: 'yoruba' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Sannu',
        language: { en: 'Hausa', fr: 'haoussa' },
        meaning: { en: 'Hello', fr: 'Bonjour' },
      },
      {
        phrase: 'Na gode',
        language: { en: 'Hausa', fr: 'haoussa' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Kedu?',
        language: { en: 'Igbo', fr: 'igbo' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'How far?',
        language: { en: 'Nigerian Pidgin', fr: 'pidgin nigérian' },
        meaning: { en: "Hi, how's it going?", fr: 'Salut, ça va ?' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The US State Department asks travellers to reconsider travel to Nigeria and not to go at all to several northern and Niger Delta states; the UK FCDO map is similar. Kidnapping for ransom, terrorism in the north-east and banditry in the north-west are the main risks, and roads between cities are dangerous at night. In Lagos and Abuja, use hotel-arranged or app-booked cars, never unmarked shared taxis ("one chance" robberies), and keep phones out of sight in traffic.',
      fr: "Le département d'État américain demande de reconsidérer tout voyage au Nigéria et de ne pas se rendre du tout dans plusieurs États du nord et du delta du Niger ; la carte du FCDO britannique est semblable. Les enlèvements contre rançon, le terrorisme dans le nord-est et le banditisme dans le nord-ouest sont les principaux risques, et les routes entre les villes sont dangereuses la nuit. À Lagos et Abuja, prenez des voitures réservées par l'hôtel ou par application, jamais de taxis collectifs banalisés (vols dits « one chance »), et gardez le téléphone hors de vue dans les embouteillages.",
    },
    sources: [usAdvisory, fcdoSafety],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Domestic flights are the usual way to cover long distances; Lagos has two terminals at Murtala Muhammed Airport (international and domestic) and delays are common. Intercity buses and shared taxis run everywhere but road travel is slow and, in many regions, risky: travel by day only. The Lagos–Ibadan and Abuja–Kaduna railways are an alternative to the road on those corridors, and Bolt and Uber operate in Lagos and Abuja.',
      fr: "Les vols intérieurs sont le moyen habituel de couvrir les longues distances ; à Lagos, l'aéroport Murtala Muhammed a deux terminaux (international et intérieur) et les retards sont fréquents. Bus interurbains et taxis collectifs desservent tout le pays, mais la route est lente et, dans bien des régions, risquée : ne roulez que de jour. Les lignes ferroviaires Lagos–Ibadan et Abuja–Kaduna offrent une alternative à la route sur ces axes, et Bolt et Uber fonctionnent à Lagos et Abuja.",
    },
    routes: [
      {
        from: 'Lagos',
        to: 'Abuja',
        options: {
          en: 'Many daily flights of about 1 h 10 min with Nigerian carriers; by road about 10 hours, which is not advised because of kidnapping risk on highways.',
          fr: "Nombreux vols quotidiens d'environ 1 h 10 avec des compagnies nigérianes ; par la route, environ 10 heures, ce qui est déconseillé en raison du risque d'enlèvement sur les axes routiers.",
        },
        hours: 10,
      },
      {
        from: 'Lagos',
        to: 'Ibadan',
        options: {
          en: 'Standard-gauge train from Ebute Metta (Mobolaji Johnson station) in about 2.5 hours, or by road on the Lagos–Ibadan expressway in 2–3 hours depending on traffic.',
          fr: "Train à écartement standard depuis Ebute Metta (gare Mobolaji Johnson) en 2 h 30 environ, ou par l'autoroute Lagos–Ibadan en 2 à 3 heures selon la circulation.",
        },
        hours: 2.5,
      },
      {
        from: 'Lagos',
        to: 'Abeokuta',
        options: {
          en: 'Hired car or shared taxi in about 2 hours, more in heavy Lagos traffic.',
          fr: 'Voiture avec chauffeur ou taxi collectif en 2 heures environ, davantage dans les embouteillages de Lagos.',
        },
        hours: 2,
      },
    ],
    sources: [fcdoSafety, usState, nrc],
    reviewed,
  },
  food: {
    summary: {
      en: 'Nigerian food is generous and often very spicy: rice dishes, stews thickened with ground seeds or leaves, and "swallows" (pounded yam, eba, amala) eaten with the right hand. Street food such as suya and akara is everywhere; eat it hot and freshly cooked.',
      fr: "La cuisine nigériane est copieuse et souvent très pimentée : plats de riz, ragoûts épaissis de graines moulues ou de feuilles, et « swallows » (igname pilée, eba, amala) mangés de la main droite. La cuisine de rue, comme le suya et l'akara, est partout ; mangez-la chaude et fraîchement cuite.",
    },
    dishes: [
      {
        name: 'Jollof rice',
        description: {
          en: 'Rice cooked in a spiced tomato and pepper sauce, served at every party; Nigerians and Ghanaians argue over whose is best.',
          fr: 'Riz cuit dans une sauce épicée à la tomate et au piment, servi à chaque fête ; Nigérians et Ghanéens se disputent la meilleure recette.',
        },
      },
      {
        name: 'Suya',
        description: {
          en: 'Thin skewers of beef grilled with yaji, a spicy peanut rub, sold at night from roadside grills and served with onions.',
          fr: "Fines brochettes de bœuf grillées avec le yaji, un mélange épicé à l'arachide, vendues le soir sur des grills de rue et servies avec des oignons.",
        },
      },
      {
        name: 'Pounded yam and egusi soup',
        description: {
          en: 'Smooth pounded yam dipped into a rich soup of ground melon seeds, leafy greens and meat or fish.',
          fr: 'Igname pilée bien lisse, trempée dans une soupe riche de graines de melon moulues, de légumes verts et de viande ou de poisson.',
        },
      },
      {
        name: 'Pepper soup',
        description: {
          en: 'A light, fiery broth of goat, chicken or catfish with local spices, popular in the evening.',
          fr: 'Bouillon léger et très relevé de chèvre, de poulet ou de poisson-chat aux épices locales, apprécié le soir.',
        },
      },
      {
        name: 'Akara and moi moi',
        description: {
          en: 'Black-eyed bean fritters and steamed bean pudding, often eaten for breakfast.',
          fr: 'Beignets de haricots à œil noir et pudding de haricots cuit à la vapeur, souvent au petit-déjeuner.',
        },
      },
    ],
    sources: [cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greet before anything else and use titles (Sir, Ma, Chief, Alhaji); with older people a slight bow is polite, and Yoruba custom is for younger people to bow or kneel to elders. Give and receive with the right hand. Dress modestly in the largely Muslim north and in mosques, where women cover their hair and everyone removes shoes. Same-sex relationships are illegal in Nigeria, with severe penalties.',
      fr: "Saluez avant toute chose et utilisez les titres (Sir, Ma, Chief, Alhaji) ; avec les aînés, une légère inclinaison est polie, et la coutume yoruba veut que les plus jeunes s'inclinent ou s'agenouillent devant eux. Donnez et recevez de la main droite. Tenue modeste dans le nord, majoritairement musulman, et dans les mosquées, où les femmes se couvrent les cheveux et chacun se déchausse. Les relations homosexuelles sont illégales au Nigéria et lourdement punies.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: "Do not photograph soldiers, police, checkpoints, airports, government buildings or bridges such as Lagos's Third Mainland Bridge: cameras are confiscated and people detained. Always ask before photographing people, especially in markets, where some will refuse or ask for money. Flying a drone requires a permit from the civil aviation authority (NCAA).",
      fr: "Ne photographiez ni soldats, ni policiers, ni barrages, ni aéroports, ni bâtiments officiels, ni ponts comme le Third Mainland Bridge de Lagos : appareils confisqués et interpellations sont courants. Demandez toujours avant de photographier quelqu'un, surtout sur les marchés, où certains refusent ou demandent de l'argent. Faire voler un drone exige une autorisation de l'aviation civile (NCAA).",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Lekki Conservation Centre',
        city: 'Lagos',
        description: {
          en: 'A nature reserve of swamp forest run by the Nigerian Conservation Foundation, with boardwalks, monkeys and one of the longest canopy walkways in Africa.',
          fr: "Réserve de forêt marécageuse gérée par la Nigerian Conservation Foundation, avec passerelles en bois, singes et l'une des plus longues passerelles suspendues dans la canopée d'Afrique.",
        },
      },
      {
        name: 'Olumo Rock',
        city: 'Abeokuta',
        description: {
          en: 'A granite outcrop that sheltered the Egba people in the 19th century; guides lead you past shrines and caves to a summit view over the city.',
          fr: "Rocher de granit qui servit de refuge au peuple egba au XIXe siècle ; des guides mènent le visiteur devant des sanctuaires et des grottes jusqu'au sommet, qui domine la ville.",
        },
      },
      {
        name: 'Osun-Osogbo Sacred Grove',
        city: 'Osogbo',
        description: {
          en: 'A UNESCO World Heritage forest on the Osun River, sacred to the Yoruba goddess Osun, filled with shrines and sculptures; its festival takes place every August.',
          fr: "Forêt classée au patrimoine mondial de l'UNESCO au bord du fleuve Osun, sacrée pour la déesse yoruba Osun, peuplée de sanctuaires et de sculptures ; son festival a lieu chaque année en août.",
        },
      },
      {
        name: 'Yankari National Park',
        city: 'Bauchi',
        description: {
          en: "Nigeria's best-known wildlife park, with elephants, antelopes and the warm Wikki Springs. Bauchi State is covered by travel advisories: check current advice before going.",
          fr: "Le parc animalier le plus connu du Nigéria, avec éléphants, antilopes et les sources chaudes de Wikki. L'État de Bauchi fait l'objet d'avertissements aux voyageurs : vérifiez les conseils en vigueur avant d'y aller.",
        },
      },
      {
        name: 'Nike Art Gallery',
        city: 'Lagos',
        description: {
          en: 'A five-storey gallery in Lekki packed with Nigerian paintings, textiles and sculpture, founded by the artist Nike Davies-Okundaye.',
          fr: "Galerie de cinq étages à Lekki remplie de peintures, de textiles et de sculptures nigérians, fondée par l'artiste Nike Davies-Okundaye.",
        },
      },
    ],
    sources: [
      {
        name: 'UNESCO World Heritage Centre – Osun-Osogbo Sacred Grove',
        url: 'https://whc.unesco.org/en/list/1118',
      },
      { name: 'Nigerian Conservation Foundation', url: 'https://www.ncfnigeria.org' },
      fcdo,
    ],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [40, 70], midRange: [100, 200], comfort: [250, 500] },
    note: {
      en: 'Per person per day for accommodation, food and local transport, without international flights. Lagos and Abuja hotels are expensive for what they offer, and safe transport (hired car with driver) adds a lot; prices in naira move quickly with the exchange rate.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux, hors vols internationaux. Les hôtels de Lagos et d'Abuja sont chers pour ce qu'ils offrent, et un transport sûr (voiture avec chauffeur) pèse lourd ; les prix en nairas varient vite avec le taux de change.",
    },
    sources: [cbn, fcdo],
    reviewed,
  },
};
