import type { Accommodation } from '../../domain/accommodations.ts';
import { photoSrc, photoSrcset } from '../../domain/property-photos.ts';

/** One picture of a property as an <img> takes it. */
export type Picture = { src: string; srcSet?: string; width: number; height: number };

/** The drawn pictures' size (src/server/services/stay-images.ts). */
const DRAWN = { width: 800, height: 500 };

/**
 * A property's pictures, in order: its uploaded photo first (WebP at each width it is kept at,
 * for the browser to choose), then the drawn ones (SVG: one file fits every width).
 */
export function picturesOf(
  property: Pick<Accommodation, 'id' | 'photo' | 'images' | 'imageUrl'>,
): Picture[] {
  const drawn = (property.images.length ? property.images : [property.imageUrl]).map((src) => ({
    src: src ?? '/stay-fallback.svg',
    ...DRAWN,
  }));
  const { photo } = property;
  if (!photo) return drawn;
  const widest = photo.widths.at(-1) ?? photo.width;
  return [
    {
      src: photoSrc(property.id, photo),
      srcSet: photoSrcset(property.id, photo),
      width: widest,
      height: Math.round((widest * photo.height) / photo.width),
    },
    ...drawn,
  ];
}
