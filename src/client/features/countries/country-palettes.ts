import type { CountrySlug } from '../../../domain/country-facts.ts';

/**
 * The hero's colours: dusk skies dark enough for white text everywhere, a sun in the flag's
 * warm colour, and the flag's stripes as a thin band under the picture.
 */
export type CountryPalette = { skyTop: string; skyBottom: string; sun: string; flag: string[] };

export const COUNTRY_PALETTES: Record<CountrySlug, CountryPalette> = {
  nigeria: {
    skyTop: '#04321d',
    skyBottom: '#0a6b40',
    sun: '#f2b705',
    flag: ['#008751', '#ffffff', '#008751'],
  },
  ghana: {
    skyTop: '#2e0a0e',
    skyBottom: '#7d1421',
    sun: '#fcd116',
    flag: ['#ce1126', '#fcd116', '#006b3f'],
  },
  senegal: {
    skyTop: '#032e19',
    skyBottom: '#0b5f33',
    sun: '#fdef42',
    flag: ['#00853f', '#fdef42', '#e31b23'],
  },
  'sierra-leone': {
    skyTop: '#062a52',
    skyBottom: '#0d5a37',
    sun: '#f2b705',
    flag: ['#1eb53a', '#ffffff', '#0072c6'],
  },
  liberia: {
    skyTop: '#0a1c46',
    skyBottom: '#6e0b20',
    sun: '#ffffff',
    flag: ['#bf0a30', '#ffffff', '#bf0a30', '#ffffff', '#002868'],
  },
};
