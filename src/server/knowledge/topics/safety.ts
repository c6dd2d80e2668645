import type { TopicKnowledge } from '../schema.ts';

export const safety: TopicKnowledge = {
  topic: 'safety',
  title: { en: 'Safety', fr: 'Sécurité' },
  summary: {
    en: 'Most visits to coastal West Africa go without trouble, but the region’s risks are real and uneven: jihadist violence and kidnapping in the Sahel, crime in big cities and road accidents everywhere. Read your government’s travel advice for each country before booking, and check that your insurance is valid there.',
    fr: 'La plupart des séjours sur la côte ouest-africaine se passent sans encombre, mais les risques de la région sont réels et inégaux : violences djihadistes et enlèvements au Sahel, criminalité dans les grandes villes et accidents de la route partout. Lisez les conseils aux voyageurs de votre gouvernement pour chaque pays avant de réserver, et vérifiez que votre assurance y est valable.',
  },
  points: [
    {
      en: 'The US, UK and other governments advise against all travel to Mali, Niger and Burkina Faso, where jihadist groups attack towns and roads and kidnap foreigners. Advisories also cover neighbouring areas: the northern border regions of Benin and Togo, north-eastern and north-western Nigeria, eastern Mauritania, and Cameroon’s Far North and its North-West and South-West regions.',
      fr: "Les gouvernements américain, britannique et d'autres déconseillent tout voyage au Mali, au Niger et au Burkina Faso, où des groupes djihadistes attaquent villes et routes et enlèvent des étrangers. Les avertissements couvrent aussi des zones voisines : les régions frontalières du nord du Bénin et du Togo, le nord-est et le nord-ouest du Nigéria, l'est de la Mauritanie, ainsi que l'Extrême-Nord, le Nord-Ouest et le Sud-Ouest du Cameroun.",
    },
    {
      en: 'In big cities the usual risks are bag and phone snatching, pickpocketing in markets and crowds, and robbery after dark. Use ride-hailing apps or taxis booked by your hotel, keep valuables out of sight and do not walk alone at night, especially on beaches.',
      fr: "Dans les grandes villes, les risques habituels sont les vols à l'arraché de sacs et de téléphones, les pickpockets sur les marchés et dans la foule, et les agressions la nuit. Prenez des VTC ou des taxis réservés par l'hôtel, gardez vos objets de valeur hors de vue et ne marchez pas seul la nuit, surtout sur les plages.",
    },
    {
      en: 'Road accidents are the most common cause of serious injury to travellers: avoid driving at night, insist on seatbelts and helmets, and choose careful drivers.',
      fr: 'Les accidents de la route sont la première cause de blessures graves chez les voyageurs : évitez de rouler la nuit, exigez ceinture et casque, et choisissez des chauffeurs prudents.',
    },
    {
      en: 'Atlantic beaches have powerful rip currents, and people drown every year from Dakar to Lagos. Swim only where local people do and lifeguards are on duty.',
      fr: "Les plages de l'Atlantique ont de puissants courants d'arrachement, et des personnes s'y noient chaque année de Dakar à Lagos. Ne vous baignez que là où se baignent les habitants et où des sauveteurs surveillent.",
    },
    {
      en: 'Several countries have had coups or tense elections in recent years. Avoid demonstrations and political gatherings, follow local news, and keep some cash and a charged phone in case borders, banks or the internet close.',
      fr: "Plusieurs pays ont connu des coups d'État ou des élections tendues ces dernières années. Évitez manifestations et rassemblements politiques, suivez l'actualité locale, et gardez un peu d'argent liquide et un téléphone chargé au cas où frontières, banques ou internet fermeraient.",
    },
    {
      en: 'Beware of online scams (romance, business or fake visa websites), card skimming and fake tour operators: use official visa portals and book through verified operators.',
      fr: 'Méfiez-vous des arnaques en ligne (sentimentales, commerciales ou faux sites de visa), du clonage de cartes bancaires et des faux voyagistes : utilisez les portails officiels de visa et réservez auprès de prestataires vérifiés.',
    },
    {
      en: 'Drug laws are strict everywhere, and same-sex relations are illegal in many countries of the region, including Nigeria, Ghana, Senegal, Mauritania, Sierra Leone, Liberia, Togo, Guinea, The Gambia and Cameroon, and since 2024–2025 Mali and Burkina Faso.',
      fr: 'Les lois sur les stupéfiants sont sévères partout, et les relations homosexuelles sont illégales dans de nombreux pays de la région, dont le Nigéria, le Ghana, le Sénégal, la Mauritanie, la Sierra Leone, le Libéria, le Togo, la Guinée, la Gambie et le Cameroun, et depuis 2024-2025 le Mali et le Burkina Faso.',
    },
    {
      en: 'Register with your embassy’s travel scheme where one exists (such as the US STEP or France’s Ariane), keep copies of your passport and visa apart from the originals, and carry insurance that covers medical evacuation.',
      fr: "Inscrivez-vous au dispositif de votre ambassade lorsqu'il existe (comme le STEP américain ou Ariane pour les Français), gardez des copies de votre passeport et de votre visa séparées des originaux, et ayez une assurance couvrant l'évacuation sanitaire.",
    },
  ],
  sources: [
    {
      name: 'U.S. Department of State – Travel advisories',
      url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
    },
    { name: 'UK FCDO – Foreign travel advice', url: 'https://www.gov.uk/foreign-travel-advice' },
    {
      name: 'U.S. Department of State – Smart Traveler Enrollment Program (STEP)',
      url: 'https://step.state.gov',
    },
  ],
  reviewed: '2026-11-25',
};
