import {
  AMENITIES,
  type Amenity,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  type PropertyType,
} from '../../../domain/constants.ts';
import { normalizeSearchText } from '../../../domain/text.ts';
import type { AmenityRecord } from '../schema/accommodations.ts';
import { hashString, seededRandom } from '../../lib/random.ts';
import { STAY_PHONE_PLANS } from './data/stay-phones.ts';

export type SeedAccommodation = {
  slug: string;
  name: string;
  description: string;
  descriptionFr: string;
  location: string;
  city: string;
  country: string;
  propertyType: PropertyType;
  pricePerNight: string;
  images: string[];
  imageUrl: string;
  amenities: AmenityRecord[];
  rating: string | null;
  reviewCount: number;
  cancellationPolicy: string;
  manualConfirmation: boolean;
  verified: boolean;
  roomCount: number;
  /** The front desk's number in E.164, by the city's numbering plan. */
  phone: string;
};

import {
  type Neighbourhood,
  type FrenchStem,
  type City,
  type Phrase,
  ANGLO_STEMS,
  FRENCH_STEMS,
  CITIES,
} from './data/stay-cities.ts';
import {
  TYPE_WEIGHTS,
  PREMIUM_TYPES,
  TYPE_PRICE_FACTOR,
  TYPE_PRICE_RANGE,
  AMENITY_ODDS,
  POLICY_WEIGHTS,
  MANUAL_CONFIRMATION_ODDS,
  VERIFIED_ODDS,
  BASE_RATING,
  ADJECTIVES,
  TYPE_NOUN,
  ENGLISH_NAMES,
  ENGLISH_SINGLE_APARTMENTS,
  ENGLISH_BEACH_RESORTS,
  FRENCH_NAMES,
  FRENCH_SINGLE_APARTMENTS,
  FRENCH_BEACH_RESORTS,
} from './data/stay-vocabulary.ts';

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function pickWeighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('pick from an empty list');
  return last[0];
}

