import { describe, expect, it } from 'vitest';
import {
  renderOperatorImage,
  renderTourImage,
  TOUR_IMAGE_CATEGORIES,
  type TourImageCategory,
} from '../../src/server/services/tour-images.ts';

const TOURS: [string, TourImageCategory][] = [
  ['cape-coast-and-elmina-castles', 'heritage'],
  ['kong-mosque-two-days', 'heritage'],
  ['yankari-three-day-safari', 'wildlife'],
  ['tai-chimpanzee-tracking', 'wildlife'],
  ['saloum-delta-four-days', 'wildlife'],
  ['wli-falls-hike', 'adventure'],
  ['kakum-canopy-walk-early-morning', 'adventure'],
  ['kumasi-craft-villages', 'cultural'],
  ['lome-markets-day', 'cultural'],
  ['cap-skirring-beach-days', 'beach'],
];
const PICTURES = [1, 2, 3, 4, 5, 6];

/** The drawing without its title, which alone would make two pictures differ. */
const drawing = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');

describe('renderTourImage', () => {
  it('draws the same picture for the same slug, number and category', () => {
    for (const [slug, category] of TOURS) {
      expect(renderTourImage(slug, 3, category)).toBe(renderTourImage(slug, 3, category));
    }
  });

  it('draws a different picture for every number, slug and category', () => {
    const pictures = TOURS.flatMap(([slug, category]) =>
      PICTURES.map((n) => drawing(renderTourImage(slug, n, category))),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
    const categories = TOUR_IMAGE_CATEGORIES.map((category) =>
      drawing(renderTourImage('one-slug-for-all', 1, category)),
    );
    expect(new Set(categories).size).toBe(categories.length);
  });

  it('returns a small, self-contained SVG document', () => {
    for (const category of TOUR_IMAGE_CATEGORIES) {
      for (const [slug] of TOURS) {
        for (const n of [...PICTURES, 0, 7, Number.NaN]) {
          const svg = renderTourImage(slug, n, category);
          const name = `${category} ${slug} ${n}`;
          expect(svg.startsWith('<svg'), name).toBe(true);
          expect(svg.endsWith('</svg>'), name).toBe(true);
          expect(svg, name).toContain('width="800" height="500"');
          expect(svg, name).toContain('viewBox="0 0 800 500"');
          expect(svg, name).toContain('role="img"');
          expect(svg, name).toMatch(/<title>[^<]+<\/title>/);
          expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), name).not.toContain('http');
          expect(svg, name).not.toMatch(
            /<image|href=|@import|<script|<text|font-family|NaN|undefined/i,
          );
          expect(new TextEncoder().encode(svg).length, name).toBeLessThan(12 * 1024);
          expect(svg.match(/</g)?.length, name).toBe(svg.match(/>/g)?.length);
        }
      }
    }
  });

  it('labels the picture with the words of the slug, markup escaped', () => {
    expect(renderTourImage('wli-falls-hike', 2, 'adventure')).toContain(
      '<title>Wli Falls Hike, photo 2</title>',
    );
    expect(renderTourImage('a<b>&"c', 1, 'beach')).toContain(
      '<title>A&lt;b&gt;&amp;&quot;c, photo 1</title>',
    );
  });
});

describe('renderOperatorImage', () => {
  it('draws one picture per operator, titled with its name', () => {
    const svg = renderOperatorImage('kakum-canopy-trails', 'heritage');
    expect(svg).toBe(renderOperatorImage('kakum-canopy-trails', 'heritage'));
    expect(svg).toContain('<title>Kakum Canopy Trails</title>');
    expect(svg).toContain('role="img"');
    expect(drawing(svg)).not.toBe(drawing(renderOperatorImage('kakum-canopy-trails', 'wildlife')));
    expect(drawing(svg)).not.toBe(drawing(renderOperatorImage('olumo-trails', 'heritage')));
  });
});
