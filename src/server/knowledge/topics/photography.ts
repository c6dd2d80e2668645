import type { TopicKnowledge } from '../schema.ts';

export const photography: TopicKnowledge = {
  topic: 'photography',
  title: { en: 'Photography', fr: 'Photographie' },
  summary: {
    en: 'West Africa is wonderful to photograph, but two rules matter: ask before photographing people, and never photograph anything military or official. Breaking the second can mean a confiscated camera or phone, hours of questioning or arrest.',
    fr: "L'Afrique de l'Ouest est merveilleuse à photographier, mais deux règles comptent : demander avant de photographier quelqu'un, et ne jamais photographier ce qui est militaire ou officiel. Enfreindre la seconde peut valoir la confiscation de l'appareil ou du téléphone, des heures d'interrogatoire ou une arrestation.",
  },
  points: [
    {
      en: 'Always ask before photographing someone and accept a refusal; a greeting and a smile first make a yes more likely. Some people, especially in markets and at tourist sites, ask for a small payment: agree on it before taking the picture.',
      fr: "Demandez toujours avant de photographier quelqu'un et acceptez un refus ; en saluant et en souriant d'abord, vous obtiendrez plus souvent un oui. Certains, surtout sur les marchés et les sites touristiques, demandent une petite somme : mettez-vous d'accord avant de prendre la photo.",
    },
    {
      en: 'Never photograph soldiers, police, checkpoints, military or police buildings, airports, ports, bridges, border posts, presidential palaces or other government buildings. It is an offence in most countries of the region and is strictly enforced.',
      fr: "Ne photographiez jamais soldats, policiers, barrages, bâtiments militaires ou de police, aéroports, ports, ponts, postes-frontières, palais présidentiels ou autres bâtiments officiels. C'est une infraction dans la plupart des pays de la région, et la règle est strictement appliquée.",
    },
    {
      en: 'Ask parents before photographing children, and do not post pictures of children online without their consent.',
      fr: "Demandez aux parents avant de photographier des enfants, et ne publiez pas de photos d'enfants en ligne sans leur accord.",
    },
    {
      en: 'Ask before taking pictures inside mosques, churches and shrines. Some sacred places and ceremonies — parts of the Osun-Osogbo grove, Dogon sacred sites, vodun ceremonies — forbid photos or charge a fee.',
      fr: "Demandez avant de photographier à l'intérieur des mosquées, églises et sanctuaires. Certains lieux et cérémonies sacrés — des parties du bois sacré d'Osun-Osogbo, des sites sacrés dogons, des cérémonies vodoun — interdisent les photos ou les font payer.",
    },
    {
      en: 'Drones need authorisation from the civil aviation or security authorities in most countries, and undeclared drones can be seized at the airport on arrival. Apply well in advance or leave yours at home.',
      fr: "Les drones exigent une autorisation de l'aviation civile ou des autorités de sécurité dans la plupart des pays, et les drones non déclarés peuvent être saisis à l'aéroport à l'arrivée. Faites la demande longtemps à l'avance ou laissez le vôtre chez vous.",
    },
    {
      en: 'Be discreet in countries under military rule or with security tensions, the Sahel especially, where a camera can make officials suspect you are a journalist or a spy. Professional shoots need a permit and, for journalists, accreditation.',
      fr: 'Soyez discret dans les pays sous régime militaire ou en proie à des tensions sécuritaires, au Sahel surtout, où un appareil photo peut faire soupçonner aux autorités que vous êtes journaliste ou espion. Les prises de vue professionnelles exigent une autorisation et, pour les journalistes, une accréditation.',
    },
    {
      en: 'In conservative Muslim areas (Mauritania, Niger, northern Nigeria), many women do not want to be photographed: do not insist.',
      fr: "Dans les régions musulmanes conservatrices (Mauritanie, Niger, nord du Nigéria), beaucoup de femmes ne veulent pas être photographiées : n'insistez pas.",
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
