import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { findCountry } from '../../src/domain/countries.ts';
import { generateAccommodations } from '../../src/server/db/seed/accommodations.ts';
import { tourSeed } from '../../src/server/db/seed/tours.ts';
import { meetingPointOf } from '../../src/server/db/seed/data/tour-meeting-points.ts';

describe("the seed's front-desk numbers", () => {
  const stays = generateAccommodations();

  it('gives every stay a valid number of its own country, in E.164', () => {
    for (const stay of stays) {
      const parsed = parsePhoneNumberFromString(stay.phone);
      expect(parsed?.isValid(), `${stay.name}: ${stay.phone}`).toBe(true);
      expect(parsed!.number, stay.name).toBe(stay.phone);
      expect(parsed!.country, `${stay.name} in ${stay.country}`).toBe(
        findCountry(stay.country)?.code,
      );
    }
  });

  it('uses the city’s own lines: Accra’s landlines are 030 2…, Dakar’s 33 8…', () => {
    const accra = stays.filter((s) => s.city === 'Accra').map((s) => s.phone);
    expect(accra.some((p) => p.startsWith('+23330'))).toBe(true);
    expect(accra.every((p) => /^\+233(302|24|54|20)/.test(p))).toBe(true);
    const dakar = stays.filter((s) => s.city === 'Dakar').map((s) => s.phone);
    expect(dakar.every((p) => /^\+221(338|77|78)/.test(p))).toBe(true);
  });

  it('gives different stays different numbers, the same on every run', () => {
    expect(new Set(stays.map((s) => s.phone)).size).toBe(stays.length);
    expect(generateAccommodations().map((s) => s.phone)).toEqual(stays.map((s) => s.phone));
  });
});

describe("the seed's meeting points", () => {
  it('gives every package one in English and in French', () => {
    for (const pkg of tourSeed().packages) {
      const point = meetingPointOf(pkg.operatorSlug, pkg.slug);
      expect(point.en.trim().length, pkg.slug).toBeGreaterThan(5);
      expect(point.fr.trim().length, pkg.slug).toBeGreaterThan(5);
    }
  });
});
