import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const gis = { name: 'Ghana Immigration Service', url: 'https://www.gis.gov.gh' };
const usState = {
  name: 'U.S. Department of State – Ghana International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Ghana.html',
};
const fcdo = {
  name: 'UK FCDO – Ghana travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/ghana',
};
const fcdoEntry = {
  name: 'UK FCDO – Ghana entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/ghana/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Ghana safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/ghana/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Ghana health',
  url: 'https://www.gov.uk/foreign-travel-advice/ghana/health',
};
const cdc = {
  name: "CDC Travelers' Health – Ghana",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/ghana',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bog = { name: 'Bank of Ghana', url: 'https://www.bog.gov.gh' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal',
  url: 'https://climateknowledgeportal.worldbank.org',
};
const ethnologue = { name: 'Ethnologue – Ghana', url: 'https://www.ethnologue.com/country/GH' };
const gta = { name: 'Ghana Tourism Authority', url: 'https://visitghana.com' };
const gmmb = { name: 'Ghana Museums and Monuments Board', url: 'https://gmmb.gov.gh' };
const unescoForts = {
  name: 'UNESCO World Heritage Centre – Forts and Castles, Volta, Greater Accra, Central and Western Regions',
  url: 'https://whc.unesco.org/en/list/34/',
};

const passport6 = {
  en: 'Passport valid for at least 6 months on arrival, with blank pages',
  fr: "Passeport valable au moins 6 mois à l'arrivée, avec des pages vierges",
};
const yellowCard = {
  en: 'Yellow fever vaccination certificate (checked on arrival)',
  fr: "Certificat de vaccination contre la fièvre jaune (contrôlé à l'arrivée)",
};
const embassyRequirements = [
  passport6,
  {
    en: 'Completed visa application form and passport photos',
    fr: "Formulaire de demande de visa rempli et photos d'identité",
  },
  yellowCard,
  { en: 'Return or onward ticket', fr: 'Billet de retour ou de continuation' },
  {
    en: 'Hotel booking or letter of invitation from a host in Ghana',
    fr: "Réservation d'hôtel ou lettre d'invitation d'un hôte au Ghana",
  },
];

