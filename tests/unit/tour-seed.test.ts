import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY_TEXTS } from '../../src/domain/checkout.ts';
import {
  COUNTRY_FACTS,
  countryBySlug,
  type LocalizedText,
} from '../../src/domain/country-facts.ts';
import type { SeedOperator } from '../../src/server/db/seed/data/tour-operators.ts';
import type { SeedPackage } from '../../src/server/db/seed/data/tour-packages.ts';
import { checkTourSeed, generateDepartures, tourSeed } from '../../src/server/db/seed/tours.ts';
import { AIRPORTS } from '../../src/server/providers/flights/data/airports.ts';

const { operators, packages } = tourSeed();
const SPEC_COUNTRIES = ['Nigeria', 'Ghana', 'Senegal', 'Liberia', 'Sierra Leone', 'Ivory Coast'];
const SPECIALTIES = ['cultural', 'wildlife', 'adventure', 'heritage', 'beach'];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectText(text: string, label: string) {
  expect(text.trim(), label).not.toBe('');
  expect(text, label).not.toMatch(/undefined|\{|\}/);
}

function expectPhrase(phrase: LocalizedText, label: string) {
  expectText(phrase.en, `${label} (en)`);
  expectText(phrase.fr, `${label} (fr)`);
}

describe('tour operators', () => {
  it('has at least 30 operators with unique kebab-case slugs', () => {
    expect(operators.length).toBeGreaterThanOrEqual(30);
    expect(new Set(operators.map((o) => o.slug)).size).toBe(operators.length);
    for (const o of operators) expect(o.slug).toMatch(KEBAB);
  });

  it('fills every field of spec 2', () => {
    for (const o of operators) {
      expectText(o.name, o.slug);
      expectPhrase(o.description, o.slug);
      expectText(o.location, o.slug);
      expect(o.contactEmail, o.slug).toMatch(/^[a-z0-9.]+@[a-z0-9-]+\.example$/);
      if (o.contactPhone !== null) expect(o.contactPhone, o.slug).toMatch(/^\+\d{3} [\d ]+$/);
      if (o.website !== null) expect(o.website, o.slug).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(o.specialties.length, o.slug).toBeGreaterThanOrEqual(1);
      expect(o.specialties.length, o.slug).toBeLessThanOrEqual(3);
      for (const s of o.specialties) expect(SPECIALTIES, o.slug).toContain(s);
      expect(o.languages.length, o.slug).toBeGreaterThan(0);
      for (const language of o.languages) expectText(language, o.slug);
      expect(['budget', 'mid-range', 'luxury'], o.slug).toContain(o.priceRange);
      expect(o.rating, o.slug).toMatch(/^\d\.\d$/);
      expect(Number(o.rating), o.slug).toBeGreaterThanOrEqual(3.6);
      expect(Number(o.rating), o.slug).toBeLessThanOrEqual(5);
      expect(Number.isInteger(o.reviewCount) && o.reviewCount >= 0, o.slug).toBe(true);
      expect(o.yearEstablished, o.slug).toBeGreaterThanOrEqual(1995);
      expect(o.yearEstablished, o.slug).toBeLessThanOrEqual(2022);
      if (o.licenseNumber !== null) expectText(o.licenseNumber, o.slug);
      if (o.isVerified) expect(o.licenseNumber, o.slug).not.toBeNull();
      expect(o.operatingSeasons.length, o.slug).toBeGreaterThan(0);
      for (const season of o.operatingSeasons) expectText(season, o.slug);
      expect(o.groupSizes, o.slug).toMatch(/^\d+-\d+$/);
      expect(CANCELLATION_POLICY_TEXTS as readonly string[], o.slug).toContain(
        o.cancellationPolicy,
      );
    }
  });

  it('covers each country of the operators page with several operators', () => {
    for (const country of SPEC_COUNTRIES) {
      expect(operators.filter((o) => o.country === country).length, country).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('verifies about seven operators in ten', () => {
    const share = operators.filter((o) => o.isVerified).length / operators.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.8);
  });

  it('puts a verified Liberian operator fourth, for the Liberia page', () => {
    expect(operators[3]?.country).toBe('Liberia');
    expect(operators[3]?.isVerified).toBe(true);
    expect(packages.filter((p) => p.operatorSlug === operators[3]?.slug).length).toBeGreaterThan(3);
  });
});

describe('tour packages', () => {
  const operatorOf = (pkg: SeedPackage) => operators.find((o) => o.slug === pkg.operatorSlug);

  it('has at least 120 packages, two to six per operator', () => {
    expect(packages.length).toBeGreaterThanOrEqual(120);
    expect(new Set(packages.map((p) => p.slug)).size).toBe(packages.length);
    for (const o of operators) {
      const count = packages.filter((p) => p.operatorSlug === o.slug).length;
      expect(count, o.slug).toBeGreaterThanOrEqual(2);
      expect(count, o.slug).toBeLessThanOrEqual(6);
    }
  });

  it('fills every field of spec 2', () => {
    for (const p of packages) {
      expect(p.slug).toMatch(KEBAB);
      expectPhrase(p.name, p.slug);
      expectPhrase(p.description, p.slug);
      expect(Number.isInteger(p.duration) && p.duration >= 1 && p.duration <= 14, p.slug).toBe(
        true,
      );
      expect(p.pricePerPerson, p.slug).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.pricePerPerson), p.slug).toBeGreaterThan(0);
      expect(p.maxGroupSize, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.maxGroupSize, p.slug).toBeLessThanOrEqual(20);
      expect(p.inclusions.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.inclusions.length, p.slug).toBeLessThanOrEqual(6);
      expect(p.exclusions.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.exclusions.length, p.slug).toBeLessThanOrEqual(4);
      for (const item of [...p.inclusions, ...p.exclusions]) expectPhrase(item, p.slug);
      expect(['easy', 'moderate', 'challenging'], p.slug).toContain(p.difficulty);
    }
  });

  it('gives every package an itinerary with one entry per day', () => {
    for (const p of packages) {
      expect(p.itinerary.length, p.slug).toBe(p.duration);
      p.itinerary.forEach((day, i) => {
        expect(day.day, p.slug).toBe(i + 1);
        expectPhrase(day.title, `${p.slug} day ${day.day}`);
        expectPhrase(day.description, `${p.slug} day ${day.day}`);
      });
    }
  });

  it('files each package under one of the specialties of its operator, within its group sizes', () => {
    for (const p of packages) {
      const operator = operatorOf(p);
      expect(operator, p.slug).toBeDefined();
      expect(operator?.specialties, p.slug).toContain(p.category);
      const largest = Number(operator?.groupSizes.split('-')[1]);
      expect(p.maxGroupSize, p.slug).toBeLessThanOrEqual(largest);
    }
  });

  it('prices packages by the day and by the price range of the operator', () => {
    const perDay = (p: SeedPackage) => Number(p.pricePerPerson) / p.duration;
    const range = (level: SeedOperator['priceRange']) =>
      packages.filter((p) => operatorOf(p)?.priceRange === level).map(perDay);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(range('budget'))).toBeLessThan(mean(range('mid-range')));
    expect(mean(range('mid-range'))).toBeLessThan(mean(range('luxury')));
    for (const p of packages) {
      const longer = packages.filter(
        (q) => q.operatorSlug === p.operatorSlug && q.duration > p.duration,
      );
      // A longer trip of the same operator never costs less in total.
      for (const q of longer) {
        expect(Number(q.pricePerPerson), `${q.slug} vs ${p.slug}`).toBeGreaterThanOrEqual(
          Number(p.pricePerPerson),
        );
      }
    }
  });

  it('writes departure rules that start the package and leave some small departures', () => {
    for (const p of packages) {
      const rule = p.departures;
      expect(rule.capacity, p.slug).toBeGreaterThanOrEqual(4);
      if (rule.kind === 'weekly') {
        expect(rule.weekdays.length, p.slug).toBeGreaterThan(0);
        for (const d of rule.weekdays) expect(d >= 0 && d <= 6, p.slug).toBe(true);
      } else {
        expect(rule.days.length, p.slug).toBeGreaterThan(0);
        for (const d of rule.days) expect(d >= 1 && d <= 28, p.slug).toBe(true);
      }
      expect(generateDepartures(rule, '2026-03-01', 60).length, p.slug).toBeGreaterThan(0);
    }
    expect(packages.filter((p) => p.departures.capacity <= 6).length).toBeGreaterThanOrEqual(5);
  });
});

