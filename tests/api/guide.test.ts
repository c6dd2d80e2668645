import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currenciesOf,
  GUIDE_TOPICS,
  YELLOW_FEVER_RULES,
  type GuideDocument,
} from '../../src/domain/guide.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import { createGuideService } from '../../src/server/services/guide.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function get(url: string) {
  const res = await ctx.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
}

async function guide(lang: 'en' | 'fr'): Promise<GuideDocument> {
  const { status, body } = await get(`/api/guide?lang=${lang}`);
  expect(status).toBe(200);
  return body as GuideDocument;
}

const TEN_TOPICS = [
  'visas',
  'seasons',
  'etiquette',
  'health',
  'money',
  'communication',
  'food',
  'photography',
  'transport',
  'safety',
];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Words frequent in French and rare in English: over a tenth of any French text.
const FRENCH_WORDS = /^(le|la|les|des|du|de|et|une?|est|sont|pour|avec|pas|vous|au|aux)$/i;
function expectFrench(text: string) {
  const words = text.split(/\s+/);
  expect(words.filter((w) => FRENCH_WORDS.test(w)).length, text).toBeGreaterThan(words.length / 10);
}
const knowledge = knowledgeBase();

describe('GET /api/guide', () => {
  it('answers the ten topics in the guide order, each with its points, sources and review date, in English', async () => {
    const en = await guide('en');
    expect(en.language).toBe('en');
    expect(en.topics.map((t) => t.topic)).toEqual(TEN_TOPICS);
    expect([...GUIDE_TOPICS]).toEqual(TEN_TOPICS);
    for (const topic of en.topics) {
      const entry = knowledge.topic(topic.topic);
      expect(topic.title).toBe(entry.title.en);
      expect(topic.summary).toBe(entry.summary.en);
      expect(topic.points.length).toBeGreaterThanOrEqual(3);
      expect(topic.points).toEqual(entry.points.map((p) => p.en));
      expect(topic.sources.length).toBeGreaterThan(0);
      for (const source of topic.sources) {
        expect(source.name).not.toBe('');
        expect(source.url).toMatch(/^https?:\/\//);
      }
      expect(topic.reviewed).toMatch(ISO_DATE);
    }
    // No lang is English.
    expect((await get('/api/guide')).body).toEqual(en);
  });

  it('answers the same topics in French with the French text', async () => {
    const [en, fr] = [await guide('en'), await guide('fr')];
    expect(fr.language).toBe('fr');
    expect(fr.topics.map((t) => t.topic)).toEqual(TEN_TOPICS);
    for (const [i, topic] of fr.topics.entries()) {
      const english = en.topics[i]!;
      const entry = knowledge.topic(topic.topic);
      expect(topic.title).toBe(entry.title.fr);
      expect(topic.summary).toBe(entry.summary.fr);
      expect(topic.points).toEqual(entry.points.map((p) => p.fr));
      expect(topic.summary).not.toBe(english.summary);
      expectFrench(topic.summary);
      expect(topic.points.length).toBe(english.points.length);
      for (const [j, point] of topic.points.entries()) expect(point).not.toBe(english.points[j]);
      expectFrench(topic.points.join(' '));
      expect(topic.points.join(' ')).toMatch(/[éèàçê]/);
      expect(topic.sources).toEqual(english.sources);
      expect(topic.reviewed).toBe(english.reviewed);
    }
  });

  it('gives every one of the 17 countries its quick facts, sorted by name in the language asked', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const { countries } = await guide(lang);
      expect(countries).toHaveLength(17);
      expect(new Set(countries.map((c) => c.slug)).size).toBe(17);
      const names = countries.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
      for (const country of countries) {
        const entry = knowledge.country(country.slug)!;
        expect(country.name).toBe(entry.name[lang]);
        expect(country.code).toMatch(/^[A-Z]{2}$/);
        expect(country.capital).toBe(entry.capital[lang]);
        expect(country.currency.code).toMatch(/^[A-Z]{3}$/);
        expect(country.currency.name).toBe(entry.money.currency.name[lang]);
        expect(country.currency.symbol).not.toBe('');
        expect(country.officialLanguages.length).toBeGreaterThan(0);
        expect(country.bestMonths.length).toBeGreaterThan(0);
        for (const month of country.bestMonths) expect(month).toBeGreaterThanOrEqual(1);
        for (const month of country.bestMonths) expect(month).toBeLessThanOrEqual(12);
        expect(YELLOW_FEVER_RULES).toContain(country.yellowFever);
        expect(country.entry.summary).toBe(entry.entry.summary[lang]);
        expect(country.entry.officialSource.url).toMatch(/^https?:\/\//);
        expect(typeof country.entry.changesOften).toBe('boolean');
        for (const date of Object.values(country.reviewed)) expect(date).toMatch(ISO_DATE);
      }
    }
    const fr = await guide('fr');
    // French order puts Bénin before Burkina Faso and Côte d'Ivoire after Cap-Vert.
    const order = fr.countries.map((c) => c.slug);
    expect(order.indexOf('benin')).toBeLessThan(order.indexOf('burkina-faso'));
    expect(order.indexOf('cabo-verde')).toBeLessThan(order.indexOf('cote-d-ivoire'));
    expect(fr.countries.find((c) => c.slug === 'senegal')?.name).toBe('Sénégal');
  });

  it("names the region's currencies: NGN, GHS, XOF (eight countries), SLE, LRD, and no retired SLL", async () => {
    const { countries } = await guide('en');
    const currencies = currenciesOf(countries);
    const codes = currencies.map((c) => c.code);
    for (const code of ['NGN', 'GHS', 'XOF', 'SLE', 'LRD']) expect(codes).toContain(code);
    expect(codes).not.toContain('SLL');
    expect(countries.find((c) => c.slug === 'sierra-leone')?.currency.code).toBe('SLE');
    expect(countries.find((c) => c.slug === 'nigeria')?.currency.code).toBe('NGN');
    expect(countries.find((c) => c.slug === 'ghana')?.currency.code).toBe('GHS');
    expect(countries.find((c) => c.slug === 'liberia')?.currency.code).toBe('LRD');
    const xof = currencies.find((c) => c.code === 'XOF')!;
    expect(xof.countries.map((c) => c.slug).sort()).toEqual([
      'benin',
      'burkina-faso',
      'cote-d-ivoire',
      'guinea-bissau',
      'mali',
      'niger',
      'senegal',
      'togo',
    ]);
  });

  it('refuses an unknown language with the field and the rule', async () => {
    for (const query of ['lang=de', 'lang=EN', 'lang=', 'lang=en&lang=fr']) {
      const { status, body } = await get(`/api/guide?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors[0], query).toMatchObject({ field: 'lang', rule: expect.any(String) });
    }
    const { body } = await get('/api/guide?lang=de');
    expect(body.errors[0]).toMatchObject({ field: 'lang', rule: 'invalid_choice' });
  });

  it('makes each language once', () => {
    const service = createGuideService({ knowledge });
    expect(service.getGuide('fr')).toBe(service.getGuide('fr'));
    expect(service.getGuide()).toBe(service.getGuide('en'));
  });
});
