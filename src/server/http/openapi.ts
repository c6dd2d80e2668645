import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

export const DOCS_PREFIX = '/api/docs';

/**
 * The API described in OpenAPI 3.1, from the zod schemas every route declares (its params,
 * query, body and answers), at /api/docs/json, and a reference page at /api/docs whose scripts
 * and styles come from @fastify/swagger-ui, served from our own origin. Registered before any
 * route: the document lists the routes registered after it, its own pages aside.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Teranga API',
        description:
          'Stays, flights, tours and packages in West Africa: search, checkout, accounts and administration.',
        version: packageJson.version,
      },
    },
    // Every route is listed; the reference page's own routes say hide themselves.
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
  });
}
