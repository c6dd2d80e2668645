import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('tour and operator pictures', () => {
  it('draws a tour photo as SVG, cached for a week', async () => {
    const response = await ctx.app.inject({
      url: '/images/tours/heritage/cape-coast-and-elmina-castles/6.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toMatch(/^<svg/);
    expect(response.body).toContain('<title>Cape Coast And Elmina Castles, photo 6</title>');
  });

  it('draws an operator picture as SVG, cached for a week', async () => {
    const response = await ctx.app.inject({
      url: '/images/operators/wildlife/kakum-canopy-trails.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toContain('<title>Kakum Canopy Trails</title>');
  });

  it('refuses a bad category, slug or picture number with 400', async () => {
    for (const url of [
      '/images/tours/nightlife/cape-coast/1.svg',
      '/images/tours/Heritage/cape-coast/1.svg',
      '/images/tours/heritage/Cape-Coast/1.svg',
      '/images/tours/heritage/cape--coast/1.svg',
      '/images/tours/heritage/..%2Fetc/1.svg',
      '/images/tours/heritage/cape-coast/0.svg',
      '/images/tours/heritage/cape-coast/7.svg',
      '/images/tours/heritage/cape-coast/1.png',
      '/images/operators/nightlife/kakum-canopy-trails.svg',
      '/images/operators/wildlife/Kakum_Canopy.svg',
      '/images/operators/wildlife/kakum.trails.svg',
      '/images/operators/wildlife/.svg',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
