import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * The OpenAPI document at /api/docs/json, made from the routes' zod schemas, and the reference
 * page at /api/docs, whose scripts and styles come from this site and load under its CSP.
 */
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  const answer = await ctx.app.inject({ url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(() => ctx.close());

/** A route's path as OpenAPI writes it: `/api/orders/:bookingId` is `/api/orders/{bookingId}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Teranga API');
  });

  it('lists every route the app serves, with its methods', () => {
    const routes = ctx.app.routeTable;
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // Its own pages and /metrics are not the API.
    expect(Object.keys(document.paths).filter((path) => /docs|metrics/.test(path))).toEqual([]);
  });

  it("leaves out the client's pages, which are not the API", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'teranga-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Teranga</title>');
    const withClient = await createTestApp({ clientDir, serverDir: '/nonexistent' });
    try {
      expect(withClient.app.routeTable).toContainEqual(expect.objectContaining({ url: '/*' }));
      const paths = (await withClient.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>()
        .paths;
      expect(Object.keys(paths).filter((path) => path.includes('*'))).toEqual([]);
      expect(Object.keys(paths)).toEqual(Object.keys(document.paths));
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('describes parameters, bodies and answers from the zod schemas', () => {
    const stay = document.paths['/api/accommodations/{id}']!.get!;
    expect(stay.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    const answer = stay.responses['200']!.content!['application/json']!.schema;
    expect(answer).toMatchObject({ type: 'object' });
    expect(Object.keys(answer.properties as object)).toEqual(
      expect.arrayContaining(['id', 'name', 'pricePerNight']),
    );
    const session = document.paths['/api/checkout/session']!.post!;
    expect(session.requestBody!.content['application/json']!.schema).toBeDefined();
    const search = document.paths['/api/accommodations']!.get!;
    expect(search.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['destination', 'limit', 'cursor']),
    );
  });
});

describe('the reference page', () => {
  it('is HTML whose scripts and styles are on this site and load', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The site's own policy: scripts from this origin only.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [
      ...page.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
      ...page.body.matchAll(/<link[^>]*\shref="([^"]+)"/g),
    ].map((found) => found[1]!);
    expect(assets.filter((src) => src.endsWith('.js'))).toHaveLength(3);
    expect(assets.filter((src) => src.endsWith('.css')).length).toBeGreaterThan(0);
    // No inline script, which the policy would refuse.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    for (const src of assets) {
      expect(src, src).toMatch(/^\/api\/docs\//);
      const asset = await ctx.app.inject({ url: src });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length, src).toBeGreaterThan(0);
    }
  });
});
