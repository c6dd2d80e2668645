import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const anrpts = {
  name: 'Agence Nationale du Registre des Populations et des Titres Sécurisés (ANRPTS) – e-visa',
  url: 'https://anrpts.gov.mr/visa/requestvisa',
};
const usState = {
  name: 'U.S. Department of State – Mauritania International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Mauritania.html',
};
const usAdvisory = {
  name: 'U.S. Department of State – Mauritania Travel Advisory',
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/mauritania-travel-advisory.html',
};
const fcdo = {
  name: 'UK FCDO – Mauritania travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/mauritania',
};
const fcdoEntry = {
  name: 'UK FCDO – Mauritania entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/mauritania/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Mauritania safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/mauritania/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Mauritania",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/mauritania',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bcm = { name: 'Banque Centrale de Mauritanie', url: 'https://www.bcm.mr' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal – Mauritania',
  url: 'https://climateknowledgeportal.worldbank.org/country/mauritania',
};
const ethnologue = {
  name: 'Ethnologue – Mauritania',
  url: 'https://www.ethnologue.com/country/MR',
};

const eVisaRequirements = [
  {
    en: 'Passport valid for at least 6 months after arrival (scan uploaded)',
    fr: "Passeport valable au moins 6 mois après l'arrivée (copie téléversée)",
  },
  {
    en: 'Digital photo meeting the portal’s size rules',
    fr: 'Photo numérique conforme aux règles de format du portail',
  },
  { en: 'Printed e-visa approval', fr: 'Approbation de visa électronique imprimée' },
  {
    en: 'Visa fee in cash on arrival, in clean euro or dollar notes',
    fr: "Frais de visa en espèces à l'arrivée, en billets d'euros ou de dollars en bon état",
  },
  { en: 'Return ticket and hotel booking', fr: "Billet de retour et réservation d'hôtel" },
];

const eVisaNote = {
  en: 'Since 5 January 2025, visas are no longer issued on arrival or as stickers at embassies: apply online on the ANRPTS portal, print the approval, and pay at the border (about €55 or US$60 for a 30-day visa; longer visas cost more). Fingerprints and a photo are taken on arrival. The e-visa is also required at land borders. The system is new: apply several weeks ahead and check the portal.',
  fr: "Depuis le 5 janvier 2025, les visas ne sont plus délivrés à l'arrivée ni sous forme de vignette dans les ambassades : faites la demande en ligne sur le portail de l'ANRPTS, imprimez l'approbation et payez à la frontière (environ 55 € ou 60 $ pour un visa de 30 jours ; plus cher pour une durée plus longue). Empreintes et photo sont prises à l'arrivée. Le visa électronique est aussi exigé aux frontières terrestres. Le système est récent : faites la demande plusieurs semaines à l'avance et vérifiez le portail.",
};

const eVisaProcessing = {
  en: 'A few days according to the portal; apply several weeks ahead',
  fr: "Quelques jours selon le portail ; faites la demande plusieurs semaines à l'avance",
};

const eVisaRule = (passport: 'us' | 'uk' | 'eu' | 'ca' | 'cn' | 'in') => ({
  passport,
  visaRequired: true,
  visaType: 'evisa' as const,
  maxStayDays: null,
  processingTime: eVisaProcessing,
  feeUsd: 60,
  requirements: eVisaRequirements,
  note: eVisaNote,
});

export const mauritania: CountryKnowledge = {
  code: 'MR',
  slug: 'mauritania',
  name: { en: 'Mauritania', fr: 'Mauritanie' },
  aliases: [
    'mauritania',
    'mauritanie',
    'islamic republic of mauritania',
    'république islamique de mauritanie',
    'republique islamique de mauritanie',
    'mr',
  ],
  demonyms: [
    'mauritanian',
    'mauritanians',
    'mauritanien',
    'mauritanienne',
    'mauritaniens',
    'mauritaniennes',
  ],
  capital: { en: 'Nouakchott', fr: 'Nouakchott' },
  ecowasMember: false,
  cities: [
    {
      name: { en: 'Nouakchott', fr: 'Nouakchott' },
      aliases: ['nouakchott', 'nktt'],
      airport: 'NKC',
    },
    {
      name: { en: 'Nouadhibou', fr: 'Nouadhibou' },
      aliases: ['nouadhibou', 'ndb'],
      airport: 'NDB',
    },
    { name: { en: 'Atar', fr: 'Atar' }, aliases: ['atar'], airport: 'ATR' },
    {
      name: { en: 'Zouérat', fr: 'Zouérate' },
      aliases: ['zouérat', 'zouerat', 'zouérate', 'zouerate'],
      airport: 'OUZ',
    },
    {
      name: { en: 'Chinguetti', fr: 'Chinguetti' },
      aliases: ['chinguetti', 'chinguetti ksar'],
      airport: null,
    },
    { name: { en: 'Rosso', fr: 'Rosso' }, aliases: ['rosso'], airport: null },
  ],
  entry: {
    summary: {
      en: "Mauritania is not an ECOWAS member. Since 5 January 2025 every visitor who needs a visa must get an e-visa online from the national agency ANRPTS before travel; visa on arrival and embassy visas were replaced. The fee (about €55 or US$60 for 30 days) is paid in cash on arrival. Citizens of a few neighbouring countries, including Senegal, Mali, Côte d'Ivoire and The Gambia, are exempt.",
      fr: "La Mauritanie n'est pas membre de la CEDEAO. Depuis le 5 janvier 2025, tout visiteur soumis au visa doit obtenir un visa électronique en ligne auprès de l'agence nationale ANRPTS avant le voyage ; le visa à l'arrivée et les visas d'ambassade ont été remplacés. Les frais (environ 55 € ou 60 $ pour 30 jours) se paient en espèces à l'arrivée. Les ressortissants de quelques pays voisins, dont le Sénégal, le Mali, la Côte d'Ivoire et la Gambie, en sont dispensés.",
    },
    rules: [
      {
        passport: 'ecowas',
        visaRequired: true,
        visaType: 'evisa',
        maxStayDays: null,
        processingTime: eVisaProcessing,
        feeUsd: 60,
        requirements: eVisaRequirements,
        note: {
          en: "ECOWAS free movement does not apply: Mauritania left ECOWAS in 2000. Citizens of Senegal, Côte d'Ivoire and The Gambia (and of Mali and Niger, which have since left ECOWAS) are exempt from visas under bilateral agreements, and some lists add Guinea-Bissau and Burkina Faso. Other ECOWAS citizens need the e-visa. Check your nationality on the ANRPTS portal or with an embassy before travel.",
          fr: "La libre circulation de la CEDEAO ne s'applique pas : la Mauritanie a quitté la CEDEAO en 2000. Les ressortissants du Sénégal, de la Côte d'Ivoire et de la Gambie (ainsi que du Mali et du Niger, qui ont depuis quitté la CEDEAO) sont dispensés de visa par des accords bilatéraux, et certaines listes ajoutent la Guinée-Bissau et le Burkina Faso. Les autres citoyens de la CEDEAO ont besoin du visa électronique. Vérifiez votre nationalité sur le portail de l'ANRPTS ou auprès d'une ambassade avant le départ.",
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
    officialSource: anrpts,
    changesOften: true,
    sources: [anrpts, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'from-risk-countries',
    yellowFeverText: {
      en: 'A yellow fever certificate is required from travellers aged 1 year or over arriving from a country with risk of yellow fever transmission — which includes Senegal, Mali and most of West Africa. Vaccination is recommended from 9 months for travel to the areas south of the Sahara, along the Senegal River.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé des voyageurs d'un an ou plus arrivant d'un pays à risque de transmission — ce qui inclut le Sénégal, le Mali et la plupart de l'Afrique de l'Ouest. La vaccination est recommandée dès 9 mois pour les régions situées au sud du Sahara, le long du fleuve Sénégal.",
    },
    malaria: {
      en: 'Malaria occurs in the south and along the Senegal River, and seasonally in Nouakchott after the rains; it is rare in the Adrar and absent in the far north (Nouadhibou, Tiris Zemmour). CDC recommends preventive medication for areas with malaria, plus repellent and nets.',
      fr: "Le paludisme sévit dans le sud et le long du fleuve Sénégal, et de façon saisonnière à Nouakchott après les pluies ; il est rare dans l'Adrar et absent de l'extrême nord (Nouadhibou, Tiris Zemmour). Les CDC recommandent un traitement préventif dans les zones impaludées, ainsi que répulsif et moustiquaire.",
    },
    other: {
      en: 'Heat, dehydration and sandstorms are the everyday risks: carry plenty of water on desert trips and protect eyes and lungs from dust. Drink bottled water. Hospitals outside Nouakchott are basic, and desert trips are far from any care.',
      fr: "Chaleur, déshydratation et tempêtes de sable sont les risques du quotidien : emportez beaucoup d'eau en randonnée dans le désert et protégez yeux et poumons de la poussière. Buvez de l'eau en bouteille. Hors de Nouakchott, les hôpitaux sont sommaires, et le désert est loin de tout soin.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3],
    rainyMonths: [7, 8, 9],
    summary: {
      en: 'The desert season runs from November to March, with warm days and cold nights in the Adrar; the harmattan can bring dust and sandstorms, especially from December to February. From April to October the interior is extremely hot. Rain is scarce and falls mainly in the south from July to September; the coast at Nouakchott and Nouadhibou stays cooler thanks to the Atlantic.',
      fr: "La saison du désert va de novembre à mars, avec des journées chaudes et des nuits froides dans l'Adrar ; l'harmattan peut apporter poussière et tempêtes de sable, surtout de décembre à février. D'avril à octobre, l'intérieur est extrêmement chaud. La pluie est rare et tombe surtout dans le sud de juillet à septembre ; la côte, à Nouakchott et Nouadhibou, reste plus fraîche grâce à l'Atlantique.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'MRU',
      name: { en: 'Mauritanian ouguiya', fr: 'ouguiya mauritanien' },
      symbol: 'UM',
    },
    howToPay: {
      en: 'The ouguiya was redenominated in 2018 (1 new MRU = 10 old MRO), and many people still quote prices in old ouguiyas, so check which one is meant. Mauritania runs on cash: bring euros or US dollars to change at banks and bureaux in Nouakchott and Nouadhibou, where a few ATMs take Visa. Cards are accepted in very few places, and local payment apps such as Bankily need a Mauritanian bank account.',
      fr: "L'ouguiya a été redénominé en 2018 (1 nouvel MRU = 10 anciens MRO), et beaucoup annoncent encore les prix en anciens ouguiyas : vérifiez duquel il s'agit. La Mauritanie vit d'espèces : apportez des euros ou des dollars à changer dans les banques et bureaux de Nouakchott et Nouadhibou, où quelques distributeurs acceptent Visa. La carte est acceptée dans très peu d'endroits, et les applications de paiement locales comme Bankily exigent un compte bancaire mauritanien.",
    },
    sources: [bcm, fcdo],
    reviewed,
  },
  languages: {
    official: [{ en: 'Arabic', fr: 'arabe' }],
    widelySpoken: [
      { en: 'Hassaniya Arabic', fr: 'arabe hassanya' },
      { en: 'French', fr: 'français' },
      { en: 'Pulaar (Fula)', fr: 'pulaar (peul)' },
      { en: 'Soninke', fr: 'soninké' },
      { en: 'Wolof', fr: 'wolof' },
    ],
    phrases: [
      {
        phrase: 'As-salaamu alaykum',
        language: { en: 'Arabic', fr: 'arabe' },
        meaning: {
          en: 'Hello (peace be upon you); the reply is "Wa alaykum as-salaam"',
          fr: 'Bonjour (que la paix soit sur vous) ; on répond « Wa alaykum as-salaam »',
        },
      },
      {
        phrase: 'Labas?',
        language: { en: 'Hassaniya Arabic', fr: 'arabe hassanya' },
        meaning: {
          en: 'Are you well? (also the answer: fine)',
          fr: 'Ça va ? (sert aussi de réponse : ça va)',
        },
      },
      {
        phrase: 'Shukran',
        language: { en: 'Arabic', fr: 'arabe' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
      {
        phrase: 'Inshallah',
        language: { en: 'Arabic', fr: 'arabe' },
        meaning: { en: 'God willing', fr: 'Si Dieu le veut' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'The US and UK governments advise against travel to the eastern regions bordering Mali and to remote desert areas in the north and east, where terrorism and kidnapping are the risks. Most visitors keep to Nouakchott, Nouadhibou and the Adrar (Atar, Chinguetti, Ouadane), travelling in the desert only with a licensed guide and driver. Police checkpoints are frequent: carry several photocopies of your passport and visa to hand over. Landmines remain in the no-man’s-land at the northern border with Western Sahara: never leave the road there.',
      fr: "Les gouvernements américain et britannique déconseillent de se rendre dans les régions de l'est frontalières du Mali et dans les zones désertiques isolées du nord et de l'est, où le terrorisme et les enlèvements sont les risques. La plupart des visiteurs s'en tiennent à Nouakchott, Nouadhibou et l'Adrar (Atar, Chinguetti, Ouadane), et ne vont dans le désert qu'avec un guide et un chauffeur agréés. Les contrôles de police sont fréquents : ayez plusieurs photocopies de votre passeport et de votre visa à remettre. Des mines subsistent dans le no man's land de la frontière nord avec le Sahara occidental : ne quittez jamais la route à cet endroit.",
    },
    sources: [usAdvisory, fcdoSafety],
    reviewed,
  },
  transport: {
    summary: {
      en: 'Nouakchott–Oumtounsy International Airport (NKC) lies about 25 km north of the city; domestic flights reach Nouadhibou and, in the winter season, Atar. Between towns, shared taxis and minibuses leave from the garages (bus stations) when full, and a 4x4 with driver is the way to explore the desert. The iron-ore train from Nouadhibou to Zouérat, one of the longest trains in the world, carries some passengers in basic conditions.',
      fr: "L'aéroport international Nouakchott-Oumtounsy (NKC) se trouve à environ 25 km au nord de la ville ; des vols intérieurs desservent Nouadhibou et, en saison d'hiver, Atar. Entre les villes, taxis collectifs et minibus partent des garages (gares routières) une fois pleins, et un 4x4 avec chauffeur est le moyen d'explorer le désert. Le train minéralier de Nouadhibou à Zouérate, l'un des plus longs du monde, transporte aussi quelques passagers dans des conditions rudimentaires.",
    },
    routes: [
      {
        from: 'Nouakchott',
        to: 'Nouadhibou',
        options: {
          en: 'Shared taxis, minibuses and buses on the paved coastal highway past the Banc d’Arguin, about 5–6 hours for 470 km; or a domestic flight.',
          fr: "Taxis collectifs, minibus et cars sur la route côtière goudronnée qui longe le banc d'Arguin, 5 à 6 heures environ pour 470 km ; ou un vol intérieur.",
        },
        hours: 5.5,
      },
      {
        from: 'Nouakchott',
        to: 'Atar',
        options: {
          en: 'Shared taxis, minibuses or a hired 4x4 on the paved road, about 6 hours; continue to Chinguetti in roughly 2 more hours over the Amogjar pass.',
          fr: "Taxis collectifs, minibus ou 4x4 loué sur la route goudronnée, environ 6 heures ; puis Chinguetti en 2 heures de plus environ par la passe d'Amogjar.",
        },
        hours: 6,
      },
      {
        from: 'Nouakchott',
        to: 'Saint-Louis (Senegal)',
        options: {
          en: 'Shared taxis to the border, crossing the Senegal River by ferry at Rosso or over the Diama dam, then on to Saint-Louis; 5–7 hours in total depending on formalities.',
          fr: "Taxis collectifs jusqu'à la frontière, traversée du fleuve Sénégal en bac à Rosso ou par le barrage de Diama, puis route jusqu'à Saint-Louis ; 5 à 7 heures au total selon les formalités.",
        },
        hours: 6,
      },
    ],
    sources: [fcdoSafety, usState],
    reviewed,
  },
  food: {
    summary: {
      en: 'Mauritanian food mixes desert and river traditions: mutton, goat and camel meat, rice and fish on the coast, couscous and dates. Strong green tea with mint (atay) is served everywhere in three rounds. Alcohol is illegal and not sold to the public.',
      fr: "La cuisine mauritanienne mêle traditions du désert et du fleuve : mouton, chèvre et chameau, riz et poisson sur la côte, couscous et dattes. Le thé vert fort à la menthe (atay) est servi partout en trois tournées. L'alcool est illégal et n'est pas vendu au public.",
    },
    dishes: [
      {
        name: 'Thieboudienne',
        description: {
          en: 'Rice cooked in a tomato fish stock with fish and vegetables, shared with Senegal and eaten widely on the coast and along the river.',
          fr: 'Riz cuit dans un bouillon de poisson à la tomate avec poisson et légumes, partagé avec le Sénégal et très consommé sur la côte et le long du fleuve.',
        },
      },
      {
        name: 'Méchoui',
        description: {
          en: 'Whole lamb or goat roasted slowly over embers for feasts and guests.',
          fr: 'Agneau ou chevreau entier rôti lentement sur la braise pour les fêtes et les invités.',
        },
      },
      {
        name: 'Zrig',
        description: {
          en: 'A refreshing drink of sweetened camel, goat or cow milk mixed with water.',
          fr: 'Boisson rafraîchissante de lait de chamelle, de chèvre ou de vache sucré et allongé d’eau.',
        },
      },
      {
        name: 'Atay',
        description: {
          en: 'Green tea boiled with mint and sugar and poured from a height to froth, served in three glasses.',
          fr: 'Thé vert bouilli avec menthe et sucre, versé de haut pour faire mousser, servi en trois verres.',
        },
      },
    ],
    sources: [cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Mauritania is an Islamic republic and conservative: dress modestly (long trousers and sleeves; women are expected to cover their hair in mosques and appreciated to do so in villages), and do not eat, drink or smoke in public during Ramadan days. Accept tea when offered and take time over greetings. Use the right hand. Alcohol is banned, and same-sex relations are illegal with severe penalties.',
      fr: "La Mauritanie est une république islamique conservatrice : tenue modeste (pantalons et manches longs ; les femmes se couvrent les cheveux dans les mosquées, ce qui est aussi apprécié dans les villages), et ne mangez, ne buvez ni ne fumez en public pendant les journées de Ramadan. Acceptez le thé offert et prenez le temps des salutations. Utilisez la main droite. L'alcool est interdit, et les relations homosexuelles sont illégales et lourdement punies.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Do not photograph military or police sites, checkpoints, the presidential palace, government buildings or the airport. Always ask before photographing people; many people, women especially, will refuse, and fishermen at the Nouakchott fish market may object. Drones are not allowed without authorisation and can be confiscated.',
      fr: "Ne photographiez ni sites militaires ou policiers, ni barrages, ni palais présidentiel, ni bâtiments officiels, ni l'aéroport. Demandez toujours avant de photographier quelqu'un ; beaucoup refusent, les femmes surtout, et les pêcheurs du port de pêche de Nouakchott peuvent s'y opposer. Les drones sont interdits sans autorisation et peuvent être confisqués.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Chinguetti',
        city: 'Chinguetti',
        description: {
          en: 'A medieval caravan town of dry-stone houses and a square-minaret mosque at the edge of the dunes, with family libraries of old manuscripts; one of the UNESCO-listed ancient ksour.',
          fr: "Ville caravanière médiévale aux maisons de pierre sèche et à la mosquée au minaret carré, en lisière des dunes, avec des bibliothèques familiales de manuscrits anciens ; l'un des ksour anciens inscrits par l'UNESCO.",
        },
      },
      {
        name: 'Banc d’Arguin National Park',
        city: 'Iwik',
        description: {
          en: 'A UNESCO-listed coast of dunes, shallows and islands between Nouakchott and Nouadhibou, where huge numbers of shorebirds winter and Imraguen fishermen still sail; boat trips leave from Iwik.',
          fr: "Côte de dunes, de hauts-fonds et d'îles inscrite par l'UNESCO entre Nouakchott et Nouadhibou, où hivernent d'immenses colonies d'oiseaux de rivage et où naviguent encore les pêcheurs imraguen ; les sorties en bateau partent d'Iwik.",
        },
      },
      {
        name: 'Ouadane',
        city: 'Ouadane',
        description: {
          en: 'A ruined stone ksar on a cliff above a palm grove, another of the UNESCO-listed ancient ksour, and the base for trips to the Richat Structure, the "Eye of the Sahara".',
          fr: "Ksar de pierre en ruine sur une falaise dominant une palmeraie, autre ksour ancien inscrit par l'UNESCO, et point de départ vers la structure de Richat, l'« œil du Sahara ».",
        },
      },
      {
        name: 'Terjit oasis',
        city: 'Atar',
        description: {
          en: 'A narrow palm-shaded gorge with warm and cool springs, a classic stop south of Atar.',
          fr: "Gorge étroite ombragée de palmiers, avec sources tièdes et fraîches, étape classique au sud d'Atar.",
        },
      },
      {
        name: 'Port de Pêche (fishing beach)',
        city: 'Nouakchott',
        description: {
          en: 'The beach where hundreds of painted pirogues land the catch in the late afternoon, one of the liveliest scenes in the capital.',
          fr: "La plage où des centaines de pirogues peintes débarquent le poisson en fin d'après-midi, l'une des scènes les plus animées de la capitale.",
        },
      },
    ],
    sources: [
      {
        name: 'UNESCO World Heritage Centre – Ancient Ksour of Ouadane, Chinguetti, Tichitt and Oualata',
        url: 'https://whc.unesco.org/en/list/750',
      },
      {
        name: 'UNESCO World Heritage Centre – Banc d’Arguin National Park',
        url: 'https://whc.unesco.org/en/list/506',
      },
      fcdo,
    ],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [35, 60], midRange: [90, 160], comfort: [200, 350] },
    note: {
      en: 'Per person per day for accommodation, food and local transport, without international flights. Desert trips with a 4x4, driver and guide are the main expense and are cheaper shared between several travellers.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux, hors vols internationaux. Les circuits dans le désert en 4x4 avec chauffeur et guide sont la principale dépense et reviennent moins cher à plusieurs.",
    },
    sources: [bcm, fcdo],
    reviewed,
  },
};
