import type { TopicKnowledge } from '../schema.ts';

export const food: TopicKnowledge = {
  topic: 'food',
  title: { en: 'Food and drink', fr: 'Cuisine et boissons' },
  summary: {
    en: 'West African cooking is built on rice, yam, cassava, millet and maize, served with rich sauces of peanut, palm nut, okra or leaves, with fish on the coast and grilled meat in the Sahel. Meals are generous and often spicy, and sharing food is part of hospitality.',
    fr: "La cuisine ouest-africaine repose sur le riz, l'igname, le manioc, le mil et le maïs, servis avec des sauces riches à l'arachide, à la noix de palme, au gombo ou aux feuilles, avec du poisson sur la côte et de la viande grillée au Sahel. Les repas sont copieux, souvent pimentés, et partager la nourriture fait partie de l'hospitalité.",
  },
  points: [
    {
      en: 'Jollof rice, cooked in a tomato and pepper sauce, is eaten across the region; it is related to Senegal’s thiéboudienne (ceebu jën), which UNESCO lists as intangible heritage, and Ghana and Nigeria argue over whose jollof is best.',
      fr: "Le riz jollof, cuit dans une sauce à la tomate et au piment, se mange dans toute la région ; il est parent du thiéboudienne (ceebu jën) sénégalais, inscrit au patrimoine immatériel de l'UNESCO, et le Ghana et le Nigéria se disputent le titre du meilleur jollof.",
    },
    {
      en: 'Starches to "swallow": fufu (pounded yam, cassava or plantain), banku and kenkey in Ghana, eba and amala in Nigeria, tô in the Sahel, and attiéké (cassava couscous) in Côte d\'Ivoire. Pinch off a piece with your right hand and dip it in the sauce.',
      fr: "Les féculents « à avaler » : le foufou (igname, manioc ou banane plantain pilés), le banku et le kenkey au Ghana, l'eba et l'amala au Nigéria, le tô au Sahel et l'attiéké (couscous de manioc) en Côte d'Ivoire. Prenez-en un morceau de la main droite et trempez-le dans la sauce.",
    },
    {
      en: 'Grilled meat is the evening street food: suya in Nigeria, brochettes across the French-speaking countries, dibi (grilled mutton) in Senegal, and kilishi (dried spiced meat) in Niger and northern Nigeria.',
      fr: 'La viande grillée est la cuisine de rue du soir : le suya au Nigéria, les brochettes dans les pays francophones, le dibi (mouton grillé) au Sénégal et le kilishi (viande séchée épicée) au Niger et dans le nord du Nigéria.',
    },
    {
      en: 'Street food is usually safe when it is cooked in front of you and served hot. Avoid food that has been sitting out, raw salads and ice of unknown origin, and wash or peel fruit yourself.',
      fr: "La cuisine de rue est en général sûre si elle est cuite devant vous et servie chaude. Évitez les plats restés à l'air, les crudités et les glaçons d'origine inconnue, et lavez ou pelez vous-même les fruits.",
    },
    {
      en: 'Drinks: bissap (hibiscus), bouye (baobab) and ginger juice, palm wine, local beers, and the strong sweet tea (attaya, atay) poured in three rounds in Senegal, Mali and Mauritania. Alcohol is banned in Mauritania and in some places such as the holy city of Touba in Senegal and several northern Nigerian states.',
      fr: "Boissons : jus de bissap (hibiscus), de bouye (baobab) et de gingembre, vin de palme, bières locales, et le thé fort et sucré (attaya, atay) servi en trois tournées au Sénégal, au Mali et en Mauritanie. L'alcool est interdit en Mauritanie et dans certains lieux comme la ville sainte de Touba au Sénégal et plusieurs États du nord du Nigéria.",
    },
    {
      en: 'Vegetarians will find bean dishes (akara and moi moi in Nigeria, red-red in Ghana, ndambé in Senegal), plantain, rice and vegetable sauces, but many sauces are made with fish, meat or stock cubes: ask.',
      fr: 'Les végétariens trouveront des plats de haricots (akara et moi moi au Nigéria, red-red au Ghana, ndambé au Sénégal), de la banane plantain, du riz et des sauces aux légumes, mais beaucoup de sauces contiennent du poisson, de la viande ou des cubes de bouillon : demandez.',
    },
    {
      en: 'Eating from a shared bowl is common: wash your hands first, eat with the right hand from the part of the bowl in front of you, and let elders begin.',
      fr: 'Manger dans un plat commun est courant : lavez-vous les mains avant, mangez de la main droite dans la partie du plat devant vous et laissez les aînés commencer.',
    },
  ],
  sources: [
    {
      name: 'UNESCO Intangible Cultural Heritage lists (Ceebu jën, a culinary art of Senegal, 2021)',
      url: 'https://ich.unesco.org/en/lists',
    },
    {
      name: "CDC Travelers' Health – Food and water safety",
      url: 'https://wwwnc.cdc.gov/travel/page/food-water-safety',
    },
  ],
  reviewed: '2026-11-25',
};
