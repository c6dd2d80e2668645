import type { TopicKnowledge } from '../schema.ts';

export const etiquette: TopicKnowledge = {
  topic: 'etiquette',
  title: { en: 'Customs and etiquette', fr: 'Usages et savoir-vivre' },
  summary: {
    en: 'Greetings come first everywhere in West Africa: a proper hello and a question about the person and their family, before any request or business. Respect for elders, using the right hand and modest dress go a long way.',
    fr: "Partout en Afrique de l'Ouest, les salutations passent avant tout : un vrai bonjour et des nouvelles de la personne et de sa famille, avant toute demande ou affaire. Le respect des aînés, l'usage de la main droite et une tenue modeste ouvrent bien des portes.",
  },
  points: [
    {
      en: 'Greet before anything else, even before asking the way or a price, and shake hands with everyone present. In some places men and women do not shake hands: let the other person offer first.',
      fr: "Saluez avant toute chose, même avant de demander votre chemin ou un prix, et serrez la main de chaque personne présente. Dans certains endroits, hommes et femmes ne se serrent pas la main : laissez l'autre personne la tendre en premier.",
    },
    {
      en: 'Use the right hand to eat, and to give or receive money and gifts; the left hand is considered unclean. From a shared bowl, eat only from the part in front of you.',
      fr: "Utilisez la main droite pour manger, donner ou recevoir de l'argent et des cadeaux ; la main gauche est considérée comme impure. Dans un plat commun, ne mangez que dans la partie devant vous.",
    },
    {
      en: 'Dress modestly, especially in Muslim-majority areas (the Sahel, Mauritania, northern Nigeria, much of Senegal and The Gambia): shoulders and knees covered. In mosques, remove your shoes and women cover their hair; some mosques are closed to non-Muslims.',
      fr: 'Habillez-vous modestement, surtout dans les régions majoritairement musulmanes (Sahel, Mauritanie, nord du Nigéria, une grande partie du Sénégal et de la Gambie) : épaules et genoux couverts. Dans les mosquées, on se déchausse et les femmes se couvrent les cheveux ; certaines mosquées sont fermées aux non-musulmans.',
    },
    {
      en: 'Respect age and status: greet elders first, use titles (Monsieur, Madame, Sir, Ma, Chief, Alhaji, Hajia) and wait to be invited before using first names.',
      fr: "Respectez l'âge et le rang : saluez d'abord les aînés, employez les titres (Monsieur, Madame, Sir, Ma, Chief, Alhaji, Hadja) et attendez d'y être invité pour utiliser les prénoms.",
    },
    {
      en: 'Bargaining is normal in markets and with taxis without meters; keep it friendly and fair. Tips are appreciated: around 5–10 % in restaurants that do not add service, and small amounts for porters, guides and drivers.',
      fr: "Marchander est normal sur les marchés et avec les taxis sans compteur ; restez aimable et juste. Les pourboires sont appréciés : environ 5 à 10 % au restaurant quand le service n'est pas compris, et de petites sommes pour porteurs, guides et chauffeurs.",
    },
    {
      en: 'During Ramadan, avoid eating, drinking or smoking in public in daytime in Muslim areas. Public displays of affection are frowned upon everywhere.',
      fr: "Pendant le Ramadan, évitez de manger, boire ou fumer en public dans la journée dans les régions musulmanes. Les démonstrations d'affection en public sont mal vues partout.",
    },
    {
      en: 'Things often take time: patience and good humour achieve more than insisting, and accepting an offered tea or drink is a courtesy.',
      fr: "Les choses prennent souvent du temps : patience et bonne humeur obtiennent plus que l'insistance, et accepter un thé ou une boisson offerts est une marque de politesse.",
    },
  ],
  sources: [
    { name: 'UK FCDO – Foreign travel advice', url: 'https://www.gov.uk/foreign-travel-advice' },
    {
      name: 'U.S. Department of State – International travel country information',
      url: 'https://travel.state.gov/content/travel/en/international-travel.html',
    },
  ],
  reviewed: '2026-11-25',
};
