import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const usState = {
  name: 'U.S. Department of State – Niger International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Niger.html',
};
const usAdvisory = {
  name: 'U.S. Department of State – Niger Travel Advisory',
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/niger-travel-advisory.html',
};
const fcdo = {
  name: 'UK FCDO – Niger travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/niger',
};
const fcdoEntry = {
  name: 'UK FCDO – Niger entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/niger/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Niger safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/niger/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Niger",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/niger',
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
  name: 'World Bank Climate Change Knowledge Portal – Niger',
  url: 'https://climateknowledgeportal.worldbank.org/country/niger',
};
const ethnologue = { name: 'Ethnologue – Niger', url: 'https://www.ethnologue.com/country/NE' };

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
    en: 'Return ticket, hotel booking or invitation letter, and proof of funds',
    fr: "Billet de retour, réservation d'hôtel ou lettre d'invitation, et justificatif de ressources",
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
    en: 'Apply at an embassy or consulate of Niger before travel and ask it for the current fee and delay; a visa on arrival is not something to count on. Your government very likely advises against travel to Niger: check its advice and your insurance first.',
    fr: "Demandez le visa à une ambassade ou un consulat du Niger avant le voyage et renseignez-vous sur les frais et délais ; ne comptez pas sur un visa à l'arrivée. Votre gouvernement déconseille très probablement tout voyage au Niger : vérifiez d'abord ses conseils et votre assurance.",
  },
});

