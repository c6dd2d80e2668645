import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccommodationSearchQuery,
  HotelResult,
  LiveHotelsAnswer,
  type Accommodation,
} from '../../../domain/accommodations.ts';
import type { AccommodationService } from '../../services/accommodations.ts';

const Rooms = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(5, 'must be at most 5');

/** POST /api/hotels/search (flights screen) in the terms of the accommodation search. */
const HotelSearchBody = z.preprocess(
  (raw) => {
    const body = (raw ?? {}) as Record<string, unknown>;
    return {
      destination: body.location,
      checkIn: body.checkInDate || undefined,
      checkOut: body.checkOutDate || undefined,
      guests: body.guests,
      rooms: body.rooms,
    };
  },
  z.intersection(AccommodationSearchQuery, z.object({ rooms: Rooms.optional() })),
);

/** GET /api/duffel/hotels/search (Liberia page) in the same terms. */
const LiveHotelQuery = z.preprocess((raw) => {
  const query = (raw ?? {}) as Record<string, unknown>;
  return {
    destination: query.location,
    checkIn: query.check_in || undefined,
    checkOut: query.check_out || undefined,
    guests: query.guests,
  };
}, AccommodationSearchQuery);

/** The live-hotel shape (spec 2 section 7) beside the accommodation fields. */
function asHotelResult(stay: Accommodation, checkIn?: string, checkOut?: string): HotelResult {
  return {
    ...stay,
    price: stay.pricePerNight,
    image: stay.images[0] ?? stay.imageUrl,
    price_per_night: { amount: stay.pricePerNight, currency: 'USD' },
    check_in: checkIn ?? null,
    check_out: checkOut ?? null,
    isLiveData: false,
  };
}

export const hotelRoutes: FastifyPluginAsyncZod<{ service: AccommodationService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/hotels/search',
    { schema: { body: HotelSearchBody, response: { 200: z.array(HotelResult) } } },
    async (request) => {
      const stays = await service.search(request.body);
      return stays.map((stay) => asHotelResult(stay, request.body.checkIn, request.body.checkOut));
    },
  );

  app.get(
    '/api/duffel/hotels/search',
    {
      schema: {
        querystring: LiveHotelQuery,
        response: { 200: LiveHotelsAnswer },
      },
    },
    async (request) => {
      const stays = await service.search(request.query);
      return {
        hotels: stays.map((stay) =>
          asHotelResult(stay, request.query.checkIn, request.query.checkOut),
        ),
      };
    },
  );
};