describe('generateDepartures', () => {
  it('lists the weekly weekdays across a month boundary', () => {
    // 2026-01-26 is a Monday; Mondays and Thursdays for ten days.
    const rule = { kind: 'weekly', weekdays: [1, 4], capacity: 12 } as const;
    expect(generateDepartures({ ...rule, weekdays: [...rule.weekdays] }, '2026-01-26', 10)).toEqual(
      [
        { startDate: '2026-01-26', capacity: 12 },
        { startDate: '2026-01-29', capacity: 12 },
        { startDate: '2026-02-02', capacity: 12 },
      ],
    );
  });

  it('lists the monthly days across a month boundary, the end date left out', () => {
    const rule = { kind: 'monthly' as const, days: [1, 28], capacity: 6 };
    expect(generateDepartures(rule, '2026-02-20', 15)).toEqual([
      { startDate: '2026-02-28', capacity: 6 },
      { startDate: '2026-03-01', capacity: 6 },
    ]);
    expect(generateDepartures(rule, '2026-02-20', 9)).toEqual([
      { startDate: '2026-02-28', capacity: 6 },
    ]);
  });

  it('gives nothing for no days and refuses a date that is not YYYY-MM-DD', () => {
    const rule = { kind: 'weekly' as const, weekdays: [0, 1, 2, 3, 4, 5, 6], capacity: 8 };
    expect(generateDepartures(rule, '2026-05-01', 0)).toEqual([]);
    expect(generateDepartures(rule, '2026-05-01', 7)).toHaveLength(7);
    expect(() => generateDepartures(rule, '01/05/2026', 7)).toThrow(/YYYY-MM-DD/);
  });
});

