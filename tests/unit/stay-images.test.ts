import { describe, expect, it } from 'vitest';
import { isValidStaySlug, renderStayImage } from '../../src/server/services/stay-images.ts';

const SLUGS = [
  'osu-palm-court-accra',
  'coral-beach-resort-lagos',
  'hotel-le-karite-ouagadougou',
  'gite-des-girafes-niamey',
  'niger-tower-hotel-abuja',
];

describe('renderStayImage', () => {
  it('draws the same picture for the same slug and number', () => {
    expect(renderStayImage('osu-palm-court-accra', 2)).toBe(
      renderStayImage('osu-palm-court-accra', 2),
    );
  });

  it('draws a different picture for every number and every slug', () => {
    const pictures = SLUGS.flatMap((slug) =>
      [1, 2, 3, 4, 5, 6].map((n) => renderStayImage(slug, n)),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
    // Apart from the title, too: the drawing itself changes.
    const drawings = pictures.map((svg) => svg.replace(/<title>.*?<\/title>/, ''));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('returns a small, self-contained SVG document', () => {
    for (const slug of SLUGS) {
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        const svg = renderStayImage(slug, n);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 500"');
        expect(svg).toContain('role="img"');
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
        expect(svg).not.toMatch(/<image|href=|@import|<script|font-family/i);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
        expect(svg.match(/</g)?.length).toBe(svg.match(/>/g)?.length);
      }
    }
  });

  it('labels the picture with a readable title built from the slug', () => {
    expect(renderStayImage('osu-palm-court-accra', 3)).toContain(
      '<title>Osu Palm Court Accra, photo 3</title>',
    );
  });

  it('escapes markup in the title', () => {
    expect(renderStayImage('a<b>&"c', 1)).toContain(
      '<title>A&lt;b&gt;&amp;&quot;c, photo 1</title>',
    );
  });
});

describe('isValidStaySlug', () => {
  it('accepts kebab-case slugs up to 120 characters', () => {
    expect(isValidStaySlug('osu-palm-court-accra')).toBe(true);
    expect(isValidStaySlug('a')).toBe(true);
    expect(isValidStaySlug('hotel-2000')).toBe(true);
    expect(isValidStaySlug('a'.repeat(120))).toBe(true);
  });

  it('rejects anything else', () => {
    for (const slug of [
      '',
      'a'.repeat(121),
      'Osu-Palm',
      'osu_palm',
      '-osu',
      'osu-',
      'osu--palm',
      '../etc/passwd',
      'osu palm',
      'lomé',
    ]) {
      expect(isValidStaySlug(slug), slug).toBe(false);
    }
  });
});
