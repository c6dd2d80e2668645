import { Duffel, DuffelError } from '@duffel/api';
import {
  CABIN_CLASSES,
  formatIsoDuration,
  LeanFlightOffer,
  withBothShapes,
  type CabinClass,
  type FlightOffer,
  type FlightSearch,
} from '../../../domain/flights.ts';
import { formatAmount, toCents } from '../../../domain/format.ts';
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
  passengers: { id?: string; type?: string | null; age?: number | null }[];
};

export class FlightProviderError extends Error {}

/**
 * Duffel answered a booking or cancellation with a 4xx and its errors[]: nothing was done, and
 * `code` says why ('offer_no_longer_available', 'price_changed',
 * 'payment_amount_does_not_match_order_amount', 'insufficient_balance', 'already_cancelled'...).
 */
export class FlightOrderRefused extends FlightProviderError {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FlightOrderRefused';
  }
}

export type DuffelPassengerType = 'adult' | 'child' | 'infant_without_seat';

/** Who travels, as the search asked: Duffel prices the offer for exactly these. */
export type FlightParty = {
  passengers: number;
  children?: number;
  infants?: number;
  cabinClass: CabinClass;
};

/** One traveller of an order; every one carries an email and phone (the lead's for the others). */
export type OrderPassenger = {
  id: string;
  type: DuffelPassengerType;
  title: 'mr' | 'ms' | 'mrs' | 'miss' | 'dr';
  given_name: string;
  family_name: string;
  born_on: string;
  gender: 'm' | 'f';
  email: string;
  phone_number: string;
  /** On an adult: the infant on their lap. */
  infant_passenger_id?: string;
};

export interface LiveFlightProvider extends FlightProvider {
  /** The offer as Duffel prices it now; null when Duffel says it is gone or unknown. */
  getOffer(
    offerId: string,
    party: FlightParty,
  ): Promise<{
    offer: FlightOffer;
    passengerIds: { id: string; type: DuffelPassengerType }[];
  } | null>;
  /** An instant order paid from the Duffel balance; `key` names our order in Duffel's metadata. */
  createOrder(input: {
    offerId: string;
    amountCents: number;
    key: string;
    passengers: OrderPassenger[];
  }): Promise<{ orderId: string; bookingReference: string }>;
  /**
   * The order Duffel made for our `key` (its metadata.teranga_order), looked for among the
   * orders of travellers called `passengerName`; null when it made none.
   */
  findOrder(
    key: string,
    passengerName: string,
  ): Promise<{ orderId: string; bookingReference: string; cancelled: boolean } | null>;
  /** A cancellation quote, not yet confirmed. */
  quoteCancellation(orderId: string): Promise<{
    cancellationId: string;
    refundCents: number;
    currency: string;
    expiresAt: string | null;
  }>;
  confirmCancellation(
    cancellationId: string,
  ): Promise<{ refundCents: number; confirmedAt: string }>;
}

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
const city = (p: DuffelPlace) => p.city_name ?? p.name ?? p.iata_code;

function asCabin(value: string | undefined, fallback: CabinClass): CabinClass {
  return (CABIN_CLASSES as readonly string[]).includes(value ?? '')
    ? (value as CabinClass)
    : fallback;
}

/** One Duffel offer in our offer shape; null when it cannot be shown honestly (not USD, no slices). */
export function mapDuffelOffer(offer: DuffelOffer, query: FlightSearch): LeanFlightOffer | null {
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
        pricePerPassenger: formatAmount(perSlicePassenger),
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
    stops: outbound.slice.stops,
    totalAmount: formatAmount(totalCents),
    totalCurrency: 'USD',
    pricePerPassenger: formatAmount(perPassenger),
    cabinClass: query.cabinClass,
    passengers,
    ...(children ? { children } : {}),
    ...(infants ? { infants } : {}),
    tripType: slices.length > 1 ? 'roundTrip' : 'oneWay',
    slices: slices.map((s) => s.slice),
  };
  const parsed = LeanFlightOffer.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

function passengerType(passenger: DuffelOffer['passengers'][number]): DuffelPassengerType {
  if (
    passenger.type === 'adult' ||
    passenger.type === 'child' ||
    passenger.type === 'infant_without_seat'
  ) {
    return passenger.type;
  }
  // A passenger searched by age comes back with the age and no type.
  const age = passenger.age ?? 18;
  return age < 2 ? 'infant_without_seat' : age < 12 ? 'child' : 'adult';
}

/** The search an offer answers, rebuilt from the party and the offer's own slices. */
function searchOf(offer: DuffelOffer, party: FlightParty): FlightSearch {
  const [outbound, inbound] = offer.slices;
  return {
    origin: outbound?.origin.iata_code ?? '',
    destination: outbound?.destination.iata_code ?? '',
    departureDate: outbound?.segments[0]?.departing_at.slice(0, 10) ?? '',
    returnDate: inbound?.segments[0]?.departing_at.slice(0, 10),
    passengers: party.passengers,
    children: party.children,
    infants: party.infants,
    cabinClass: party.cabinClass,
  };
}

function firstDuffelError(error: unknown) {
  if (!(error instanceof DuffelError)) return null;
  const first = error.errors?.[0];
  return {
    status: error.status ?? error.meta?.status ?? 0,
    code: first?.code ?? '',
    message: first?.message ?? first?.title ?? 'no message',
  };
}

