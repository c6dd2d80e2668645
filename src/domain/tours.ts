import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from './languages.ts';
import { dbId, email, freeText, plainText } from './input.ts';

/** Spec 2's filter values; 'all' or empty means no filter. */
export const OPERATOR_COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Senegal',
  'Liberia',
  'Sierra Leone',
  'Ivory Coast',
  'Benin',
  'Togo',
  'The Gambia',
] as const;
export const SPECIALTIES = ['cultural', 'wildlife', 'adventure', 'heritage', 'beach'] as const;
export const PRICE_RANGES = ['budget', 'mid-range', 'luxury'] as const;
export const DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;

/** Operator cards show up to two popular tours (spec 2 section 9). */
export const POPULAR_TOURS_PER_OPERATOR = 2;
/** How many departures a package answers, soonest first. */
export const DEPARTURES_SHOWN = 60;

/** 'all' and '' are no filter, as the pages send them. */
function filter<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(
    (value) => (value === 'all' || value === '' ? undefined : value),
    z
      .enum(values, { error: `must be one of ${values.join(', ')} (or all) for ${label}` })
      .optional(),
  );
}

const lang = z.enum(DOCUMENT_LANGUAGES).optional();

/** GET /api/tour-operators (spec 2 section 7). */
export const TourOperatorQuery = z.object({
  country: filter(OPERATOR_COUNTRIES, 'country'),
  specialty: filter(SPECIALTIES, 'specialty'),
  priceRange: filter(PRICE_RANGES, 'priceRange'),
  lang,
});

/** GET /api/tour-packages: optional country and operator. */
export const TourPackageQuery = z.object({
  country: filter(OPERATOR_COUNTRIES, 'country'),
  operatorId: dbId.optional(),
  lang,
});

export const TourLanguageQuery = z.object({ lang });

export const ItineraryDay = z.object({
  day: z.number(),
  title: z.string(),
  description: z.string(),
});
export type ItineraryDay = z.infer<typeof ItineraryDay>;

/** A tour package as every page reads it: one naming for the operators page and the countries. */
export const TourPackage = z.object({
  id: z.number(),
  operatorId: z.number(),
  operatorName: z.string(),
  destination: z.string(),
  country: z.string(),
  name: z.string(),
  description: z.string(),
  duration: z.number(),
  pricePerPerson: z.string(),
  maxGroupSize: z.number(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  itinerary: z.array(ItineraryDay),
  difficulty: z.enum(DIFFICULTIES),
  category: z.enum(SPECIALTIES),
  imageUrl: z.string(),
  images: z.array(z.string()),
  /** The next departure with places left, if any. */
  nextDeparture: z.string().nullable(),
});
export type TourPackage = z.infer<typeof TourPackage>;

/**
 * A package among an operator's popular tours: what its card shows (spec 2: name, duration,
 * category, price per person, difficulty), not the whole package, which the operator's own
 * page and the booking dialog read.
 */
export const PopularTour = TourPackage.pick({
  id: true,
  operatorId: true,
  name: true,
  duration: true,
  category: true,
  pricePerPerson: true,
  difficulty: true,
});
export type PopularTour = z.infer<typeof PopularTour>;

/** A tour operator as the operators page and the country pages read it. */
export const TourOperator = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  country: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  imageUrl: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  priceRange: z.enum(PRICE_RANGES),
  rating: z.string().nullable(),
  reviewCount: z.number(),
  yearEstablished: z.number().nullable(),
  isVerified: z.boolean(),
  licenseNumber: z.string().nullable(),
  operatingSeasons: z.array(z.string()),
  groupSizes: z.string().nullable(),
  cancellationPolicy: z.string().nullable(),
  /** Up to two of its packages, best known first, as its card shows them. */
  popularTours: z.array(PopularTour),
  packageCount: z.number(),
});
export type TourOperator = z.infer<typeof TourOperator>;

/** GET /api/tour-operators/:id: the operator with every active package of it. */
export const TourOperatorDetail = TourOperator.extend({ packages: z.array(TourPackage) });

/** A dated start of a package with the places left on it. */
export const TourDeparture = z.object({ startDate: z.string(), placesLeft: z.number() });
export type TourDeparture = z.infer<typeof TourDeparture>;

/** GET /api/tour-packages/:id: the package with its next departures, soonest first. */
export const TourPackageDetail = TourPackage.extend({ departures: z.array(TourDeparture) });

/** POST /api/tour-operators/:id/contact. */
export const OperatorContactReceipt = z.object({ sent: z.literal(true) });

/** Tour total (spec 1 section 9): price per person × group size, in cents. */
export function tourTotalCents(pricePerPerson: string, groupSize: number): number {
  return Math.round(Number(pricePerPerson) * 100) * groupSize;
}

/** POST /api/tour-operators/:id/contact: a traveller's message to an operator. */
export const OperatorContactBody = z.object({
  name: plainText('name'),
  email,
  message: freeText(2000).pipe(z.string().min(1, 'is required')),
});

/** POST /api/tour-operators/:id/contact's answer: the message went to the operator. */
export const OperatorContactAnswer = z.object({ sent: z.literal(true) });
