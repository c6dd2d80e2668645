import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const usState = {
  name: 'U.S. Department of State – Mali International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Mali.html',
};
const usAdvisory = {
  name: 'U.S. Department of State – Mali Travel Advisory',
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/mali-travel-advisory.html',
};
const fcdo = {
  name: 'UK FCDO – Mali travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/mali',
};
const fcdoEntry = {
  name: 'UK FCDO – Mali entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/mali/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Mali safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/mali/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Mali",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/mali',
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
  name: 'World Bank Climate Change Knowledge Portal – Mali',
  url: 'https://climateknowledgeportal.worldbank.org/country/mali',
};
const ethnologue = { name: 'Ethnologue – Mali', url: 'https://www.ethnologue.com/country/ML' };

const embassyRequirements = [
  {
    en: 'Passport valid for at least 6 months, with blank pages',
    fr: 'Passeport valable au moins 6 mois, avec des pages vierges',
  },
  {
    en: 'Visa application form and passport photos',
    fr: "Formulaire de demande de visa et photos d'identité",
  },
  {
    en: 'Yellow fever vaccination certificate',
    fr: 'Certificat de vaccination contre la fièvre jaune',
  },
  {
    en: 'Return ticket and hotel booking or invitation letter',
    fr: "Billet de retour et réservation d'hôtel ou lettre d'invitation",
  },
];

const embassyRule = (passport: 'uk' | 'eu' | 'ca' | 'cn' | 'in') => ({
  passport,
  visaRequired: true,
  visaType: 'embassy' as const,
  maxStayDays: null,
  processingTime: null,
  feeUsd: null,
  requirements: embassyRequirements,
  note: {
    en: 'Apply at a Malian embassy or consulate before travel; ask it for the current fee and delay. Your government very likely advises against all travel to Mali: check its advice and your insurance before any plan.',
    fr: 'Demandez le visa à une ambassade ou un consulat du Mali avant le voyage ; renseignez-vous sur les frais et délais en vigueur. Votre gouvernement déconseille très probablement tout voyage au Mali : vérifiez ses conseils et votre assurance avant tout projet.',
  },
});

