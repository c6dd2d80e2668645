import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const ease = {
  name: 'Cabo Verde – EASE traveller pre-registration platform',
  url: 'https://www.ease.gov.cv',
};
const usState = {
  name: 'U.S. Department of State – Cabo Verde International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/CaboVerde.html',
};
const fcdo = {
  name: 'UK FCDO – Cape Verde travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/cape-verde',
};
const fcdoEntry = {
  name: 'UK FCDO – Cape Verde entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/cape-verde/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Cape Verde safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/cape-verde/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Cape Verde health',
  url: 'https://www.gov.uk/foreign-travel-advice/cape-verde/health',
};
const cdc = {
  name: "CDC Travelers' Health – Cabo Verde",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/cape-verde',
};
const whoMalariaFree = {
  name: 'WHO – WHO certifies Cabo Verde as malaria-free (12 January 2024)',
  url: 'https://www.who.int/news/item/12-01-2024-who-certifies-cabo-verde-as-malaria-free--marking-a-significant-milestone-in-the-fight-against-malaria',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bcv = { name: 'Banco de Cabo Verde', url: 'https://www.bcv.cv' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal',
  url: 'https://climateknowledgeportal.worldbank.org',
};
const ethnologue = {
  name: 'Ethnologue – Cabo Verde',
  url: 'https://www.ethnologue.com/country/CV',
};
const interilhas = {
  name: 'CV Interilhas – inter-island ferries',
  url: 'https://www.cvinterilhas.cv',
};
const unescoCidadeVelha = {
  name: 'UNESCO World Heritage Centre – Cidade Velha, Historic Centre of Ribeira Grande',
  url: 'https://whc.unesco.org/en/list/1310/',
};

const passport6 = {
  en: 'Passport valid for at least 6 months',
  fr: 'Passeport valable au moins 6 mois',
};
const easeStep = {
  en: 'EASE pre-registration on ease.gov.cv, ideally at least 5 days before arrival (children under 2 and Cabo Verdean passport holders are exempt)',
  fr: 'Pré-enregistrement EASE sur ease.gov.cv, de préférence au moins 5 jours avant l’arrivée (enfants de moins de 2 ans et titulaires d’un passeport cap-verdien exemptés)',
};
const tsa = {
  en: 'Airport Security Tax (TSA) of 3,400 escudos (about €31), paid online with EASE or on arrival',
  fr: 'Taxe de sécurité aéroportuaire (TSA) de 3 400 escudos (environ 31 €), payée en ligne avec EASE ou à l’arrivée',
};
const yfFromRisk = {
  en: 'Yellow fever vaccination certificate if arriving from a yellow fever risk country',
  fr: "Certificat de vaccination contre la fièvre jaune en cas d'arrivée d'un pays à risque",
};
const returnTicket = { en: 'Return or onward ticket', fr: 'Billet de retour ou de continuation' };
const exemptRequirements = [passport6, easeStep, tsa, returnTicket, yfFromRisk];
const exemptRule = {
  visaRequired: false,
  visaType: 'none',
  maxStayDays: 30,
  processingTime: null,
  feeUsd: null,
  requirements: exemptRequirements,
  note: {
    en: 'No visa for tourist or business stays of up to 30 days, but EASE pre-registration and the airport security tax are mandatory for arrivals by air. For a longer stay, apply for an extension from the Directorate of Foreigners and Borders (DEF) before the 30 days end.',
    fr: "Pas de visa pour un séjour touristique ou d'affaires de 30 jours au plus, mais le pré-enregistrement EASE et la taxe de sécurité aéroportuaire sont obligatoires pour les arrivées par avion. Pour rester plus longtemps, demandez une prolongation à la Direction des étrangers et des frontières (DEF) avant la fin des 30 jours.",
  },
} as const;
const priorVisaNote = (en: string, fr: string) => ({
  en: `A visa is required. Since 1 January 2026 Cabo Verde no longer issues online or on-arrival visas to citizens of a list of about 90 countries, who must get the visa from a Cabo Verdean embassy or consulate before boarding. ${en} Check on ease.gov.cv, where choosing your nationality shows whether you may still apply online.`,
  fr: `Un visa est exigé. Depuis le 1er janvier 2026, le Cap-Vert ne délivre plus de visa en ligne ni à l'arrivée aux citoyens d'une liste d'environ 90 pays, qui doivent l'obtenir auprès d'une ambassade ou d'un consulat du Cap-Vert avant l'embarquement. ${fr} Vérifiez sur ease.gov.cv : en choisissant votre nationalité, le site indique si la demande en ligne reste possible.`,
});
const visaRequirements = [
  passport6,
  {
    en: 'Visa application with photo, hotel booking and proof of funds',
    fr: "Demande de visa avec photo, réservation d'hôtel et justificatif de ressources",
  },
  returnTicket,
  easeStep,
  tsa,
  yfFromRisk,
];

export const caboVerde: CountryKnowledge = {
  code: 'CV',
  slug: 'cabo-verde',
  name: { en: 'Cabo Verde', fr: 'Cap-Vert' },
  aliases: [
    'cabo verde',
    'cabo-verde',
    'cape verde',
    'cape verde islands',
    'cap-vert',
    'cap vert',
    'îles du cap-vert',
    'iles du cap-vert',
    'iles du cap vert',
  ],
  demonyms: [
    'cabo verdean',
    'cape verdean',
    'cabo verdeans',
    'cape verdeans',
    'cap-verdien',
    'cap-verdienne',
    'cap-verdiens',
    'cap-verdiennes',
    'capverdien',
    'capverdienne',
  ],
  capital: { en: 'Praia', fr: 'Praia' },
  ecowasMember: true,
  cities: [
    { name: { en: 'Praia', fr: 'Praia' }, aliases: ['praia', 'santiago'], airport: 'RAI' },
    {
      name: { en: 'Mindelo', fr: 'Mindelo' },
      aliases: ['mindelo', 'sao vicente', 'são vicente', 'sao vincente'],
      airport: 'VXE',
    },
    {
      name: { en: 'Santa Maria (Sal)', fr: 'Santa Maria (Sal)' },
      aliases: ['santa maria', 'sal', 'sal island', 'ile de sal', 'espargos'],
      airport: 'SID',
    },
    {
      name: { en: 'Sal Rei (Boa Vista)', fr: 'Sal Rei (Boa Vista)' },
      aliases: ['sal rei', 'boa vista', 'boavista'],
      airport: 'BVC',
    },
    {
      name: { en: 'São Filipe (Fogo)', fr: 'São Filipe (Fogo)' },
      aliases: ['sao filipe', 'são filipe', 'fogo'],
      airport: 'SFL',
    },
  ],
  entry: {
    summary: {
      en: 'Citizens of ECOWAS, the EU, the UK, the US and Canada, among others, need no visa for short stays (30 days for tourists from outside ECOWAS). Everyone arriving by air must still pre-register on the EASE platform, ideally at least 5 days before arrival, and pay the Airport Security Tax (TSA) of 3,400 escudos (about €31). Since 1 January 2026, citizens of a list of about 90 countries can no longer get a visa online or on arrival and must obtain it from a Cabo Verdean embassy or consulate before travel.',
      fr: "Les citoyens de la CEDEAO, de l'UE, du Royaume-Uni, des États-Unis et du Canada, entre autres, n'ont pas besoin de visa pour un court séjour (30 jours pour les touristes hors CEDEAO). Toute personne arrivant par avion doit néanmoins se pré-enregistrer sur la plateforme EASE, de préférence au moins 5 jours avant l'arrivée, et payer la taxe de sécurité aéroportuaire (TSA) de 3 400 escudos (environ 31 €). Depuis le 1er janvier 2026, les citoyens d'une liste d'environ 90 pays ne peuvent plus obtenir de visa en ligne ni à l'arrivée et doivent l'obtenir auprès d'une ambassade ou d'un consulat du Cap-Vert avant le départ.",
    },
    rules: [
      {
        passport: 'ecowas',
        visaRequired: false,
        visaType: 'none',
        maxStayDays: 90,
        processingTime: null,
        feeUsd: null,
        requirements: [passport6, easeStep, tsa, yfFromRisk],
        note: {
          en: 'Free movement under the ECOWAS protocol for up to 90 days; EASE pre-registration and the airport security tax still apply to arrivals by air.',
          fr: "Libre circulation selon le protocole de la CEDEAO pour 90 jours au plus ; le pré-enregistrement EASE et la taxe de sécurité aéroportuaire s'appliquent quand même aux arrivées par avion.",
        },
      },
      { passport: 'us', ...exemptRule },
      { passport: 'uk', ...exemptRule },
      { passport: 'eu', ...exemptRule },
      { passport: 'ca', ...exemptRule },
      {
        passport: 'cn',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: visaRequirements,
        note: priorVisaNote(
          'Chinese citizens can apply at the Embassy of Cabo Verde in Beijing.',
          "Les citoyens chinois peuvent faire la demande à l'ambassade du Cap-Vert à Pékin.",
        ),
      },
      {
        passport: 'in',
        visaRequired: true,
        visaType: 'embassy',
        maxStayDays: null,
        processingTime: null,
        feeUsd: null,
        requirements: visaRequirements,
        note: priorVisaNote(
          'India was reported to be on the list; the nearest Cabo Verdean mission may be outside India, so allow several weeks.',
          "L'Inde figurerait sur la liste ; la représentation cap-verdienne la plus proche peut se trouver hors de l'Inde, prévoyez donc plusieurs semaines.",
        ),
      },
    ],
    passportValidityMonths: 6,
    officialSource: ease,
    changesOften: true,
    sources: [ease, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'from-risk-countries',
    yellowFeverText: {
      en: 'A yellow fever vaccination certificate is required only from travellers aged 1 year or older arriving from a country with risk of yellow fever transmission — which includes most of mainland West Africa, so carry it if you fly in from Dakar, Bissau or Accra. It is not required for direct arrivals from Europe or North America.',
      fr: "Un certificat de vaccination contre la fièvre jaune n'est exigé que des voyageurs âgés de 1 an ou plus arrivant d'un pays à risque de transmission — ce qui inclut la plupart de l'Afrique de l'Ouest continentale : ayez-le sur vous si vous arrivez de Dakar, Bissau ou Accra. Il n'est pas exigé pour les arrivées directes d'Europe ou d'Amérique du Nord.",
    },
    malaria: {
      en: 'Risk is very low: WHO certified Cabo Verde malaria-free in January 2024, and no preventive tablets are needed for the islands themselves. If you combine the trip with mainland West Africa, take the prophylaxis needed there.',
      fr: "Le risque est très faible : l'OMS a certifié le Cap-Vert exempt de paludisme en janvier 2024, et aucun traitement préventif n'est nécessaire pour les îles elles-mêmes. Si vous combinez le voyage avec l'Afrique de l'Ouest continentale, prenez la prophylaxie nécessaire là-bas.",
    },
    other: {
      en: 'Dengue and Zika are carried by daytime-biting mosquitoes and have caused outbreaks (notably dengue in 2009), so use repellent. Tap water is mostly desalinated and its quality varies by island; most visitors drink bottled water. The sun and wind are strong all year.',
      fr: "La dengue et le Zika sont transmis par des moustiques qui piquent le jour et ont provoqué des épidémies (notamment la dengue en 2009) : utilisez un répulsif. L'eau du robinet est surtout dessalée et sa qualité varie selon les îles ; la plupart des visiteurs boivent de l'eau en bouteille. Le soleil et le vent sont forts toute l'année.",
    },
    sources: [whoMalariaFree, cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3, 4, 5, 6],
    rainyMonths: [8, 9, 10],
    summary: {
      en: 'The islands are dry, sunny and mild all year, around 22–30 °C. The short rainy season from August to October brings occasional heavy showers, mostly on the mountainous islands of Santiago, Fogo and Santo Antão. From December to April the trade winds are strongest (good for kitesurfing on Sal and Boa Vista), and the harmattan can bring a dusty haze from the Sahara. Mindelo holds a lively Carnival in February or March.',
      fr: "Les îles sont sèches, ensoleillées et douces toute l'année, autour de 22 à 30 °C. La courte saison des pluies, d'août à octobre, apporte des averses parfois fortes, surtout sur les îles montagneuses de Santiago, Fogo et Santo Antão. De décembre à avril, les alizés soufflent le plus fort (idéal pour le kitesurf à Sal et Boa Vista), et l'harmattan peut apporter une brume de poussière du Sahara. Mindelo fête un carnaval animé en février ou mars.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'CVE',
      name: { en: 'Cabo Verdean escudo', fr: 'escudo cap-verdien' },
      symbol: 'Esc',
    },
    howToPay: {
      en: 'The escudo is pegged to the euro at 110.265 CVE = 1 EUR; prices are often written with a $ sign as the separator (1$000 = 1,000 escudos). Euros are accepted in many tourist businesses, usually with change in escudos. ATMs on the Vinti4 network take Visa and Mastercard, and cards work in hotels and larger restaurants, but carry cash for aluguers, markets and small islands.',
      fr: "L'escudo est arrimé à l'euro à 110,265 CVE = 1 EUR ; les prix s'écrivent souvent avec le signe $ comme séparateur (1$000 = 1 000 escudos). L'euro est accepté dans beaucoup de commerces touristiques, la monnaie étant généralement rendue en escudos. Les distributeurs du réseau Vinti4 acceptent Visa et Mastercard, et la carte passe dans les hôtels et les grands restaurants, mais gardez des espèces pour les aluguers, les marchés et les petites îles.",
    },
    sources: [bcv, usState],
    reviewed,
  },
  languages: {
    official: [{ en: 'Portuguese', fr: 'portugais' }],
    widelySpoken: [
      {
        en: 'Cabo Verdean Creole (Kriolu), the everyday language, varying from island to island',
        fr: "créole cap-verdien (kriolu), la langue de tous les jours, qui varie d'une île à l'autre",
      },
      { en: 'French and English in tourism', fr: 'français et anglais dans le tourisme' },
    ],
    phrases: [
      {
        phrase: 'Bom dia',
        language: { en: 'Portuguese', fr: 'portugais' },
        meaning: { en: 'Good morning', fr: 'Bonjour (le matin)' },
      },
      {
        phrase: 'Obrigado / Obrigada',
        language: { en: 'Portuguese', fr: 'portugais' },
        meaning: {
          en: 'Thank you (said by a man / by a woman)',
          fr: 'Merci (dit par un homme / par une femme)',
        },
      },
      {
        phrase: 'Modi ki bu sta?',
        language: { en: 'Kriolu (Santiago)', fr: 'kriolu (Santiago)' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'N sta bon',
        language: { en: 'Kriolu (Santiago)', fr: 'kriolu (Santiago)' },
        meaning: { en: "I'm fine", fr: 'Je vais bien' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Cabo Verde is one of the safest countries in the region, but muggings and bag snatching happen in Praia and on the tourist islands of Sal and Boa Vista, especially after dark and on isolated beaches. Atlantic currents and waves are strong and cause drownings every year: swim only where locals do. Check the situation before hiking on Fogo, whose volcano last erupted in 2014–15.',
      fr: "Le Cap-Vert est l'un des pays les plus sûrs de la région, mais les agressions et vols à l'arraché existent à Praia et sur les îles touristiques de Sal et Boa Vista, surtout la nuit et sur les plages isolées. Les courants et les vagues de l'Atlantique sont forts et causent des noyades chaque année : ne vous baignez que là où se baignent les habitants. Renseignez-vous avant de randonner sur Fogo, dont le volcan est entré en éruption pour la dernière fois en 2014-2015.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'The islands are linked by domestic flights and by CV Interilhas ferries; schedules change often and crossings can be rough or cancelled, so leave slack before an international flight. On each island, aluguers (shared minibuses and pick-ups) run between towns, with taxis and hire cars in the main centres.',
      fr: 'Les îles sont reliées par des vols intérieurs et par les ferries CV Interilhas ; les horaires changent souvent et les traversées peuvent être agitées ou annulées : gardez une marge avant un vol international. Sur chaque île, des aluguers (minibus et pick-up collectifs) relient les villes, avec taxis et voitures de location dans les principaux centres.',
    },
    routes: [
      {
        from: 'Mindelo (São Vicente)',
        to: 'Porto Novo (Santo Antão)',
        options: {
          en: 'CV Interilhas ferry, about 1 hour, several crossings a day; aluguers then climb to Ribeira Grande and the Paul valley.',
          fr: 'Ferry CV Interilhas, environ 1 heure, plusieurs traversées par jour ; des aluguers montent ensuite vers Ribeira Grande et la vallée de Paul.',
        },
        hours: 1,
      },
      {
        from: 'Praia (Santiago)',
        to: 'São Filipe (Fogo)',
        options: {
          en: 'Ferry of about 3.5–4 hours, weather permitting; flights operate on some days.',
          fr: "Ferry d'environ 3 h 30 à 4 heures, selon la météo ; des vols circulent certains jours.",
        },
        hours: 4,
      },
      {
        from: 'Praia (Santiago)',
        to: 'Mindelo (São Vicente)',
        options: {
          en: 'Domestic flight of about 50 minutes; the ferry takes much longer.',
          fr: 'Vol intérieur d’environ 50 minutes ; le ferry prend beaucoup plus de temps.',
        },
        hours: 1,
      },
      {
        from: 'Praia',
        to: 'Tarrafal',
        options: {
          en: 'Aluguers across the interior of Santiago take about 1.5–2 hours.',
          fr: "Les aluguers à travers l'intérieur de Santiago mettent environ 1 h 30 à 2 heures.",
        },
        hours: 2,
      },
    ],
    sources: [interilhas, fcdoSafety],
    reviewed,
  },
  food: {
    summary: {
      en: 'Cooking mixes Portuguese and West African traditions around maize, beans, fish and seafood. Cachupa is the national dish, fresh tuna, wahoo and lobster are common on the coast, and grogue (sugar-cane spirit) is distilled on Santo Antão and Santiago.',
      fr: 'La cuisine mêle traditions portugaises et ouest-africaines autour du maïs, des haricots, du poisson et des fruits de mer. La cachupa est le plat national, thon frais, thazard et langouste sont courants sur la côte, et le grogue (eau-de-vie de canne) est distillé à Santo Antão et Santiago.',
    },
    dishes: [
      {
        name: 'Cachupa',
        description: {
          en: 'Slow-cooked stew of hominy maize and beans with fish or meat; leftovers are fried with egg for breakfast (cachupa guisada).',
          fr: 'Ragoût mijoté de maïs et de haricots avec du poisson ou de la viande ; les restes sont poêlés avec un œuf au petit-déjeuner (cachupa guisada).',
        },
      },
      {
        name: 'Caldo de peixe',
        description: {
          en: 'Fish soup with potatoes, cassava, plantain and sweet potato.',
          fr: 'Soupe de poisson avec pommes de terre, manioc, banane plantain et patate douce.',
        },
      },
      {
        name: 'Pastel com diabo dentro',
        description: {
          en: "Fried pastry filled with spicy tuna — the 'devil inside' is the chilli.",
          fr: 'Beignet frit farci de thon épicé — le « diable dedans », c’est le piment.',
        },
      },
      {
        name: 'Grogue and ponche',
        description: {
          en: 'Grogue is a strong sugar-cane spirit; ponche mixes it with molasses or honey.',
          fr: 'Le grogue est une eau-de-vie de canne très forte ; le ponche la mélange à de la mélasse ou du miel.',
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Cabo Verdeans are relaxed and welcoming; greet with "bom dia" or "boa tarde" and a handshake, and expect friends to kiss on both cheeks. Dress is casual, but cover up away from the beach and in churches. Music is central to life — morna, coladeira and funaná are played in bars in Mindelo and Praia.',
      fr: "Les Cap-Verdiens sont détendus et accueillants ; saluez d'un « bom dia » ou « boa tarde » avec une poignée de main, les amis s'embrassent sur les deux joues. La tenue est décontractée, mais couvrez-vous hors de la plage et dans les églises. La musique est au cœur de la vie — morna, coladeira et funaná se jouent dans les bars de Mindelo et de Praia.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Photography is generally relaxed, but ask before photographing people, especially fishermen and market sellers, and do not photograph military or police installations or airports. Drones need authorisation from the civil aviation agency.',
      fr: "La photographie est en général bien acceptée, mais demandez avant de photographier des personnes, surtout les pêcheurs et les vendeuses du marché, et ne photographiez pas les installations militaires ou de police ni les aéroports. Les drones exigent une autorisation de l'agence de l'aviation civile.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Cidade Velha (Ribeira Grande)',
        city: 'Cidade Velha (Santiago)',
        description: {
          en: 'Founded in the 1460s, it was the first European colonial town in the tropics and a hub of the Atlantic slave trade; the pillory, the São Filipe fort and the cathedral ruins form a UNESCO World Heritage site 15 km from Praia.',
          fr: "Fondée dans les années 1460, ce fut la première ville coloniale européenne sous les tropiques et une plaque tournante de la traite atlantique ; le pilori, le fort São Filipe et les ruines de la cathédrale forment un site du patrimoine mondial de l'UNESCO à 15 km de Praia.",
        },
      },
      {
        name: 'Pico do Fogo',
        city: 'Chã das Caldeiras (Fogo)',
        description: {
          en: "Cabo Verde's highest peak (2,829 m), an active volcano rising from a caldera where villagers grow wine grapes; the climb takes a guide and a full morning.",
          fr: "Point culminant du Cap-Vert (2 829 m), un volcan actif qui s'élève d'une caldeira où les villageois cultivent la vigne ; l'ascension demande un guide et une matinée complète.",
        },
      },
      {
        name: 'Santo Antão hiking trails',
        city: 'Ribeira Grande (Santo Antão)',
        description: {
          en: 'Cobbled mule paths cross green valleys such as Paul and drop from the Cova crater to the coast — the best walking in the archipelago, an hour by ferry from Mindelo.',
          fr: "Des chemins muletiers pavés traversent des vallées verdoyantes comme celle de Paul et descendent du cratère de Cova jusqu'à la côte — les meilleures randonnées de l'archipel, à une heure de ferry de Mindelo.",
        },
      },
      {
        name: 'Mindelo',
        city: 'Mindelo (São Vicente)',
        description: {
          en: 'A colourful port town of colonial buildings and live music, the home of singer Cesária Évora and of the biggest Carnival in the islands.',
          fr: 'Une ville portuaire colorée aux bâtiments coloniaux et à la musique live, patrie de la chanteuse Cesária Évora et du plus grand carnaval des îles.',
        },
      },
      {
        name: 'Pedra de Lume salt crater',
        city: 'Espargos (Sal)',
        description: {
          en: 'Old salt pans inside an extinct volcanic crater on Sal, where you can float in very salty water, near the beaches of Santa Maria.',
          fr: "D'anciens marais salants dans un cratère volcanique éteint de Sal, où l'on flotte dans une eau très salée, non loin des plages de Santa Maria.",
        },
      },
    ],
    sources: [unescoCidadeVelha, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [45, 70], midRange: [90, 170], comfort: [200, 400] },
    note: {
      en: 'Per person per day, excluding international flights and the airport security tax. Budget covers guesthouses (pensões), local meals and aluguers; mid-range covers good hotels, restaurant meals and the odd ferry or taxi; comfort covers resort hotels on Sal or Boa Vista and private tours. Domestic flights between islands are the biggest extra.',
      fr: 'Par personne et par jour, hors vols internationaux et taxe de sécurité aéroportuaire. Le budget couvre les pensions, les repas locaux et les aluguers ; le milieu de gamme de bons hôtels, les restaurants et quelques ferries ou taxis ; le confort les hôtels-clubs de Sal ou Boa Vista et les excursions privées. Les vols intérieurs entre les îles sont la principale dépense en plus.',
    },
    sources: [bcv, fcdo],
    reviewed,
  },
};
