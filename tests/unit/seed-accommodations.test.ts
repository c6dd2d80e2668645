import { describe, expect, it } from 'vitest';
import { AMENITIES, DESTINATIONS, PROPERTY_TYPES } from '../../src/domain/constants.ts';
import { generateAccommodations } from '../../src/server/db/seed/accommodations.ts';

const stays = generateAccommodations();
const COASTAL_CITIES = new Set([
  'Lagos',
  'Accra',
  'Dakar',
  'Saint-Louis',
  'Abidjan',
  'Freetown',
  'Monrovia',
  'Lomé',
  'Banjul',
  'Cotonou',
  'Conakry',
]);
const REAL_BRANDS = [
  'radisson',
  'marriott',
  'hilton',
  'novotel',
  'movenpick',
  'mövenpick',
  'sheraton',
  'sofitel',
  'ibis',
  'pullman',
  'kempinski',
  'golden tulip',
  'best western',
  'holiday inn',
  'hyatt',
  'intercontinental',
  'transcorp',
  'labadi beach hotel',
  'azalaï',
  'onomo',
  'terrou-bi',
];

describe('generateAccommodations', () => {
  it('returns the same stays on every call', () => {
    expect(generateAccommodations()).toEqual(stays);
  });

  it('has at least 300 stays in at least 12 cities, every destination included', () => {
    expect(stays.length).toBeGreaterThanOrEqual(300);
    const cities = new Set(stays.map((s) => s.city));
    expect(cities.size).toBeGreaterThanOrEqual(12);
    for (const destination of DESTINATIONS) {
      const inCity = stays.filter((s) => s.city === destination.name);
      expect(inCity.length, destination.name).toBeGreaterThanOrEqual(10);
      expect(new Set(inCity.map((s) => s.country))).toEqual(new Set([destination.country]));
    }
    for (const city of ['Abuja', 'Kumasi', 'Saint-Louis', 'Banjul', 'Cotonou', 'Conakry']) {
      expect(cities, city).toContain(city);
    }
  });

  it('gives Lagos and Accra the most stays', () => {
    const counts = new Map<string, number>();
    for (const s of stays) counts.set(s.city, (counts.get(s.city) ?? 0) + 1);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([city]) => city);
    expect(ranked.slice(0, 2).sort()).toEqual(['Accra', 'Lagos']);
  });

  it('has unique kebab-case slugs and unique names', () => {
    const slugs = stays.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(stays.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(stays.map((s) => s.name)).size).toBe(stays.length);
  });

  it('uses invented names, never a real hotel brand', () => {
    for (const s of stays) {
      // Whole words only: "Hibiscus" is fine, "Ibis" is not.
      const words = ` ${s.name.toLowerCase().replace(/[^\p{L}-]+/gu, ' ')} `;
      for (const brand of REAL_BRANDS) expect(words, s.name).not.toContain(` ${brand} `);
    }
  });

  it('writes locations as "Neighbourhood, City"', () => {
    for (const s of stays) {
      expect(s.location.endsWith(`, ${s.city}`), s.location).toBe(true);
      expect(s.location.length).toBeGreaterThan(s.city.length + 2);
    }
  });

  it('uses every property type and every amenity many times, and only known ones', () => {
    for (const type of PROPERTY_TYPES) {
      expect(stays.filter((s) => s.propertyType === type).length, type).toBeGreaterThanOrEqual(10);
    }
    const known: readonly string[] = AMENITIES;
    for (const amenity of AMENITIES) {
      const count = stays.filter((s) => s.amenities.some((a) => a.name === amenity)).length;
      expect(count, amenity).toBeGreaterThanOrEqual(10);
    }
    for (const s of stays) {
      const names = s.amenities.map((a) => a.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(known).toContain(name);
    }
  });

  it('offers beach access only in coastal cities', () => {
    for (const s of stays.filter((s) => s.amenities.some((a) => a.name === 'Beach Access'))) {
      expect(COASTAL_CITIES.has(s.city), s.slug).toBe(true);
    }
  });

  it('prices every night between 20 and 1000 with two decimals, fitting the type', () => {
    for (const s of stays) {
      expect(s.pricePerNight).toMatch(/^\d+\.\d{2}$/);
      const price = Number(s.pricePerNight);
      expect(price).toBeGreaterThanOrEqual(20);
      expect(price).toBeLessThanOrEqual(1000);
      if (s.propertyType === 'Budget Hotel' || s.propertyType === 'Guesthouse') {
        expect(price, s.slug).toBeLessThanOrEqual(70);
      }
      if (s.propertyType === 'Luxury Hotel' || s.propertyType === 'Resort') {
        expect(price, s.slug).toBeGreaterThanOrEqual(200);
      }
    }
  });

  it('keeps each destination near its average price', () => {
    for (const destination of DESTINATIONS) {
      const prices = stays
        .filter((s) => s.city === destination.name)
        .map((s) => Number(s.pricePerNight));
      const mean = prices.reduce((sum, p) => sum + p, 0) / prices.length;
      expect(mean, destination.name).toBeGreaterThan(destination.averagePrice * 0.8);
      expect(mean, destination.name).toBeLessThan(destination.averagePrice * 1.2);
    }
  });

  it('has 3 to 6 images named after the slug, the first being the main image', () => {
    for (const s of stays) {
      expect(s.images.length).toBeGreaterThanOrEqual(3);
      expect(s.images.length).toBeLessThanOrEqual(6);
      expect(s.images).toEqual(s.images.map((_, i) => `/images/stays/${s.slug}/${i + 1}.svg`));
      expect(s.imageUrl).toBe(s.images[0]);
    }
  });

  it('has ratings from 2.5 to 5.0 with one decimal, a few stays still unrated', () => {
    const unrated = stays.filter((s) => s.rating === null);
    expect(unrated.length).toBeGreaterThan(0);
    expect(unrated.length).toBeLessThan(stays.length * 0.1);
    for (const s of unrated) expect(s.reviewCount).toBe(0);
    for (const s of stays.filter((s) => s.rating !== null)) {
      expect(s.rating).toMatch(/^\d\.\d$/);
      expect(Number(s.rating)).toBeGreaterThanOrEqual(2.5);
      expect(Number(s.rating)).toBeLessThanOrEqual(5);
      expect(s.reviewCount).toBeGreaterThan(0);
    }
  });

  it('mixes confirmation modes, verification and room counts', () => {
    const manual = stays.filter((s) => s.manualConfirmation).length / stays.length;
    expect(manual).toBeGreaterThan(0.05);
    expect(manual).toBeLessThan(0.25);
    const verified = stays.filter((s) => s.verified).length / stays.length;
    expect(verified).toBeGreaterThan(0.65);
    expect(verified).toBeLessThan(0.95);
    expect(stays.filter((s) => s.roomCount === 1).length).toBeGreaterThanOrEqual(3);
    for (const s of stays) {
      expect(Number.isInteger(s.roomCount)).toBe(true);
      expect(s.roomCount).toBeGreaterThanOrEqual(1);
      expect(s.roomCount).toBeLessThanOrEqual(120);
    }
  });

  it('describes each stay in one to three sentences naming its neighbourhood', () => {
    for (const s of stays) {
      const sentences = s.description.split(/(?<=\.)\s+/);
      expect(sentences.length, s.description).toBeGreaterThanOrEqual(1);
      expect(sentences.length, s.description).toBeLessThanOrEqual(3);
      const neighbourhood = s.location.slice(0, s.location.lastIndexOf(','));
      const mentionsPlace = s.description.includes(neighbourhood) || s.description.includes(s.city);
      expect(mentionsPlace, s.description).toBe(true);
      expect(s.description.toLowerCase()).not.toContain('lorem');
    }
    expect(new Set(stays.map((s) => s.description)).size).toBe(stays.length);
  });

  it('gives every stay a cancellation policy from a small set', () => {
    const policies = new Set(stays.map((s) => s.cancellationPolicy));
    expect(policies.size).toBeGreaterThanOrEqual(3);
    expect(policies.size).toBeLessThanOrEqual(8);
  });
});