describe('checkTourSeed', () => {
  const base = () => ({
    operators: operators.map((o) => ({ ...o })),
    packages: packages.map((p) => ({ ...p })),
  });

  it('accepts the seed', () => {
    const { operators: ops, packages: pkgs } = base();
    expect(() => checkTourSeed(ops, pkgs)).not.toThrow();
  });

  it('refuses an unknown operator, a repeated slug, a short itinerary and a foreign category', () => {
    const unknown = base();
    unknown.packages[0] = { ...unknown.packages[0]!, operatorSlug: 'nobody' };
    expect(() => checkTourSeed(unknown.operators, unknown.packages)).toThrow(/unknown operator/);

    const repeated = base();
    repeated.packages.push({ ...repeated.packages[0]! });
    expect(() => checkTourSeed(repeated.operators, repeated.packages)).toThrow(/repeats/);

    const repeatedOperator = base();
    repeatedOperator.operators.push({ ...repeatedOperator.operators[0]! });
    expect(() => checkTourSeed(repeatedOperator.operators, repeatedOperator.packages)).toThrow(
      /repeats/,
    );

    const short = base();
    const long = short.packages.findIndex((p) => p.duration > 1);
    short.packages[long] = {
      ...short.packages[long]!,
      itinerary: short.packages[long]!.itinerary.slice(1),
    };
    expect(() => checkTourSeed(short.operators, short.packages)).toThrow(/itinerary/);

    const foreign = base();
    const pkg = foreign.packages[0]!;
    const operator = foreign.operators.find((o) => o.slug === pkg.operatorSlug)!;
    const other = SPECIALTIES.find((s) => !operator.specialties.includes(s as never));
    foreign.packages[0] = { ...pkg, category: other as SeedPackage['category'] };
    expect(() => checkTourSeed(foreign.operators, foreign.packages)).toThrow(/specialty/);
  });

  it('refuses a seed whose fourth operator is not Liberian', () => {
    const moved = base();
    const [liberian] = moved.operators.splice(3, 1);
    moved.operators.push(liberian!);
    expect(() => checkTourSeed(moved.operators, moved.packages)).toThrow(/Liberian/);
  });
});

