import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../../domain/input.ts';
import {
  OperatorContactBody,
  TourLanguageQuery,
  TourOperatorQuery,
  TourPackageQuery,
} from '../../../domain/tours.ts';
import type { TourService } from '../../services/tours.ts';

const IdParams = z.object({ id: dbId });

/** Spec 2's operator and package calls, one naming for every page that reads them. */
export const tourRoutes: FastifyPluginAsyncZod<{ service: TourService }> = async (
  app,
  { service },
) => {
  app.get('/api/tour-operators', { schema: { querystring: TourOperatorQuery } }, (request) =>
    service.listOperators(request.query),
  );
  app.get(
    '/api/tour-operators/:id',
    { schema: { params: IdParams, querystring: TourLanguageQuery } },
    (request) => service.getOperator(request.params.id, request.query.lang),
  );
  app.post(
    '/api/tour-operators/:id/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { params: IdParams, body: OperatorContactBody },
    },
    (request) => service.contactOperator(request.params.id, request.body),
  );
  app.get('/api/tour-packages', { schema: { querystring: TourPackageQuery } }, (request) =>
    service.listPackages(request.query),
  );
  app.get(
    '/api/tour-packages/:id',
    { schema: { params: IdParams, querystring: TourLanguageQuery } },
    (request) => service.getPackage(request.params.id, request.query.lang),
  );
};
