import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  flightSearchFromQuery,
  Airport,
  FlightSearchBody,
  FlightSearchQuery,
  PriceCalendar,
} from '../../../domain/flights.ts';
import { FlightViewFields } from '../../../domain/flight-results.ts';
import { searchText } from '../../../domain/input.ts';
import { sendPacked } from '../../lib/encodings.ts';
import type { FlightService } from '../../services/flights.ts';

const CalendarQuery = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object'
      ? { ...raw, departureDate: (raw as { date?: unknown }).date }
      : raw,
  FlightSearchBody,
);

export const flightRoutes: FastifyPluginAsyncZod<{ service: FlightService }> = async (
  app,
  { service },
) => {
  // The answer is kept packed as Brotli (encodings.ts), and sent so: a raw reply, no response
  // schema (its shape is FlightResultsPage of domain/flight-results.ts, written by the service).
  // Beside spec 1's search, the body may name filters, an order, a page size and a cursor.
  app.post(
    '/api/flights/search',
    { schema: { body: z.intersection(FlightSearchBody, FlightViewFields) } },
    async (request, reply) => {
      const { sort, stops, airlines, departureWindows, limit, cursor, ...search } = request.body;
      const view = { sort, stops, airlines, departureWindows, limit, cursor };
      return sendPacked(request, reply, await service.searchPage(search, view));
    },
  );

  // The package search reads {flights}: the whole result, in both shapes, in the provider's order.
  app.get(
    '/api/flights/search',
    { schema: { querystring: FlightSearchQuery } },
    async (request, reply) =>
      sendPacked(request, reply, await service.searchPacked(flightSearchFromQuery(request.query))),
  );

  app.get(
    '/api/flights/calendar',
    { schema: { querystring: CalendarQuery, response: { 200: PriceCalendar } } },
    async (request) => service.priceCalendar(request.query),
  );

  app.get(
    '/api/airports',
    {
      schema: {
        querystring: z.object({
          q: searchText(100).default(''),
          limit: z.coerce.number().int().min(1).max(20, 'must be at most 20').default(8),
        }),
        response: { 200: z.array(Airport) },
      },
    },
    async (request) => service.airports(request.query.q, request.query.limit),
  );
};
