import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const evisa = {
  name: 'Burkina Faso – official e-visa portal',
  url: 'https://www.visaburkina.bf',
};
const usState = {
  name: 'U.S. Department of State – Burkina Faso International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/BurkinaFaso.html',
};
const fcdo = {
  name: 'UK FCDO – Burkina Faso travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/burkina-faso',
};
const fcdoEntry = {
  name: 'UK FCDO – Burkina Faso entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/burkina-faso/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Burkina Faso safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/burkina-faso/safety-and-security',
};
const fcdoHealth = {
  name: 'UK FCDO – Burkina Faso health',
  url: 'https://www.gov.uk/foreign-travel-advice/burkina-faso/health',
};
const cdc = {
  name: "CDC Travelers' Health – Burkina Faso",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/burkina-faso',
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
  name: 'Ethnologue – Burkina Faso',
  url: 'https://www.ethnologue.com/country/BF',
};
const unescoLoropeni = {
  name: 'UNESCO World Heritage Centre – Ruins of Loropéni',
  url: 'https://whc.unesco.org/en/list/1225',
};

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months (scan uploaded)',
    fr: 'Passeport valable au moins 6 mois (scan téléversé)',
  },
  { en: 'Recent passport photo', fr: "Photo d'identité récente" },
  {
    en: 'Hotel booking or invitation letter, and return ticket',
    fr: "Réservation d'hôtel ou lettre d'invitation, et billet de retour",
  },
  {
    en: 'Yellow fever vaccination certificate on arrival',
    fr: "Certificat de vaccination contre la fièvre jaune à l'arrivée",
  },
];
const eVisaNote = {
  en: 'Apply online on visaburkina.bf (or at a Burkinabè embassy) and wait for approval before travelling; the fee is shown on the portal. Western governments advise against travel to most of the country — read the safety section before applying.',
  fr: "Faites la demande en ligne sur visaburkina.bf (ou dans une ambassade du Burkina Faso) et attendez l'accord avant de partir ; le tarif est indiqué sur le portail. Les gouvernements occidentaux déconseillent de se rendre dans la plus grande partie du pays — lisez la rubrique sécurité avant de faire la demande.",
};
const eVisaRule = {
  visaRequired: true,
  visaType: 'evisa',
  maxStayDays: null,
  processingTime: null,
  feeUsd: null,
  requirements: eVisaRequirements,
  note: eVisaNote,
} as const;

