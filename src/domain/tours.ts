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

export type ItineraryDay = { day: number; title: string; description: string };

/** A tour package as every page reads it: one naming for the operators page and the countries. */
export type TourPackage = {
  id: number;
  operatorId: number;
  operatorName: string;
  destination: string;
  country: string;
  name: string;
  description: string;
  duration: number;
  pricePerPerson: string;
  maxGroupSize: number;
  inclusions: string[];
  exclusions: string[];
  itinerary: ItineraryDay[];
  difficulty: (typeof DIFFICULTIES)[number];
  category: (typeof SPECIALTIES)[number];
  imageUrl: string;
  images: string[];
  /** The next departure with places left, if any. */
  nextDeparture: string | null;
};

/**
 * A package among an operator's popular tours: what its card shows (spec 2: name, duration,
 * category, price per person, difficulty), not the whole package, which the operator's own
 * page and the booking dialog read.
 */
export type PopularTour = Pick<
  TourPackage,
  'id' | 'operatorId' | 'name' | 'duration' | 'category' | 'pricePerPerson' | 'difficulty'
>;

/** A tour operator as the operators page and the country pages read it. */
export type TourOperator = {
  id: number;
  name: string;
  description: string;
  location: string;
  country: string;
  contactEmail: string;
  contactPhone: string | null;
  website: string | null;
  imageUrl: string;
  specialties: string[];
  languages: string[];
  priceRange: (typeof PRICE_RANGES)[number];
  rating: string | null;
  reviewCount: number;
  yearEstablished: number | null;
  isVerified: boolean;
  licenseNumber: string | null;
  operatingSeasons: string[];
  groupSizes: string | null;
  cancellationPolicy: string | null;
  /** Up to two of its packages, best known first, as its card shows them. */
  popularTours: PopularTour[];
  packageCount: number;
};

/** A dated start of a package with the places left on it. */
export type TourDeparture = { startDate: string; placesLeft: number };

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
