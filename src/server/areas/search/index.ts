import type { FastifyPluginAsync } from 'fastify';
import type { AccommodationService } from '../../services/accommodations.ts';
import type { FlightService } from '../../services/flights.ts';
import type { HealthCheck } from '../../services/health.ts';
import type { TourService } from '../../services/tours.ts';
import { accommodationRoutes } from './accommodations-routes.ts';
import { flightRoutes } from './flights-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { hotelRoutes } from './hotels-routes.ts';
import { imageRoutes } from './images-routes.ts';
import { tourRoutes } from './tours-routes.ts';

export type SearchAreaDeps = {
  health: HealthCheck;
  stays: AccommodationService;
  flights: FlightService;
  tours: TourService;
};

/** Health, stays, flights and tours: what a traveller searches before booking. */
export const searchArea: FastifyPluginAsync<SearchAreaDeps> = async (app, deps) => {
  await app.register(healthRoutes, { service: deps.health });
  await app.register(accommodationRoutes, { service: deps.stays });
  await app.register(hotelRoutes, { service: deps.stays });
  await app.register(imageRoutes);
  await app.register(flightRoutes, { service: deps.flights });
  await app.register(tourRoutes, { service: deps.tours });
};
