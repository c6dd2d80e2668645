import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  photoWidthsFor,
  type PropertyPhoto,
} from '../../domain/property-photos.ts';

/** One width of a photo, as WebP. */
export type PhotoVariant = { width: number; height: number; bytes: Buffer };

/** Why a file was not taken as a photo. */
export class NotAPhotoError extends Error {
  constructor(
    readonly reason: 'not_an_image' | 'too_many_pixels',
    message: string,
  ) {
    super(message);
  }
}

/** WebP quality: photos of rooms and façades look as sent at a third of a JPEG's bytes. */
const WEBP_QUALITY = 78;

/**
 * A property photo made ready to serve: the file read by its content (JPEG, PNG or WebP), turned
 * upright by its EXIF orientation, and written as WebP at each width it reaches, never wider than
 * sent. No metadata is kept (sharp writes none unless asked): no camera, place or date leaks.
 */
export async function makePhotoVariants(
  file: Buffer,
): Promise<{ photo: PropertyPhoto; variants: PhotoVariant[] }> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
  let meta: Metadata;
  try {
    meta = await sharp(file, options).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new NotAPhotoError('too_many_pixels', `has more than ${MAX_PHOTO_PIXELS} pixels`);
    }
    throw new NotAPhotoError('not_an_image', 'is not a JPEG, PNG or WebP image');
  }
  if (!(PHOTO_FORMATS as readonly string[]).includes(meta.format ?? '')) {
    throw new NotAPhotoError('not_an_image', 'is not a JPEG, PNG or WebP image');
  }
  if (meta.pages !== undefined && meta.pages > 1) {
    throw new NotAPhotoError('not_an_image', 'is an animation, not a photo');
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw new NotAPhotoError('too_many_pixels', `has more than ${MAX_PHOTO_PIXELS} pixels`);
  }
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const variants: PhotoVariant[] = [];
  try {
    // One width after the other: a 50-megapixel photo decoded four times at once would take
    // about 600 MB.
    for (const w of photoWidthsFor(width)) {
      const { data, info } = await sharp(file, options)
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
  } catch {
    // A header that reads but a body that does not (a truncated file).
    throw new NotAPhotoError('not_an_image', 'is not a readable image');
  }
  const hash = createHash('sha256').update(file).digest('base64url').slice(0, 22);
  return {
    photo: { hash, width, height, widths: variants.map((v) => v.width) },
    variants,
  };
}
