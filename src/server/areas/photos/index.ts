import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { AccommodationService } from '../../services/accommodations.ts';
import { createAuditLog } from '../../services/admin/audit.ts';
import { createPropertyPhotos } from '../../services/property-photos.ts';
import { photoRoutes } from './routes.ts';

export type PhotosAreaDeps = {
  db: Database;
  clock: Clock;
  /** A new or removed photo shows at once in the stays' search (its cache). */
  stays: Pick<AccommodationService, 'forgetListings'>;
};

/** Property photos: uploaded and removed by administrators, served to everyone (0033). */
export const photosArea: FastifyPluginAsync<PhotosAreaDeps> = async (app, { db, clock, stays }) => {
  const audit = createAuditLog({ db, clock });
  await app.register(photoRoutes, { photos: createPropertyPhotos({ db, stays, audit }) });
};