function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function toSlug(value: string): string {
  return normalizeSearchText(value)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function withArticle(stem: FrenchStem, form: 'le' | 'du'): string {
  if (stem.article === '') return stem.word;
  if (form === 'le')
    return stem.article === "l'" ? `l'${stem.word}` : `${stem.article} ${stem.word}`;
  switch (stem.article) {
    case 'le':
      return `du ${stem.word}`;
    case 'les':
      return `des ${stem.word}`;
    case 'la':
      return `de la ${stem.word}`;
    case "l'":
      return `de l'${stem.word}`;
  }
}

function neighbourhoodTag(hood: Neighbourhood): string | null {
  return hood.tag === undefined ? hood.name : hood.tag;
}

function chooseName(
  rng: Rng,
  city: City,
  hood: Neighbourhood,
  type: PropertyType,
  rooms: number,
): string {
  const tag = neighbourhoodTag(hood);
  const beachResort = type === 'Resort' && hood.coastal === true;
  const singleApartment = type === 'Apartment' && rooms === 1;
  const french = city.francophone && city.frenchStems !== undefined && rng() < 0.8;
  if (french) {
    const stems = [...(city.frenchStems ?? []), ...FRENCH_STEMS];
    // Local words come up more often than the shared ones.
    const stem = rng() < 0.4 ? pick(rng, city.frenchStems ?? FRENCH_STEMS) : pick(rng, stems);
    const templates = (
      beachResort
        ? FRENCH_BEACH_RESORTS
        : singleApartment
          ? FRENCH_SINGLE_APARTMENTS
          : FRENCH_NAMES[type]
    ).filter(
      (t) =>
        (tag !== null || !t.includes('{h}')) &&
        ((stem.article !== 'les' && stem.bare !== false) || !t.includes('{w}')),
    );
    const template = templates.length > 0 ? pick(rng, templates) : 'Hôtel {le}';
    return template
      .replace('{le}', withArticle(stem, 'le'))
      .replace('{du}', withArticle(stem, 'du'))
      .replace('{w}', stem.word)
      .replace('{h}', tag ?? '');
  }
  const stem = rng() < 0.45 ? pick(rng, city.stems) : pick(rng, ANGLO_STEMS);
  const templates = (
    beachResort
      ? ENGLISH_BEACH_RESORTS
      : singleApartment
        ? ENGLISH_SINGLE_APARTMENTS
        : ENGLISH_NAMES[type]
  ).filter((t) => tag !== null || !t.includes('{h}'));
  return pick(rng, templates)
    .replace('{s}', stem)
    .replace('{h}', tag ?? '');
}

function chooseNeighbourhood(rng: Rng, city: City, type: PropertyType): Neighbourhood {
  const coastal = city.neighbourhoods.filter((hood) => hood.coastal === true && hood.tier >= 0.8);
  // Where there is a coast, resorts sit on it, away from the working fishing quarters.
  const candidates = type === 'Resort' && coastal.length > 0 ? coastal : city.neighbourhoods;
  const weighted = candidates.map((hood): [Neighbourhood, number] => {
    let weight = 1;
    if (type === 'Luxury Hotel') weight *= hood.tier ** 6;
    if (type === 'Business Hotel') weight *= hood.outOfTown ? 0 : hood.tier ** 4;
    if (type === 'Budget Hotel' || type === 'Guesthouse') weight /= hood.tier ** 3;
    if (type === 'Business Hotel' && hood.nearAirport) weight *= 2;
    return [hood, weight];
  });
  return pickWeighted(rng, weighted);
}

function chooseRoomCount(rng: Rng, type: PropertyType): number {
  switch (type) {
    case 'Guesthouse':
      return pick(rng, [1, 1, 2, 3, 4, 5, 6, 6, 7, 8, 10, 12]);
    case 'Apartment':
      return rng() < 0.25 ? 1 : between(rng, 2, 24);
    case 'Budget Hotel':
      return between(rng, 8, 45);
    case 'Boutique Hotel':
      return between(rng, 5, 28);
    case 'Hotel':
      return between(rng, 18, 90);
    case 'Business Hotel':
      return between(rng, 60, 120);
    case 'Luxury Hotel':
      return between(rng, 40, 120);
    case 'Resort':
      return between(rng, 24, 110);
  }
}

/** A city's type mix in proportion to the weights (largest remainder), in a shuffled order. */
function planTypes(rng: Rng, city: City): PropertyType[] {
  const coastal = city.neighbourhoods.some((hood) => hood.coastal === true);
  // Cheaper cities have fewer top-end hotels, and inland cities fewer resorts.
  const premiumScale = Math.min(1, city.averagePrice / 100) ** 2;
  const weights = (Object.entries(TYPE_WEIGHTS) as [PropertyType, number][]).map(
    ([type, weight]): [PropertyType, number] => {
      if (type === 'Resort') return [type, weight * premiumScale * (coastal ? 1 : 0.5)];
      if (type === 'Luxury Hotel') return [type, weight * premiumScale];
      return [type, weight];
    },
  );
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const shares = weights.map(([type, w]) => {
    const exact = (city.count * w) / total;
    return { type, count: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let missing = city.count - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (missing-- <= 0) break;
    share.count += 1;
  }
  const types = shares.flatMap((share) => Array<PropertyType>(share.count).fill(share.type));
  for (let i = types.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [types[i], types[j]] = [types[j] as PropertyType, types[i] as PropertyType];
  }
  return types;
}

function clampPrice(type: PropertyType, price: number): number {
  const [min, max] = TYPE_PRICE_RANGE[type];
  return Math.min(max, Math.max(min, price), PRICE_SLIDER_MAX);
}

function chooseRawPrice(rng: Rng, city: City, hood: Neighbourhood, type: PropertyType): number {
  const [min, max] = TYPE_PRICE_RANGE[type];
  const raw = city.averagePrice * TYPE_PRICE_FACTOR[type] * hood.tier * (0.85 + rng() * 0.35);
  // Out-of-range prices stay spread out instead of piling up on the bound.
  const spread = raw < min ? min * (1 + rng() * 0.25) : raw > max ? max * (0.8 + rng() * 0.2) : raw;
  return clampPrice(type, spread);
}

function formatPrice(price: number): string {
  const rounded = price < 100 ? Math.round(price) : Math.round(price / 5) * 5;
  return Math.max(PRICE_SLIDER_MIN, rounded).toFixed(2);
}

/** Scales the ordinary stays so the city's mean price lands near its known average. */
function calibratePrices(
  city: City,
  stays: readonly { type: PropertyType; price: number }[],
): string[] {
  const isPremium = (type: PropertyType) => PREMIUM_TYPES.includes(type);
  const premium = stays.filter((s) => isPremium(s.type)).reduce((sum, s) => sum + s.price, 0);
  const ordinary = stays.filter((s) => !isPremium(s.type)).reduce((sum, s) => sum + s.price, 0);
  const wanted = city.averagePrice * stays.length - premium;
  const factor = ordinary > 0 ? Math.min(1.5, Math.max(0.6, wanted / ordinary)) : 1;
  return stays.map((s) =>
    formatPrice(isPremium(s.type) ? s.price : clampPrice(s.type, s.price * factor)),
  );
}

function chooseAmenities(
  rng: Rng,
  type: PropertyType,
  hood: Neighbourhood,
  verified: boolean,
): AmenityRecord[] {
  const names = AMENITIES.filter((amenity) => {
    if (amenity === 'Beach Access' && hood.coastal !== true) return false;
    let chance = AMENITY_ODDS[amenity][type];
    if (amenity === 'Airport Shuttle' && hood.nearAirport) chance = Math.min(1, chance + 0.35);
    return rng() < chance;
  });
  if (names.length === 0) names.push('Free WiFi');
  return names.map((name) => ({ name, verified: verified ? rng() < 0.85 : rng() < 0.2 }));
}

function chooseRating(rng: Rng, type: PropertyType): string | null {
  if (rng() < 0.04) return null;
  const value = BASE_RATING[type] + (rng() + rng() - 1) * 0.8;
  return Math.min(5, Math.max(2.5, Math.round(value * 10) / 10)).toFixed(1);
}

function withIndefiniteArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function capitalize(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function roomsPhrase(type: PropertyType, rooms: number): Phrase {
  if (type === 'Apartment') {
    return rooms === 1
      ? { en: 'a single apartment', fr: 'un seul appartement' }
      : { en: `${rooms} apartments`, fr: `${rooms} appartements` };
  }
  if (type === 'Guesthouse') {
    return rooms === 1
      ? { en: 'a single guest room', fr: 'une seule chambre' }
      : { en: `${rooms} guest rooms`, fr: `${rooms} chambres` };
  }
  return rooms === 1
    ? { en: 'a single room', fr: 'une seule chambre' }
    : { en: `${rooms} rooms`, fr: `${rooms} chambres` };
}

/** Each choice is drawn once and written in both languages, so the French costs no extra draw. */
function describe(
  rng: Rng,
  city: City,
  hood: Neighbourhood,
  name: string,
  type: PropertyType,
  rooms: number,
  amenities: readonly string[],
): Phrase {
  const has = (amenity: Amenity) => amenities.includes(amenity);
  const adjective = pick(rng, ADJECTIVES[type]);
  const noun: Phrase =
    type === 'Apartment' && rooms === 1
      ? { en: 'self-catering apartment', fr: 'un appartement meublé' }
      : type === 'Guesthouse' && rooms === 1
        ? { en: 'guest suite', fr: "une chambre d'hôtes" }
        : TYPE_NOUN[type];
  const note = pick(rng, hood.notes);
  const place: Phrase = { en: hood.place ?? hood.name, fr: hood.inFr ?? `à ${hood.name}` };
  const stay: Phrase = {
    en: withIndefiniteArticle(`${adjective.en} ${noun.en}`),
    fr: `${noun.fr} ${adjective.fr}`,
  };
  const size = roomsPhrase(type, rooms);

  const openings: Phrase[] = [
    {
      en: `${capitalize(stay.en)} in ${place.en}, ${note.en}.`,
      fr: `${capitalize(stay.fr)} ${place.fr}, ${note.fr}.`,
    },
    {
      en: `${name} is ${stay.en} in ${place.en}, ${note.en}.`,
      fr: `${name} est ${stay.fr} ${place.fr}, ${note.fr}.`,
    },
  ];
  if (rooms > 1) {
    openings.push({
      en: `In ${place.en}, ${note.en}: ${stay.en} with ${size.en}.`,
      fr: `${capitalize(place.fr)}, ${note.fr} : ${stay.fr} qui compte ${size.fr}.`,
    });
  }
  const sentences = [pick(rng, openings)];

  const features: Phrase[] = [];
  if (has('Beach Access')) {
    features.push(
      {
        en: 'Guests step from the garden straight onto the sand.',
        fr: 'Du jardin, on passe directement sur le sable.',
      },
      {
        en: 'Sun loungers line its own stretch of beach.',
        fr: "Des transats s'alignent sur sa portion de plage privée.",
      },
    );
  }
  if (has('Swimming Pool')) {
    if (type === 'Resort' || type === 'Luxury Hotel') {
      features.push({
        en: 'Rooms look over a palm-shaded garden and a large swimming pool.',
        fr: 'Les chambres donnent sur un jardin ombragé de palmiers et une grande piscine.',
      });
    } else if (rooms >= 40) {
      features.push({
        en: `A rooftop pool looks out over ${city.name}.`,
        fr: `Une piscine sur le toit offre une vue sur ${city.name}.`,
      });
    } else {
      features.push({
        en: 'There is a small pool in the courtyard garden, welcome in the afternoon heat.',
        fr: "Une petite piscine attend dans le jardin intérieur, bienvenue aux heures chaudes de l'après-midi.",
      });
    }
  }
  if (has('Spa & Wellness')) {
    features.push({
      en: 'The spa offers massages with shea butter and local oils.',
      fr: 'Le spa propose des massages au beurre de karité et aux huiles locales.',
    });
  }
  switch (type) {
    case 'Business Hotel':
      features.push(
        has('Airport Shuttle')
          ? {
              en: 'A 24-hour front desk, meeting rooms and airport transfers make it popular with business travellers.',
              fr: "Réception ouverte 24 h/24, salles de réunion et transferts vers l'aéroport : l'établissement est très apprécié des voyageurs d'affaires.",
            }
          : {
              en: 'Meeting rooms, a business centre and fast WiFi suit travellers on business.',
              fr: "Salles de réunion, centre d'affaires et Wi-Fi rapide : tout est pensé pour les voyageurs en déplacement professionnel.",
            },
      );
      break;
    case 'Guesthouse':
      features.push(
        rooms === 1
          ? {
              en: 'The single guest room has its own entrance and bathroom.',
              fr: "L'unique chambre dispose de sa propre entrée et de sa propre salle de bains.",
            }
          : rooms <= 6
            ? {
                en: `With only ${size.en}, it feels like staying with friends.`,
                fr: `Avec seulement ${size.fr}, on s'y sent comme chez des amis.`,
              }
            : {
                en: 'The hosts serve a home-cooked breakfast and can arrange drivers and guides.',
                fr: 'Les propriétaires servent un petit-déjeuner maison et peuvent vous trouver chauffeurs et guides.',
              },
      );
      break;
    case 'Apartment':
      features.push(
        rooms === 1
          ? {
              en: 'The apartment has a fitted kitchen, a lounge and a small balcony.',
              fr: "L'appartement dispose d'une cuisine équipée, d'un salon et d'un petit balcon.",
            }
          : pick(rng, [
              {
                en: 'Each apartment has a fitted kitchen, a living room and weekly housekeeping.',
                fr: "Chaque appartement dispose d'une cuisine équipée et d'un séjour, avec ménage hebdomadaire.",
              },
              {
                en: 'Units range from studios to two-bedroom flats, all with kitchens.',
                fr: "Les logements vont du studio à l'appartement de deux chambres, tous avec cuisine.",
              },
            ]),
      );
      break;
    case 'Budget Hotel':
      features.push(
        pick(rng, [
          {
            en: 'Rooms are simple and clean, good for travellers on a tight budget.',
            fr: 'Les chambres sont simples et propres, idéales pour les petits budgets.',
          },
          {
            en: 'Rooms are small but clean, with hot showers and a 24-hour front desk.',
            fr: 'Les chambres sont petites mais propres, avec douche chaude, et la réception est ouverte 24 h/24.',
          },
          {
            en: 'A good base for backpackers and anyone watching their budget.',
            fr: 'Un bon point de chute pour les routards et tous ceux qui surveillent leur budget.',
          },
        ]),
      );
      break;
    case 'Boutique Hotel':
      features.push(
        pick(rng, [
          {
            en: `Each of the ${rooms} rooms is decorated with local textiles and work by West African artists.`,
            fr: `Chacune des ${rooms} chambres est décorée de tissus locaux et d'œuvres d'artistes ouest-africains.`,
          },
          {
            en: 'The rooms mix local fabrics, carved wood and modern bathrooms.',
            fr: 'Les chambres marient tissus locaux, bois sculpté et salles de bains modernes.',
          },
        ]),
      );
      break;
    case 'Luxury Hotel':
      features.push(
        pick(rng, [
          {
            en: 'Marble bathrooms, attentive service and a fine-dining restaurant set it apart.',
            fr: 'Salles de bains en marbre, service attentionné et restaurant gastronomique le distinguent.',
          },
          {
            en: `Suites come with butler service and views over ${city.name}.`,
            fr: `Les suites offrent un service de majordome et une vue sur ${city.name}.`,
          },
        ]),
      );
      break;
    case 'Resort':
      features.push({
        en: 'Days here run from the breakfast terrace to the pool bar and back.',
        fr: 'Ici, les journées se passent entre la terrasse du petit-déjeuner et le bar de la piscine.',
      });
      break;
    case 'Hotel':
      features.push(
        has('Air Conditioning')
          ? pick(rng, [
              {
                en: 'Rooms are comfortable, with air conditioning, satellite TV and good beds.',
                fr: 'Les chambres sont confortables, avec climatisation, télévision par satellite et bonne literie.',
              },
              {
                en: 'Rooms are plain but comfortable, with air conditioning and a desk.',
                fr: 'Les chambres sont sobres mais confortables, avec climatisation et bureau.',
              },
            ])
          : {
              en: 'Rooms are simple and comfortable, with ceiling fans and a desk.',
              fr: 'Les chambres sont simples et confortables, avec ventilateur au plafond et bureau.',
            },
      );
      break;
  }
  if (features.length > 0) sentences.push(pick(rng, features));

  const third = rng();
  if (has('Restaurant') && third < 0.35) {
    sentences.push({
      en: `The restaurant serves ${city.food.en}.`,
      fr: `Le restaurant propose ${city.food.fr}.`,
    });
  } else if (third < 0.7) {
    // Skip outings that the first sentence already names.
    const named = note.en.match(/\p{Lu}[\p{L}-]{3,}/gu) ?? [];
    const extras = city.extras.filter((extra) => !named.some((word) => extra.en.includes(word)));
    if (extras.length > 0) sentences.push(pick(rng, extras));
  }
  return {
    en: sentences.map((sentence) => sentence.en).join(' '),
    fr: sentences.map((sentence) => sentence.fr).join(' '),
  };
}

/**
 * A stay's front-desk number, drawn from its own generator (its slug's), so adding it changed
 * none of the seed's other draws: a landline where the city has them, two times in three.
 */
export function seedPhone(city: string, slug: string): string {
  const plan = STAY_PHONE_PLANS[city];
  if (!plan) throw new Error(`seed: no phone plan for ${city}`);
  const rng = seededRandom(hashString(`${slug}#phone`));
  const lines = plan.landlines.length && rng() < 2 / 3 ? plan.landlines : plan.mobiles;
  const [start, length] = pick(rng, lines);
  const rest = Array.from({ length: length - start.length }, (_, i) =>
    // A subscriber number does not start with 0.
    String(i === 0 ? 1 + Math.floor(rng() * 9) : Math.floor(rng() * 10)),
  ).join('');
  return `+${plan.callingCode}${start}${rest}`;
}

function generateCity(
  city: City,
  usedSlugs: Set<string>,
  usedNames: Set<string>,
  round: number,
): SeedAccommodation[] {
  // Round 0 is the seed as it always was; each further round draws the city again from its own
  // generator, its names kept apart from every earlier one's.
  const rng = seededRandom(hashString(round === 0 ? city.name : `${city.name}#${round}`));
  const stays: SeedAccommodation[] = [];
  const rawPrices: { type: PropertyType; price: number }[] = [];

  for (const type of planTypes(rng, city)) {
    const hood = chooseNeighbourhood(rng, city, type);

    const roomCount = chooseRoomCount(rng, type);
    let name = chooseName(rng, city, hood, type, roomCount);
    let slug = toSlug(`${name} ${city.name}`);
    for (let attempt = 0; usedSlugs.has(slug) || usedNames.has(name); attempt++) {
      name = attempt < 20 ? chooseName(rng, city, hood, type, roomCount) : `${name} ${hood.name}`;
      slug = toSlug(`${name} ${city.name}`);
    }
    usedSlugs.add(slug);
    usedNames.add(name);

    const verified = rng() < VERIFIED_ODDS[type];
    const amenities = chooseAmenities(rng, type, hood, verified);
    const rating = chooseRating(rng, type);
    const reviewCount =
      rating === null ? 0 : Math.round((roomCount * 4 + 10) * (0.3 + rng() * 2.2));
    const imageCount = between(rng, 3, 6);
    const images = Array.from(
      { length: imageCount },
      (_, n) => `/images/stays/${slug}/${n + 1}.svg`,
    );

    const description = describe(
      rng,
      city,
      hood,
      name,
      type,
      roomCount,
      amenities.map((a) => a.name),
    );
    stays.push({
      slug,
      name,
      description: description.en,
      descriptionFr: description.fr,
      location: `${hood.name}, ${city.name}`,
      city: city.name,
      country: city.country,
      propertyType: type,
      pricePerNight: '',
      images,
      imageUrl: images[0] ?? '',
      amenities,
      rating,
      reviewCount,
      cancellationPolicy: pickWeighted(rng, POLICY_WEIGHTS[type]),
      manualConfirmation: rng() < MANUAL_CONFIRMATION_ODDS[type],
      verified,
      roomCount,
      phone: seedPhone(city.name, slug),
    });
    rawPrices.push({ type, price: chooseRawPrice(rng, city, hood, type) });
  }
  const prices = calibratePrices(city, rawPrices);
  return stays.map((stay, i) => ({ ...stay, pricePerNight: prices[i] ?? '' }));
}

/**
 * The seed's properties, identical on every call: each city draws from its own seeded PRNG.
 * `scale` N gives N times as many, the first 324 being the ordinary seed's, every city keeping
 * its share, type mix and average price.
 */
export function generateAccommodations({
  scale = 1,
}: { scale?: number } = {}): SeedAccommodation[] {
  const usedSlugs = new Set<string>();
  const usedNames = new Set<string>();
  return Array.from({ length: scale }, (_, round) =>
    CITIES.flatMap((city) => generateCity(city, usedSlugs, usedNames, round)),
  ).flat();
}
