import type { FastifyPluginAsync } from 'fastify';
import { accommodationRoutes } from '../routes/accommodations.ts';
import { flightRoutes } from '../routes/flights.ts';
import { healthRoutes } from '../routes/health.ts';
import { hotelRoutes } from '../routes/hotels.ts';
import { imageRoutes } from '../routes/images.ts';
import { tourRoutes } from '../routes/tours.ts';
import { createTourService } from '../services/tours.ts';
import type { AreaDeps } from './deps.ts';

/** Health, stays, flights and tours: what a traveller searches before booking. */
export const searchArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(healthRoutes, { db: deps.db, dbKind: deps.dbKind });
  await app.register(accommodationRoutes, { service: deps.stays });
  await app.register(hotelRoutes, { service: deps.stays });
  await app.register(imageRoutes);
  await app.register(flightRoutes, { service: deps.flights });
  await app.register(tourRoutes, {
    service: createTourService({ db: deps.db, clock: deps.clock, mailer: deps.mailer }),
  });
};