// Words that never belong in French copy.
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'from',
  'near',
  'its',
  'is',
  'of',
  'to',
  'by',
  'at',
  'are',
  'can',
  'be',
  'away',
  'each',
  'about',
  'their',
  'for',
  'in',
  'into',
  'over',
  'up',
  'down',
  'back',
  'out',
  'this',
  'that',
  'which',
  'where',
  'you',
  'your',
  'we',
  'our',
  'day',
  'days',
  'walk',
  'boat',
  'island',
  'islands',
  'river',
  'lake',
  'forest',
  'beach',
  'park',
  'museum',
  'morning',
  'afternoon',
  'evening',
  'night',
  'breakfast',
  'lunch',
  'dinner',
  'drive',
  'hotel',
  'old',
  'new',
  'trip',
  'guided',
  'fees',
  'included',
  'free',
  'water',
  'falls',
];
// Proper names the French keeps as they are, although they hold one of the words above.
const KEPT_NAMES = [
  'River No. 2',
  'Blue Lake',
  'Cotton Trees',
  "Fisherman's Point",
  "King's Yard",
  'Big Market',
  'Freedom Park',
  'New Afrika Shrine',
  'Broad Street',
  'Lagos Island',
  'Grand Cape Mount',
  'Western Area',
  'Fort Metal Cross',
  'Cross River',
];

