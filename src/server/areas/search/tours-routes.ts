import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../../domain/input.ts';
import {
  OperatorContactAnswer,
  OperatorContactBody,
  TourLanguageQuery,
  TourOperator,
  TourOperatorDetail,
  TourOperatorQuery,
  TourPackage,
  TourPackageDetail,
  TourPackageQuery,
} from '../../../domain/tours.ts';
import type { TourService } from '../../services/tours.ts';

const IdParams = z.object({ id: dbId });

/** Spec 2's operator and package calls, one naming for every page that reads them. */
export const tourRoutes: FastifyPluginAsyncZod<{ service: TourService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/tour-operators',
    { schema: { querystring: TourOperatorQuery, response: { 200: z.array(TourOperator) } } },
    (request) => service.listOperators(request.query),
  );
  app.get(
    '/api/tour-operators/:id',
    {
      schema: {
        params: IdParams,
        querystring: TourLanguageQuery,
        response: { 200: TourOperatorDetail },
      },
    },
    (request) => service.getOperator(request.params.id, request.query.lang),
  );
  app.post(
    '/api/tour-operators/:id/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        params: IdParams,
        body: OperatorContactBody,
        response: { 200: OperatorContactAnswer },
      },
    },
    (request) => service.contactOperator(request.params.id, request.body),
  );
  app.get(
    '/api/tour-packages',
    { schema: { querystring: TourPackageQuery, response: { 200: z.array(TourPackage) } } },
    (request) => service.listPackages(request.query),
  );
  app.get(
    '/api/tour-packages/:id',
    {
      schema: {
        params: IdParams,
        querystring: TourLanguageQuery,
        response: { 200: TourPackageDetail },
      },
    },
    (request) => service.getPackage(request.params.id, request.query.lang),
  );
};
