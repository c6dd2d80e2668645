import type { CountryKnowledge } from '../schema.ts';

const reviewed = '2026-11-25';

const slid = {
  name: 'Sierra Leone Immigration Department – Visa on Arrival',
  url: 'https://slid.gov.sl/visa-on-arrival/',
};
const evisa = { name: 'Government of Sierra Leone eVisa system', url: 'https://evisa.sl' };
const usState = {
  name: 'U.S. Department of State – Sierra Leone International Travel Information',
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/SierraLeone.html',
};
const fcdo = {
  name: 'UK FCDO – Sierra Leone travel advice',
  url: 'https://www.gov.uk/foreign-travel-advice/sierra-leone',
};
const fcdoEntry = {
  name: 'UK FCDO – Sierra Leone entry requirements',
  url: 'https://www.gov.uk/foreign-travel-advice/sierra-leone/entry-requirements',
};
const fcdoSafety = {
  name: 'UK FCDO – Sierra Leone safety and security',
  url: 'https://www.gov.uk/foreign-travel-advice/sierra-leone/safety-and-security',
};
const cdc = {
  name: "CDC Travelers' Health – Sierra Leone",
  url: 'https://wwwnc.cdc.gov/travel/destinations/traveler/none/sierra-leone',
};
const who = {
  name: 'WHO – International travel and health',
  url: 'https://www.who.int/travel-advice',
};
const bsl = { name: 'Bank of Sierra Leone', url: 'https://www.bsl.gov.sl' };
const climate = {
  name: 'World Bank Climate Change Knowledge Portal – Sierra Leone',
  url: 'https://climateknowledgeportal.worldbank.org/country/sierra-leone',
};
const ethnologue = {
  name: 'Ethnologue – Sierra Leone',
  url: 'https://www.ethnologue.com/country/SL',
};
const tourism = {
  name: 'Sierra Leone National Tourist Board',
  url: 'https://www.visitsierraleone.org',
};

const eVisaRule = (passport: 'us' | 'uk' | 'eu' | 'ca' | 'cn' | 'in') => ({
  passport,
  visaRequired: true,
  visaType: 'evisa' as const,
  maxStayDays: 30,
  processingTime: null,
  feeUsd: 80,
  requirements: [
    {
      en: 'Passport valid for at least 6 months, the same one used for the application',
      fr: 'Passeport valable au moins 6 mois, celui utilisé pour la demande',
    },
    {
      en: 'Passport photo and passport scan (uploaded)',
      fr: "Photo d'identité et copie du passeport (téléversées)",
    },
    { en: 'Return or onward ticket', fr: 'Billet de retour ou de continuation' },
    { en: 'Hotel booking or host address', fr: "Réservation d'hôtel ou adresse de l'hôte" },
    {
      en: 'Yellow fever vaccination certificate',
      fr: 'Certificat de vaccination contre la fièvre jaune',
    },
  ],
  note: {
    en: 'Apply and pay online on the official eVisa system before travel ($80 for nationals of countries outside the African Union, plus a card fee); the visa is then issued on arrival at Lungi airport or a land border. The officer usually stamps an initial stay of one month, which can be extended at the Immigration Department in Freetown. Fees and procedures have changed several times: check the official pages.',
    fr: "Faites la demande et payez en ligne sur le système officiel de visa électronique avant le voyage (80 $ pour les ressortissants de pays hors Union africaine, plus des frais de carte) ; le visa est ensuite délivré à l'arrivée à l'aéroport de Lungi ou à une frontière terrestre. L'agent accorde en général un premier séjour d'un mois, prolongeable auprès du département de l'immigration à Freetown. Frais et procédures ont changé plusieurs fois : vérifiez les pages officielles.",
  },
});

