import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '../../../domain/input.ts';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_WIDTHS,
  PropertyPhoto,
} from '../../../domain/property-photos.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { NotAPhotoError } from '../../lib/photo-variants.ts';
import type { Actor } from '../../services/admin/audit.ts';
import type { PropertyPhotos } from '../../services/property-photos.ts';

const Params = z.object({ id: dbId });
const VariantParams = z.object({
  id: dbId,
  hash: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a photo hash'),
  file: z
    .string()
    .regex(/^[1-9][0-9]{1,3}\.webp$/, 'must be a width and .webp')
    .transform((file) => Number(file.slice(0, -'.webp'.length))),
});
const Done = z.object({ ok: z.literal(true) });

/** A photo's address carries its content hash: a new photo is a new address, kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const tooLarge = () =>
  new AppError(413, `photo: must be at most ${MAX_PHOTO_BYTES} bytes`, {
    code: 'too_large',
    errors: [
      {
        field: 'photo',
        rule: 'too_big',
        limit: MAX_PHOTO_BYTES,
        message: `must be at most ${MAX_PHOTO_BYTES} bytes`,
      },
    ],
  });

/**
 * An administrator's photo of a property (the file itself as the body, any image type: it is read
 * by its content), and its widths served to everyone from this origin.
 */
export const photoRoutes: FastifyPluginAsyncZod<{ photos: PropertyPhotos }> = async (
  app,
  { photos },
) => {
  // Inside this plugin only: every body is the photo's bytes, counted as they arrive.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_PHOTO_BYTES) {
      done(tooLarge(), undefined);
      payload.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PHOTO_BYTES && !ended) {
        ended = true;
        chunks.length = 0;
        done(tooLarge(), undefined);
      }
      if (!ended) chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!ended) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!ended) done(error, undefined);
    });
  });

  const actorOf = async (request: FastifyRequest): Promise<Actor> => {
    const { user } = await request.requireUser();
    return { id: user.id, email: user.email ?? '' };
  };

  app.put(
    '/api/admin/accommodations/:id/photo',
    { schema: { params: Params, response: { 200: PropertyPhoto } } },
    async (request) => {
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!file.length) {
        throw new ValidationError([
          { field: 'photo', rule: 'required', message: 'send the photo file as the body' },
        ]);
      }
      try {
        return await photos.save(await actorOf(request), request.params.id, file);
      } catch (error) {
        if (!(error instanceof NotAPhotoError)) throw error;
        throw new ValidationError([
          error.reason === 'too_many_pixels'
            ? { field: 'photo', rule: 'too_big', limit: MAX_PHOTO_PIXELS, message: error.message }
            : { field: 'photo', rule: 'invalid_format', message: error.message },
        ]);
      }
    },
  );

  app.delete(
    '/api/admin/accommodations/:id/photo',
    { schema: { params: Params, response: { 200: Done } } },
    async (request) => {
      await photos.remove(await actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  // Raw bytes (WebP), so no response schema.
  app.get(
    '/images/properties/:id/:hash/:file',
    { schema: { params: VariantParams } },
    async (request, reply) => {
      const { id, hash, file: width } = request.params;
      // Only the widths photos are made at, or a small photo's own (under the first).
      const bytes =
        width <= PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!
          ? await photos.variant(id, hash, width)
          : null;
      if (!bytes) {
        return reply.code(404).header('cache-control', 'no-cache').send({
          message: 'No such photo',
          code: 'not_found',
        });
      }
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${hash}-${width}"`)
        .send(bytes);
    },
  );
};
