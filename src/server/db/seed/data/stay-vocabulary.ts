/** How the stay seed chooses: property types, prices, amenities, policies and names, per type. */
import type { Amenity, PropertyType } from '../../../../domain/constants.ts';
import type { Phrase } from './stay-cities.ts';
import { CANCELLATION_POLICIES } from '../../../../domain/checkout.ts';

export const TYPE_WEIGHTS: Record<PropertyType, number> = {
  Hotel: 20,
  'Boutique Hotel': 12,
  'Business Hotel': 12,
  'Luxury Hotel': 7,
  Resort: 9,
  'Budget Hotel': 14,
  Guesthouse: 15,
  Apartment: 13,
};
export const PREMIUM_TYPES: readonly PropertyType[] = ['Luxury Hotel', 'Resort'];

/** Price of a type relative to the city's average, before the neighbourhood's tier. */
export const TYPE_PRICE_FACTOR: Record<PropertyType, number> = {
  Hotel: 0.95,
  'Boutique Hotel': 1.2,
  'Business Hotel': 1.3,
  'Luxury Hotel': 3,
  Resort: 2.6,
  'Budget Hotel': 0.4,
  Guesthouse: 0.45,
  Apartment: 0.85,
};

export const TYPE_PRICE_RANGE: Record<PropertyType, [number, number]> = {
  Hotel: [45, 260],
  'Boutique Hotel': [55, 320],
  'Business Hotel': [70, 340],
  'Luxury Hotel': [200, 650],
  Resort: [200, 650],
  'Budget Hotel': [22, 60],
  Guesthouse: [25, 65],
  Apartment: [40, 240],
};

/** Chance of each amenity per type; Beach Access also needs a coastal neighbourhood. */
export const AMENITY_ODDS: Record<Amenity, Record<PropertyType, number>> = {
  'Free WiFi': odds(0.95, 0.95, 0.95, 1, 1, 0.85, 0.9, 0.95),
  'Swimming Pool': odds(0.45, 0.97, 0.45, 0.6, 0.95, 0.05, 0.12, 0.3),
  'Spa & Wellness': odds(0.15, 0.85, 0.3, 0.3, 0.9, 0.02, 0.05, 0.03),
  'Airport Shuttle': odds(0.45, 0.5, 0.35, 0.7, 0.7, 0.15, 0.25, 0.2),
  'Business Center': odds(0.35, 0.2, 0.15, 0.95, 0.75, 0.05, 0.03, 0.1),
  'Fitness Center': odds(0.3, 0.7, 0.25, 0.75, 0.9, 0.03, 0.03, 0.35),
  Restaurant: odds(0.8, 1, 0.7, 0.95, 1, 0.35, 0.45, 0.1),
  'Room Service': odds(0.55, 0.85, 0.5, 0.85, 0.98, 0.1, 0.15, 0.1),
  'Air Conditioning': odds(0.95, 0.95, 0.95, 1, 1, 0.75, 0.75, 0.95),
  Parking: odds(0.75, 0.85, 0.6, 0.85, 0.9, 0.5, 0.6, 0.8),
  'Pet Friendly': odds(0.08, 0.06, 0.15, 0.04, 0.08, 0.1, 0.25, 0.25),
  'Beach Access': odds(0.4, 0.95, 0.45, 0.3, 0.65, 0.35, 0.45, 0.45),
};

function odds(
  hotel: number,
  resort: number,
  boutique: number,
  business: number,
  luxury: number,
  budget: number,
  guesthouse: number,
  apartment: number,
): Record<PropertyType, number> {
  return {
    Hotel: hotel,
    Resort: resort,
    'Boutique Hotel': boutique,
    'Business Hotel': business,
    'Luxury Hotel': luxury,
    'Budget Hotel': budget,
    Guesthouse: guesthouse,
    Apartment: apartment,
  };
}

const { POLICY_24H, POLICY_48H, POLICY_72H, POLICY_7D, POLICY_14D, POLICY_NON_REFUNDABLE } =
  CANCELLATION_POLICIES;

