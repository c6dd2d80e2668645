import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * The routes whose answer is not JSON serialized through a schema, and why. Every other route
 * declares the schema of its 200 or 201 answer: the serializer sends the fields it lists, and
 * the client's types can be read from it.
 */
const RAW_ROUTES: Record<string, string> = {
  'POST /api/flights/search': 'the answer is kept packed as Brotli and sent so',
  'GET /api/flights/search': 'the answer is kept packed as Brotli and sent so',
  'GET /images/stays/:slug/:file': 'an SVG image',
  'GET /images/tours/:category/:slug/:file': 'an SVG image',
  'GET /images/operators/:category/:slug.svg': 'an SVG image',
  'GET /images/properties/:id/:hash/:file': 'a WebP photo',
  'GET /api/orders/:bookingId/voucher.pdf': 'a PDF file',
  'GET /api/orders/:bookingId/calendar.ics': 'an iCalendar file',
  'GET /robots.txt': 'plain text',
  'GET /sitemap.xml': 'XML',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('response schemas', () => {
  it('are declared by every JSON route, for its 200 or 201 answer', () => {
    const routes = ctx.app.routeTable;
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((route) => !(`${route.method} ${route.url}` in RAW_ROUTES))
      .filter((route) => !route.responses.some((status) => status === '200' || status === '201'))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('are left out only by routes that exist and answer something other than JSON', () => {
    const served = new Set(ctx.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const route of Object.keys(RAW_ROUTES)) expect(served, route).toContain(route);
    const declared = ctx.app.routeTable.filter(
      (route) => `${route.method} ${route.url}` in RAW_ROUTES && route.responses.length > 0,
    );
    expect(declared).toEqual([]);
  });
});
