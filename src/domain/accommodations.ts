import { z } from 'zod';
import {
  AMENITIES,
  MAX_SEARCH_GUESTS,
  MIN_GUESTS,
  PROPERTY_TYPES,
  type Amenity,
  type PropertyType,
} from './constants.ts';
import { daysBetween, isIsoDate } from './dates.ts';
import { isoDate, MAX_DB_INT, searchText } from './input.ts';
import { DOCUMENT_LANGUAGES } from './languages.ts';
import { PropertyPhoto } from './property-photos.ts';

const Language = z.enum(DOCUMENT_LANGUAGES);

/** GET /api/accommodations/:id query: the language of the description. */
export const AccommodationQuery = z.object({ lang: Language.optional() });

export const MAX_STAY_NIGHTS = 60;
/** Properties open their calendars about a year and a half ahead; later check-ins are refused. */
export const MAX_STAY_DAYS_AHEAD = 550;

/** "a,b" -> ["a","b"]; arrays (repeated query keys) are accepted too. */
function listOf<T extends string>(allowed: readonly T[], label: string) {
  return z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(50)], {
      error: `must be a comma-separated list of ${label} names`,
    })
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((v) => (allowed as readonly string[]).includes(v), {
          error: (issue) => `unknown ${label} "${String(issue.input).slice(0, 40)}"`,
        }),
      ),
    )
    .transform((values) => [...new Set(values)] as T[]);
}

const price = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'must not be below 0')
  .max(100_000, 'must be at most 100000');

/** GET /api/accommodations query (spec 1 section 7; limits of spec 2 section 5). */
export const AccommodationSearchQuery = z
  .object({
    destination: searchText(100).optional(),
    checkIn: isoDate.optional(),
    checkOut: isoDate.optional(),
    guests: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(MIN_GUESTS, `must be at least ${MIN_GUESTS}`)
      .max(MAX_SEARCH_GUESTS, `must be at most ${MAX_SEARCH_GUESTS}`)
      .optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    amenities: listOf<Amenity>(AMENITIES, 'amenity').optional(),
    propertyTypes: listOf<PropertyType>(PROPERTY_TYPES, 'property type').optional(),
    /** The language descriptions are written in; English when left out. */
    lang: Language.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.checkOut && !q.checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkIn'],
        params: { rule: 'required' },
        message: 'is required with checkOut',
      });
    }
    if (q.checkIn && q.checkOut) {
      const nights = daysBetween(q.checkIn, q.checkOut);
      if (nights <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          params: { rule: 'check_out_before_check_in' },
          message: 'must be after checkIn',
        });
      } else if (nights > MAX_STAY_NIGHTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['checkOut'],
          params: { rule: 'too_many_nights', limit: MAX_STAY_NIGHTS },
          message: `a stay can be at most ${MAX_STAY_NIGHTS} nights`,
        });
      }
    }
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        params: { rule: 'below_min_price' },
        message: 'must not be below minPrice',
      });
    }
  });

export type AccommodationSearch = z.output<typeof AccommodationSearchQuery>;

export const AmenityInfo = z.object({ name: z.string(), verified: z.boolean().optional() });
export type AmenityInfo = z.infer<typeof AmenityInfo>;

/** An accommodation as the results list and the detail dialog read it (spec 1 section 3). */
export const Accommodation = z.object({
  id: z.number(),
  name: z.string(),
  /** In the language asked for (lang), or in English when the property has no such text. */
  description: z.string().nullable(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  propertyType: z.string(),
  pricePerNight: z.string(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  /** The photo an administrator uploaded, shown before the drawn pictures; absent without one. */
  photo: PropertyPhoto.optional(),
  amenities: z.array(AmenityInfo),
  rating: z.string().nullable(),
  reviewCount: z.number(),
  cancellationPolicy: z.string().nullable(),
  manualConfirmation: z.boolean(),
  verified: z.boolean(),
  /** The property's IANA time zone: its check-in and deadlines are in its local time. */
  timeZone: z.string(),
  /** Rooms free on every night asked for; present only when dates were given. */
  roomsLeft: z.number().optional(),
});
export type Accommodation = z.infer<typeof Accommodation>;

/** GET /api/accommodations with `limit` or `cursor`: a page of the sorted listing. */
export const AccommodationPage = z.object({
  items: z.array(Accommodation),
  total: z.number(),
  nextCursor: z.string().nullable(),
});

/**
 * The live-hotel shape of POST /api/hotels/search and GET /api/duffel/hotels/search (spec 2
 * section 7): the accommodation's fields, and the ones those pages read besides.
 */
export const HotelResult = Accommodation.extend({
  price: z.string(),
  image: z.string().nullable(),
  price_per_night: z.object({ amount: z.string(), currency: z.string() }),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  isLiveData: z.boolean(),
});
export type HotelResult = z.infer<typeof HotelResult>;
/** GET /api/duffel/hotels/search. */
export const LiveHotelsAnswer = z.object({ hotels: z.array(HotelResult) });

/** A built-in stay rate names the property and the stay, so checkout can price it again. */
export function encodeStayRateId(r: {
  accommodationId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
}) {
  return `stay_${r.accommodationId}_${r.checkIn}_${r.checkOut}_${r.guests}`;
}

export function decodeStayRateId(rateId: string) {
  const match = /^stay_(\d{1,10})_(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})_(\d{1,2})$/.exec(rateId);
  if (!match) return null;
  const [, id, checkIn, checkOut, guests] = match;
  if (!isIsoDate(checkIn!) || !isIsoDate(checkOut!)) return null;
  // An id beyond the database's integer column names no property we could have issued.
  if (Number(id) < 1 || Number(id) > MAX_DB_INT) return null;
  return {
    accommodationId: Number(id),
    checkIn: checkIn!,
    checkOut: checkOut!,
    guests: Number(guests),
  };
}