function englishWordsIn(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}]+(?:['-][\p{L}]+)*/gu) ?? [];
  return words.filter((word) => ENGLISH_WORDS.includes(word));
}

function withoutNames(text: string, names: readonly string[]): string {
  return names.reduce((rest, name) => rest.split(name).join(' '), text);
}

type Labelled = { label: string; phrase: LocalizedText; names: string[] };

function frenchTexts(): Labelled[] {
  const texts: Labelled[] = [];
  for (const o of operators) texts.push({ label: o.slug, phrase: o.description, names: [o.name] });
  for (const p of packages) {
    const names = [operatorOf(p)?.name ?? ''];
    const phrases = [
      p.name,
      p.description,
      ...p.inclusions,
      ...p.exclusions,
      ...p.itinerary.flatMap((day) => [day.title, day.description]),
    ];
    for (const phrase of phrases) texts.push({ label: p.slug, phrase, names });
  }
  for (const c of COUNTRY_FACTS) {
    const phrases = [
      c.about,
      c.bestTime,
      ...c.attractions.map((a) => a.description),
      ...[c.currency, ...c.otherCurrencies].flatMap((money) => (money.note ? [money.note] : [])),
    ];
    for (const phrase of phrases) texts.push({ label: c.slug, phrase, names: [] });
  }
  return texts;

  function operatorOf(pkg: SeedPackage) {
    return operators.find((o) => o.slug === pkg.operatorSlug);
  }
}

describe('French tour texts', () => {
  const texts = frenchTexts();

  it('translates every text rather than copying the English', () => {
    for (const { label, phrase } of texts) {
      expect(phrase.fr, `${label}: ${phrase.en}`).not.toBe(phrase.en);
    }
  });

  it('writes no English words outside proper names', () => {
    for (const { label, phrase, names } of texts) {
      const text = withoutNames(phrase.fr, [...names, ...KEPT_NAMES]);
      expect(englishWordsIn(text), `${label}: ${phrase.fr}`).toEqual([]);
    }
  });

  it('writes sentences that start with a capital and end with a full stop', () => {
    for (const { label, phrase } of texts) {
      if (phrase.en.endsWith('.')) expect(phrase.fr, label).toMatch(/^\p{Lu}.*\.$/u);
    }
  });
});

describe('country facts', () => {
  it('has the five country pages with their capitals and currencies', () => {
    expect(COUNTRY_FACTS.map((c) => [c.slug, c.name, c.capital, c.currency.code])).toEqual([
      ['nigeria', 'Nigeria', 'Abuja', 'NGN'],
      ['ghana', 'Ghana', 'Accra', 'GHS'],
      ['senegal', 'Senegal', 'Dakar', 'XOF'],
      ['sierra-leone', 'Sierra Leone', 'Freetown', 'SLE'],
      ['liberia', 'Liberia', 'Monrovia', 'LRD'],
    ]);
  });

  it('explains the leone redenomination and the US dollar in Liberia', () => {
    expect(countryBySlug('sierra-leone')?.currency.note?.en).toMatch(/1,000 SLL = 1 SLE/);
    expect(countryBySlug('liberia')?.otherCurrencies.map((c) => c.code)).toEqual(['USD']);
  });

  it('fills every fact in both languages', () => {
    for (const c of COUNTRY_FACTS) {
      expect(c.population, c.slug).toMatch(/^\d+(\.\d)? million \(2023 (est\.|census)\)$/);
      expect(c.population, c.slug).toContain(String(c.populationMillions));
      expect(c.officialLanguages.length, c.slug).toBeGreaterThan(0);
      expect(c.spokenLanguages.length, c.slug).toBeGreaterThan(0);
      for (const language of [...c.officialLanguages, ...c.spokenLanguages]) {
        expectPhrase(language, c.slug);
      }
      expectPhrase(c.currency.name, c.slug);
      expectPhrase(c.bestTime, c.slug);
      expectPhrase(c.about, c.slug);
      expect(c.attractions, c.slug).toHaveLength(4);
      for (const a of c.attractions) {
        expectPhrase(a.name, c.slug);
        expectPhrase(a.description, c.slug);
      }
    }
    expect(countryBySlug('liberia')?.bestTime.en).toMatch(/^November to April/);
    expect(countryBySlug('liberia')?.officialLanguages.map((l) => l.en)).toEqual(['English']);
  });

  it('uses the codes of our airport list', () => {
    const codes = new Set(AIRPORTS.map((a) => a.code));
    expect(countryBySlug('nigeria')?.airports).toEqual(['LOS', 'ABV']);
    expect(countryBySlug('senegal')?.airports).toEqual(['DSS']);
    for (const c of COUNTRY_FACTS) {
      for (const code of c.airports) expect(codes.has(code), `${c.slug} ${code}`).toBe(true);
    }
  });

  it('links each page to the other four, as Sierra Leone does in the spec', () => {
    expect(countryBySlug('sierra-leone')?.relatedCountries).toEqual([
      'nigeria',
      'ghana',
      'senegal',
      'liberia',
    ]);
    for (const c of COUNTRY_FACTS) {
      expect(c.relatedCountries, c.slug).not.toContain(c.slug);
      expect(new Set(c.relatedCountries).size, c.slug).toBe(4);
      for (const slug of c.relatedCountries) expect(countryBySlug(slug), slug).toBeDefined();
    }
    expect(countryBySlug('atlantis')).toBeUndefined();
  });

  it('has tour operators for every country page', () => {
    for (const c of COUNTRY_FACTS) {
      expect(
        operators.some((o) => o.country === c.name),
        c.slug,
      ).toBe(true);
    }
  });
});
