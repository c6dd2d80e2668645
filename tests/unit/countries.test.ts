import { describe, expect, it } from 'vitest';
import { allCountries, findCountry, WEST_AFRICA_CODES } from '../../src/domain/countries.ts';
import { visaRows } from '../../src/server/db/seed/visas.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import { PASSPORTS } from '../../src/server/knowledge/schema.ts';
import { countriesOfGroup } from '../../src/server/knowledge/nationalities.ts';

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

describe('the visa_requirements rows', () => {
  it('say, for every citizenship of a group, what the knowledge base says for that group', () => {
    const knowledge = knowledgeBase();
    const rows = visaRows(knowledge);
    for (const to of knowledge.countries) {
      for (const group of PASSPORTS) {
        const rule = knowledge.rule(to, group);
        for (const from of countriesOfGroup(group).filter((code) => code !== to.code)) {
          const row = rows.find((r) => r.fromCountry === from && r.toCountry === to.code);
          expect(row, `${from} -> ${to.code}`).toMatchObject({
            visaRequired: rule.visaRequired,
            visaType: rule.visaType,
            maxStayDays: rule.maxStayDays,
            requirements: rule.requirements.map((r) => r.en),
          });
        }
      }
    }
    // No pair twice, and nobody needs a rule for entering their own country.
    const pairs = rows.map((r) => `${r.fromCountry}>${r.toCountry}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(rows.some((r) => r.fromCountry === r.toCountry)).toBe(false);
  });
});