export const sierraLeone: CountryKnowledge = {
  code: 'SL',
  slug: 'sierra-leone',
  name: { en: 'Sierra Leone', fr: 'Sierra Leone' },
  aliases: [
    'sierra leone',
    'sierra-leone',
    'sierraleone',
    'la sierra leone',
    'republic of sierra leone',
    'république de sierra leone',
    'salone',
    'sl',
  ],
  demonyms: [
    'sierra leonean',
    'sierra leoneans',
    'sierra-léonais',
    'sierra-léonaise',
    'sierra-leonais',
    'sierra-leonaise',
    'sierra léonais',
  ],
  capital: { en: 'Freetown', fr: 'Freetown' },
  ecowasMember: true,
  cities: [
    {
      name: { en: 'Freetown', fr: 'Freetown' },
      aliases: ['freetown', 'lungi', 'fritong'],
      airport: 'FNA',
    },
    { name: { en: 'Bo', fr: 'Bo' }, aliases: ['bo'], airport: null },
    { name: { en: 'Kenema', fr: 'Kenema' }, aliases: ['kenema'], airport: null },
    { name: { en: 'Makeni', fr: 'Makeni' }, aliases: ['makeni'], airport: null },
  ],
  entry: {
    summary: {
      en: 'ECOWAS citizens need no visa for up to 90 days. Most other visitors, including US, UK, EU, Canadian, Chinese and Indian citizens, apply and pay online on the official eVisa system before travel; the visa is then issued on arrival at Freetown International Airport (Lungi) or a land border.',
      fr: "Les citoyens de la CEDEAO n'ont pas besoin de visa pour 90 jours au plus. La plupart des autres visiteurs, dont les citoyens américains, britanniques, européens, canadiens, chinois et indiens, font leur demande et paient en ligne sur le système officiel de visa électronique avant le voyage ; le visa est ensuite délivré à l'arrivée à l'aéroport international de Freetown (Lungi) ou à une frontière terrestre.",
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
      eVisaRule('us'),
      eVisaRule('uk'),
      eVisaRule('eu'),
      eVisaRule('ca'),
      eVisaRule('cn'),
      eVisaRule('in'),
    ],
    passportValidityMonths: 6,
    officialSource: evisa,
    changesOften: true,
    sources: [evisa, slid, usState, fcdoEntry],
    reviewed,
  },
  health: {
    yellowFever: 'required',
    yellowFeverText: {
      en: 'A yellow fever certificate is required from every arriving traveller, whatever the route. The vaccine is given from 9 months of age and the certificate is valid from 10 days after vaccination; infants too young to be vaccinated should carry a medical exemption letter.',
      fr: "Un certificat de vaccination contre la fièvre jaune est exigé de tout voyageur à l'arrivée, quel que soit son itinéraire. Le vaccin se fait dès 9 mois et le certificat est valable 10 jours après la vaccination ; les nourrissons trop jeunes pour être vaccinés doivent avoir un certificat médical de contre-indication.",
    },
    malaria: {
      en: 'Malaria risk is high all year throughout the country, including Freetown, and is mostly P. falciparum. Take preventive medication recommended by your doctor (atovaquone-proguanil, doxycycline or mefloquine), use repellent and sleep under a net.',
      fr: "Le risque de paludisme est élevé toute l'année dans tout le pays, Freetown compris, et il s'agit surtout de P. falciparum. Prenez le traitement préventif recommandé par votre médecin (atovaquone-proguanil, doxycycline ou méfloquine), utilisez un répulsif et dormez sous moustiquaire.",
    },
    other: {
      en: 'Lassa fever, carried by rodents, is endemic in the east (Kenema and Kailahun districts). Drink only bottled or treated water. Medical care is very limited, even in Freetown, so insurance covering evacuation is essential; in the rainy season Freetown is prone to floods and landslides.',
      fr: "La fièvre de Lassa, transmise par les rongeurs, est endémique dans l'est (districts de Kenema et de Kailahun). Ne buvez que de l'eau en bouteille ou traitée. Les soins sont très limités, même à Freetown : une assurance couvrant l'évacuation est indispensable ; en saison des pluies, Freetown est exposée aux inondations et aux glissements de terrain.",
    },
    sources: [cdc, who, usState],
    reviewed,
  },
  seasons: {
    bestMonths: [11, 12, 1, 2, 3, 4],
    rainyMonths: [5, 6, 7, 8, 9, 10],
    summary: {
      en: 'Visit in the dry season, November to April; the harmattan brings dusty haze and cooler nights from December to February. The rainy season from May to October is very wet, with the heaviest rain in July and August, when roads to the provinces and beaches suffer.',
      fr: "Partez pendant la saison sèche, de novembre à avril ; l'harmattan apporte une brume de poussière et des nuits plus fraîches de décembre à février. La saison des pluies, de mai à octobre, est très arrosée, surtout en juillet et août, quand les routes vers les provinces et les plages souffrent.",
    },
    sources: [climate, fcdo],
    reviewed,
  },
  money: {
    currency: {
      code: 'SLE',
      name: { en: 'Sierra Leonean leone', fr: 'leone sierra-léonais' },
      symbol: 'Le',
    },
    howToPay: {
      en: 'Sierra Leone redenominated the leone in 2022–2023: 1 new leone (SLE) = 1,000 old leones (SLL), and the old notes were withdrawn, but some people still quote prices in old leones, so check the zeros. Cash rules: bring clean US dollars, euros or pounds to change at banks or licensed bureaux. ATMs in Freetown mostly take Visa and can be unreliable with foreign cards; cards work only in a few hotels and supermarkets. Orange Money and Afrimoney are widely used with a local SIM.',
      fr: 'Le Sierra Leone a redénominé le leone en 2022-2023 : 1 nouveau leone (SLE) = 1 000 anciens leones (SLL), et les anciens billets ont été retirés, mais certains annoncent encore les prix en anciens leones : vérifiez les zéros. Les espèces dominent : apportez des dollars américains, euros ou livres en bon état à changer en banque ou dans un bureau agréé. Les distributeurs de Freetown acceptent surtout Visa et sont peu fiables avec les cartes étrangères ; la carte ne passe que dans quelques hôtels et supermarchés. Orange Money et Afrimoney sont très utilisés avec une SIM locale.',
    },
    sources: [bsl, fcdo],
    reviewed,
  },
  languages: {
    official: [{ en: 'English', fr: 'anglais' }],
    widelySpoken: [
      { en: 'Krio', fr: 'krio' },
      { en: 'Mende', fr: 'mendé' },
      { en: 'Temne', fr: 'temné' },
      { en: 'Limba', fr: 'limba' },
    ],
    phrases: [
      {
        phrase: 'Kushe',
        language: { en: 'Krio', fr: 'krio' },
        meaning: { en: 'Hello', fr: 'Bonjour' },
      },
      {
        phrase: 'Aw di bodi?',
        language: { en: 'Krio', fr: 'krio' },
        meaning: {
          en: 'How are you? (literally: how is the body?)',
          fr: 'Comment ça va ? (littéralement : comment va le corps ?)',
        },
      },
      {
        phrase: 'Di bodi fayn',
        language: { en: 'Krio', fr: 'krio' },
        meaning: { en: "I'm fine", fr: 'Je vais bien' },
      },
      {
        phrase: 'Tenki',
        language: { en: 'Krio', fr: 'krio' },
        meaning: { en: 'Thank you', fr: 'Merci' },
      },
    ],
    sources: [ethnologue],
    reviewed,
  },
  safety: {
    summary: {
      en: 'Sierra Leone is generally peaceful and welcoming, but petty theft and street robbery occur in Freetown, increasingly linked to the spread of the drug kush, so avoid walking alone at night. Road travel after dark is dangerous. Take the Lungi water taxis only with licensed operators that provide life jackets, and avoid crossing in bad weather. Swim with care: beaches on the peninsula have strong currents.',
      fr: "Le Sierra Leone est en général paisible et accueillant, mais les vols et agressions existent à Freetown, de plus en plus liés à la diffusion de la drogue appelée kush : évitez de marcher seul la nuit. Rouler de nuit est dangereux. Ne prenez les bateaux-taxis de Lungi qu'auprès d'opérateurs agréés fournissant des gilets de sauvetage, et évitez la traversée par mauvais temps. Baignez-vous avec prudence : les plages de la péninsule ont de forts courants.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  transport: {
    summary: {
      en: 'The international airport is at Lungi, across the Sierra Leone River estuary from Freetown: most travellers cross by water taxi, others by ferry or a long road detour. Inside the country, shared taxis, minibuses (poda-podas) and a few intercity buses link the main towns on paved highways; in Freetown, keke tricycles and motorbike taxis (okadas) are everywhere but accidents are common.',
      fr: "L'aéroport international est à Lungi, de l'autre côté de l'estuaire du fleuve Sierra Leone : la plupart des voyageurs traversent en bateau-taxi, d'autres par le ferry ou par un long détour routier. À l'intérieur du pays, taxis collectifs, minibus (poda-podas) et quelques autocars relient les villes principales sur des routes goudronnées ; à Freetown, tricycles keke et motos-taxis (okadas) sont partout, mais les accidents sont fréquents.",
    },
    routes: [
      {
        from: 'Lungi (Freetown International Airport, FNA)',
        to: 'Freetown',
        options: {
          en: 'Water taxi from the Lungi jetty to Aberdeen in about 30–45 minutes (book ahead, timed with flights), the slower car ferry to Kissy in about an hour, or by road around the estuary in 3–4 hours.',
          fr: "Bateau-taxi de l'embarcadère de Lungi à Aberdeen en 30 à 45 minutes environ (à réserver, horaires calés sur les vols), ferry plus lent jusqu'à Kissy en une heure environ, ou route autour de l'estuaire en 3 à 4 heures.",
        },
        hours: 1,
      },
      {
        from: 'Freetown',
        to: 'Bo',
        options: {
          en: 'Intercity buses, shared taxis and minibuses on the paved highway, or a hired car, in about 4 hours.',
          fr: 'Autocars, taxis collectifs et minibus par la route goudronnée, ou voiture avec chauffeur, en 4 heures environ.',
        },
        hours: 4,
      },
      {
        from: 'Freetown',
        to: 'Tiwai Island',
        options: {
          en: 'By road via Bo towards Potoru to the village of Kambama, then a short boat crossing of the Moa River; about 6–7 hours, best with a hired 4x4 in the rainy season.',
          fr: "Par la route via Bo en direction de Potoru jusqu'au village de Kambama, puis une courte traversée de la Moa en bateau ; 6 à 7 heures environ, de préférence en 4x4 loué pendant la saison des pluies.",
        },
        hours: 6.5,
      },
    ],
    sources: [fcdoSafety, usState, tourism],
    reviewed,
  },
  food: {
    summary: {
      en: 'Meals centre on rice with a "plasas" sauce of leaves, palm oil, fish or meat, usually spicy. Street food includes roasted cassava, fried fish and "fry fry" breakfast sandwiches; fresh ginger beer and palm wine (poyo) are local drinks.',
      fr: "Les repas s'organisent autour du riz accompagné d'une sauce « plasas » de feuilles, d'huile de palme, de poisson ou de viande, en général pimentée. La cuisine de rue propose manioc grillé, poisson frit et sandwichs « fry fry » du matin ; bière de gingembre fraîche et vin de palme (poyo) sont les boissons locales.",
    },
    dishes: [
      {
        name: 'Cassava leaves',
        description: {
          en: 'The national favourite: pounded cassava leaves stewed with palm oil, fish or meat and pepper, served over rice.',
          fr: 'Le plat préféré du pays : feuilles de manioc pilées mijotées avec huile de palme, poisson ou viande et piment, servies sur du riz.',
        },
      },
      {
        name: 'Groundnut stew',
        description: {
          en: 'Chicken or fish in a rich peanut and tomato sauce, eaten with rice.',
          fr: "Poulet ou poisson dans une sauce riche à l'arachide et à la tomate, mangé avec du riz.",
        },
      },
      {
        name: 'Potato leaves',
        description: {
          en: 'Sweet potato leaves cooked down with palm oil, fish and meat, another everyday rice sauce.',
          fr: 'Feuilles de patate douce cuites longuement avec huile de palme, poisson et viande, autre sauce quotidienne pour le riz.',
        },
      },
      {
        name: 'Pepper soup',
        description: {
          en: 'A hot, peppery broth of fish or meat, often eaten as a restorative.',
          fr: 'Bouillon brûlant et poivré de poisson ou de viande, souvent pris comme remontant.',
        },
      },
    ],
    sources: [tourism, cdc],
    reviewed,
  },
  etiquette: {
    summary: {
      en: 'Greet people before asking anything, shake hands and ask how they are; elders are addressed with respect (Pa, Ma). Use the right hand to eat and pass things. Muslims and Christians live side by side: dress modestly in mosques and villages, and remove shoes in mosques. Sex between men is illegal under a colonial-era law.',
      fr: "Saluez avant toute demande, serrez la main et prenez des nouvelles ; on s'adresse aux aînés avec respect (Pa, Ma). Utilisez la main droite pour manger et passer les objets. Musulmans et chrétiens vivent côte à côte : tenue modeste dans les mosquées et les villages, et on se déchausse dans les mosquées. Les relations sexuelles entre hommes sont illégales en vertu d'une loi de l'époque coloniale.",
    },
    sources: [fcdoSafety],
    reviewed,
  },
  photography: {
    summary: {
      en: 'Ask before photographing people and respect a refusal. Do not photograph State House, military or police sites, the airport, ports or bridges; officials may confiscate the camera. Drones need permission from the civil aviation authority.',
      fr: "Demandez avant de photographier les gens et respectez un refus. Ne photographiez ni State House, ni les sites militaires ou policiers, ni l'aéroport, les ports ou les ponts ; les autorités peuvent confisquer l'appareil. Les drones exigent l'autorisation de l'aviation civile.",
    },
    sources: [fcdoSafety, usState],
    reviewed,
  },
  sights: {
    items: [
      {
        name: 'Tiwai Island Wildlife Sanctuary',
        city: 'Potoru',
        description: {
          en: 'A community-run rainforest island on the Moa River with one of the highest densities of primates in the world, including chimpanzees and colobus monkeys, and rare pygmy hippos.',
          fr: "Île de forêt tropicale gérée par les communautés sur la rivière Moa, avec l'une des plus fortes densités de primates au monde, dont chimpanzés et colobes, ainsi que de rares hippopotames pygmées.",
        },
      },
      {
        name: 'Bunce Island',
        city: 'Freetown',
        description: {
          en: 'Ruins of a British slave-trading fort in the Sierra Leone River, reached by boat from Freetown; many captives shipped from here were taken to South Carolina and Georgia.',
          fr: "Ruines d'un fort britannique de traite négrière sur le fleuve Sierra Leone, accessible en bateau depuis Freetown ; de nombreux captifs embarqués ici furent déportés en Caroline du Sud et en Géorgie.",
        },
      },
      {
        name: 'Tacugama Chimpanzee Sanctuary',
        city: 'Freetown',
        description: {
          en: 'A rescue sanctuary for orphaned chimpanzees in the forested hills of the Western Area Peninsula National Park, with guided tours and eco-lodges.',
          fr: "Sanctuaire de chimpanzés orphelins dans les collines boisées du parc national de la péninsule de l'Ouest, avec visites guidées et écolodges.",
        },
      },
      {
        name: 'Banana Islands',
        city: 'Kent',
        description: {
          en: 'Small islands off the tip of the Freetown peninsula, reached by boat from Kent, with quiet beaches, snorkelling and old colonial ruins.',
          fr: 'Petites îles au bout de la péninsule de Freetown, accessibles en bateau depuis Kent, avec plages tranquilles, plongée avec masque et tuba et vestiges coloniaux.',
        },
      },
      {
        name: 'River Number Two Beach',
        city: 'Freetown',
        description: {
          en: 'A white-sand beach where a river meets the sea on the peninsula road, about an hour from central Freetown, run by a community association.',
          fr: "Plage de sable blanc à l'embouchure d'une rivière sur la route de la péninsule, à une heure environ du centre de Freetown, gérée par une association communautaire.",
        },
      },
    ],
    sources: [tourism, { name: 'Tacugama Chimpanzee Sanctuary', url: 'https://www.tacugama.com' }],
    reviewed,
  },
  costs: {
    dailyUsd: { budget: [40, 70], midRange: [100, 180], comfort: [200, 350] },
    note: {
      en: 'Per person per day for accommodation, food and local transport, without international flights. Freetown hotels are pricey for their standard; add $30–45 each way for the Lungi water taxi and more for a hired car to the provinces.',
      fr: "Par personne et par jour pour l'hébergement, les repas et les transports locaux, hors vols internationaux. Les hôtels de Freetown sont chers pour leur niveau ; comptez en plus 30 à 45 $ par trajet pour le bateau-taxi de Lungi et davantage pour une voiture louée vers les provinces.",
    },
    sources: [bsl, fcdo],
    reviewed,
  },
};
