import type { TopicKnowledge } from '../schema.ts';

export const health: TopicKnowledge = {
  topic: 'health',
  title: { en: 'Health', fr: 'Santé' },
  summary: {
    en: 'Yellow fever vaccination, malaria prevention and safe water are the three essentials for West Africa. See a travel clinic 4 to 8 weeks before you leave, and take insurance that covers medical evacuation: good hospitals are found in only a few capitals.',
    fr: "Vaccination contre la fièvre jaune, prévention du paludisme et eau potable sont les trois points essentiels en Afrique de l'Ouest. Consultez un centre de vaccinations internationales 4 à 8 semaines avant le départ, et prenez une assurance couvrant l'évacuation sanitaire : les bons hôpitaux ne se trouvent que dans quelques capitales.",
  },
  points: [
    {
      en: 'Carry your yellow fever certificate (the "yellow card") everywhere. Cameroon, Côte d\'Ivoire, Ghana, Guinea-Bissau, Liberia, Mali, Niger, Sierra Leone and Togo, among others, require it from every arriving traveller (from 9 months or 1 year of age, depending on the country). The other countries require it from travellers coming from a risk country, which includes almost every neighbour, so anyone moving around the region needs it. One dose is valid for life, from 10 days after vaccination.',
      fr: "Ayez toujours sur vous votre certificat de vaccination contre la fièvre jaune (le « carnet jaune »). Le Cameroun, la Côte d'Ivoire, le Ghana, la Guinée-Bissau, le Libéria, le Mali, le Niger, la Sierra Leone et le Togo, entre autres, l'exigent de tout voyageur à l'arrivée (dès 9 mois ou un an selon le pays). Les autres pays l'exigent des voyageurs venant d'un pays à risque, ce qui inclut presque tous les voisins : quiconque circule dans la région en a besoin. Une seule dose est valable à vie, à partir du 10e jour après la vaccination.",
    },
    {
      en: 'Malaria is present all year in every country of the region except Cabo Verde (certified malaria-free by the WHO in 2024) and the far north of Mauritania, and it is mostly the dangerous P. falciparum. Take the preventive medication your doctor prescribes, use a DEET or picaridin repellent, sleep under a net, and get tested at once for any fever, even weeks after your return.',
      fr: "Le paludisme est présent toute l'année dans tous les pays de la région sauf le Cap-Vert (certifié exempt de paludisme par l'OMS en 2024) et l'extrême nord de la Mauritanie, et il s'agit surtout du dangereux P. falciparum. Prenez le traitement préventif prescrit par votre médecin, utilisez un répulsif au DEET ou à l'icaridine, dormez sous moustiquaire et consultez sans attendre pour un test de dépistage en cas de fièvre, même plusieurs semaines après le retour.",
    },
    {
      en: 'Do not drink tap water: drink sealed bottled water or water you have treated. Sachet water ("pure water") is sold everywhere, but its quality varies. Eat food cooked and served hot, peel fruit yourself and be wary of ice and raw salads; hepatitis A and typhoid vaccines are recommended.',
      fr: "Ne buvez pas l'eau du robinet : buvez de l'eau en bouteille capsulée ou de l'eau que vous avez traitée. L'eau en sachet (« pure water ») se vend partout, mais sa qualité est inégale. Mangez des plats cuits et servis chauds, pelez vous-même les fruits et méfiez-vous des glaçons et des crudités ; les vaccins contre l'hépatite A et la typhoïde sont recommandés.",
    },
    {
      en: 'The Sahel — from Senegal and southern Mauritania across Mali, Burkina Faso and Niger to northern Nigeria, and the north of Ghana, Togo, Benin and Cameroon — lies in the "meningitis belt", with outbreaks in the dry season (December to June). A meningococcal ACWY vaccine is recommended for travel there in that season, especially with close contact with local people.',
      fr: 'Le Sahel — du Sénégal et du sud de la Mauritanie au nord du Nigéria en passant par le Mali, le Burkina Faso et le Niger, ainsi que le nord du Ghana, du Togo, du Bénin et du Cameroun — se trouve dans la « ceinture de la méningite », avec des épidémies en saison sèche (de décembre à juin). Un vaccin méningococcique ACWY est recommandé pour y voyager à cette saison, surtout en cas de contacts étroits avec la population.',
    },
    {
      en: 'Other risks: Lassa fever (spread by rodents) in Nigeria, Liberia, Sierra Leone and Guinea; rabies everywhere (keep away from dogs and get care at once after any bite or scratch); bilharzia from swimming in lakes and rivers; and outbreaks of cholera and dengue. Keep routine vaccines, including polio and measles, up to date.',
      fr: 'Autres risques : la fièvre de Lassa (transmise par les rongeurs) au Nigéria, au Libéria, en Sierra Leone et en Guinée ; la rage partout (tenez-vous à distance des chiens et faites-vous soigner sans attendre après toute morsure ou griffure) ; la bilharziose, attrapée en se baignant dans les lacs et rivières ; et des épidémies de choléra et de dengue. Mettez à jour vos vaccins courants, dont la polio et la rougeole.',
    },
    {
      en: 'Good private clinics exist in Dakar, Abidjan, Accra and Lagos, but care elsewhere is basic. Bring your medicines in their original packaging with the prescription, buy drugs only in proper pharmacies (counterfeits circulate), and make sure your insurance covers medical evacuation.',
      fr: "Il existe de bonnes cliniques privées à Dakar, Abidjan, Accra et Lagos, mais les soins sont sommaires ailleurs. Emportez vos médicaments dans leur emballage d'origine avec l'ordonnance, n'achetez de médicaments qu'en vraie pharmacie (des contrefaçons circulent) et vérifiez que votre assurance couvre l'évacuation sanitaire.",
    },
    {
      en: 'In the Sahel, temperatures pass 40 °C from March to June: drink more than you feel you need, add salt, and stay out of the midday sun.',
      fr: "Au Sahel, la température dépasse 40 °C de mars à juin : buvez plus que vous n'en ressentez le besoin, salez davantage et évitez le soleil de midi.",
    },
  ],
  sources: [
    { name: 'WHO – International travel and health', url: 'https://www.who.int/travel-advice' },
    { name: 'WHO – Yellow fever', url: 'https://www.who.int/health-topics/yellow-fever' },
    {
      name: 'WHO – Malaria fact sheet',
      url: 'https://www.who.int/news-room/fact-sheets/detail/malaria',
    },
    {
      name: 'WHO – Meningitis fact sheet',
      url: 'https://www.who.int/news-room/fact-sheets/detail/meningitis',
    },
    { name: "CDC Travelers' Health", url: 'https://wwwnc.cdc.gov/travel' },
  ],
  reviewed: '2026-11-25',
};
