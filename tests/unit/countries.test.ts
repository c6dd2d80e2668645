import { describe, expect, it } from 'vitest';
import { allCountries, findCountry, WEST_AFRICA_CODES } from '../../src/domain/countries.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';

describe('the country list of the visa check', () => {
  it('names every country once, in English and in French, without retired codes', () => {
    const countries = allCountries();
    expect(countries.length).toBeGreaterThan(240);
    for (const language of ['en', 'fr'] as const) {
      const names = countries.map((c) => c.name[language]);
      expect(new Set(names).size).toBe(names.length);
    }
    for (const retired of ['DY', 'FX', 'SU', 'YU', 'ZR', 'UK']) {
      expect(countries.find((c) => c.code === retired)).toBeUndefined();
    }
  });

  it('finds a country by code, English or French name, or a common other name', () => {
    expect(findCountry('Benin')?.code).toBe('BJ');
    expect(findCountry('bénin')?.code).toBe('BJ');
    expect(findCountry('France')?.code).toBe('FR');
    expect(findCountry('Royaume-Uni')?.code).toBe('GB');
    expect(findCountry('uk')?.code).toBe('GB');
    expect(findCountry('USA')?.code).toBe('US');
    expect(findCountry('Ivory Coast')?.code).toBe('CI');
    expect(findCountry('Côte d’Ivoire')?.code).toBe('CI');
    expect(findCountry('Cape Verde')?.code).toBe('CV');
    expect(findCountry('gh')?.code).toBe('GH');
    expect(findCountry('Atlantis')).toBeUndefined();
  });

  it('covers exactly the knowledge base’s countries as destinations', () => {
    expect([...WEST_AFRICA_CODES].sort()).toEqual(
      knowledgeBase()
        .countries.map((c) => c.code)
        .sort(),
    );
  });
});
