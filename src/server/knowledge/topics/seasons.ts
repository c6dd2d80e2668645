import type { TopicKnowledge } from '../schema.ts';

export const seasons: TopicKnowledge = {
  topic: 'seasons',
  title: { en: 'When to go', fr: 'Quand partir' },
  summary: {
    en: 'Across most of West Africa the dry season, roughly November to April, is the best time to travel. December to February is also the time of the harmattan, a dry, dusty wind from the Sahara that brings haze, cooler nights and sometimes flight delays. The rains come from about May or June to September or October, later and shorter the further north you go.',
    fr: "Dans la plus grande partie de l'Afrique de l'Ouest, la saison sèche, à peu près de novembre à avril, est la meilleure période pour voyager. De décembre à février souffle aussi l'harmattan, un vent sec et poussiéreux venu du Sahara qui apporte brume sèche, nuits plus fraîches et parfois des retards de vols. Les pluies arrivent vers mai ou juin et durent jusqu'en septembre ou octobre, plus tard et moins longtemps à mesure qu'on monte vers le nord.",
  },
  points: [
    {
      en: 'Dry season (about November to April): roads are easiest, wildlife gathers at water points, and many festivals take place. Christmas and New Year are peak season on the coast, with higher prices and full flights.',
      fr: "Saison sèche (à peu près de novembre à avril) : les routes sont plus praticables, la faune se rassemble aux points d'eau et de nombreux festivals ont lieu. Noël et le Nouvel An sont la haute saison sur la côte, avec des prix plus élevés et des vols complets.",
    },
    {
      en: 'Harmattan (December to February): this north-east wind carries Saharan dust as far as the Gulf of Guinea. Expect hazy skies, dry eyes, lips and throat, chilly nights in the Sahel and occasional flight delays from poor visibility; pack lip balm, eye drops and a scarf.',
      fr: "Harmattan (de décembre à février) : ce vent du nord-est porte la poussière du Sahara jusqu'au golfe de Guinée. Attendez-vous à un ciel voilé, à des yeux, lèvres et gorge secs, à des nuits fraîches au Sahel et parfois à des retards de vols faute de visibilité ; prévoyez baume à lèvres, collyre et foulard.",
    },
    {
      en: 'In the Sahel (Senegal, Mali, Burkina Faso, Niger, southern Mauritania and northern Nigeria), the rainy season is short, from about June or July to September, with storms rather than all-day rain. The months before it, March to May, are the hottest, often above 40 °C.',
      fr: "Au Sahel (Sénégal, Mali, Burkina Faso, Niger, sud de la Mauritanie et nord du Nigéria), la saison des pluies est courte, de juin ou juillet à septembre environ, faite d'orages plutôt que de pluie continue. Les mois qui la précèdent, de mars à mai, sont les plus chauds, souvent au-delà de 40 °C.",
    },
    {
      en: "Along the Gulf of Guinea (Côte d'Ivoire, Ghana, Togo, Benin and southern Nigeria) there are two rainy seasons: a long one from about April to July and a short one around September and October, with a drier break in August.",
      fr: "Sur le golfe de Guinée (Côte d'Ivoire, Ghana, Togo, Bénin et sud du Nigéria), il y a deux saisons des pluies : une longue d'avril à juillet environ et une courte vers septembre-octobre, avec une accalmie plus sèche en août.",
    },
    {
      en: 'Guinea, Sierra Leone and Liberia get some of the heaviest rain in Africa from May to October, peaking in July and August; Conakry, Freetown and Monrovia are among the wettest capitals in the world, and many roads upcountry become impassable.',
      fr: "La Guinée, la Sierra Leone et le Libéria reçoivent parmi les plus fortes pluies d'Afrique de mai à octobre, avec un pic en juillet et août ; Conakry, Freetown et Monrovia comptent parmi les capitales les plus arrosées du monde, et beaucoup de routes de l'intérieur deviennent impraticables.",
    },
    {
      en: 'Cabo Verde is dry most of the year, with a short, irregular rainy season around August to October, and the trade winds keep it milder than the mainland.',
      fr: "Le Cap-Vert est sec la majeure partie de l'année, avec une courte saison des pluies irrégulière vers août-octobre, et les alizés le rendent plus doux que le continent.",
    },
    {
      en: 'Ramadan moves about 11 days earlier each year (it falls around February to March in 2026 and 2027). In Muslim-majority areas some restaurants close by day and hours change, and the end of Ramadan and Tabaski (Eid al-Adha) are major holidays with crowded transport.',
      fr: "Le Ramadan avance d'environ 11 jours chaque année (il tombe vers février-mars en 2026 et 2027). Dans les régions majoritairement musulmanes, certains restaurants ferment le jour et les horaires changent, et la fin du Ramadan (Korité) et la Tabaski sont de grandes fêtes où les transports sont bondés.",
    },
  ],
  sources: [
    {
      name: 'World Bank Climate Change Knowledge Portal',
      url: 'https://climateknowledgeportal.worldbank.org',
    },
    { name: 'WMO – World Weather Information Service', url: 'https://worldweather.wmo.int' },
    { name: 'UK FCDO – Foreign travel advice', url: 'https://www.gov.uk/foreign-travel-advice' },
  ],
  reviewed: '2026-11-25',
};
