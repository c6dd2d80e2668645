import { z } from 'zod';

/** The widths a property's photo is kept at, as WebP; none wider than the photo sent. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** The largest photo file an administrator may send (docs/decisions/0033). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The most pixels a photo may have: a 50-megapixel camera's, never a decompression bomb. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The files taken, by their content (the type the browser names is not trusted). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** A property's own photo, as the listing and the detail carry it: what its addresses are made of. */
export const PropertyPhoto = z.object({
  /** The content hash its addresses carry: a new photo is a new address, kept for a year. */
  hash: z.string(),
  /** The photo's size upright (its EXIF orientation applied), in pixels. */
  width: z.number(),
  height: z.number(),
  /** The widths it is served at, smallest first. */
  widths: z.array(z.number()),
});
export type PropertyPhoto = z.infer<typeof PropertyPhoto>;

/**
 * The widths a photo `width` pixels wide is kept at: the standard ones narrower than it, and its
 * own up to the widest standard one. Never wider than sent: nothing is upscaled.
 */
export function photoWidthsFor(width: number): number[] {
  const widest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  const top = Math.min(width, widest);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

/** Where one width of a property's photo is served. */
export function photoUrl(propertyId: number, photo: Pick<PropertyPhoto, 'hash'>, width: number) {
  return `/images/properties/${propertyId}/${photo.hash}/${width}.webp`;
}

/** The `srcset` of a property's photo: every width it is kept at. */
export function photoSrcset(propertyId: number, photo: PropertyPhoto): string {
  return photo.widths.map((w) => `${photoUrl(propertyId, photo, w)} ${w}w`).join(', ');
}

/** The `src` for browsers without srcset: the widest kept at most `upTo` pixels wide. */
export function photoSrc(propertyId: number, photo: PropertyPhoto, upTo = 640): string {
  const fitting = photo.widths.filter((w) => w <= upTo);
  const width = fitting.at(-1) ?? photo.widths[0] ?? photo.width;
  return photoUrl(propertyId, photo, width);
}
