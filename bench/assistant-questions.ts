/**
 * Questions for the assistant's bench: drawn from templates, countries and passports by a seeded
 * generator, so every request asks something else (no answer is ever the same twice in a row)
 * and two runs ask the same sequence.
 */
import { seededRandom } from '../src/server/lib/random.ts';

const COUNTRIES = [
  'Ghana',
  'Senegal',
  'Nigeria',
  "Côte d'Ivoire",
  'Benin',
  'Togo',
  'Sierra Leone',
  'Liberia',
  'The Gambia',
  'Guinea',
  'Guinea-Bissau',
  'Cabo Verde',
  'Mali',
  'Burkina Faso',
  'Niger',
  'Cameroon',
  'Mauritania',
];
const NATIONALITIES = [
  'US',
  'UK',
  'Canadian',
  'Chinese',
  'Indian',
  'French',
  'Nigerian',
  'Ghanaian',
];
const MONTHS = ['January', 'March', 'May', 'July', 'August', 'October', 'December'];

const TEMPLATES: ((country: string, pick: <T>(list: T[]) => T) => string)[] = [
  (c, pick) => `Do ${pick(NATIONALITIES)} citizens need a visa for ${c}?`,
  (c) => `When is the best time to visit ${c}?`,
  (c, pick) => `Is ${pick(MONTHS)} a good time to visit ${c}?`,
  (c) => `What currency is used in ${c}?`,
  (c) => `Is a yellow fever certificate required for ${c}?`,
  (c) => `What does a week in ${c} cost?`,
  (c) => `What languages are spoken in ${c}?`,
  (c) => `What should I see in ${c}?`,
  (c) => `Is it safe to travel to ${c}?`,
  (c) => `Quelle monnaie utilise-t-on en ${c} ?`,
  (c) => `Quelle est la meilleure période pour visiter ${c} ?`,
];

export function assistantQuestions(seed = 42): () => string {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  return () => pick(TEMPLATES)(pick(COUNTRIES), pick);
}
