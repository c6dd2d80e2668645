import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import en from '../../src/client/locales/en.json';
import type { Accommodation } from '../../src/domain/accommodations.ts';
import { photoSrcset, photoWidthsFor } from '../../src/domain/property-photos.ts';
import { picturesOf } from '../../src/client/lib/property-pictures.ts';
import { HotelCard } from '../../src/client/features/hotels/components/hotel-card.tsx';
import { StayCard } from '../../src/client/features/countries/components/stay-card.tsx';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  interpolation: { escapeValue: false },
});

const photo = {
  hash: 'abcdefghijABCDEFGHIJ_-',
  width: 2000,
  height: 1500,
  widths: [320, 640, 1024, 1600],
};

function makeStay(overrides: Partial<Accommodation> = {}): Accommodation {
  return {
    id: 7,
    name: 'Labadi Palms',
    description: 'By the beach.',
    location: 'Labadi',
    city: 'Accra',
    country: 'Ghana',
    propertyType: 'Hotel',
    pricePerNight: '120.00',
    imageUrl: null,
    images: ['/images/stays/labadi-palms-accra/1.svg', '/images/stays/labadi-palms-accra/2.svg'],
    amenities: [],
    rating: '4.5',
    reviewCount: 3,
    cancellationPolicy: null,
    manualConfirmation: false,
    verified: true,
    timeZone: 'Africa/Accra',
    ...overrides,
  };
}

// Cards read the rates their prices convert at (useMoney): a query client, empty, as on a
// first paint.
const draw = (element: React.ReactElement) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(Router, { ssrPath: '/hotels', children: element }),
      ),
    ),
  );

/** The attributes of the first <img> of `html`. */
function firstImage(html: string): Record<string, string> {
  const tag = /<img ([^>]*)\/?>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );
}

describe('a property photo’s widths', () => {
  it('are the standard ones it reaches, and its own below the widest: never upscaled', () => {
    expect(photoWidthsFor(4000)).toEqual([320, 640, 1024, 1600]);
    expect(photoWidthsFor(1600)).toEqual([320, 640, 1024, 1600]);
    expect(photoWidthsFor(1200)).toEqual([320, 640, 1024, 1200]);
    expect(photoWidthsFor(500)).toEqual([320, 500]);
    expect(photoWidthsFor(320)).toEqual([320]);
    expect(photoWidthsFor(180)).toEqual([180]);
  });
});

describe("a property's pictures", () => {
  it('put the uploaded photo first, as a srcset of its widths, then the drawn ones', () => {
    const [first, ...rest] = picturesOf(makeStay({ photo }));
    expect(first).toEqual({
      src: `/images/properties/7/${photo.hash}/640.webp`,
      srcSet: photoSrcset(7, photo),
      width: 1600,
      height: 1200,
    });
    expect(first!.srcSet!.split(', ')).toEqual([
      `/images/properties/7/${photo.hash}/320.webp 320w`,
      `/images/properties/7/${photo.hash}/640.webp 640w`,
      `/images/properties/7/${photo.hash}/1024.webp 1024w`,
      `/images/properties/7/${photo.hash}/1600.webp 1600w`,
    ]);
    expect(rest.map((p) => p.src)).toEqual(makeStay().images);
  });

  it('are the drawn ones alone without a photo (SVG: one file for every width)', () => {
    expect(picturesOf(makeStay())[0]).toEqual({
      src: '/images/stays/labadi-palms-accra/1.svg',
      width: 800,
      height: 500,
    });
    expect(picturesOf(makeStay({ images: [] }))[0]!.src).toBe('/stay-fallback.svg');
  });
});

describe('the hotel card', () => {
  const onOpen = () => {};

  it('offers the photo at every width with sizes, lazily, with its size set', () => {
    const img = firstImage(draw(createElement(HotelCard, { hotel: makeStay({ photo }), onOpen })));
    expect(img.srcset).toBe(photoSrcset(7, photo));
    expect(img.sizes).toBe('(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw');
    expect(img.loading).toBe('lazy');
    expect(img).toMatchObject({ width: '1600', height: '1200' });
    expect(img.fetchpriority).toBeUndefined();
  });

  it('asks for the first card’s picture at once, the page’s largest paint', () => {
    const img = firstImage(
      draw(createElement(HotelCard, { hotel: makeStay({ photo }), onOpen, eager: true })),
    );
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });

  it('shows a drawn picture lazily, without a srcset', () => {
    const img = firstImage(draw(createElement(HotelCard, { hotel: makeStay(), onOpen })));
    expect(img).toMatchObject({
      src: '/images/stays/labadi-palms-accra/1.svg',
      loading: 'lazy',
      width: '800',
      height: '500',
    });
    expect(img.srcset).toBeUndefined();
    expect(img.sizes).toBeUndefined();
  });
});

describe("the country page's stay card", () => {
  it('offers the photo at every width, lazily', () => {
    const img = firstImage(
      draw(createElement(StayCard, { stay: makeStay({ photo }), bookHref: '/hotels' })),
    );
    expect(img).toMatchObject({ srcset: photoSrcset(7, photo), loading: 'lazy' });
  });
});
