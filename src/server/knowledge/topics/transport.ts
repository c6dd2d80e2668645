import type { TopicKnowledge } from '../schema.ts';

export const transport: TopicKnowledge = {
  topic: 'transport',
  title: { en: 'Getting around', fr: 'Se déplacer' },
  summary: {
    en: 'Distances are long and roads slow, so regional flights save a lot of time, while shared taxis and buses reach almost everywhere for little money. Road accidents are the biggest everyday risk for travellers: travel by day, choose reliable vehicles and wear a seatbelt.',
    fr: "Les distances sont longues et les routes lentes : les vols régionaux font gagner beaucoup de temps, tandis que taxis collectifs et cars vont presque partout pour peu d'argent. Les accidents de la route sont le principal risque quotidien pour les voyageurs : circulez de jour, choisissez des véhicules fiables et attachez votre ceinture.",
  },
  points: [
    {
      en: "Regional airlines such as ASKY (based in Lomé), Air Côte d'Ivoire (Abidjan), Air Sénégal (Dakar) and Air Peace (Lagos) link the capitals, but some trips still connect through hubs like Lomé, Abidjan, Addis Ababa or Casablanca. Delays and schedule changes are common: leave a margin before international connections.",
      fr: "Des compagnies régionales comme ASKY (basée à Lomé), Air Côte d'Ivoire (Abidjan), Air Sénégal (Dakar) et Air Peace (Lagos) relient les capitales, mais certains trajets passent encore par des plateformes de correspondance comme Lomé, Abidjan, Addis-Abeba ou Casablanca. Retards et changements d'horaires sont fréquents : gardez de la marge avant une correspondance internationale.",
    },
    {
      en: 'Shared taxis (sept-place, bush taxis) and minibuses leave from the bus stations (gares routières, motor parks) when full. They are cheap and go everywhere, but driving standards vary: choose the vehicle in the best condition, and pay for an extra seat for comfort.',
      fr: 'Taxis collectifs (sept-places, taxis-brousse) et minibus partent des gares routières une fois pleins. Ils sont bon marché et vont partout, mais la conduite est inégale : choisissez le véhicule en meilleur état, et payez une place de plus pour votre confort.',
    },
    {
      en: 'Avoid road travel after dark: poor lighting, vehicles without lights, livestock and, in some regions, armed robbery and kidnapping make night driving dangerous. Governments advise against it throughout the region.',
      fr: 'Évitez la route de nuit : mauvais éclairage, véhicules sans feux, bétail et, dans certaines régions, attaques à main armée et enlèvements rendent la conduite nocturne dangereuse. Les gouvernements la déconseillent dans toute la région.',
    },
    {
      en: 'In big cities, ride-hailing apps (Bolt, Uber, Yango, Heetch or Gozem, depending on the city) are safer and simpler than hailing a taxi. Motorbike taxis (okada, zémidjan, moto-taxi) are fast but involved in many accidents: insist on a helmet.',
      fr: 'Dans les grandes villes, les applications de VTC (Bolt, Uber, Yango, Heetch ou Gozem selon la ville) sont plus sûres et plus simples que de héler un taxi. Les motos-taxis (okada, zémidjan, moto-taxi) sont rapides mais impliquées dans de nombreux accidents : exigez un casque.',
    },
    {
      en: 'Long-distance buses run between major cities and across borders, for example along the coast from Abidjan through Accra, Lomé and Cotonou to Lagos; established companies are safer and more comfortable than minibuses.',
      fr: "Des cars de longue distance relient les grandes villes et passent les frontières, par exemple le long de la côte d'Abidjan à Lagos via Accra, Lomé et Cotonou ; les compagnies établies sont plus sûres et plus confortables que les minibus.",
    },
    {
      en: 'Trains are few — Dakar’s TER commuter line, the Lagos–Ibadan and Abuja–Kaduna railways, and Mauritania’s iron-ore train — but boats matter: ferries from Dakar to Gorée and to Ziguinchor, between Banjul and Barra across the Gambia River, and water taxis between Lungi airport and Freetown.',
      fr: "Les trains sont rares — le TER de Dakar, les lignes Lagos–Ibadan et Abuja–Kaduna et le train minéralier de Mauritanie — mais les bateaux comptent : ferries de Dakar vers Gorée et vers Ziguinchor, entre Banjul et Barra sur le fleuve Gambie, et bateaux-taxis entre l'aéroport de Lungi et Freetown.",
    },
    {
      en: 'At land borders, crossings are open by day: have your passport, visa, yellow fever certificate and some small cash ready, and expect several checkpoints. Official fees come with a receipt; politely ask for one when money is requested.',
      fr: "Aux frontières terrestres, les passages sont ouverts le jour : ayez passeport, visa, certificat de fièvre jaune et un peu de monnaie à portée de main, et attendez-vous à plusieurs contrôles. Les frais officiels donnent lieu à un reçu ; demandez-le poliment quand on vous réclame de l'argent.",
    },
    {
      en: 'Traffic drives on the right in every country covered. Driving yourself requires an International Driving Permit and steady nerves in city traffic; hiring a car with a local driver is common and often costs little more.',
      fr: 'On roule à droite dans tous les pays couverts. Conduire soi-même exige un permis international et des nerfs solides dans la circulation urbaine ; louer une voiture avec chauffeur local est courant et coûte souvent à peine plus cher.',
    },
  ],
  sources: [
    { name: 'UK FCDO – Foreign travel advice', url: 'https://www.gov.uk/foreign-travel-advice' },
    {
      name: 'U.S. Department of State – International travel country information',
      url: 'https://travel.state.gov/content/travel/en/international-travel.html',
    },
    {
      name: 'WHO – Road traffic injuries fact sheet',
      url: 'https://www.who.int/news-room/fact-sheets/detail/road-traffic-injuries',
    },
  ],
  reviewed: '2026-11-25',
};