export const ghana: CountryKnowledge = {
  code: 'GH',
  slug: 'ghana',
  name: { en: 'Ghana', fr: 'Ghana' },
  aliases: [
    'ghana',
    'republic of ghana',
    'république du ghana',
    'republique du ghana',
    'gold coast',
  ],
  demonyms: [
    'ghanaian',
    'ghanaians',
    'ghanéen',
    'ghanéenne',
    'ghanéens',
    'ghanéennes',
    'ghaneen',
    'ghaneenne',
  ],
  capital: { en: 'Accra', fr: 'Accra' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Accra', fr: 'Accra' }, aliases: ['accra'], airport: 'ACC' },
    { name: { en: 'Kumasi', fr: 'Kumasi' }, aliases: ['kumasi', 'koumassi'], airport: 'KMS' },
    { name: { en: 'Tamale', fr: 'Tamale' }, aliases: ['tamale'], airport: 'TML' },
    {
      name: { en: 'Cape Coast', fr: 'Cape Coast' },
      aliases: ['cape coast', 'oguaa'],
      airport: null,
    },
    {
      name: { en: 'Takoradi', fr: 'Takoradi' },
      aliases: ['takoradi', 'sekondi-takoradi', 'sekondi takoradi', 'tako'],
      airport: 'TKD',
    },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens enter Ghana without a visa for up to 90 days. Most other visitors, including US, UK, EU, Canadian, Chinese and Indian citizens, must get a visa from a Ghanaian embassy or high commission before travelling; there is no general visa on arrival. Ghana announced visa-free entry for all African passport holders in 2025: check with the Ghana Immigration Service how it is applied. A yellow fever certificate is checked on arrival.',
      fr: "Les citoyens de la CEDEAO entrent au Ghana sans visa pour 90 jours au plus. La plupart des autres voyageurs, dont les citoyens américains, britanniques, de l'UE, canadiens, chinois et indiens, doivent obtenir un visa auprès d'une ambassade ou d'un haut-commissariat du Ghana avant le départ ; il n'existe pas de visa à l'arrivée pour tous. Le Ghana a annoncé en 2025 l'entrée sans visa pour tous les titulaires d'un passeport africain : vérifiez auprès du Ghana Immigration Service comment elle s'applique. Le certificat de fièvre jaune est contrôlé à l'arrivée.",
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
          yellowCard,
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol, up to 90 days. Ghana also announced visa-free entry for every African passport holder from 2025; the rule has changed recently, so check the Ghana Immigration Service before travelling.',
          fr: "Libre circulation selon le protocole de la CEDEAO, 90 jours au plus. Le Ghana a aussi annoncé l'entrée sans visa pour tous les titulaires d'un passeport africain à partir de 2025 ; la règle a changé récemment, vérifiez auprès du Ghana Immigration Service avant de partir.",
        },
      },
      {
        passport: 'us',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: embassyRequirements,
        note: {
          en: 'Apply to the Embassy of Ghana in Washington or a Ghanaian consulate in the US well before travel. US citizens cannot count on a visa on arrival.',
          fr: "Faites la demande auprès de l'ambassade du Ghana à Washington ou d'un consulat du Ghana aux États-Unis bien avant le départ. Les citoyens américains ne peuvent pas compter sur un visa à l'arrivée.",
        },
      },
      {
        passport: 'uk',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: embassyRequirements,
        note: {
          en: 'Apply through the Ghana High Commission in London before travel.',
          fr: 'Faites la demande auprès du haut-commissariat du Ghana à Londres avant le départ.',
        },
      },
      {
        passport: 'eu',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: embassyRequirements,
        note: {
          en: 'Apply at the Ghanaian embassy that covers your country of residence.',
          fr: "Faites la demande à l'ambassade du Ghana compétente pour votre pays de résidence.",
        },
      },
      {
        passport: 'ca',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: embassyRequirements,
        note: {
          en: 'Apply through the Ghana High Commission in Ottawa before travel.',
          fr: 'Faites la demande auprès du haut-commissariat du Ghana à Ottawa avant le départ.',
        },
      },
      {
        passport: 'cn',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: embassyRequirements,
        note: {
          en: 'Apply through the Embassy of Ghana in Beijing before travel.',
          fr: "Faites la demande auprès de l'ambassade du Ghana à Pékin avant le départ.",
        },
      },
      {
        passport: 'in',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: embassyRequirements,
        note: {
          en: 'Apply through the High Commission of Ghana in New Delhi before travel.',
          fr: 'Faites la demande auprès du haut-commissariat du Ghana à New Delhi avant le départ.',
        },
      },
    ],
    passportValidityMonths: 6,
    officialSource: gis,
    changesOften: true,
    sources: [gis, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'Ghana requires a yellow fever vaccination certificate from every traveller aged 9 months or older, whatever country they arrive from, and it is checked at the airport. Get the vaccine at least 10 days before arrival; the certificate is then valid for life.',
      fr: "Le Ghana exige un certificat de vaccination contre la fièvre jaune de tout voyageur âgé de 9 mois ou plus, quel que soit le pays de provenance, et il est contrôlé à l'aéroport. Faites le vaccin au moins 10 jours avant l'arrivée ; le certificat est ensuite valable à vie.",
    },
    malaria: {
      en: 'Malaria, mostly the dangerous P. falciparum, is a high risk all year throughout Ghana, including Accra. Take the preventive treatment your doctor prescribes (atovaquone-proguanil, doxycycline or mefloquine), sleep under a mosquito net and use repellent; see a doctor quickly for any fever, even weeks after coming home.',
      fr: "Le paludisme, surtout à P. falciparum, le plus dangereux, est un risque élevé toute l'année dans tout le Ghana, y compris à Accra. Prenez le traitement préventif prescrit par votre médecin (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et utilisez un répulsif ; consultez vite en cas de fièvre, même des semaines après le retour.",
    },
    other: {
      en: 'Do not drink tap water: use sealed bottled water (water sold in sachets is common but its quality varies). Northern Ghana lies in the meningitis belt, with most cases from December to June. Avoid swimming in Lake Volta and other fresh water because of bilharzia, and check for cholera outbreaks in the rainy season.',
      fr: "Ne buvez pas l'eau du robinet : préférez l'eau en bouteille scellée (l'eau vendue en sachets est courante mais de qualité variable). Le nord du Ghana fait partie de la ceinture de la méningite, avec la plupart des cas de décembre à juin. Évitez de vous baigner dans le lac Volta et les autres eaux douces à cause de la bilharziose, et renseignez-vous sur les épidémies de choléra en saison des pluies.",
    },
    sources: [cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3],
    rainyMonths: [4, 5, 6, 9, 10],
    summary: {
      en: 'The south has two rainy seasons, the main one from April to June and a shorter one in September and October; the north has a single rainy season from about May to October. The dry months from November to March are the easiest for travel, though the harmattan, a dusty wind from the Sahara, brings haze and cooler nights from about December to February. Wildlife viewing in Mole National Park is best late in the dry season.',
      fr: "Le sud connaît deux saisons des pluies, la grande d'avril à juin et la petite en septembre et octobre ; le nord n'en a qu'une, de mai à octobre environ. Les mois secs, de novembre à mars, sont les plus faciles pour voyager, même si l'harmattan, vent chargé de poussière du Sahara, apporte une brume sèche et des nuits plus fraîches de décembre à février environ. L'observation de la faune au parc national de Mole est meilleure en fin de saison sèche.",
    },
    sources: [climate, gta],
    reviewed,
  },
  money: {
    currency: {
      code: 'GHS',
      name: { en: 'Ghanaian cedi', fr: 'cedi ghanéen' },
      symbol: 'GH₵',
    },
    howToPay: {
      en: 'Prices are in cedis; change euros, dollars or pounds at banks or licensed forex bureaus, never on the street. Visa cards work in most bank ATMs, Mastercard in fewer, and cards are accepted in larger hotels, malls and restaurants in Accra and Kumasi. Mobile money (MTN MoMo, Telecel Cash, AT Money) is used everywhere and works with a local SIM registered with your passport; carry cash for markets, tro-tros and rural areas.',
      fr: "Les prix sont en cedis ; changez euros, dollars ou livres dans les banques ou les bureaux de change agréés, jamais dans la rue. Les cartes Visa fonctionnent dans la plupart des distributeurs bancaires, les Mastercard dans moins d'entre eux, et les cartes sont acceptées dans les grands hôtels, centres commerciaux et restaurants d'Accra et de Kumasi. Le mobile money (MTN MoMo, Telecel Cash, AT Money) est utilisé partout avec une carte SIM locale enregistrée avec votre passeport ; gardez du liquide pour les marchés, les tro-tros et les zones rurales.",
    },
    sources: [bog, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'English', fr: 'anglais' }],
    widelySpoken: [
      { en: 'Twi (Akan)', fr: 'twi (akan)' },
      { en: 'Ewe', fr: 'éwé' },
      { en: 'Ga', fr: 'ga' },
      { en: 'Fante', fr: 'fanti' },
      { en: 'Dagbani', fr: 'dagbani' },
      {
        en: 'Hausa (in the north and in zongo communities)',
        fr: 'haoussa (dans le nord et les quartiers zongo)',
      },
    ],
    phrases: [
      {
        phrase: 'Akwaaba',
        language: { en: 'Twi', fr: 'twi' },
        meaning: { en: 'Welcome', fr: 'Bienvenue' },
      },
      {
        phrase: 'Medaase',
        language: { en: 'Twi', fr: 'twi' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Ɛte sɛn?',
        language: { en: 'Twi', fr: 'twi' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'Ayekoo',
        language: { en: 'Twi', fr: 'twi' },
        meaning: {
          en: 'Well done (said to someone at work)',
          fr: "Bon travail (dit à quelqu'un qui travaille)",
        },
      },
    ],
    sources: [ethnologue, gta],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Ghana is one of the more stable countries in the region, but pickpocketing, phone snatching and scams (fake gold or business deals, online romance and visa fraud) are common, especially in Accra. The UK FCDO advises against all but essential travel to Bawku and the surrounding area in the Upper East Region because of a local conflict, and there is a terrorism risk near the northern borders with Burkina Faso and Togo. Road accidents are the main everyday danger, so avoid long drives at night. Same-sex sexual relations are illegal.',
      fr: "Le Ghana est l'un des pays les plus stables de la région, mais les vols à la tire, les vols de téléphone et les arnaques (faux lingots d'or ou affaires, arnaques sentimentales en ligne, faux visas) sont fréquents, surtout à Accra. Le FCDO britannique déconseille sauf raison impérative de se rendre à Bawku et ses environs, dans la région Upper East, à cause d'un conflit local, et il existe un risque terroriste près des frontières nord avec le Burkina Faso et le Togo. Les accidents de la route sont le principal danger au quotidien : évitez les longs trajets de nuit. Les relations homosexuelles sont illégales.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Between cities most people take coaches — the state-run STC and private VIP/VVIP lines with air-conditioning and set departures — or tro-tros (minibuses) and shared taxis that leave when full. Domestic flights link Accra with Kumasi, Tamale, Takoradi and other cities in under an hour. In Accra and Kumasi, ride-hailing apps such as Uber and Bolt are widely used; traffic around Accra is heavy at rush hour.',
      fr: "Entre les villes, on prend surtout les autocars — la compagnie publique STC et les lignes privées VIP/VVIP climatisées, à horaires fixes — ou les tro-tros (minibus) et taxis collectifs qui partent une fois pleins. Des vols intérieurs relient Accra à Kumasi, Tamale, Takoradi et d'autres villes en moins d'une heure. À Accra et Kumasi, les applications de VTC comme Uber et Bolt sont très utilisées ; la circulation autour d'Accra est dense aux heures de pointe.",
    },
    routes: [
      {
        from: 'Accra',
        to: 'Kumasi',
        options: {
          en: 'STC and VIP/VVIP coaches take about 4–5 hours (more in traffic); domestic flights take about 45 minutes.',
          fr: 'Les autocars STC et VIP/VVIP mettent environ 4 à 5 heures (plus avec les embouteillages) ; les vols intérieurs durent environ 45 minutes.',
        },
        hours: 5,
      },
      {
        from: 'Accra',
        to: 'Cape Coast',
        options: {
          en: 'STC coaches and tro-tros along the coast road take about 3 hours.',
          fr: 'Les autocars STC et les tro-tros par la route côtière mettent environ 3 heures.',
        },
        hours: 3,
      },
      {
        from: 'Accra',
        to: 'Tamale',
        options: {
          en: 'Flights take about 1 hour; day or overnight coaches take 10–12 hours.',
          fr: 'Le vol dure environ 1 heure ; les autocars de jour ou de nuit mettent 10 à 12 heures.',
        },
        hours: 11,
      },
      {
        from: 'Accra',
        to: 'Lomé (Togo)',
        options: {
          en: 'Coaches or tro-tros to the Aflao border, then cross on foot into Lomé; about 3–4 hours in all, depending on the border.',
          fr: "Autocars ou tro-tros jusqu'à la frontière d'Aflao, puis passage à pied vers Lomé ; environ 3 à 4 heures au total, selon l'attente à la frontière.",
        },
        hours: 4,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Ghanaian food is built on starchy staples — fufu, banku, kenkey and rice — eaten with rich, often spicy soups and stews. Local "chop bars" serve them cheaply, and street food such as kelewele and waakye is everywhere. Choose food that is freshly cooked and served hot.',
      fr: 'La cuisine ghanéenne repose sur des féculents — foufou, banku, kenkey et riz — servis avec des soupes et des ragoûts riches, souvent pimentés. Les « chop bars » les servent à petit prix, et la cuisine de rue comme le kelewele et le waakye est partout. Choisissez des plats fraîchement cuits et servis chauds.',
    },
    dishes: [
      {
        name: 'Jollof rice',
        description: {
          en: 'Rice cooked in a spiced tomato and pepper sauce, served with chicken or fish.',
          fr: 'Riz cuit dans une sauce tomate et piment épicée, servi avec du poulet ou du poisson.',
        },
      },
      {
        name: 'Fufu with light soup',
        description: {
          en: 'Pounded cassava and plantain eaten by hand with a peppery tomato soup of goat, chicken or fish.',
          fr: 'Manioc et banane plantain pilés, mangés à la main avec une soupe tomate pimentée de chèvre, poulet ou poisson.',
        },
      },
      {
        name: 'Banku and tilapia',
        description: {
          en: 'Fermented maize and cassava dough with grilled tilapia and fresh pepper sauce.',
          fr: 'Pâte fermentée de maïs et de manioc avec du tilapia grillé et une sauce de piment frais.',
        },
      },
      {
        name: 'Red-red',
        description: {
          en: 'Black-eyed bean stew in red palm oil with fried ripe plantain.',
          fr: "Ragoût de haricots à l'huile de palme rouge avec de la banane plantain mûre frite.",
        },
      },
      {
        name: 'Kelewele',
        description: {
          en: 'Ripe plantain cubes spiced with ginger and chilli and deep-fried, sold at night on the street.',
          fr: 'Dés de banane plantain mûre épicés au gingembre et au piment puis frits, vendus le soir dans la rue.',
        },
      },
      {
        name: 'Waakye',
        description: {
          en: 'Rice and beans cooked with sorghum leaves, eaten for breakfast with shito (black pepper sauce), spaghetti, egg and gari.',
          fr: 'Riz et haricots cuits avec des feuilles de sorgho, mangés au petit-déjeuner avec du shito (sauce pimentée noire), des spaghettis, un œuf et du gari.',
        },
      },
    ],
    sources: [gta],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Always greet before asking anything ("Good morning, how are you?") and use your right hand to shake hands, eat, give or receive — the left hand is considered unclean. Show respect to elders and chiefs, and dress modestly away from the beach. Bargaining is normal in markets but not in shops; keep your temper, as raised voices cause offence.',
      fr: 'Saluez toujours avant de demander quoi que ce soit (« Good morning, how are you? ») et utilisez la main droite pour serrer la main, manger, donner ou recevoir — la gauche est jugée impure. Montrez du respect aux aînés et aux chefs, et habillez-vous sobrement hors des plages. Le marchandage est normal sur les marchés mais pas dans les boutiques ; gardez votre calme, hausser la voix offense.',
    },
    sources: [fcdoSafety, gta],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Ask before photographing people, particularly in markets and villages; some will ask for a small tip. Do not photograph military sites, police, airports or government buildings, including the presidential offices. Flying a drone requires a permit from the Ghana Civil Aviation Authority.',
      fr: 'Demandez avant de photographier des personnes, surtout sur les marchés et dans les villages ; certaines demanderont un petit pourboire. Ne photographiez pas les sites militaires, la police, les aéroports ni les bâtiments officiels, dont les bureaux de la présidence. Faire voler un drone exige une autorisation de la Ghana Civil Aviation Authority.',
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Cape Coast Castle',
        city: 'Cape Coast',
        description: {
          en: 'A large slave-trading fort first built by the Swedes in the 1650s and later the British headquarters on the Gold Coast. Guided tours go through the dungeons to the "Door of No Return"; it is part of a UNESCO World Heritage site.',
          fr: "Grand fort de la traite négrière construit d'abord par les Suédois dans les années 1650, puis quartier général britannique sur la Côte-de-l'Or. Les visites guidées passent par les cachots jusqu'à la « Porte du non-retour » ; il fait partie d'un site du patrimoine mondial de l'UNESCO.",
        },
      },
      {
        name: 'Elmina Castle (St George’s Castle)',
        city: 'Elmina',
        description: {
          en: 'Built by the Portuguese in 1482 and later held by the Dutch, it is the oldest European building in sub-Saharan Africa and a major site of the Atlantic slave trade, also UNESCO-listed.',
          fr: "Construit par les Portugais en 1482 puis tenu par les Hollandais, c'est le plus ancien bâtiment européen d'Afrique subsaharienne et un haut lieu de la traite atlantique, lui aussi inscrit à l'UNESCO.",
        },
      },
      {
        name: 'Kakum National Park',
        city: 'Cape Coast',
        description: {
          en: 'Rainforest about 30 km north of Cape Coast, known for its canopy walkway of suspended bridges high above the forest floor; go early in the morning for birds and fewer crowds.',
          fr: 'Forêt tropicale à une trentaine de kilomètres au nord de Cape Coast, connue pour sa passerelle de canopée faite de ponts suspendus très haut au-dessus du sol ; allez-y tôt le matin pour les oiseaux et pour éviter la foule.',
        },
      },
      {
        name: 'Mole National Park',
        city: 'Larabanga',
        description: {
          en: "Ghana's largest wildlife reserve, a savanna park where walking and jeep safaris with armed rangers regularly meet elephants, antelopes, baboons and warthogs. The old Sudano-Sahelian mud mosque of Larabanga is nearby.",
          fr: 'La plus grande réserve de faune du Ghana, un parc de savane où les safaris à pied ou en 4x4 avec des rangers armés croisent régulièrement éléphants, antilopes, babouins et phacochères. La vieille mosquée en banco de style soudano-sahélien de Larabanga est toute proche.',
        },
      },
      {
        name: 'Kwame Nkrumah Memorial Park',
        city: 'Accra',
        description: {
          en: "Mausoleum and museum of Ghana's first president, on the former Polo Ground where he declared independence on 6 March 1957.",
          fr: "Mausolée et musée du premier président du Ghana, sur l'ancien terrain de polo où il proclama l'indépendance le 6 mars 1957.",
        },
      },
      {
        name: 'Manhyia Palace Museum',
        city: 'Kumasi',
        description: {
          en: 'Former residence of the Asantehene, the Asante king, now a museum of Asante history and royal regalia beside the current palace.',
          fr: "Ancienne résidence de l'Asantehene, le roi ashanti, devenue un musée de l'histoire et des regalia ashanti, à côté du palais actuel.",
        },
      },
    ],
    sources: [unescoForts, gmmb, gta],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [35, 60], midRange: [80, 150], comfort: [200, 400] },
    note: {
      en: 'Per person per day, excluding international flights and visa fees. Budget means guesthouses, chop-bar meals and tro-tros; mid-range covers air-conditioned hotels, restaurant meals and STC/VIP coaches; comfort means international-standard hotels and a private driver. Accra costs noticeably more than the rest of the country; park fees and guides are extra.',
      fr: "Par personne et par jour, hors vols internationaux et frais de visa. Le budget correspond aux maisons d'hôtes, repas dans les chop bars et tro-tros ; le milieu de gamme aux hôtels climatisés, repas au restaurant et autocars STC/VIP ; le confort aux hôtels de standard international avec chauffeur privé. Accra coûte nettement plus cher que le reste du pays ; droits d'entrée des parcs et guides en sus.",
    },
    sources: [gta, bog],
    reviewed,
  },
};
