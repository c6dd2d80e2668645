import { describe, expect, it } from 'vitest';
import { generateAccommodations } from '../../src/server/db/seed/accommodations.ts';

const stays = generateAccommodations();

// Words that never belong in French copy; "minutes" is left out because French has it too.
const ENGLISH_WORDS = [
  'the',
  'with',
  'and',
  'rooms',
  'near',
  'close',
  'short',
  'drive',
  'walk',
  'from',
  'its',
  'guests',
  'is',
  'of',
  'to',
  'by',
  'at',
  'are',
  'can',
  'be',
  'away',
  'serves',
  'staff',
  'each',
  'about',
  'their',
];
// Proper names the French keeps as they are, although they hold one of the words above.
const KEPT_NAMES = ['Tin Can Island'];

function withoutProperNames(text: string, names: readonly string[]): string {
  return names.reduce((rest, name) => rest.split(name).join(' '), text);
}

function englishWordsIn(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}]+(?:['-][\p{L}]+)*/gu) ?? [];
  return words.filter((word) => ENGLISH_WORDS.includes(word));
}

describe('French stay descriptions', () => {
  it('gives every stay a French description of its own', () => {
    for (const stay of stays) {
      expect(stay.descriptionFr.trim(), stay.slug).not.toBe('');
      expect(stay.descriptionFr, stay.slug).not.toBe(stay.description);
      expect(stay.descriptionFr, stay.slug).toMatch(/^\p{Lu}.*\.$/u);
      expect(stay.descriptionFr, stay.slug).not.toMatch(/undefined|\{|\}/);
    }
  });

  it('writes no English words outside proper names', () => {
    for (const stay of stays) {
      const neighbourhood = stay.location.split(', ')[0] ?? '';
      const text = withoutProperNames(stay.descriptionFr, [
        stay.name,
        neighbourhood,
        ...KEPT_NAMES,
      ]);
      expect(englishWordsIn(text), `${stay.slug}: ${stay.descriptionFr}`).toEqual([]);
    }
  });

  it('leaves the English descriptions as they were', () => {
    const bySlug = new Map(stays.map((stay) => [stay.slug, stay.description]));
    expect(bySlug.get('atlantic-court-hotel-lagos')).toBe(
      'In Victoria Island, close to the banks and restaurants of Ahmadu Bello Way: a well-kept hotel with 68 rooms. Rooms are comfortable, with air conditioning, satellite TV and good beds. Weekend boat trips to the beaches of Tarkwa Bay can be arranged at reception.',
    );
    expect(bySlug.get('gite-du-cap-vert-dakar')).toBe(
      'Gîte du Cap Vert is a quiet guesthouse in Ouakam, near the Mamelles lighthouse and the fishing beach. With only 5 guest rooms, it feels like staying with friends. Blaise Diagne International Airport is about 45 minutes away on the toll road.',
    );
    expect(bySlug.get('acacia-executive-suites-bamako')).toBe(
      'Acacia Executive Suites is a well-run business hotel in the Quartier du Fleuve, close to the Grand Marché and the banks of the Niger. A rooftop pool looks out over Bamako. The restaurant serves peanut stew and capitaine from the Niger.',
    );
  });
});
