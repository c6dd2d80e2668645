import { describe, expect, it } from 'vitest';
import type { Accommodation } from '../../src/domain/accommodations.ts';
import { AccommodationSearchQuery } from '../../src/domain/accommodations.ts';
import {
  countActiveFilterGroups,
  DEFAULT_HOTEL_SEARCH,
  sortAccommodations,
  suggestDestinations,
  toAccommodationQuery,
  toggleItem,
} from '../../src/domain/hotel-search.ts';
import { normalizeSearchText } from '../../src/domain/text.ts';

const stay = (over: Partial<Accommodation>): Accommodation => ({
  id: 1,
  name: 'A',
  description: null,
  location: 'Osu, Accra',
  city: 'Accra',
  country: 'Ghana',
  propertyType: 'Hotel',
  pricePerNight: '100.00',
  imageUrl: null,
  images: [],
  amenities: [],
  rating: null,
  reviewCount: 0,
  cancellationPolicy: null,
  manualConfirmation: false,
  verified: true,
  timeZone: 'Africa/Accra',
  ...over,
});

describe('hotel search rules', () => {
  it('starts with the spec defaults', () => {
    expect(DEFAULT_HOTEL_SEARCH).toMatchObject({
      guests: 2,
      minPrice: 30,
      maxPrice: 500,
      amenities: [],
      propertyTypes: [],
    });
    expect(countActiveFilterGroups(DEFAULT_HOTEL_SEARCH)).toBe(0);
  });

  it('counts active filter groups, not items', () => {
    expect(
      countActiveFilterGroups({
        ...DEFAULT_HOTEL_SEARCH,
        amenities: ['Free WiFi', 'Parking'],
        propertyTypes: ['Resort'],
      }),
    ).toBe(2);
    expect(countActiveFilterGroups({ ...DEFAULT_HOTEL_SEARCH, maxPrice: 600 })).toBe(1);
  });

  it('toggles membership', () => {
    expect(toggleItem(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleItem(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('sends only values that are set', () => {
    const query = toAccommodationQuery({
      ...DEFAULT_HOTEL_SEARCH,
      destination: '  ',
      minPrice: 0,
      checkOut: '2026-12-01',
    });
    expect(query.destination).toBeUndefined();
    expect(query.minPrice).toBeUndefined();
    expect(query.checkOut).toBeUndefined(); // no check-out without a check-in
  });

  it('suggests up to 6 destinations by name or country, ignoring case and accents', () => {
    expect(suggestDestinations('lo').map((d) => d.name)).toEqual(['Lomé']);
    expect(suggestDestinations('GHANA').map((d) => d.name)).toEqual(['Accra']);
    expect(suggestDestinations('cote').map((d) => d.name)).toEqual(['Abidjan']);
    expect(suggestDestinations('a').length).toBe(6);
    expect(suggestDestinations('')).toEqual([]);
  });

  it('sorts by rating (missing counts as 0), price both ways, and name', () => {
    const list = [
      stay({ id: 1, name: 'Baobab', rating: '4.1', pricePerNight: '80.00' }),
      stay({ id: 2, name: 'Acacia', rating: null, pricePerNight: '300.00' }),
      stay({ id: 3, name: 'Cola', rating: '4.9', pricePerNight: '45.50' }),
    ];
    expect(sortAccommodations(list, 'rating').map((s) => s.id)).toEqual([3, 1, 2]);
    expect(sortAccommodations(list, 'price-low').map((s) => s.id)).toEqual([3, 1, 2]);
    expect(sortAccommodations(list, 'price-high').map((s) => s.id)).toEqual([2, 1, 3]);
    expect(sortAccommodations(list, 'name').map((s) => s.id)).toEqual([2, 1, 3]);
    expect(list.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('normalises search text', () => {
    expect(normalizeSearchText('  Lomé   Côte ')).toBe('lome cote');
  });
});

describe('accommodation search query schema', () => {
  it('splits comma-joined lists and drops duplicates', () => {
    const parsed = AccommodationSearchQuery.parse({
      amenities: 'Free WiFi,Parking,Free WiFi',
      guests: '3',
    });
    expect(parsed.amenities).toEqual(['Free WiFi', 'Parking']);
    expect(parsed.guests).toBe(3);
  });

  it('accepts a check-in alone', () => {
    expect(AccommodationSearchQuery.safeParse({ checkIn: '2026-12-01' }).success).toBe(true);
  });
});