export const POLICY_WEIGHTS: Record<PropertyType, [string, number][]> = {
  Hotel: [
    [POLICY_24H, 6],
    [POLICY_48H, 2],
    [POLICY_72H, 1],
    [POLICY_NON_REFUNDABLE, 1],
  ],
  Resort: [
    [POLICY_48H, 2],
    [POLICY_7D, 3],
    [POLICY_14D, 2],
    [POLICY_NON_REFUNDABLE, 1],
  ],
  'Boutique Hotel': [
    [POLICY_24H, 4],
    [POLICY_48H, 3],
    [POLICY_72H, 2],
  ],
  'Business Hotel': [
    [POLICY_24H, 8],
    [POLICY_48H, 2],
  ],
  'Luxury Hotel': [
    [POLICY_24H, 3],
    [POLICY_48H, 3],
    [POLICY_72H, 2],
    [POLICY_7D, 1],
  ],
  'Budget Hotel': [
    [POLICY_24H, 5],
    [POLICY_NON_REFUNDABLE, 2],
  ],
  Guesthouse: [
    [POLICY_24H, 4],
    [POLICY_48H, 3],
    [POLICY_72H, 1],
    [POLICY_NON_REFUNDABLE, 1],
  ],
  Apartment: [
    [POLICY_48H, 3],
    [POLICY_72H, 3],
    [POLICY_7D, 2],
    [POLICY_NON_REFUNDABLE, 1],
  ],
};

export const MANUAL_CONFIRMATION_ODDS: Record<PropertyType, number> = {
  Hotel: 0.08,
  Resort: 0.1,
  'Boutique Hotel': 0.15,
  'Business Hotel': 0.03,
  'Luxury Hotel': 0.05,
  'Budget Hotel': 0.1,
  Guesthouse: 0.25,
  Apartment: 0.25,
};

export const VERIFIED_ODDS: Record<PropertyType, number> = {
  Hotel: 0.82,
  Resort: 0.9,
  'Boutique Hotel': 0.8,
  'Business Hotel': 0.92,
  'Luxury Hotel': 0.95,
  'Budget Hotel': 0.7,
  Guesthouse: 0.68,
  Apartment: 0.75,
};

export const BASE_RATING: Record<PropertyType, number> = {
  Hotel: 4,
  Resort: 4.4,
  'Boutique Hotel': 4.4,
  'Business Hotel': 4.2,
  'Luxury Hotel': 4.5,
  'Budget Hotel': 3.6,
  Guesthouse: 4.2,
  Apartment: 4.1,
};

/** French adjectives agree with the type's French noun: masculine, but feminine for guesthouses. */
export const ADJECTIVES: Record<PropertyType, Phrase[]> = {
  Hotel: [
    { en: 'friendly', fr: 'convivial' },
    { en: 'comfortable', fr: 'confortable' },
    { en: 'well-kept', fr: 'bien tenu' },
    { en: 'modern', fr: 'moderne' },
    { en: 'welcoming', fr: 'accueillant' },
  ],
  Resort: [
    { en: 'spacious', fr: 'spacieux' },
    { en: 'relaxed', fr: 'paisible' },
    { en: 'leafy', fr: 'verdoyant' },
    { en: 'laid-back', fr: 'décontracté' },
  ],
  'Boutique Hotel': [
    { en: 'stylish', fr: 'chic' },
    { en: 'intimate', fr: 'intimiste' },
    { en: 'characterful', fr: 'plein de caractère' },
    { en: 'design-led', fr: 'au design soigné' },
  ],
  'Business Hotel': [
    { en: 'modern', fr: 'moderne' },
    { en: 'efficient', fr: 'efficace' },
    { en: 'contemporary', fr: 'contemporain' },
    { en: 'well-run', fr: 'bien tenu' },
  ],
  'Luxury Hotel': [
    { en: 'elegant', fr: 'élégant' },
    { en: 'refined', fr: 'raffiné' },
    { en: 'polished', fr: 'impeccable' },
    { en: 'grand', fr: 'prestigieux' },
  ],
  'Budget Hotel': [
    { en: 'simple', fr: 'tout simple' },
    { en: 'no-frills', fr: 'sans fioritures' },
    { en: 'good-value', fr: 'au bon rapport qualité-prix' },
    { en: 'basic but spotless', fr: 'simple mais impeccable' },
  ],
  Guesthouse: [
    { en: 'homely', fr: 'chaleureuse' },
    { en: 'family-run', fr: 'familiale' },
    { en: 'quiet', fr: 'tranquille' },
    { en: 'welcoming', fr: 'accueillante' },
  ],
  Apartment: [
    { en: 'bright', fr: 'lumineux' },
    { en: 'modern', fr: 'moderne' },
    { en: 'spacious', fr: 'spacieux' },
    { en: 'quiet', fr: 'calme' },
  ],
};