/** A failure of `what` as our error; a 4xx with Duffel's errors[] is a refusal with its code. */
function asProviderError(error: unknown, what: string): FlightProviderError {
  if (error instanceof FlightProviderError) return error;
  const duffel = firstDuffelError(error);
  if (duffel && duffel.status >= 400 && duffel.status < 500 && duffel.code) {
    return new FlightOrderRefused(duffel.code, duffel.message, duffel.status);
  }
  if (duffel) {
    return new FlightProviderError(
      `Duffel ${what} failed: ${duffel.status} ${duffel.code} ${duffel.message}`.trim(),
    );
  }
  return new FlightProviderError(`Duffel ${what} failed: ${(error as Error).message}`);
}

/** Pages of 200 orders read when looking for one by its key: a name a thousand travellers share. */
const ORDER_PAGES_READ = 5;

/** Live flights through Duffel's offer requests and orders, each call with a time limit of its own. */
export function createDuffelFlightProvider({
  token,
  basePath,
  timeoutMs = 8000,
}: {
  token: string;
  basePath?: string | undefined;
  timeoutMs?: number;
}): LiveFlightProvider {
  const duffel = new Duffel({ token, ...(basePath ? { basePath } : {}) });

  /** The client cannot abort a request: past the limit the answer is ignored, not stopped. */
  async function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new FlightProviderError(`Duffel did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

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
      try {
        const response = await withinTimeLimit(
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
        );
        const offers = (response.data as unknown as { offers?: DuffelOffer[] }).offers ?? [];
        return offers
          .map((offer) => mapDuffelOffer(offer, query))
          .filter((offer): offer is LeanFlightOffer => offer !== null)
          .sort((a, b) => Number(a.totalAmount) - Number(b.totalAmount));
      } catch (error) {
        if (error instanceof FlightProviderError) throw error;
        throw new FlightProviderError(`Duffel search failed: ${(error as Error).message}`);
      }
    },

    async getOffer(offerId, party) {
      let offer: DuffelOffer;
      try {
        const response = await withinTimeLimit(duffel.offers.get(offerId));
        offer = response.data as unknown as DuffelOffer;
      } catch (error) {
        const duffel = firstDuffelError(error);
        if (duffel?.status === 404 || duffel?.code === 'offer_no_longer_available') return null;
        throw asProviderError(error, 'offer lookup');
      }
      const mapped = mapDuffelOffer(offer, searchOf(offer, party));
      if (!mapped) {
        throw new FlightProviderError(
          `Duffel offer ${offerId} cannot be shown (${offer.total_currency})`,
        );
      }
      return {
        offer: withBothShapes(mapped),
        passengerIds: offer.passengers.map((p) => ({ id: p.id ?? '', type: passengerType(p) })),
      };
    },

    async createOrder({ offerId, amountCents, key, passengers }) {
      try {
        // The client sends a fixed set of headers, so no Idempotency-Key: the key goes in metadata.
        const response = await withinTimeLimit(
          duffel.orders.create({
            type: 'instant',
            selected_offers: [offerId],
            passengers: passengers.map((p) => ({
              id: p.id,
              title: p.title,
              given_name: p.given_name,
              family_name: p.family_name,
              born_on: p.born_on,
              gender: p.gender,
              email: p.email,
              phone_number: p.phone_number,
              ...(p.infant_passenger_id ? { infant_passenger_id: p.infant_passenger_id } : {}),
            })),
            payments: [{ type: 'balance', amount: formatAmount(amountCents), currency: 'USD' }],
            metadata: { teranga_order: key },
          }),
        );
        return { orderId: response.data.id, bookingReference: response.data.booking_reference };
      } catch (error) {
        throw asProviderError(error, 'order');
      }
    },

    async findOrder(key, passengerName) {
      try {
        let after: string | undefined;
        for (let page = 0; page < ORDER_PAGES_READ; page++) {
          const response = await withinTimeLimit(
            duffel.orders.list({
              'passenger_name[]': [passengerName],
              limit: 200,
              ...(after ? { after } : {}),
            }),
          );
          const found = response.data.find((order) => order.metadata?.teranga_order === key);
          if (found) {
            return {
              orderId: found.id,
              bookingReference: found.booking_reference,
              cancelled: found.cancelled_at !== null,
            };
          }
          after = response.meta?.after ?? undefined;
          if (!after) return null;
        }
        throw new FlightProviderError(
          `Duffel has more than ${ORDER_PAGES_READ * 200} orders for this name; look for ${key} by hand`,
        );
      } catch (error) {
        throw asProviderError(error, 'order lookup');
      }
    },

    async quoteCancellation(orderId) {
      try {
        const { data } = await withinTimeLimit(
          duffel.orderCancellations.create({ order_id: orderId }),
        );
        if (data.refund_amount === null) {
          throw new FlightProviderError(`Duffel could not quote a refund for order ${orderId}`);
        }
        return {
          cancellationId: data.id,
          refundCents: toCents(data.refund_amount),
          currency: data.refund_currency ?? 'USD',
          expiresAt: data.expires_at ?? null,
        };
      } catch (error) {
        throw asProviderError(error, 'cancellation quote');
      }
    },

    async confirmCancellation(cancellationId) {
      try {
        const { data } = await withinTimeLimit(duffel.orderCancellations.confirm(cancellationId));
        return { refundCents: toCents(data.refund_amount ?? 0), confirmedAt: data.confirmed_at };
      } catch (error) {
        throw asProviderError(error, 'cancellation');
      }
    },
  };
}