export const mali: CountryKnowledge = {
  code: 'ML',
  slug: 'mali',
  name: { en: 'Mali', fr: 'Mali' },
  aliases: ['mali', 'republic of mali', 'république du mali', 'republique du mali', 'ml'],
  demonyms: ['malian', 'malians', 'malien', 'malienne', 'maliens', 'maliennes'],
  capital: { en: 'Bamako', fr: 'Bamako' },
  ecowasMember: false,
  cities: [
    { name: { en: 'Bamako', fr: 'Bamako' }, aliases: ['bamako'], airport: 'BKO' },
    { name: { en: 'Ségou', fr: 'Ségou' }, aliases: ['ségou', 'segou'], airport: null },
    { name: { en: 'Mopti', fr: 'Mopti' }, aliases: ['mopti', 'sévaré', 'sevare'], airport: 'MZI' },
    {
      name: { en: 'Timbuktu', fr: 'Tombouctou' },
      aliases: ['timbuktu', 'tombouctou', 'timbuctoo'],
      airport: 'TOM',
    },
    { name: { en: 'Kayes', fr: 'Kayes' }, aliases: ['kayes'], airport: 'KYS' },
    { name: { en: 'Gao', fr: 'Gao' }, aliases: ['gao'], airport: 'GAQ' },
    { name: { en: 'Djenné', fr: 'Djenné' }, aliases: ['djenné', 'djenne', 'jenne'], airport: null },
  ],
  entry: {
    summary: {
      en: 'Mali left ECOWAS in January 2025 together with Burkina Faso and Niger, but ECOWAS citizens still enter without a visa for up to 90 days. Everyone else needs a visa from a Malian embassy before travel. In late December 2025 Mali announced it was suspending the entry of US nationals, in reciprocity for US travel restrictions. The US, UK and most other governments advise against all travel to Mali.',
      fr: "Le Mali a quitté la CEDEAO en janvier 2025 avec le Burkina Faso et le Niger, mais les citoyens de la CEDEAO y entrent toujours sans visa pour 90 jours au plus. Tous les autres ont besoin d'un visa obtenu auprès d'une ambassade du Mali avant le voyage. Fin décembre 2025, le Mali a annoncé suspendre l'entrée des ressortissants américains, par réciprocité avec les restrictions de voyage des États-Unis. Les États-Unis, le Royaume-Uni et la plupart des gouvernements déconseillent tout voyage au Mali.",
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
            en: 'Valid passport or national identity document accepted for regional travel',
            fr: "Passeport valide ou pièce d'identité nationale acceptée pour les voyages régionaux",
          },
          {
            en: 'Yellow fever vaccination certificate',
            fr: 'Certificat de vaccination contre la fièvre jaune',
          },
        ],
        note: {
          en: 'Mali left ECOWAS on 29 January 2025 to form the Alliance of Sahel States (AES) with Burkina Faso and Niger, but it kept visa-free entry for ECOWAS citizens. Arrangements between the two blocs may still change: check before travel.',
          fr: "Le Mali a quitté la CEDEAO le 29 janvier 2025 pour former l'Alliance des États du Sahel (AES) avec le Burkina Faso et le Niger, mais il a maintenu l'entrée sans visa des citoyens de la CEDEAO. Les arrangements entre les deux blocs peuvent encore évoluer : vérifiez avant le départ.",
        },
      },
      {
        passport: 'us',
        visaRequired: true,
        visaType: 'suspended',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: [],
        note: {
          en: "On 30 December 2025 Mali's foreign ministry announced that the entry of US nationals was suspended, in reciprocity for the US ban on Malian travellers, with limited exceptions (such as diplomats). The US State Department also says: do not travel to Mali for any reason. Check with the Embassy of Mali before making any plan.",
          fr: "Le 30 décembre 2025, le ministère malien des Affaires étrangères a annoncé la suspension de l'entrée des ressortissants américains, par réciprocité avec l'interdiction faite aux voyageurs maliens par les États-Unis, avec des exceptions limitées (comme les diplomates). Le département d'État américain dit aussi de ne se rendre au Mali sous aucun prétexte. Renseignez-vous auprès de l'ambassade du Mali avant tout projet.",
        },
      },
      embassyRule('uk'),
      embassyRule('eu'),
      embassyRule('ca'),
      embassyRule('cn'),
      embassyRule('in'),
    ],
    passportValidityMonths: 6,
    officialSource: fcdoEntry,
    changesOften: true,
    sources: [fcdoEntry, usState, usAdvisory],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'A yellow fever certificate is required from all arriving travellers aged 1 year or over, whatever the route. Vaccination is recommended from 9 months of age for anyone going to areas south of the Sahara.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé de tous les voyageurs d'un an ou plus à l'arrivée, quel que soit l'itinéraire. La vaccination est recommandée dès 9 mois pour toute personne se rendant au sud du Sahara.",
    },
    malaria: {
      en: 'Malaria is present throughout Mali all year, with a peak during and after the rains (July–October). CDC recommends preventive medication (atovaquone-proguanil, doxycycline, mefloquine or tafenoquine) plus repellent and nets.',
      fr: "Le paludisme est présent dans tout le Mali toute l'année, avec un pic pendant et après les pluies (juillet-octobre). Les CDC recommandent un traitement préventif (atovaquone-proguanil, doxycycline, méfloquine ou tafénoquine) ainsi que répulsif et moustiquaire.",
    },
    other: {
      en: 'Mali lies in the meningitis belt (outbreaks December–June), and from March to June temperatures often pass 40 °C, so drink plenty of safe water. Do not swim in the Niger or other fresh water (bilharzia). Medical care is very limited and insecurity can block evacuation by road.',
      fr: "Le Mali se trouve dans la ceinture de la méningite (épidémies de décembre à juin), et de mars à juin la température dépasse souvent 40 °C : buvez beaucoup d'eau sûre. Ne vous baignez pas dans le Niger ni en eau douce (bilharziose). Les soins sont très limités et l'insécurité peut empêcher une évacuation par la route.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2],
    rainyMonths: [6, 7, 8, 9],
    summary: {
      en: 'The cool dry season from November to February is the most bearable, though the harmattan fills the air with Saharan dust from December to February. March to May is fiercely hot, and the rains fall from about June to September, more in the south than in the Sahelian north.',
      fr: "La saison sèche et fraîche, de novembre à février, est la plus supportable, même si l'harmattan charge l'air de poussière saharienne de décembre à février. De mars à mai, la chaleur est écrasante, et les pluies tombent de juin à septembre environ, davantage dans le sud que dans le nord sahélien.",
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
      en: 'Mali uses the West African CFA franc, pegged to the euro (655.957 F CFA = 1 €). Cash is used for almost everything; ATMs in Bamako mostly take Visa, and cards work in only a few hotels. Orange Money, Moov Africa Money and Wave are the everyday payment tools, with a local SIM registered with your passport. Bring euros to exchange.',
      fr: "Le Mali utilise le franc CFA d'Afrique de l'Ouest, arrimé à l'euro (655,957 F CFA = 1 €). On paie presque tout en espèces ; les distributeurs de Bamako acceptent surtout Visa, et la carte ne passe que dans quelques hôtels. Orange Money, Moov Africa Money et Wave sont les moyens de paiement du quotidien, avec une SIM locale enregistrée avec votre passeport. Apportez des euros à changer.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
  languages: {
    official: [
      {
        en: 'the 13 national languages, including Bambara (Bamanankan), Fulfulde, Songhay, Soninke, Tamasheq and Dogon (official since the 2023 constitution)',
        fr: 'les 13 langues nationales, dont le bambara (bamanankan), le fulfulde, le songhaï, le soninké, le tamasheq et le dogon (officielles depuis la Constitution de 2023)',
      },
    ],
    widelySpoken: [
      { en: 'Bambara (lingua franca)', fr: 'bambara (langue véhiculaire)' },
      { en: 'French (working language)', fr: 'français (langue de travail)' },
      { en: 'Fulfulde (Fula)', fr: 'fulfulde (peul)' },
      { en: 'Songhay', fr: 'songhaï' },
    ],
    phrases: [
      {
        phrase: 'I ni ce',
        language: { en: 'Bambara', fr: 'bambara' },
        meaning: { en: 'Hello; also thank you', fr: 'Bonjour ; aussi merci' },
      },
      {
        phrase: 'I ni sogoma',
        language: { en: 'Bambara', fr: 'bambara' },
        meaning: { en: 'Good morning', fr: 'Bonjour (le matin)' },
      },
      {
        phrase: 'I ka kɛnɛ wa?',
        language: { en: 'Bambara', fr: 'bambara' },
        meaning: { en: 'Are you well?', fr: 'Tu vas bien ?' },
      },
      {
        phrase: 'Tɔɔrɔ si tɛ',
        language: { en: 'Bambara', fr: 'bambara' },
        meaning: { en: 'No problem; I am fine', fr: 'Pas de problème ; ça va' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The US State Department says do not travel to Mali for any reason (Level 4), and the UK FCDO advises against all travel to the whole country and has urged British nationals to leave by commercial flight. Jihadist groups attack towns, convoys and main roads, have imposed blockades (including on fuel supplies to Bamako in 2025) and kidnap foreigners; Bamako itself was attacked in September 2024. Overland travel to neighbouring countries is considered too dangerous.',
      fr: "Le département d'État américain dit de ne se rendre au Mali sous aucun prétexte (niveau 4), et le FCDO britannique déconseille tout voyage dans l'ensemble du pays et a exhorté les Britanniques à partir par vol commercial. Des groupes djihadistes attaquent villes, convois et grands axes, imposent des blocus (y compris sur l'approvisionnement en carburant de Bamako en 2025) et enlèvent des étrangers ; Bamako elle-même a été attaquée en septembre 2024. Les trajets par la route vers les pays voisins sont jugés trop dangereux.",
    },
    sources: [usAdvisory, fcdoSafety],
    reviewed,
  },
  transport: {
    summary: {
      en: "Bamako's Modibo Keïta International Airport (BKO), about 15 km south of the city, is the only practical way in and out. Private bus companies link Bamako with Ségou, Mopti, Sikasso and Kayes, but buses and roads are attacked and blockaded, and governments advise against overland travel. Inside Bamako, taxis and shared green minibuses (sotramas) run; travel only by day.",
      fr: "L'aéroport international Modibo-Keïta de Bamako (BKO), à environ 15 km au sud de la ville, est le seul moyen réaliste d'entrer et de sortir. Des compagnies de cars privées relient Bamako à Ségou, Mopti, Sikasso et Kayes, mais cars et routes sont attaqués et soumis à des blocus, et les gouvernements déconseillent les trajets par la route. À Bamako circulent taxis et minibus collectifs verts (sotramas) ; ne vous déplacez que de jour.",
    },
    routes: [
      {
        from: 'Bamako',
        to: 'Ségou',
        options: {
          en: 'Private bus companies or a hired car, about 4 hours for 235 km; the road is exposed to attacks and checkpoints, so check advice first.',
          fr: "Compagnies de cars privées ou voiture avec chauffeur, environ 4 heures pour 235 km ; la route est exposée aux attaques et aux contrôles, vérifiez d'abord les conseils aux voyageurs.",
        },
        hours: 4,
      },
      {
        from: 'Bamako',
        to: 'Mopti',
        options: {
          en: 'Long-distance buses in about 10 hours; central Mali is an active conflict zone and travel there is advised against.',
          fr: "Cars de longue distance en 10 heures environ ; le centre du Mali est une zone de conflit actif et il est déconseillé de s'y rendre.",
        },
        hours: 10,
      },
      {
        from: 'Modibo Keïta International Airport (BKO)',
        to: 'Bamako',
        options: {
          en: 'Hotel transfer or taxi, about 30 minutes.',
          fr: "Transfert d'hôtel ou taxi, environ 30 minutes.",
        },
        hours: 0.5,
      },
    ],
    sources: [fcdoSafety, usAdvisory],
    reviewed,
  },
  food: {
    summary: {
      en: 'Malian cooking rests on millet, sorghum, rice and fonio with sauces of peanut, okra, baobab leaf or tomato. Grilled meat and fish from the Niger are sold in the evening, and ginger juice and bissap are the favourite drinks.',
      fr: "La cuisine malienne repose sur le mil, le sorgho, le riz et le fonio, avec des sauces à l'arachide, au gombo, à la feuille de baobab ou à la tomate. Viandes grillées et poissons du Niger se vendent le soir, et le jus de gingembre et le bissap sont les boissons préférées.",
    },
    dishes: [
      {
        name: 'Tô',
        description: {
          en: 'A firm paste of millet or sorghum flour eaten with a sauce, often okra (gombo) or baobab leaf.',
          fr: 'Pâte ferme de farine de mil ou de sorgho mangée avec une sauce, souvent au gombo ou à la feuille de baobab.',
        },
      },
      {
        name: 'Riz au gras',
        description: {
          en: 'Rice cooked in a rich tomato and meat sauce, a festive dish.',
          fr: 'Riz cuit dans une sauce riche à la tomate et à la viande, plat de fête.',
        },
      },
      {
        name: 'Tigadèguèna (peanut sauce)',
        description: {
          en: 'Meat simmered in a thick peanut sauce, served with rice.',
          fr: "Viande mijotée dans une sauce épaisse à l'arachide, servie avec du riz.",
        },
      },
      {
        name: 'Capitaine',
        description: {
          en: 'Nile perch from the Niger, grilled or fried, a Bamako speciality.',
          fr: 'Perche du Nil pêchée dans le Niger, grillée ou frite, spécialité de Bamako.',
        },
      },
      {
        name: 'Dégué',
        description: {
          en: 'Millet grains mixed with sweetened curdled milk, eaten as a snack or dessert.',
          fr: 'Grains de mil mélangés à du lait caillé sucré, pris en collation ou en dessert.',
        },
      },
    ],
    sources: [cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greetings are long and essential: ask after health, family and work before any request. Use the right hand, dress modestly (shoulders and knees covered) in this mostly Muslim country, and avoid eating or drinking in public during Ramadan days. Joking relationships between certain family names (sinankunya) are a friendly tradition, not an insult. Same-sex relations have been a criminal offence since the 2024 penal code.',
      fr: 'Les salutations sont longues et indispensables : prenez des nouvelles de la santé, de la famille et du travail avant toute demande. Utilisez la main droite, habillez-vous modestement (épaules et genoux couverts) dans ce pays majoritairement musulman, et évitez de manger ou boire en public pendant les journées de Ramadan. Les plaisanteries entre certains noms de famille (le sinankunya, ou cousinage à plaisanterie) sont une tradition amicale, pas une insulte. Les relations homosexuelles sont un délit depuis le Code pénal de 2024.',
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Photographing soldiers, police, checkpoints, government buildings, the airport or the bridges over the Niger in Bamako can lead to arrest, especially under the current military government. Always ask before photographing people; at Djenné and in Dogon villages some places and ceremonies must not be photographed at all. Drones are not permitted without authorisation.',
      fr: "Photographier soldats, policiers, barrages, bâtiments officiels, l'aéroport ou les ponts sur le Niger à Bamako peut mener à une arrestation, surtout sous le gouvernement militaire actuel. Demandez toujours avant de photographier quelqu'un ; à Djenné et dans les villages dogons, certains lieux et cérémonies ne doivent pas être photographiés du tout. Les drones sont interdits sans autorisation.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Great Mosque of Djenné',
        city: 'Djenné',
        description: {
          en: 'The largest mud-brick building in the world, replastered by the whole town each year, in the UNESCO-listed Old Towns of Djenné (on the List in Danger); non-Muslims may not enter. The area is currently in a conflict zone.',
          fr: "Le plus grand édifice en terre crue au monde, recrépi chaque année par toute la ville, au cœur des villes anciennes de Djenné inscrites par l'UNESCO (sur la Liste en péril) ; l'entrée est interdite aux non-musulmans. La zone est aujourd'hui en zone de conflit.",
        },
      },
      {
        name: 'Cliff of Bandiagara (Land of the Dogons)',
        city: 'Bandiagara',
        description: {
          en: 'A UNESCO-listed sandstone escarpment with Dogon villages, granaries and older Tellem cliff dwellings; violence has made the area unsafe since the late 2010s.',
          fr: "Falaise de grès inscrite par l'UNESCO, avec villages dogons, greniers et habitations troglodytes tellem plus anciennes ; les violences rendent la zone dangereuse depuis la fin des années 2010.",
        },
      },
      {
        name: 'Timbuktu',
        city: 'Timbuktu',
        description: {
          en: 'The desert city of the Djingareyber, Sankoré and Sidi Yahia mosques and of centuries-old manuscripts, a UNESCO site on the List in Danger; it cannot be visited safely today.',
          fr: "Ville du désert des mosquées Djingareyber, Sankoré et Sidi Yahia et de manuscrits séculaires, site UNESCO sur la Liste en péril ; on ne peut pas la visiter sans danger aujourd'hui.",
        },
      },
      {
        name: 'National Museum of Mali',
        city: 'Bamako',
        description: {
          en: 'A museum of Malian textiles, masks, archaeology and music instruments set in a park in Bamako.',
          fr: 'Musée des textiles, masques, objets archéologiques et instruments de musique du Mali, installé dans un parc à Bamako.',
        },
      },
    ],
    sources: [
      {
        name: 'UNESCO World Heritage Centre – Old Towns of Djenné',
        url: 'https://whc.unesco.org/en/list/116',
      },
      {
        name: 'UNESCO World Heritage Centre – Cliff of Bandiagara (Land of the Dogons)',
        url: 'https://whc.unesco.org/en/list/516',
      },
      {
        name: 'UNESCO World Heritage Centre – Timbuktu',
        url: 'https://whc.unesco.org/en/list/119',
      },
      fcdo,
    ],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [30, 50], midRange: [80, 150], comfort: [180, 300] },
    note: {
      en: 'Per person per day for accommodation, food and local transport in Bamako, without international flights. These figures do not include the security arrangements (vetted drivers, secure hotels) that any visit would now require, which can cost far more.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux à Bamako, hors vols internationaux. Ces chiffres n'incluent pas les mesures de sécurité (chauffeurs de confiance, hôtels sécurisés) qu'exigerait aujourd'hui toute visite, et qui peuvent coûter bien plus.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
