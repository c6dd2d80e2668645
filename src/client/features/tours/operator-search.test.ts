import { describe, expect, it } from 'vitest';
import {
  EMPTY_OPERATOR_SEARCH,
  matchesOperatorText,
  operatorSearchFromQuery,
  operatorSearchToQuery,
} from './operator-search.ts';

const kakum = {
  name: 'Kakum Canopy Trails',
  location: 'Cape Coast',
  specialties: ['heritage', 'wildlife'],
};

describe('the operator search in the address', () => {
  it('reads known filters and drops unknown ones to all', () => {
    expect(
      operatorSearchFromQuery('q=kakum&country=Ghana&specialty=heritage&priceRange=gold'),
    ).toEqual({ q: 'kakum', country: 'Ghana', specialty: 'heritage', priceRange: 'all' });
    expect(operatorSearchFromQuery('')).toEqual(EMPTY_OPERATOR_SEARCH);
  });

  it('writes only what is set, and reads back the same search', () => {
    expect(operatorSearchToQuery(EMPTY_OPERATOR_SEARCH)).toBe('');
    const search = { ...EMPTY_OPERATOR_SEARCH, q: 'Cape Coast', country: 'Ivory Coast' as const };
    const query = operatorSearchToQuery(search);
    expect(query).toBe('?q=Cape+Coast&country=Ivory+Coast');
    expect(operatorSearchFromQuery(query.slice(1))).toEqual(search);
  });
});

describe('the text search over operators', () => {
  it('matches name, location or a specialty, whatever the case', () => {
    expect(matchesOperatorText(kakum, 'CANOPY')).toBe(true);
    expect(matchesOperatorText(kakum, 'cape coast')).toBe(true);
    expect(matchesOperatorText(kakum, 'Herit')).toBe(true);
    expect(matchesOperatorText(kakum, 'beach')).toBe(false);
    expect(matchesOperatorText(kakum, '  ')).toBe(true);
  });

  it('ignores accents and knows the specialties in the reader language', () => {
    const ebrie = { name: 'Lagune Ébrié Voyages', location: 'Abidjan', specialties: ['beach'] };
    expect(matchesOperatorText(ebrie, 'ebrie')).toBe(true);
    const french = (s: string) => (s === 'beach' ? 'Plage' : s);
    expect(matchesOperatorText(ebrie, 'plage', french)).toBe(true);
  });
});
