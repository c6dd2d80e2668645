import { describe, expect, it } from 'vitest';
import { matchesOperatorText } from '../../src/client/features/tours/operator-search.ts';
import { findCountry } from '../../src/domain/countries.ts';
import { normalizeSearchText } from '../../src/domain/text.ts';

/** What the server does with a search: its stored column and the query, folded, then LIKE. */
const serverFinds = (stored: string, query: string) =>
  normalizeSearchText(stored).includes(normalizeSearchText(query));

/** What the tour operators page does with the text typed in it. */
const pageFinds = (name: string, query: string) =>
  matchesOperatorText({ name, location: '', specialties: [] }, query);

describe('the folding of searched text', () => {
  it('drops accents and case, unpacks ligatures, keeps one apostrophe and the hyphens', () => {
    expect(normalizeSearchText('Côte d’Ivoire')).toBe("cote d'ivoire");
    expect(normalizeSearchText("CÔTE D'IVOIRE")).toBe("cote d'ivoire");
    expect(normalizeSearchText('Sénégal')).toBe('senegal');
    expect(normalizeSearchText('ŒUVRE')).toBe('oeuvre');
    expect(normalizeSearchText('Sæter Straße')).toBe('saeter strasse');
    expect(normalizeSearchText('Saint-Louis')).toBe('saint-louis');
    expect(normalizeSearchText('  Lomé   Côte ')).toBe('lome cote');
    // Compatibility forms and combining accents typed apart are the letters themselves.
    expect(normalizeSearchText('ﬁèvre')).toBe('fievre');
    expect(normalizeSearchText('fie\u0300vre')).toBe('fievre');
    expect(normalizeSearchText('N´Zérékoré')).toBe("n'zerekore");
  });

  it('lets the page and the server find the same places for the same words', () => {
    const places = ["Côte d'Ivoire", 'Sénégal', 'Œuvre du Fleuve', 'Saint-Louis', 'Lomé', 'Kumasi'];
    const typed = [
      'cote d’ivoire',
      "COTE D'IVOIRE",
      'senegal',
      'SÉNÉGAL',
      'oeuvre',
      'ŒUVRE',
      'saint-louis',
      'SAINT-LOUIS',
      'lome',
      'Kumasi',
      'saint louis',
      'accra',
    ];
    for (const place of places)
      for (const query of typed) expect(pageFinds(place, query)).toBe(serverFinds(place, query));
    for (const [place, query] of [
      ["Côte d'Ivoire", 'cote d’ivoire'],
      ['Sénégal', 'SENEGAL'],
      ['Œuvre du Fleuve', 'oeuvre'],
      ['Saint-Louis', 'saint-LOUIS'],
    ] as const) {
      expect(pageFinds(place, query)).toBe(true);
      expect(serverFinds(place, query)).toBe(true);
    }
  });

  it('finds a country by its name typed with either apostrophe', () => {
    expect(findCountry("cote d'ivoire")?.code).toBe('CI');
    expect(findCountry('Côte d’Ivoire')?.code).toBe('CI');
    expect(findCountry('SÉNÉGAL')?.code).toBe('SN');
  });
});