export const niger: CountryKnowledge = {
  code: 'NE',
  slug: 'niger',
  name: { en: 'Niger', fr: 'Niger' },
  aliases: [
    'niger',
    'republic of niger',
    'république du niger',
    'republique du niger',
    'niger republic',
    'ne',
  ],
  demonyms: ['nigerien', 'nigerienne', 'nigériens', 'nigérien', 'nigérienne', 'nigériennes'],
  capital: { en: 'Niamey', fr: 'Niamey' },
  ecowasMember: false,
  cities: [
    { name: { en: 'Niamey', fr: 'Niamey' }, aliases: ['niamey'], airport: 'NIM' },
    { name: { en: 'Agadez', fr: 'Agadez' }, aliases: ['agadez', 'agades'], airport: 'AJY' },
    { name: { en: 'Zinder', fr: 'Zinder' }, aliases: ['zinder', 'damagaram'], airport: 'ZND' },
    { name: { en: 'Maradi', fr: 'Maradi' }, aliases: ['maradi'], airport: 'MFQ' },
    { name: { en: 'Dosso', fr: 'Dosso' }, aliases: ['dosso'], airport: null },
  ],
  entry: {
    summary: {
      en: 'Niger left ECOWAS in January 2025 together with Mali and Burkina Faso, but ECOWAS citizens still enter without a visa for up to 90 days. Everyone else needs a visa from an embassy of Niger before travel. In late December 2025 Niger was reported to have stopped issuing visas to US citizens, in reciprocity for US travel restrictions. The US and UK governments advise against travel to Niger.',
      fr: "Le Niger a quitté la CEDEAO en janvier 2025 avec le Mali et le Burkina Faso, mais les citoyens de la CEDEAO y entrent toujours sans visa pour 90 jours au plus. Tous les autres ont besoin d'un visa délivré par une ambassade du Niger avant le voyage. Fin décembre 2025, le Niger aurait cessé de délivrer des visas aux citoyens américains, par réciprocité avec les restrictions de voyage des États-Unis. Les gouvernements américain et britannique déconseillent de se rendre au Niger.",
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
          en: 'Niger left ECOWAS on 29 January 2025 to form the Alliance of Sahel States (AES) with Mali and Burkina Faso, but it kept visa-free entry for ECOWAS citizens. Arrangements between the two blocs may still change: check before travel.',
          fr: "Le Niger a quitté la CEDEAO le 29 janvier 2025 pour former l'Alliance des États du Sahel (AES) avec le Mali et le Burkina Faso, mais il a maintenu l'entrée sans visa des citoyens de la CEDEAO. Les arrangements entre les deux blocs peuvent encore évoluer : vérifiez avant le départ.",
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
          en: 'In late December 2025 Nigerien state media reported that Niger had stopped issuing visas to US citizens, in reciprocity for the US ban on Nigerien travellers. The US State Department says do not travel to Niger for any reason. Check with the Embassy of Niger before making any plan.',
          fr: "Fin décembre 2025, les médias publics nigériens ont annoncé que le Niger cessait de délivrer des visas aux citoyens américains, par réciprocité avec l'interdiction faite aux voyageurs nigériens par les États-Unis. Le département d'État américain dit de ne se rendre au Niger sous aucun prétexte. Renseignez-vous auprès de l'ambassade du Niger avant tout projet.",
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
      en: 'A yellow fever certificate is required from all arriving travellers, whatever the route. Official lists have given the threshold as 9 months or 1 year of age, so have everyone from 9 months vaccinated; the certificate is valid for life from 10 days after vaccination.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé de tous les voyageurs à l'arrivée, quel que soit l'itinéraire. Les listes officielles ont fixé le seuil à 9 mois ou à un an : faites vacciner tout le monde dès 9 mois ; le certificat est valable à vie, 10 jours après la vaccination.",
    },
    malaria: {
      en: 'Malaria is present throughout Niger all year, highest during and just after the rains (July–October), and lower in the Saharan north. Take preventive medication as advised by CDC (atovaquone-proguanil, doxycycline or mefloquine), plus repellent and nets.',
      fr: "Le paludisme est présent dans tout le Niger toute l'année, surtout pendant et juste après les pluies (juillet-octobre), moins dans le nord saharien. Prenez un traitement préventif comme le conseillent les CDC (atovaquone-proguanil, doxycycline ou méfloquine), ainsi que répulsif et moustiquaire.",
    },
    other: {
      en: 'Niger is in the heart of the meningitis belt, with outbreaks in the dry season (December–June); ask about the meningococcal ACWY vaccine. Heat from April to June is extreme (often above 40 °C). Medical care is very limited, and evacuation can be slow.',
      fr: "Le Niger est au cœur de la ceinture de la méningite, avec des épidémies en saison sèche (décembre-juin) ; renseignez-vous sur le vaccin méningococcique ACWY. D'avril à juin, la chaleur est extrême (souvent plus de 40 °C). Les soins sont très limités et une évacuation peut être lente.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2],
    rainyMonths: [6, 7, 8, 9],
    summary: {
      en: 'November to February is dry and relatively cool, though the harmattan carries Saharan dust from December to February. From April to June the heat is extreme, and the short rainy season runs from about June to September, mostly in the south.',
      fr: "De novembre à février, le temps est sec et relativement frais, même si l'harmattan charrie la poussière saharienne de décembre à février. D'avril à juin, la chaleur est extrême, et la courte saison des pluies va de juin à septembre environ, surtout dans le sud.",
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
      en: 'Niger uses the West African CFA franc, pegged to the euro (655.957 F CFA = 1 €). It is a cash economy: a few ATMs in Niamey take Visa, and cards work only in some large hotels. Mobile money wallets are common but need a local SIM registered with your passport. Bring euros to exchange at banks.',
      fr: "Le Niger utilise le franc CFA d'Afrique de l'Ouest, arrimé à l'euro (655,957 F CFA = 1 €). C'est une économie d'espèces : quelques distributeurs de Niamey acceptent Visa, et la carte ne passe que dans certains grands hôtels. Les portefeuilles de mobile money sont courants mais exigent une SIM locale enregistrée avec votre passeport. Apportez des euros à changer en banque.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
  languages: {
    official: [
      {
        en: 'Hausa (national language since the March 2025 charter)',
        fr: 'haoussa (langue nationale depuis la charte de mars 2025)',
      },
    ],
    widelySpoken: [
      { en: 'French (working language)', fr: 'français (langue de travail)' },
      { en: 'English (working language)', fr: 'anglais (langue de travail)' },
      { en: 'Zarma-Songhay', fr: 'zarma-songhaï' },
      { en: 'Fulfulde (Fula)', fr: 'fulfulde (peul)' },
      { en: 'Tamasheq', fr: 'tamasheq' },
      { en: 'Kanuri', fr: 'kanouri' },
    ],
    phrases: [
      {
        phrase: 'Sannu',
        language: { en: 'Hausa', fr: 'haoussa' },
        meaning: { en: 'Hello', fr: 'Bonjour' },
      },
      {
        phrase: 'Ina kwana?',
        language: { en: 'Hausa', fr: 'haoussa' },
        meaning: {
          en: 'Good morning (literally: how did you sleep?)',
          fr: 'Bonjour le matin (littéralement : comment as-tu dormi ?)',
        },
      },
      {
        phrase: 'Na gode',
        language: { en: 'Hausa', fr: 'haoussa' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Fofo',
        language: { en: 'Zarma', fr: 'zarma' },
        meaning: { en: 'Hello; also used to say thanks', fr: 'Bonjour ; sert aussi à remercier' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The US State Department says do not travel to Niger for any reason (Level 4), and the UK FCDO also advises against travel; both governments can give only very limited help. Jihadist groups are active in the west (Tillabéri, near Mali and Burkina Faso), the south-east (Diffa, near Lake Chad) and along the borders, and foreigners were kidnapped in 2025, including in Niamey and Agadez. Anyone who must go needs professional security support and should avoid all road travel outside Niamey.',
      fr: "Le département d'État américain dit de ne se rendre au Niger sous aucun prétexte (niveau 4), et le FCDO britannique déconseille aussi de s'y rendre ; les deux gouvernements ne peuvent apporter qu'une aide très limitée. Des groupes djihadistes sont actifs dans l'ouest (Tillabéri, près du Mali et du Burkina Faso), le sud-est (Diffa, près du lac Tchad) et le long des frontières, et des étrangers ont été enlevés en 2025, y compris à Niamey et à Agadez. Quiconque doit s'y rendre a besoin d'un appui professionnel en sécurité et doit éviter toute route hors de Niamey.",
    },
    sources: [usAdvisory, fcdoSafety],
    reviewed,
  },
  transport: {
    summary: {
      en: "Niamey's Diori Hamani International Airport (NIM) has a small number of international connections. Private bus companies run from Niamey to Dosso, Maradi, Zinder and Agadez, but long-distance roads are exposed to attacks and some routes need military escorts; governments advise against road travel. In Niamey, taxis are shared and cheap; use a driver arranged by your hotel or host.",
      fr: "L'aéroport international Diori-Hamani de Niamey (NIM) offre peu de liaisons internationales. Des compagnies de cars privées relient Niamey à Dosso, Maradi, Zinder et Agadez, mais les grands axes sont exposés aux attaques et certains trajets exigent une escorte militaire ; les gouvernements déconseillent la route. À Niamey, les taxis sont collectifs et bon marché ; préférez un chauffeur organisé par votre hôtel ou votre hôte.",
    },
    routes: [
      {
        from: 'Niamey',
        to: 'Dosso',
        options: {
          en: 'Private buses or a hired car on the paved highway, about 2.5 hours for 140 km.',
          fr: 'Cars privés ou voiture avec chauffeur sur la route goudronnée, environ 2 h 30 pour 140 km.',
        },
        hours: 2.5,
      },
      {
        from: 'Niamey',
        to: 'Zinder',
        options: {
          en: 'Long-distance buses via Dosso and Maradi, a full day of about 13 hours for some 900 km; check security advice first.',
          fr: "Cars de longue distance via Dosso et Maradi, une journée entière d'environ 13 heures pour quelque 900 km ; vérifiez d'abord les conseils de sécurité.",
        },
        hours: 13,
      },
      {
        from: 'Diori Hamani International Airport (NIM)',
        to: 'Niamey',
        options: {
          en: 'Hotel transfer or taxi, about 20 minutes.',
          fr: "Transfert d'hôtel ou taxi, environ 20 minutes.",
        },
        hours: 0.5,
      },
    ],
    sources: [fcdoSafety, usAdvisory],
    reviewed,
  },
  food: {
    summary: {
      en: 'Nigerien food is based on millet, sorghum and rice with sauces of okra, baobab leaf, peanut or tomato, plus grilled meat. In the north, Tuareg tea is served in three glasses, from strong and bitter to sweet.',
      fr: "La cuisine nigérienne repose sur le mil, le sorgho et le riz, avec des sauces au gombo, à la feuille de baobab, à l'arachide ou à la tomate, et de la viande grillée. Dans le nord, le thé touareg se sert en trois verres, du plus fort et amer au plus doux.",
    },
    dishes: [
      {
        name: 'Kilishi',
        description: {
          en: 'Thin sheets of dried beef coated with a spicy peanut paste, a favourite snack.',
          fr: "Fines lamelles de bœuf séché enrobées d'une pâte d'arachide épicée, en-cas très apprécié.",
        },
      },
      {
        name: 'Fura',
        description: {
          en: 'Balls of spiced millet dough crumbled into fermented milk (fura da nono), drunk cool.',
          fr: 'Boules de pâte de mil épicée émiettées dans du lait fermenté (fura da nono), bues fraîches.',
        },
      },
      {
        name: 'Dambou',
        description: {
          en: 'Steamed couscous of millet or rice mixed with moringa leaves and peanuts.',
          fr: 'Couscous de mil ou de riz cuit à la vapeur, mélangé à des feuilles de moringa et à des arachides.',
        },
      },
      {
        name: 'Tuwo (boule)',
        description: {
          en: 'A stiff porridge of millet, sorghum or rice eaten with okra or baobab-leaf sauce.',
          fr: 'Pâte épaisse de mil, de sorgho ou de riz mangée avec une sauce au gombo ou à la feuille de baobab.',
        },
      },
    ],
    sources: [cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Niger is almost entirely Muslim and conservative: dress modestly (long trousers or skirts, covered shoulders), and women should carry a scarf for mosques and villages. Greetings are long and come before any business; use the right hand. During Ramadan, do not eat, drink or smoke in public in daytime. Accept tea when offered; it is a sign of hospitality.',
      fr: "Le Niger est presque entièrement musulman et conservateur : tenue modeste (pantalons ou jupes longs, épaules couvertes), et les femmes prévoient un foulard pour les mosquées et les villages. Les salutations sont longues et précèdent toute affaire ; utilisez la main droite. Pendant le Ramadan, ne mangez, ne buvez ni ne fumez en public dans la journée. Acceptez le thé offert : c'est un signe d'hospitalité.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Photographing soldiers, police, checkpoints, government buildings, the airport or the Kennedy Bridge over the Niger in Niamey can lead to arrest. Ask before photographing anyone; women in particular often refuse. Drones are forbidden without authorisation.',
      fr: "Photographier soldats, policiers, barrages, bâtiments officiels, l'aéroport ou le pont Kennedy sur le Niger à Niamey peut mener à une arrestation. Demandez avant de photographier quelqu'un ; les femmes en particulier refusent souvent. Les drones sont interdits sans autorisation.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Historic Centre of Agadez',
        city: 'Agadez',
        description: {
          en: 'A UNESCO-listed caravan city of mud-brick houses around the Great Mosque and its 27-metre earthen minaret, seat of a sultanate and of Tuareg crafts. Foreigners were kidnapped there in 2025: do not go without professional security advice.',
          fr: "Ville caravanière inscrite par l'UNESCO, aux maisons en banco autour de la Grande Mosquée et de son minaret de terre de 27 mètres, siège d'un sultanat et de l'artisanat touareg. Des étrangers y ont été enlevés en 2025 : n'y allez pas sans avis professionnel en sécurité.",
        },
      },
      {
        name: 'W National Park',
        city: 'Say',
        description: {
          en: 'Savanna park along a W-shaped bend of the Niger, shared with Benin and Burkina Faso and part of a UNESCO World Heritage complex, once home to elephants, buffalo and lions; armed groups now operate in the area and it should not be visited.',
          fr: "Parc de savane le long d'un méandre en W du Niger, partagé avec le Bénin et le Burkina Faso et partie d'un ensemble inscrit au patrimoine mondial de l'UNESCO, autrefois riche en éléphants, buffles et lions ; des groupes armés y opèrent désormais et il ne faut pas s'y rendre.",
        },
      },
      {
        name: 'Aïr and Ténéré Natural Reserves',
        city: 'Agadez',
        description: {
          en: 'The volcanic Aïr mountains and the sand sea of the Ténéré, a UNESCO site on the List in Danger; the region is closed to tourism by insecurity.',
          fr: "Les montagnes volcaniques de l'Aïr et la mer de sable du Ténéré, site UNESCO sur la Liste en péril ; l'insécurité ferme la région au tourisme.",
        },
      },
      {
        name: 'Kouré giraffe zone',
        city: 'Kouré',
        description: {
          en: 'Farmland about 60 km south-east of Niamey where the last West African giraffes roam freely; visits were run from Niamey with local guides, subject to current security advice.',
          fr: "Terres agricoles à environ 60 km au sud-est de Niamey où vivent en liberté les dernières girafes d'Afrique de l'Ouest ; des visites partaient de Niamey avec des guides locaux, sous réserve des conseils de sécurité en vigueur.",
        },
      },
      {
        name: 'Boubou Hama National Museum',
        city: 'Niamey',
        description: {
          en: "Niger's national museum, with dinosaur fossils from the Sahara, crafts from every region and traditional houses in a riverside park.",
          fr: 'Le musée national du Niger, avec fossiles de dinosaures du Sahara, artisanat de toutes les régions et habitations traditionnelles dans un parc au bord du fleuve.',
        },
      },
    ],
    sources: [
      {
        name: 'UNESCO World Heritage Centre – Historic Centre of Agadez',
        url: 'https://whc.unesco.org/en/list/1268',
      },
      {
        name: 'UNESCO World Heritage Centre – W-Arly-Pendjari Complex',
        url: 'https://whc.unesco.org/en/list/749',
      },
      {
        name: 'UNESCO World Heritage Centre – Aïr and Ténéré Natural Reserves',
        url: 'https://whc.unesco.org/en/list/573',
      },
      fcdo,
    ],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [30, 50], midRange: [80, 150], comfort: [180, 300] },
    note: {
      en: 'Per person per day for accommodation, food and local transport in Niamey, without international flights. These figures do not include the professional security arrangements that any visit would now require, which can cost far more.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux à Niamey, hors vols internationaux. Ces chiffres n'incluent pas les mesures de sécurité professionnelles qu'exigerait aujourd'hui toute visite, et qui peuvent coûter bien plus.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
