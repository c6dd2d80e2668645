import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SEARCH, toAccommodationQuery } from '../../src/domain/hotel-search.ts';

describe('the price range a reader did not move (decision 0020)', () => {
  it('is no filter', () => {
    const query = toAccommodationQuery(DEFAULT_HOTEL_SEARCH);
    expect(query.minPrice).toBeUndefined();
    expect(query.maxPrice).toBeUndefined();
  });

  it('sends both ends once either is moved', () => {
    expect(toAccommodationQuery({ ...DEFAULT_HOTEL_SEARCH, maxPrice: 200 })).toMatchObject({
      minPrice: 30,
      maxPrice: 200,
    });
  });
});
