import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, type PropertyPhoto } from '../../src/domain/property-photos.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { registerTraveller, signInAdmin } from '../helpers/accounts.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  ctx = await createTestApp({ authAttemptsPerMinute: 10_000 });
  admin = await signInAdmin(ctx.app);
});
afterAll(() => ctx.close());

/** A photo made here: a gradient (so it compresses like a picture, not a flat colour). */
async function picture(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  orientation?: number,
) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = (x * 255) / width;
    raw[i + 1] = (y * 255) / height;
    raw[i + 2] = 128;
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  // A camera's metadata, which must not reach travellers.
  image = image.withExif({ IFD0: { Make: 'TestCam', Copyright: 'Somebody' } });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

const upload = (id: number, body: Buffer | string, type = 'image/jpeg', cookie = admin.cookie) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/accommodations/${id}/photo`,
    payload: body,
    headers: { cookie, 'content-type': type },
  });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function stayOf(id: number) {
  return (await get(`/api/accommodations/${id}`)).json() as { photo?: PropertyPhoto };
}

describe('an administrator uploads a property photo', () => {
  it('makes WebP at each standard width from a large JPEG, served immutably by its hash', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const res = await upload(stay.id, await picture('jpeg', 2000, 1250));
    expect(res.statusCode).toBe(200);
    const photo = res.json() as PropertyPhoto;
    expect(photo).toMatchObject({ width: 2000, height: 1250, widths: [320, 640, 1024, 1600] });
    expect(photo.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);

    for (const width of photo.widths) {
      const served = await get(`/images/properties/${stay.id}/${photo.hash}/${width}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['etag']).toBe(`"${photo.hash}-${width}"`);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round(width / 1.6) });
      // No metadata at all: no camera, place, date or orientation left.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // The listing and the detail carry it: the traveller's pages see it at once.
    expect((await stayOf(stay.id)).photo).toEqual(photo);
    const listed = (await get('/api/accommodations')).json() as ({ id: number } & {
      photo?: PropertyPhoto;
    })[];
    expect(listed.find((s) => s.id === stay.id)?.photo).toEqual(photo);
    // A width it was not made at is not there.
    expect((await get(`/images/properties/${stay.id}/${photo.hash}/800.webp`)).statusCode).toBe(
      404,
    );
  });

  it('never makes a width larger than the photo (a small PNG keeps its own)', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const res = await upload(stay.id, await picture('png', 500, 400), 'image/png');
    expect(res.statusCode).toBe(200);
    const photo = res.json() as PropertyPhoto;
    expect(photo.widths).toEqual([320, 500]);
    const widest = await get(`/images/properties/${stay.id}/${photo.hash}/500.webp`);
    expect(await sharp(widest.rawPayload).metadata()).toMatchObject({ width: 500, height: 400 });

    const tiny = await makeAccommodation(ctx.database.db);
    const small = (await upload(tiny.id, await picture('png', 200, 150), 'image/png')).json();
    expect(small.widths).toEqual([200]);
  });

  it('turns a WebP upright by its EXIF orientation and strips it', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    // Stored 1200 wide and 800 high, to be shown turned a quarter (orientation 6): 800 x 1200.
    const res = await upload(stay.id, await picture('webp', 1200, 800, 6), 'image/webp');
    expect(res.statusCode).toBe(200);
    const photo = res.json() as PropertyPhoto;
    expect(photo).toMatchObject({ width: 800, height: 1200, widths: [320, 640, 800] });
    const served = await get(`/images/properties/${stay.id}/${photo.hash}/640.webp`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 640, height: 960 });
    expect(meta.orientation).toBeUndefined();
  });

  it('takes the file by its content, whatever type the browser named', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const res = await upload(stay.id, await picture('png', 400, 250), 'application/octet-stream');
    expect(res.statusCode).toBe(200);
  });

  it('replaces the photo: the old addresses are gone, the new one served', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const first = (await upload(stay.id, await picture('jpeg', 700, 500))).json() as PropertyPhoto;
    const second = (await upload(stay.id, await picture('png', 900, 600), 'image/png')).json();
    expect(second.hash).not.toBe(first.hash);
    expect((await get(`/images/properties/${stay.id}/${first.hash}/320.webp`)).statusCode).toBe(
      404,
    );
    expect((await get(`/images/properties/${stay.id}/${second.hash}/320.webp`)).statusCode).toBe(
      200,
    );
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?targetType=accommodation&targetId=${stay.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.json().map((e: { action: string }) => e.action)).toEqual([
      'accommodation.photo_upload',
      'accommodation.photo_upload',
    ]);
  });

  it('removes the photo: its widths are gone and the stay shows its drawn pictures alone', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const photo = (await upload(stay.id, await picture('jpeg', 800, 500))).json() as PropertyPhoto;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/accommodations/${stay.id}/photo`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await get(`/images/properties/${stay.id}/${photo.hash}/320.webp`)).statusCode).toBe(
      404,
    );
    const after = await stayOf(stay.id);
    expect(after.photo).toBeUndefined();
    expect(after).toMatchObject({ images: stay.images });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?targetType=accommodation&targetId=${stay.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.json()[0]).toMatchObject({
      action: 'accommodation.photo_remove',
      before: { photo },
      after: { photo: null },
    });
  });
});

describe('a photo refused', () => {
  it('over 8 MB: 413 naming the field and the limit, and the photo before is kept', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const kept = (await upload(stay.id, await picture('jpeg', 400, 250))).json() as PropertyPhoto;
    const res = await upload(stay.id, Buffer.alloc(MAX_PHOTO_BYTES + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'too_large',
      errors: [{ field: 'photo', rule: 'too_big', limit: MAX_PHOTO_BYTES }],
    });
    expect((await stayOf(stay.id)).photo).toEqual(kept);
  });

  it('not an image (text, an SVG, a truncated JPEG, nothing): 400 naming the field', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const jpeg = await picture('jpeg', 600, 400);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    for (const [body, type] of [
      ['just some text', 'image/jpeg'],
      [svg, 'image/svg+xml'],
      [jpeg.subarray(0, 200), 'image/jpeg'],
      ['{"photo":"x"}', 'application/json'],
    ] as const) {
      const res = await upload(stay.id, body, type);
      expect(res.statusCode, String(type)).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: 'photo', rule: 'invalid_format' }),
      ]);
    }
    const empty = await upload(stay.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ rule: 'required' })]);
    expect((await stayOf(stay.id)).photo).toBeUndefined();
  });

  it('for a property that does not exist: 404', async () => {
    const res = await upload(999_999, await picture('jpeg', 400, 250));
    expect(res.statusCode).toBe(404);
  });

  it('from anyone but an administrator: 401 signed out, 403 for a traveller', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const photo = await picture('jpeg', 400, 250);
    expect((await upload(stay.id, photo, 'image/jpeg', '')).statusCode).toBe(401);
    const traveller = await registerTraveller(ctx.app);
    expect((await upload(stay.id, photo, 'image/jpeg', traveller.cookie)).statusCode).toBe(403);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/accommodations/${stay.id}/photo`,
      headers: { cookie: traveller.cookie },
    });
    expect(removal.statusCode).toBe(403);
    expect((await stayOf(stay.id)).photo).toBeUndefined();
  });
});
