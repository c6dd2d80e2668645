import { Duffel } from '@duffel/api';
import {
  CABIN_CLASSES,
  FlightOffer,
  formatIsoDuration,
  type CabinClass,
  type FlightSearch,
} from '../../../domain/flights.ts';
import { toCents } from '../../../domain/pricing.ts';
import { formatLocalIso, localToUtc, MINUTE_MS } from './network.ts';
import type { FlightProvider } from './types.ts';

/** The parts of a Duffel offer we read (API v2). */
type DuffelPlace = {
  iata_code: string;
  city_name?: string | null;
  name?: string;
  time_zone?: string | null;
};
type DuffelSegment = {
  origin: DuffelPlace;
  destination: DuffelPlace;
  departing_at: string;
  arriving_at: string;
  duration?: string | null;
  marketing_carrier: { name: string; iata_code?: string | null };
  marketing_carrier_flight_number: string;
  aircraft?: { name?: string } | null;
  passengers?: { cabin_class?: string }[];
};
type DuffelSlice = {
  origin: DuffelPlace;
  destination: DuffelPlace;
  duration?: string | null;
  segments: DuffelSegment[];
};
export type DuffelOffer = {
  id: string;
  total_amount: string;
  total_currency: string;
  expires_at?: string;
  owner: { name: string; iata_code?: string | null };
  slices: DuffelSlice[];
  passengers: unknown[];
};

export class FlightProviderError extends Error {}

