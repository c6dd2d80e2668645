import { z } from 'zod';
import { CURRENCY } from './constants.ts';
import { daysBetween } from './dates.ts';
import { FlightResultsPage, pageOfFlightOffers, type FlightView } from './flight-results.ts';
import { CabinClass, formatIsoDuration, LeanFlightOffer, type FlightSlice } from './flights.ts';
import { formatAmount, toCents } from './format.ts';

/**
 * Spec 1 says the flights page reads two offer shapes: (a) flat fields (`origin` by code,
 * `departure_date`, `price.amount` or `totalAmount`, `stops`), as the demo fallback and older
 * answers write them, and (b) `slices`, as our answer and the live provider's do. This reads
 * either into the one the page draws (shape (b), LeanFlightOffer), and a search answer of
 * either kind into a page of results.
 */

const Amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = toCents(value);
  if (Number.isFinite(cents) && cents >= 0) return formatAmount(cents);
  ctx.addIssue({ code: 'custom', message: 'not an amount' });
  return z.NEVER;
});
const Place = z.union([
  z.string().transform((code) => ({ code, city: code })),
  z.object({ code: z.string(), city: z.string().optional() }).transform((place) => ({
    code: place.code,
    city: place.city ?? place.code,
  })),
]);
const Airline = z.object({ name: z.string(), code: z.string().optional() });

const ShapeA = z.object({
  id: z.string(),
  isLiveData: z.boolean().optional(),
  expiresAt: z.string().optional(),
  airline: Airline.optional(),
  airlineName: z.string().optional(),
  origin: Place,
  destination: Place,
  departure_date: z.string().optional(),
  departure_time: z.string().optional(),
  arrival_date: z.string().optional(),
  arrival_time: z.string().optional(),
  duration: z.string().optional(),
  durationMinutes: z.number().optional(),
  price: z.object({ amount: Amount, currency: z.string().optional() }).optional(),
  totalAmount: Amount.optional(),
  stops: z.number().int().min(0).optional(),
  passengers: z.number().int().min(1).optional(),
  cabinClass: CabinClass.optional(),
  segments: z
    .array(
      z.object({
        origin: Place,
        destination: Place,
        airline: Airline.optional(),
        flight_number: z.string().optional(),
      }),
    )
    .optional(),
});

/** Minutes of an ISO 8601 duration ("PT5H30M", "P1DT2H"); undefined for anything else. */
export function isoDurationMinutes(text: string): number | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
}

/** An offer of shape (a) as the page draws it: its outbound as one slice. */
function fromShapeA(offer: z.output<typeof ShapeA>): LeanFlightOffer | null {
  const total = offer.totalAmount ?? offer.price?.amount;
  const departs = offer.departure_time ?? offer.departure_date;
  const arrives = offer.arrival_time ?? offer.arrival_date ?? departs;
  if (total === undefined || departs === undefined || arrives === undefined) return null;
  const airline = offer.airline ?? (offer.airlineName ? { name: offer.airlineName } : undefined);
  const named = { name: airline?.name ?? '', code: airline?.code ?? '' };
  const elapsed = (Date.parse(arrives) - Date.parse(departs)) / 60_000;
  const durationMinutes =
    offer.durationMinutes ??
    (offer.duration ? isoDurationMinutes(offer.duration) : undefined) ??
    (Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : 0);
  const legs = offer.segments?.length
    ? offer.segments
    : [{ origin: offer.origin, destination: offer.destination, airline, flight_number: '' }];
  const stops = offer.stops ?? legs.length - 1;
  const dayOffset = daysBetween(departs.slice(0, 10), arrives.slice(0, 10));
  const slice: FlightSlice = {
    origin: { iataCode: offer.origin.code, cityName: offer.origin.city },
    destination: { iataCode: offer.destination.code, cityName: offer.destination.city },
    departureDateTime: departs,
    arrivalDateTime: arrives,
    duration: offer.duration ?? formatIsoDuration(durationMinutes),
    durationMinutes,
    stops,
    layovers: [],
    arrivalDayOffset: Number.isFinite(dayOffset) ? dayOffset : 0,
    pricePerPassenger: total,
    segments: legs.map((leg) => ({
      airline: leg.airline ? { name: leg.airline.name, code: leg.airline.code ?? '' } : named,
      flight_number: leg.flight_number ?? '',
      origin: { iataCode: leg.origin.code, cityName: leg.origin.city },
      destination: { iataCode: leg.destination.code, cityName: leg.destination.city },
      departureDate: departs.slice(0, 10),
      departureDateTime: departs,
      arrivalDateTime: arrives,
      duration: offer.duration ?? formatIsoDuration(durationMinutes),
      aircraft: '',
      cabinClass: offer.cabinClass ?? 'economy',
    })),
  };
  return {
    id: offer.id,
    isLiveData: offer.isLiveData ?? false,
    // No expiry said: the server says so at checkout if it has run out.
    expiresAt: offer.expiresAt ?? '',
    airline: named,
    stops,
    totalAmount: total,
    totalCurrency: CURRENCY,
    pricePerPassenger: total,
    cabinClass: offer.cabinClass ?? 'economy',
    passengers: offer.passengers ?? 1,
    tripType: 'oneWay',
    slices: [slice],
  };
}

/** An offer in either shape as the page draws it; null when it is neither. */
export function readFlightOffer(raw: unknown): LeanFlightOffer | null {
  const lean = LeanFlightOffer.safeParse(raw);
  if (lean.success) return lean.data;
  const flat = ShapeA.safeParse(raw);
  return flat.success ? fromShapeA(flat.data) : null;
}

const AnyAnswer = z.object({
  flights: z.array(z.unknown()),
  isLiveData: z.boolean().optional(),
  source: z.enum(['builtin', 'duffel']).optional(),
  fallback: z.object({ reason: z.string() }).optional(),
  otherCabins: z.array(CabinClass).optional(),
});

/**
 * A search answer as the page reads it: a page of ours as it is; any other answer with
 * `flights` (every offer, of either shape, as older answers and the spec's clients have them)
 * made into one page of them all, filtered and ordered as asked, here.
 */
export function readFlightAnswer(raw: unknown, view: FlightView): FlightResultsPage | null {
  const page = FlightResultsPage.safeParse(raw);
  if (page.success) return page.data;
  const answer = AnyAnswer.safeParse(raw);
  if (!answer.success) return null;
  const offers = answer.data.flights.flatMap((offer) => readFlightOffer(offer) ?? []);
  const isLiveData = answer.data.isLiveData ?? offers.some((offer) => offer.isLiveData);
  return {
    success: true,
    isLiveData,
    source: answer.data.source ?? (isLiveData ? 'duffel' : 'builtin'),
    ...(answer.data.fallback ? { fallback: answer.data.fallback } : {}),
    ...(answer.data.otherCabins ? { otherCabins: answer.data.otherCabins } : {}),
    ...pageOfFlightOffers(offers, {
      ...view,
      cursor: undefined,
      limit: Math.max(offers.length, 1),
    }),
  };
}