describe('generateAccommodations at scale 10 (npm run seed -- --scale 10)', () => {
  const scaled = generateAccommodations({ scale: 10 });

  it('has ten times the stays, the first being the ordinary seed, and the same every call', () => {
    expect(scaled).toHaveLength(stays.length * 10);
    expect(scaled.slice(0, stays.length)).toEqual(stays);
    expect(generateAccommodations({ scale: 10 })).toEqual(scaled);
  });

  it('gives each city ten times its stays, near its average price', () => {
    for (const destination of DESTINATIONS) {
      const inCity = scaled.filter((s) => s.city === destination.name);
      expect(inCity, destination.name).toHaveLength(
        stays.filter((s) => s.city === destination.name).length * 10,
      );
      const mean = inCity.reduce((sum, s) => sum + Number(s.pricePerNight), 0) / inCity.length;
      expect(mean, destination.name).toBeGreaterThan(destination.averagePrice * 0.8);
      expect(mean, destination.name).toBeLessThan(destination.averagePrice * 1.2);
    }
  });

  it('keeps names and slugs unique and every stay within the seed rules', () => {
    expect(new Set(scaled.map((s) => s.slug)).size).toBe(scaled.length);
    expect(new Set(scaled.map((s) => s.name)).size).toBe(scaled.length);
    const known: readonly string[] = AMENITIES;
    for (const s of scaled) {
      expect(s.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(PROPERTY_TYPES).toContain(s.propertyType);
      expect(s.location.endsWith(`, ${s.city}`), s.location).toBe(true);
      expect(Number(s.pricePerNight)).toBeGreaterThanOrEqual(20);
      expect(Number(s.pricePerNight)).toBeLessThanOrEqual(1000);
      for (const amenity of s.amenities) expect(known).toContain(amenity.name);
      expect(s.images).toEqual(s.images.map((_, i) => `/images/stays/${s.slug}/${i + 1}.svg`));
    }
  });
});