export const burkinaFaso: CountryKnowledge = {
  code: 'BF',
  slug: 'burkina-faso',
  name: { en: 'Burkina Faso', fr: 'Burkina Faso' },
  aliases: [
    'burkina',
    'burkina faso',
    'burkina-faso',
    'le burkina',
    'faso',
    'upper volta',
    'haute-volta',
    'haute volta',
  ],
  demonyms: ['burkinabe', 'burkinabè', 'burkinabé', 'burkinabès', 'burkinabés', 'burkinabes'],
  capital: { en: 'Ouagadougou', fr: 'Ouagadougou' },
  ecowasMember: false,
  cities: [
    {
      name: { en: 'Ouagadougou', fr: 'Ouagadougou' },
      aliases: ['ouaga', 'ouagadougou', 'wagadugu'],
      airport: 'OUA',
    },
    {
      name: { en: 'Bobo-Dioulasso', fr: 'Bobo-Dioulasso' },
      aliases: ['bobo', 'bobo-dioulasso', 'bobo dioulasso'],
      airport: 'BOY',
    },
    { name: { en: 'Banfora', fr: 'Banfora' }, aliases: ['banfora'], airport: null },
    { name: { en: 'Koudougou', fr: 'Koudougou' }, aliases: ['koudougou'], airport: null },
  ],
  entry: {
    summary: {
      en: 'Burkina Faso left ECOWAS in January 2025 but still lets ECOWAS citizens in without a visa. Other visitors need a visa, applied for online on the official e-visa portal or at an embassy; since September 2025 visas are free for African nationals but must still be applied for. On 30 December 2025 Burkina Faso announced reciprocal visa restrictions on US citizens. The rules are changing quickly, and Western governments advise against travel to most or all of the country.',
      fr: "Le Burkina Faso a quitté la CEDEAO en janvier 2025 mais laisse toujours entrer sans visa les citoyens de la CEDEAO. Les autres voyageurs ont besoin d'un visa, à demander en ligne sur le portail officiel ou dans une ambassade ; depuis septembre 2025, le visa est gratuit pour les ressortissants africains mais doit toujours être demandé. Le 30 décembre 2025, le Burkina Faso a annoncé des restrictions de visa réciproques contre les citoyens américains. Les règles changent vite, et les gouvernements occidentaux déconseillent de se rendre dans la plus grande partie du pays, voire dans tout le pays.",
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
            en: 'Valid passport or national identity card',
            fr: "Passeport ou carte nationale d'identité valide",
          },
          {
            en: 'Yellow fever vaccination certificate',
            fr: 'Certificat de vaccination contre la fièvre jaune',
          },
        ],
        note: {
          en: 'Burkina Faso, Mali and Niger left ECOWAS in January 2025 and formed the Alliance of Sahel States (AES), but kept visa-free entry for ECOWAS citizens. This arrangement could change: check with the Burkinabè authorities or your embassy before travelling.',
          fr: "Le Burkina Faso, le Mali et le Niger ont quitté la CEDEAO en janvier 2025 et formé l'Alliance des États du Sahel (AES), mais ont maintenu l'entrée sans visa pour les citoyens de la CEDEAO. Cette situation peut évoluer : vérifiez auprès des autorités burkinabè ou de votre ambassade avant de partir.",
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
          en: 'After the United States suspended entry for Burkinabè nationals from 1 January 2026, Burkina Faso announced on 30 December 2025 that it would apply equivalent visa measures to US citizens. Assume you cannot currently get a visa, and check with the Embassy of Burkina Faso in Washington. The US State Department also says do not travel to Burkina Faso.',
          fr: "Après la suspension par les États-Unis de l'entrée des ressortissants burkinabè à partir du 1er janvier 2026, le Burkina Faso a annoncé le 30 décembre 2025 qu'il appliquerait des mesures de visa équivalentes aux citoyens américains. Partez du principe que vous ne pouvez pas obtenir de visa actuellement, et vérifiez auprès de l'ambassade du Burkina Faso à Washington. Le département d'État américain déconseille par ailleurs tout voyage au Burkina Faso.",
        },
      },
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
      en: 'Burkina Faso requires a yellow fever vaccination certificate from all travellers aged 9 months or older, whatever country they arrive from. Get the vaccine at least 10 days before arrival; the certificate is valid for life.',
      fr: "Le Burkina Faso exige un certificat de vaccination contre la fièvre jaune de tous les voyageurs âgés de 9 mois ou plus, quel que soit le pays de provenance. Faites le vaccin au moins 10 jours avant l'arrivée ; le certificat est valable à vie.",
    },
    malaria: {
      en: 'Malaria is a high risk all year throughout the country, peaking in the rainy season, and is mostly P. falciparum. Take prescribed preventive tablets (atovaquone-proguanil, doxycycline or mefloquine), sleep under a net and get any fever tested at once.',
      fr: "Le paludisme est un risque élevé toute l'année dans tout le pays, avec un pic en saison des pluies, et il est surtout dû à P. falciparum. Prenez le traitement préventif prescrit (atovaquone-proguanil, doxycycline ou méfloquine), dormez sous moustiquaire et faites tester toute fièvre immédiatement.",
    },
    other: {
      en: 'Burkina Faso is in the heart of the meningitis belt: meningococcal ACWY vaccination is advised, especially from December to June. Dengue outbreaks occur (a large one in 2023), so avoid daytime mosquito bites too. From March to May temperatures often pass 40 °C — drink plenty of bottled water.',
      fr: "Le Burkina Faso est au cœur de la ceinture de la méningite : la vaccination méningococcique ACWY est conseillée, surtout de décembre à juin. Des épidémies de dengue surviennent (une grande en 2023) : protégez-vous aussi des piqûres de jour. De mars à mai, les températures dépassent souvent 40 °C — buvez beaucoup d'eau en bouteille.",
    },
    sources: [cdc, fcdoHealth, who],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2],
    rainyMonths: [6, 7, 8, 9],
    summary: {
      en: 'A single rainy season runs from about June to September (May to October in the south-west). November to February is dry and coolest, though the harmattan blows dust from the Sahara from December to February; March to May is very hot. The FESPACO film festival is held in Ouagadougou in late February or early March of odd-numbered years.',
      fr: "Une seule saison des pluies, de juin à septembre environ (de mai à octobre dans le sud-ouest). De novembre à février, il fait sec et plus frais, même si l'harmattan apporte la poussière du Sahara de décembre à février ; de mars à mai, il fait très chaud. Le festival de cinéma FESPACO a lieu à Ouagadougou fin février ou début mars les années impaires.",
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
      en: 'The West African CFA franc is pegged to the euro (655.957 XOF = 1 EUR), so bring euros to change. Bank ATMs in Ouagadougou and Bobo-Dioulasso mostly take Visa; cards are accepted only in a few large hotels. Cash is needed almost everywhere, and mobile money (Orange Money, Moov Money) is widely used with a local SIM.',
      fr: "Le franc CFA d'Afrique de l'Ouest est arrimé à l'euro (655,957 XOF = 1 EUR) : apportez des euros à changer. Les distributeurs bancaires de Ouagadougou et Bobo-Dioulasso acceptent surtout Visa ; la carte n'est acceptée que dans quelques grands hôtels. Il faut des espèces presque partout, et le mobile money (Orange Money, Moov Money) est très utilisé avec une carte SIM locale.",
    },
    sources: [bceao, usState],
    reviewed,
  },
  languages: {
    official: [
      {
        en: 'the national languages, such as Mooré, Dioula and Fulfulde (official since the 2023 constitutional revision)',
        fr: 'les langues nationales, dont le mooré, le dioula et le fulfulde (officielles depuis la révision constitutionnelle de 2023)',
      },
    ],
    widelySpoken: [
      {
        en: 'French (a working language, with English, since the 2023 constitutional revision; still the main language of government and business)',
        fr: "français (langue de travail, avec l'anglais, depuis la révision constitutionnelle de 2023 ; toujours la principale langue de l'administration et des affaires)",
      },
      { en: 'Mooré', fr: 'mooré' },
      { en: 'Dioula (Jula)', fr: 'dioula' },
      { en: 'Fulfulde', fr: 'fulfulde (peul)' },
      { en: 'Gourmanchéma', fr: 'gourmantché' },
    ],
    phrases: [
      {
        phrase: 'Ne y yibeoogo',
        language: { en: 'Mooré', fr: 'mooré' },
        meaning: { en: 'Good morning', fr: 'Bonjour (le matin)' },
      },
      {
        phrase: 'Barka',
        language: { en: 'Mooré', fr: 'mooré' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Laafi bala',
        language: { en: 'Mooré', fr: 'mooré' },
        meaning: {
          en: "I'm fine (literally 'health only')",
          fr: 'Ça va (littéralement « la santé seulement »)',
        },
      },
      {
        phrase: 'I ni ce',
        language: { en: 'Dioula', fr: 'dioula' },
        meaning: { en: 'Hello / thank you', fr: 'Bonjour / merci' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Armed jihadist groups operate across much of Burkina Faso, and kidnapping of foreigners is a serious threat, including in Ouagadougou. The US State Department says do not travel to Burkina Faso, and the UK FCDO advises against all travel to almost the whole country and all but essential travel to Ouagadougou; most regions are under a state of emergency. The country has been run by a military government since 2022, and consular help is very limited. A 2025 law makes same-sex relations a crime.',
      fr: "Des groupes armés djihadistes opèrent dans une grande partie du Burkina Faso, et l'enlèvement d'étrangers est une menace sérieuse, y compris à Ouagadougou. Le département d'État américain déconseille tout voyage au Burkina Faso, et le FCDO britannique déconseille tout voyage dans presque tout le pays et, sauf raison impérative, à Ouagadougou ; la plupart des régions sont en état d'urgence. Le pays est dirigé par un gouvernement militaire depuis 2022, et l'assistance consulaire est très limitée. Une loi de 2025 fait des relations homosexuelles un délit.",
    },
    sources: [fcdo, fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Private coach companies such as STMB, TSR and Rakieta run between Ouagadougou, Bobo-Dioulasso and Banfora with fixed departures; bush taxis fill the gaps. Many roads cross areas where Western governments advise against all travel, and attacks on roads occur, so get current local security advice before any trip outside the capital and never travel at night.',
      fr: "Des compagnies d'autocars privées comme STMB, TSR et Rakieta relient Ouagadougou, Bobo-Dioulasso et Banfora à horaires fixes ; les taxis-brousse complètent l'offre. Beaucoup de routes traversent des zones où les gouvernements occidentaux déconseillent tout voyage, et des attaques ont lieu sur les routes : renseignez-vous sur la sécurité avant tout trajet hors de la capitale et ne circulez jamais de nuit.",
    },
    routes: [
      {
        from: 'Ouagadougou',
        to: 'Bobo-Dioulasso',
        options: {
          en: 'Coaches (STMB, TSR, Rakieta and others) cover the 360 km in about 5–6 hours; check the security situation on the road first.',
          fr: "Les autocars (STMB, TSR, Rakieta et d'autres) couvrent les 360 km en 5 à 6 heures environ ; vérifiez d'abord la situation sécuritaire sur la route.",
        },
        hours: 6,
      },
      {
        from: 'Bobo-Dioulasso',
        to: 'Banfora',
        options: {
          en: 'Coaches and bush taxis take about 1.5 hours for 85 km.',
          fr: 'Autocars et taxis-brousse mettent environ 1 h 30 pour 85 km.',
        },
        hours: 1.5,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'The staple is tô, a stiff paste of millet, sorghum or maize eaten with a sauce of okra, baobab leaves or peanuts. Grilled meat, riz gras and free-range "bicycle chicken" are sold in the open-air maquis, with local millet beer and bissap or ginger juice.',
      fr: "L'aliment de base est le tô, une pâte ferme de mil, de sorgho ou de maïs mangée avec une sauce gombo, feuilles de baobab ou arachide. Viandes grillées, riz gras et « poulet bicyclette » se vendent dans les maquis en plein air, avec la bière de mil locale et les jus de bissap ou de gingembre.",
    },
    dishes: [
      {
        name: 'Tô',
        description: {
          en: 'A firm paste of millet, sorghum or maize flour, eaten by hand with okra or baobab-leaf sauce.',
          fr: 'Pâte ferme de farine de mil, de sorgho ou de maïs, mangée à la main avec une sauce gombo ou feuilles de baobab.',
        },
      },
      {
        name: 'Riz gras',
        description: {
          en: 'Rice cooked in a rich tomato and meat stock with vegetables.',
          fr: 'Riz cuit dans un bouillon riche de tomate et de viande, avec des légumes.',
        },
      },
      {
        name: 'Poulet bicyclette',
        description: {
          en: 'Lean free-range chicken, grilled or braised, a favourite of the maquis.',
          fr: 'Poulet fermier maigre, grillé ou braisé, un classique des maquis.',
        },
      },
      {
        name: 'Dolo',
        description: {
          en: 'Traditional millet or sorghum beer brewed by women and sold in calabashes in local cabarets.',
          fr: 'Bière traditionnelle de mil ou de sorgho brassée par les femmes et vendue en calebasse dans les cabarets.',
        },
      },
    ],
    sources: [fcdo],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greetings are long and important: ask about health and family before business, and use the right hand to give and eat. Most people are Muslim or Christian, with strong traditional beliefs; dress modestly, remove shoes in mosques and respect Ramadan. Be discreet in conversation about politics and the military government.',
      fr: "Les salutations sont longues et importantes : demandez des nouvelles de la santé et de la famille avant d'aborder une affaire, et utilisez la main droite pour donner et manger. La population est surtout musulmane ou chrétienne, avec de fortes croyances traditionnelles ; habillez-vous sobrement, retirez vos chaussures dans les mosquées et respectez le ramadan. Restez discret en parlant de politique et du gouvernement militaire.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Photography is sensitive: never photograph soldiers, police, checkpoints, government or military buildings, bridges or the airport, and expect questions if you use a camera in public. Ask before photographing people. Drones are forbidden without official authorisation.',
      fr: "La photographie est sensible : ne photographiez jamais les militaires, la police, les postes de contrôle, les bâtiments officiels ou militaires, les ponts ni l'aéroport, et attendez-vous à des questions si vous sortez un appareil en public. Demandez avant de photographier des personnes. Les drones sont interdits sans autorisation officielle.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Grand Mosque of Bobo-Dioulasso',
        city: 'Bobo-Dioulasso',
        description: {
          en: 'A large Sudano-Sahelian mud-brick mosque from the late 19th century, bristling with wooden beams, beside the old Dioulassoba quarter.',
          fr: 'Grande mosquée en banco de style soudano-sahélien de la fin du XIXe siècle, hérissée de poutres en bois, à côté du vieux quartier de Dioulassoba.',
        },
      },
      {
        name: 'Karfiguéla Falls and Domes of Fabédougou',
        city: 'Banfora',
        description: {
          en: 'Waterfalls over rock terraces and nearby sandstone domes shaped by erosion, in green country near Banfora; the falls are fullest after the rains.',
          fr: "Cascades sur des terrasses rocheuses et dômes de grès sculptés par l'érosion, dans une campagne verdoyante près de Banfora ; les chutes sont plus belles après la saison des pluies.",
        },
      },
      {
        name: 'Ruins of Loropéni',
        city: 'Loropéni',
        description: {
          en: 'Laterite stone walls of a fortified settlement at least a thousand years old, linked to the trans-Saharan gold trade; the first UNESCO World Heritage site in Burkina Faso. Check travel advice for the south-west before going.',
          fr: "Murs de pierre latéritique d'un établissement fortifié vieux d'au moins mille ans, lié au commerce transsaharien de l'or ; premier site du patrimoine mondial de l'UNESCO au Burkina Faso. Vérifiez les conseils aux voyageurs pour le sud-ouest avant d'y aller.",
        },
      },
      {
        name: 'Laongo sculpture site',
        city: 'Ouagadougou',
        description: {
          en: 'An open-air park east of Ouagadougou where African and international artists have carved granite boulders into sculptures since 1989.',
          fr: "Un parc en plein air à l'est de Ouagadougou où des artistes africains et internationaux sculptent des blocs de granit depuis 1989.",
        },
      },
      {
        name: 'Tiébélé royal court',
        city: 'Tiébélé',
        description: {
          en: 'A Kassena chief’s compound near the Ghanaian border, famous for houses painted by women with geometric patterns; visits need a local guide and current security advice.',
          fr: "Concession d'un chef kassena près de la frontière ghanéenne, célèbre pour ses cases peintes de motifs géométriques par les femmes ; la visite se fait avec un guide local et après vérification de la sécurité.",
        },
      },
    ],
    sources: [unescoLoropeni, fcdo],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [25, 45], midRange: [60, 110], comfort: [150, 250] },
    note: {
      en: 'Per person per day, excluding international flights and visas. Budget covers basic guesthouses, maquis meals and coaches; mid-range covers air-conditioned hotels and restaurants; comfort covers the best hotels in Ouagadougou. Extra security arrangements or a trusted driver, often needed today, can cost far more.',
      fr: "Par personne et par jour, hors vols internationaux et visas. Le budget couvre des maisons d'hôtes simples, les repas en maquis et les autocars ; le milieu de gamme des hôtels climatisés et des restaurants ; le confort les meilleurs hôtels de Ouagadougou. Les dispositions de sécurité ou un chauffeur de confiance, souvent nécessaires aujourd'hui, peuvent coûter bien plus.",
    },
    sources: [bceao, fcdo],
    reviewed,
  },
};