function isoDurationMinutes(text: string | null | undefined): number | null {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?/.exec(text ?? '');
  if (!match || !text) return null;
  return Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** Duffel writes local wall-clock times without an offset; the place's zone gives it. */
function toInstant(local: string, place: DuffelPlace): { utc: number; iso: string } {
  const tz = place.time_zone ?? 'UTC';
  const utc = localToUtc(tz, Date.parse(`${local.slice(0, 19)}Z`));
  return { utc, iso: formatLocalIso(utc, tz) };
}

const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;
const money = (cents: number) => (cents / 100).toFixed(2);
const city = (p: DuffelPlace) => p.city_name ?? p.name ?? p.iata_code;

function asCabin(value: string | undefined, fallback: CabinClass): CabinClass {
  return (CABIN_CLASSES as readonly string[]).includes(value ?? '')
    ? (value as CabinClass)
    : fallback;
}

/** One Duffel offer in our offer shape; null when it cannot be shown honestly (not USD, no slices). */
export function mapDuffelOffer(offer: DuffelOffer, query: FlightSearch): FlightOffer | null {
  if (offer.total_currency.toUpperCase() !== 'USD' || offer.slices.length === 0) return null;
  const totalCents = toCents(offer.total_amount);
  const children = query.children ?? 0;
  const infants = query.infants ?? 0;
  const passengers = query.passengers;
  const travellers = offer.passengers.length || passengers + children + infants;
  // The airline's own child and infant fares are in the total; shown per head as an average.
  const perPassenger = Math.round(totalCents / travellers);
  const perSlicePassenger = Math.round(perPassenger / offer.slices.length);

  const slices = offer.slices.map((slice) => {
    const first = slice.segments[0]!;
    const last = slice.segments.at(-1)!;
    const departure = toInstant(first.departing_at, first.origin);
    const arrival = toInstant(last.arriving_at, last.destination);
    const durationMinutes =
      isoDurationMinutes(slice.duration) ?? Math.round((arrival.utc - departure.utc) / MINUTE_MS);
    const segments = slice.segments.map((segment) => {
      const dep = toInstant(segment.departing_at, segment.origin);
      const arr = toInstant(segment.arriving_at, segment.destination);
      const minutes =
        isoDurationMinutes(segment.duration) ?? Math.round((arr.utc - dep.utc) / MINUTE_MS);
      return {
        dep,
        arr,
        minutes,
        segment,
        airline: {
          name: segment.marketing_carrier.name,
          code: segment.marketing_carrier.iata_code ?? '',
        },
        flightNumber:
          `${segment.marketing_carrier.iata_code ?? ''} ${segment.marketing_carrier_flight_number}`.trim(),
        cabin: asCabin(segment.passengers?.[0]?.cabin_class, query.cabinClass),
      };
    });
    const layovers = segments.slice(1).map((s, i) => ({
      airport: { code: s.segment.origin.iata_code, city: city(s.segment.origin) },
      durationMinutes: Math.round((s.dep.utc - segments[i]!.arr.utc) / MINUTE_MS),
    }));
    return {
      segments,
      slice: {
        origin: { iataCode: slice.origin.iata_code, cityName: city(slice.origin) },
        destination: { iataCode: slice.destination.iata_code, cityName: city(slice.destination) },
        departureDateTime: departure.iso,
        arrivalDateTime: arrival.iso,
        duration: formatIsoDuration(durationMinutes),
        durationMinutes,
        stops: slice.segments.length - 1,
        layovers,
        arrivalDayOffset: dayOf(arrival.iso) - dayOf(departure.iso),
        pricePerPassenger: money(perSlicePassenger),
        segments: segments.map((s) => ({
          airline: s.airline,
          flight_number: s.flightNumber,
          origin: { iataCode: s.segment.origin.iata_code, cityName: city(s.segment.origin) },
          destination: {
            iataCode: s.segment.destination.iata_code,
            cityName: city(s.segment.destination),
          },
          departureDate: s.dep.iso.slice(0, 10),
          departureDateTime: s.dep.iso,
          arrivalDateTime: s.arr.iso,
          duration: formatIsoDuration(s.minutes),
          aircraft: s.segment.aircraft?.name ?? '',
          cabinClass: s.cabin,
        })),
      },
    };
  });

  const outbound = slices[0]!;
  const candidate = {
    id: offer.id,
    isLiveData: true,
    expiresAt: offer.expires_at ?? new Date(Date.now() + 30 * MINUTE_MS).toISOString(),
    airline: { name: offer.owner.name, code: offer.owner.iata_code ?? '' },
    airlineName: offer.owner.name,
    origin: { code: outbound.slice.origin.iataCode, city: outbound.slice.origin.cityName },
    destination: {
      code: outbound.slice.destination.iataCode,
      city: outbound.slice.destination.cityName,
    },
    departure_date: outbound.slice.departureDateTime,
    arrival_date: outbound.slice.arrivalDateTime,
    departure_time: outbound.slice.departureDateTime,
    arrival_time: outbound.slice.arrivalDateTime,
    duration: outbound.slice.duration,
    durationMinutes: outbound.slice.durationMinutes,
    stops: outbound.slice.stops,
    price: { amount: money(totalCents), currency: 'USD' },
    totalAmount: money(totalCents),
    totalCurrency: 'USD',
    pricePerPassenger: money(perPassenger),
    cabinClass: query.cabinClass,
    passengers,
    ...(children ? { children } : {}),
    ...(infants ? { infants } : {}),
    tripType: slices.length > 1 ? 'roundTrip' : 'oneWay',
    segments: outbound.segments.map((s) => ({
      origin: { code: s.segment.origin.iata_code, city: city(s.segment.origin) },
      destination: { code: s.segment.destination.iata_code, city: city(s.segment.destination) },
      airline: s.airline,
      flight_number: s.flightNumber,
      departureDate: s.dep.iso.slice(0, 10),
      departure_time: s.dep.iso,
      arrival_time: s.arr.iso,
      duration: formatIsoDuration(s.minutes),
      durationMinutes: s.minutes,
      aircraft: s.segment.aircraft?.name ?? '',
      cabinClass: s.cabin,
      dayOffset: dayOf(s.arr.iso) - dayOf(outbound.slice.departureDateTime),
    })),
    slices: slices.map((s) => s.slice),
  };
  const parsed = FlightOffer.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Live flights through Duffel's offer requests, with a time limit of its own. */
export function createDuffelFlightProvider({
  token,
  basePath,
  timeoutMs = 8000,
}: {
  token: string;
  basePath?: string | undefined;
  timeoutMs?: number;
}): FlightProvider {
  const duffel = new Duffel({ token, ...(basePath ? { basePath } : {}) });
  return {
    name: 'duffel',
    async search(query) {
      const slices = [
        {
          origin: query.origin,
          destination: query.destination,
          departure_date: query.departureDate,
        },
        ...(query.returnDate
          ? [
              {
                origin: query.destination,
                destination: query.origin,
                departure_date: query.returnDate,
              },
            ]
          : []),
      ];
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new FlightProviderError(`Duffel did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        const response = await Promise.race([
          duffel.offerRequests.create({
            slices: slices as never,
            passengers: [
              ...Array.from({ length: query.passengers }, () => ({ type: 'adult' as const })),
              // Duffel asks a minor's age; the search knows only the type, and airlines price
              // every age of a type alike: a child is 2-11, an infant under 2 on a lap.
              ...Array.from({ length: query.children ?? 0 }, () => ({ age: 6 })),
              ...Array.from({ length: query.infants ?? 0 }, () => ({ age: 1 })),
            ],
            cabin_class: query.cabinClass,
            max_connections: 1,
            return_offers: true,
          }),
          timeout,
        ]);
        const offers = (response.data as unknown as { offers?: DuffelOffer[] }).offers ?? [];
        return offers
          .map((offer) => mapDuffelOffer(offer, query))
          .filter((offer): offer is FlightOffer => offer !== null)
          .sort((a, b) => Number(a.totalAmount) - Number(b.totalAmount));
      } catch (error) {
        if (error instanceof FlightProviderError) throw error;
        throw new FlightProviderError(`Duffel search failed: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