/** French nouns come with their article ("un", "une"), which English works out from the adjective. */
export const TYPE_NOUN: Record<PropertyType, Phrase> = {
  Hotel: { en: 'hotel', fr: 'un hôtel' },
  Resort: { en: 'resort', fr: 'un complexe hôtelier' },
  'Boutique Hotel': { en: 'boutique hotel', fr: 'un hôtel-boutique' },
  'Business Hotel': { en: 'business hotel', fr: "un hôtel d'affaires" },
  'Luxury Hotel': { en: 'hotel', fr: 'un hôtel' },
  'Budget Hotel': { en: 'budget hotel', fr: 'un hôtel économique' },
  Guesthouse: { en: 'guesthouse', fr: "une maison d'hôtes" },
  Apartment: { en: 'block of serviced apartments', fr: "un appart'hôtel" },
};

/** Name templates: {s} stem, {h} neighbourhood tag. */
export const ENGLISH_NAMES: Record<PropertyType, string[]> = {
  Hotel: ['{s} Hotel', 'The {s} Hotel', '{s} Hotel & Suites', '{s} Court Hotel', '{h} {s} Hotel'],
  Resort: ['{s} Resort & Spa', '{s} Garden Resort', '{s} Resort {h}'],
  'Boutique Hotel': [
    '{s} House',
    'The {s} House',
    '{s} Townhouse',
    '{s} Boutique Hotel',
    '{s} House {h}',
  ],
  'Business Hotel': [
    '{s} Business Hotel',
    '{s} Executive Suites',
    '{s} Tower Hotel',
    '{h} {s} Suites',
  ],
  'Luxury Hotel': ['The {s} Grand', '{s} Palace Hotel', '{s} Royal Suites', 'The {s} {h}'],
  'Budget Hotel': [
    '{s} Inn',
    '{s} Travellers Inn',
    '{s} Budget Hotel',
    '{s} Rest House',
    '{h} {s} Inn',
  ],
  Guesthouse: ['{s} Guest House', '{s} Lodge', '{s} Lodge {h}', '{s} Homestay', '{s} Guest Lodge'],
  Apartment: [
    '{s} Apartments',
    '{s} Serviced Apartments',
    '{s} Residences',
    '{h} {s} Apartments',
    '{s} Court Apartments',
  ],
};
export const ENGLISH_SINGLE_APARTMENTS = [
  '{s} Apartment',
  '{s} Studio',
  'The {s} Loft',
  '{s} Garden Flat',
];
export const ENGLISH_BEACH_RESORTS = [
  '{s} Beach Resort',
  '{s} Bay Resort',
  '{s} Beach Club & Resort',
];

/** French templates: {le} "le Flamboyant", {du} "du Flamboyant", {w} the bare word (singular stems only). */
export const FRENCH_NAMES: Record<PropertyType, string[]> = {
  Hotel: ['Hôtel {le}', 'Hôtel {w}', 'Hôtel {le} {h}', 'Hôtel {w} {h}'],
  Resort: ['Domaine {du}', '{w} Resort & Spa', 'Le Jardin {du}'],
  'Boutique Hotel': ['Maison {w}', 'Villa {w}', 'La Maison {du}', 'Villa {w} {h}'],
  'Business Hotel': [
    '{w} Business Hôtel',
    'Résidence Hôtelière {du}',
    '{w} Suites {h}',
    'Hôtel {w} {h}',
  ],
  'Luxury Hotel': ['Grand Hôtel {du}', '{w} Palace', 'Palais {du}', 'Hôtel Royal {w}'],
  'Budget Hotel': ['Auberge {du}', 'Le Relais {du}', 'Hôtel {w} Éco', 'Relais {w} {h}'],
  Guesthouse: [
    "Maison d'hôtes {w}",
    "Chambres d'hôtes {du}",
    'Auberge {w}',
    'La Case {du}',
    'Gîte {du}',
  ],
  Apartment: [
    'Résidence {le}',
    'Résidence {w}',
    'Les Résidences {du}',
    "Appart'hôtel {w}",
    'Résidence {w} {h}',
  ],
};
export const FRENCH_SINGLE_APARTMENTS = ['Appartement {w}', 'Le Studio {du}', 'Studio {w} {h}'];
export const FRENCH_BEACH_RESORTS = ['{w} Beach Resort', 'Village Club {du}', 'Les Paillotes {du}'];
