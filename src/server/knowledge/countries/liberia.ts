import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const lisVoa = {
  name: 'Liberia Immigration Service – Visa on Arrival portal',
  url: 'https://visaonarrival.lis.gov.lr',
};
const embassyUs = {
  name: 'Embassy of the Republic of Liberia, Washington DC',
  url: 'https://www.liberianembassyus.org',
};
const usState = {
  name: 'U.S. Department of State – Liberia International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Liberia.html',
};
const fcdo = {
  name: 'UK FCDO – Liberia travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/liberia',
};
const fcdoEntry = {
  name: 'UK FCDO – Liberia entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/liberia/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Liberia safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/liberia/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Liberia",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/liberia',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const cbl = { name: 'Central Bank of Liberia', url: 'https://www.cbl.org.lr' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal – Liberia',
  url: 'https://climateknowledgeportal.worldbank.org/country/liberia',
};
const ethnologue = { name: 'Ethnologue – Liberia', url: 'https://www.ethnologue.com/country/LR' };

const embassyRequirements = [
  {
    en: 'Passport valid for at least 6 months, with blank pages',
    fr: 'Passeport valable au moins 6 mois, avec des pages vierges',
  },
  {
    en: 'Completed visa application form and passport photos',
    fr: "Formulaire de demande de visa rempli et photos d'identité",
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

const voaRequirements = [
  {
    en: 'Passport valid for at least 6 months (scan uploaded)',
    fr: 'Passeport valable au moins 6 mois (copie téléversée)',
  },
  { en: 'Passport photo on a white background', fr: "Photo d'identité sur fond blanc" },
  { en: 'Airline ticket (uploaded)', fr: "Billet d'avion (téléversé)" },
  {
    en: 'Printed approval with QR code, shown at Roberts International Airport',
    fr: "Approbation imprimée avec code QR, présentée à l'aéroport international Roberts",
  },
  {
    en: 'Yellow fever vaccination certificate',
    fr: 'Certificat de vaccination contre la fièvre jaune',
  },
];

const voaNote = {
  en: 'Since March 2025 the Liberia Immigration Service runs an online visa on arrival for air travellers: apply and pay US$102.50 online before departure, then the visa sticker is issued at Roberts International Airport after fingerprints and a photo. Eligibility depends on nationality (at launch, nationals of countries with a Liberian embassy were excluded); check the portal before you travel.',
  fr: "Depuis mars 2025, le service de l'immigration du Libéria propose un visa à l'arrivée en ligne pour les voyageurs par avion : demande et paiement de 102,50 $ en ligne avant le départ, puis le visa est apposé à l'aéroport international Roberts après prise d'empreintes et de photo. L'éligibilité dépend de la nationalité (au lancement, les ressortissants des pays où le Libéria a une ambassade en étaient exclus) ; vérifiez sur le portail avant de partir.",
};

export const liberia: CountryKnowledge = {
  code: 'LR',
  slug: 'liberia',
  name: { en: 'Liberia', fr: 'Libéria' },
  aliases: ['liberia', 'libéria', 'republic of liberia', 'république du liberia', 'lr'],
  demonyms: ['liberian', 'liberians', 'libérien', 'libérienne', 'liberien', 'liberienne'],
  capital: { en: 'Monrovia', fr: 'Monrovia' },
  ecowasMember: true,
  cities: [
    {
      name: { en: 'Monrovia', fr: 'Monrovia' },
      aliases: ['monrovia', 'harbel', 'roberts international', 'spriggs payne'],
      airport: 'ROB',
    },
    { name: { en: 'Buchanan', fr: 'Buchanan' }, aliases: ['buchanan'], airport: null },
    {
      name: { en: 'Robertsport', fr: 'Robertsport' },
      aliases: ['robertsport', 'roberts port'],
      airport: null,
    },
    { name: { en: 'Gbarnga', fr: 'Gbarnga' }, aliases: ['gbarnga'], airport: null },
    { name: { en: 'Harper', fr: 'Harper' }, aliases: ['harper', 'cape palmas'], airport: null },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens need no visa for up to 90 days; everyone else needs a visa. Since March 2025 Liberia runs an online visa on arrival (US$102.50) for air travellers to Roberts International Airport, but at launch it excluded nationals of countries where Liberia has an embassy, including the United States, the United Kingdom, France, Belgium, Germany and China, who must apply at a Liberian embassy. Reports of visa on arrival for US citizens refer to this system: do not fly without a visa until the embassy or the portal confirms you are eligible.',
      fr: "Les citoyens de la CEDEAO n'ont pas besoin de visa pour 90 jours au plus ; tous les autres en ont besoin. Depuis mars 2025, le Libéria propose un visa à l'arrivée en ligne (102,50 $) pour les voyageurs arrivant par avion à l'aéroport international Roberts, mais au lancement il excluait les ressortissants des pays où le Libéria a une ambassade, dont les États-Unis, le Royaume-Uni, la France, la Belgique, l'Allemagne et la Chine, qui doivent passer par une ambassade du Libéria. Les annonces d'un visa à l'arrivée pour les Américains renvoient à ce système : ne partez pas sans visa tant que l'ambassade ou le portail n'a pas confirmé votre éligibilité.",
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
        ],
        note: {
          en: 'Free movement under the ECOWAS protocol covers visits of up to 90 days; a longer stay needs a residence permit.',
          fr: 'La libre circulation prévue par le protocole de la CEDEAO couvre les séjours de 90 jours au plus ; un séjour plus long exige un titre de séjour.',
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
          en: 'US citizens apply to the Embassy of Liberia in Washington or a Liberian consulate. Liberia announced a visa on arrival in 2025, but at launch US citizens were not eligible for it; until the Liberia Immigration Service or the embassy confirms otherwise in writing, get the visa before you fly.',
          fr: "Les citoyens américains s'adressent à l'ambassade du Libéria à Washington ou à un consulat du Libéria. Le Libéria a annoncé un visa à l'arrivée en 2025, mais au lancement les Américains n'y avaient pas droit ; tant que le service de l'immigration ou l'ambassade ne confirme pas le contraire par écrit, obtenez le visa avant de partir.",
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
          en: 'UK citizens apply to the Embassy of Liberia in London. At launch in 2025 the online visa on arrival excluded British nationals; check the portal before relying on it.',
          fr: "Les citoyens britanniques s'adressent à l'ambassade du Libéria à Londres. Au lancement en 2025, le visa à l'arrivée en ligne excluait les Britanniques ; vérifiez sur le portail avant de compter dessus.",
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
          en: 'Citizens of EU countries where Liberia has an embassy (such as France, Belgium, Germany and Italy) apply there. Citizens of other EU countries may be eligible for the online visa on arrival (US$102.50): check the Liberia Immigration Service portal for your nationality.',
          fr: "Les citoyens des pays de l'UE où le Libéria a une ambassade (comme la France, la Belgique, l'Allemagne et l'Italie) y font leur demande. Ceux des autres pays de l'UE peuvent avoir droit au visa à l'arrivée en ligne (102,50 $) : vérifiez votre nationalité sur le portail du service de l'immigration.",
        },
      },
      {
        passport: 'ca',
        visaRequired: true,
        visaType: 'on-arrival',
        maxStayDays: null,
        processingTime: null,
        feeUsd: 102.5,
        requirements: voaRequirements,
        note: voaNote,
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
          en: 'Chinese citizens apply at the Embassy of Liberia in Beijing; China was among the countries excluded from the online visa on arrival at its 2025 launch.',
          fr: "Les citoyens chinois s'adressent à l'ambassade du Libéria à Pékin ; la Chine faisait partie des pays exclus du visa à l'arrivée en ligne lors de son lancement en 2025.",
        },
      },
      {
        passport: 'in',
        visaRequired: true,
        visaType: 'on-arrival',
        maxStayDays: null,
        processingTime: null,
        feeUsd: 102.5,
        requirements: voaRequirements,
        note: voaNote,
      },
    ],
    passportValidityMonths: 6,
    officialSource: lisVoa,
    changesOften: true,
    sources: [lisVoa, embassyUs, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'A yellow fever certificate is required from all arriving travellers, whatever the route, and officials check it at the airport. Official lists have given the threshold as 9 months or 1 year of age, so have everyone from 9 months vaccinated; the certificate is valid for life from 10 days after vaccination.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé de tous les voyageurs à l'arrivée, quel que soit l'itinéraire, et il est contrôlé à l'aéroport. Les listes officielles ont fixé le seuil à 9 mois ou à un an : faites vacciner tout le monde dès 9 mois ; le certificat est valable à vie, 10 jours après la vaccination.",
    },
    malaria: {
      en: 'Malaria risk is high all year throughout Liberia, including Monrovia, almost all P. falciparum. Take preventive medication (atovaquone-proguanil, doxycycline or mefloquine), use repellent and sleep under a net.',
      fr: "Le risque de paludisme est élevé toute l'année dans tout le Libéria, Monrovia comprise, presque toujours P. falciparum. Prenez un traitement préventif (atovaquone-proguanil, doxycycline ou méfloquine), utilisez un répulsif et dormez sous moustiquaire.",
    },
    other: {
      en: 'Lassa fever occurs, mainly in the north and centre; avoid contact with rodents and their droppings. Drink bottled water only. Hospitals are few and poorly equipped even in Monrovia, so carry insurance that covers medical evacuation.',
      fr: "La fièvre de Lassa sévit, surtout dans le nord et le centre ; évitez tout contact avec les rongeurs et leurs excréments. Ne buvez que de l'eau en bouteille. Les hôpitaux sont rares et mal équipés, même à Monrovia : ayez une assurance couvrant l'évacuation sanitaire.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3, 4],
    rainyMonths: [5, 6, 7, 8, 9, 10],
    summary: {
      en: 'The dry season from November to April is the time to go; the harmattan brings haze from December to February. From May to October the rains are torrential — Monrovia is one of the wettest capitals in the world — and unpaved roads in the interior and south-east become impassable.',
      fr: "La saison sèche, de novembre à avril, est la bonne période ; l'harmattan apporte une brume de décembre à février. De mai à octobre, les pluies sont torrentielles — Monrovia est l'une des capitales les plus arrosées du monde — et les routes non goudronnées de l'intérieur et du sud-est deviennent impraticables.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'LRD',
      name: { en: 'Liberian dollar', fr: 'dollar libérien' },
      symbol: 'L$',
    },
    howToPay: {
      en: 'Liberia uses two currencies side by side: the Liberian dollar (LRD) for small purchases and change, and the US dollar for hotels, restaurants, rent and larger prices. Bring clean, recent US banknotes, including small ones; torn or old notes are refused. There are a few ATMs in Monrovia, and cards work only in some hotels and supermarkets. Orange Money and MTN Mobile Money are widely used with a local SIM.',
      fr: 'Le Libéria utilise deux monnaies côte à côte : le dollar libérien (LRD) pour les petits achats et la monnaie, et le dollar américain pour les hôtels, restaurants, loyers et montants importants. Apportez des billets américains récents et en bon état, y compris des petites coupures ; les billets abîmés ou anciens sont refusés. Il y a quelques distributeurs à Monrovia, et la carte ne passe que dans certains hôtels et supermarchés. Orange Money et MTN Mobile Money sont très utilisés avec une SIM locale.',
    },
    sources: [cbl, fcdo],
    reviewed,
  },
  languages: {
    official: [{ en: 'English', fr: 'anglais' }],
    widelySpoken: [
      { en: 'Liberian Kreyol (Kolokwa)', fr: 'créole libérien (kolokwa)' },
      { en: 'Kpelle', fr: 'kpellé' },
      { en: 'Bassa', fr: 'bassa' },
      { en: 'Grebo', fr: 'grebo' },
      { en: 'Vai', fr: 'vaï' },
    ],
    phrases: [
      {
        phrase: "How's the body?",
        language: { en: 'Liberian Kreyol', fr: 'créole libérien' },
        meaning: { en: 'How are you?', fr: 'Comment ça va ?' },
      },
      {
        phrase: 'I coming',
        language: { en: 'Liberian Kreyol', fr: 'créole libérien' },
        meaning: {
          en: "I'm leaving but I'll be back (said when stepping out)",
          fr: 'Je pars mais je reviens (se dit en sortant un moment)',
        },
      },
      {
        phrase: 'Small-small',
        language: { en: 'Liberian Kreyol', fr: 'créole libérien' },
        meaning: { en: 'A little; little by little', fr: 'Un peu ; petit à petit' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Crime is the main risk: armed robbery and burglary happen in Monrovia, especially after dark and on beaches, and the police have few resources. Avoid walking at night, do not travel by road between counties after dark, and keep away from demonstrations and crowds, which can turn into mob violence. The sea has strong rip currents: swim only where locals say it is safe.',
      fr: "La criminalité est le principal risque : vols à main armée et cambriolages ont lieu à Monrovia, surtout la nuit et sur les plages, et la police manque de moyens. Évitez de marcher la nuit, ne circulez pas entre les comtés après la tombée du jour et tenez-vous à l'écart des manifestations et attroupements, qui peuvent tourner à la justice populaire. La mer a de forts courants d'arrachement : ne vous baignez que là où les habitants disent que c'est sûr.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Roberts International Airport (ROB) is about 60 km from central Monrovia; arrange a hotel pickup for arrival, especially at night. Spriggs Payne Airport (MLW) in Monrovia serves small regional flights. Shared yellow taxis, kekes and motorbike taxis run in town; paved highways reach Buchanan, Gbarnga, Ganta and the Robertsport road, but the south-east is reached on dirt roads that close in the rains.',
      fr: "L'aéroport international Roberts (ROB) est à environ 60 km du centre de Monrovia ; prévoyez un transfert par l'hôtel à l'arrivée, surtout de nuit. L'aéroport Spriggs Payne (MLW), à Monrovia, accueille de petits vols régionaux. Taxis jaunes collectifs, kekes et motos-taxis circulent en ville ; des routes goudronnées mènent à Buchanan, Gbarnga, Ganta et vers Robertsport, mais le sud-est n'est accessible que par des pistes fermées pendant les pluies.",
    },
    routes: [
      {
        from: 'Roberts International Airport (ROB)',
        to: 'Monrovia',
        options: {
          en: 'Hotel transfer or taxi in about 1 to 1.5 hours, depending on traffic at the entrance to the city.',
          fr: "Transfert d'hôtel ou taxi en 1 h à 1 h 30 environ, selon les embouteillages à l'entrée de la ville.",
        },
        hours: 1.5,
      },
      {
        from: 'Monrovia',
        to: 'Robertsport',
        options: {
          en: 'Hired car or shared taxi west along the coast road, about 3 hours.',
          fr: "Voiture avec chauffeur ou taxi collectif vers l'ouest par la route côtière, environ 3 heures.",
        },
        hours: 3,
      },
      {
        from: 'Monrovia',
        to: 'Buchanan',
        options: {
          en: 'Shared taxis and minibuses or a hired car on the paved road, about 2.5 hours.',
          fr: 'Taxis collectifs et minibus ou voiture avec chauffeur sur la route goudronnée, environ 2 h 30.',
        },
        hours: 2.5,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Liberian food is rich and hot with pepper: rice with a soup or stew of palm oil, greens, fish and meat, or pounded cassava (dumboy, fufu) dipped in soup. Cook shops and roadside stalls serve the same dishes cheaply.',
      fr: "La cuisine libérienne est riche et relevée de piment : du riz avec une soupe ou un ragoût d'huile de palme, de feuilles, de poisson et de viande, ou du manioc pilé (dumboy, foufou) trempé dans la soupe. Gargotes et étals de bord de route servent les mêmes plats pour peu cher.",
    },
    dishes: [
      {
        name: 'Palm butter',
        description: {
          en: 'A thick, orange stew of palm nut pulp with meat or fish, eaten with rice or dumboy.',
          fr: 'Ragoût épais et orangé de pulpe de noix de palme avec viande ou poisson, mangé avec du riz ou du dumboy.',
        },
      },
      {
        name: 'Cassava leaf',
        description: {
          en: 'Pounded cassava leaves simmered with palm oil, fish, meat and pepper, served over rice.',
          fr: 'Feuilles de manioc pilées mijotées avec huile de palme, poisson, viande et piment, servies sur du riz.',
        },
      },
      {
        name: 'Dumboy',
        description: {
          en: 'Boiled cassava pounded into a smooth, stretchy dough, swallowed with pepper soup or palm butter.',
          fr: 'Manioc bouilli pilé en une pâte lisse et élastique, avalée avec une soupe pimentée ou du palm butter.',
        },
      },
      {
        name: 'Potato greens',
        description: {
          en: 'Sweet potato leaves stewed with palm oil, fish and meat, an everyday rice sauce.',
          fr: 'Feuilles de patate douce mijotées avec huile de palme, poisson et viande, sauce quotidienne pour le riz.',
        },
      },
      {
        name: 'Kanyah',
        description: {
          en: 'A sweet snack of pounded roasted rice, peanuts and sugar.',
          fr: "Friandise de riz grillé pilé, d'arachides et de sucre.",
        },
      },
    ],
    sources: [cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Handshakes often end with the Liberian finger snap; greet everyone and take time before business. Respect elders ("Old Ma", "Old Pa") and use the right hand to give and eat. Traditional societies (Poro and Sande) have sacred bush areas and ceremonies that outsiders must not enter or watch. Sex between men is illegal in Liberia.',
      fr: 'La poignée de main se termine souvent par le claquement de doigts libérien ; saluez tout le monde et prenez le temps avant de parler affaires. Respectez les aînés (« Old Ma », « Old Pa ») et utilisez la main droite pour donner et manger. Les sociétés traditionnelles (Poro et Sande) ont des forêts sacrées et des cérémonies où les étrangers ne doivent ni entrer ni regarder. Les relations sexuelles entre hommes sont illégales au Libéria.',
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Do not photograph the Executive Mansion, government buildings, soldiers, police, the airport or the port; cameras can be seized. Ask people before taking their picture, and never photograph traditional society ceremonies or masked dancers without explicit permission.',
      fr: "Ne photographiez ni l'Executive Mansion, ni les bâtiments officiels, ni soldats, policiers, aéroport ou port ; les appareils peuvent être saisis. Demandez aux gens avant de les photographier, et ne photographiez jamais les cérémonies des sociétés traditionnelles ou les danseurs masqués sans autorisation explicite.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Sapo National Park',
        city: 'Sinoe County',
        description: {
          en: "Liberia's largest national park, a block of Upper Guinean rainforest with pygmy hippos, chimpanzees and forest elephants; remote, reached only by long dry-season road trips arranged with the Forestry Development Authority.",
          fr: "Le plus grand parc national du Libéria, un massif de forêt de Haute-Guinée abritant hippopotames pygmées, chimpanzés et éléphants de forêt ; isolé, on n'y accède que par de longs trajets routiers en saison sèche, organisés avec l'Autorité de développement forestier.",
        },
      },
      {
        name: 'Providence Island',
        city: 'Monrovia',
        description: {
          en: 'The small island in the Mesurado River where freed African American settlers landed in 1822, a founding site of Liberia.',
          fr: 'Petite île de la rivière Mesurado où débarquèrent en 1822 des colons afro-américains affranchis, lieu fondateur du Libéria.',
        },
      },
      {
        name: 'Robertsport',
        city: 'Robertsport',
        description: {
          en: 'A quiet coastal town in Grand Cape Mount County with long beaches and some of the best surf breaks in West Africa.',
          fr: "Petite ville côtière du comté de Grand Cape Mount, avec de longues plages et quelques-unes des meilleures vagues de surf d'Afrique de l'Ouest.",
        },
      },
      {
        name: 'Lake Piso',
        city: 'Robertsport',
        description: {
          en: 'A large coastal lagoon next to Robertsport, protected as a wetland, with fishing villages and birdlife seen by canoe.',
          fr: 'Grande lagune côtière près de Robertsport, protégée comme zone humide, avec villages de pêcheurs et oiseaux à observer en pirogue.',
        },
      },
      {
        name: 'Kpatawee Waterfall',
        city: 'Gbarnga',
        description: {
          en: 'A waterfall and swimming spot in the forest of Bong County, a popular day trip from Gbarnga.',
          fr: 'Cascade et lieu de baignade dans la forêt du comté de Bong, excursion appréciée depuis Gbarnga.',
        },
      },
    ],
    sources: [fcdo, usState],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [50, 80], midRange: [120, 200], comfort: [220, 400] },
    note: {
      en: 'Per person per day for accommodation, food and local transport, without international flights. Monrovia is expensive, with hotel prices in US dollars; a car with driver for trips outside the city adds around $80–150 a day.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux, hors vols internationaux. Monrovia est chère, avec des prix d'hôtel en dollars américains ; une voiture avec chauffeur pour sortir de la ville ajoute environ 80 à 150 $ par jour.",
    },
    sources: [cbl, fcdo],
    reviewed,
  },
};
