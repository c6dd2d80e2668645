import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HELP_CATEGORIES, POPULAR_ARTICLE_COUNT } from '../../src/domain/help.ts';
import { helpArticles } from '../../src/server/db/schema/index.ts';
import { HELP_ARTICLES } from '../../src/server/db/seed/data/help-articles.ts';
import { seedHelpArticles } from '../../src/server/db/seed/help.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedHelpArticles(ctx.database.db);
});
afterAll(() => ctx.close());

type Summary = {
  id: number;
  slug: string;
  category: string;
  title: string;
  views: number;
  popular: boolean;
};

async function get(url: string) {
  const res = await ctx.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
}

async function list(query = ''): Promise<Summary[]> {
  const { status, body } = await get(`/api/help/articles${query}`);
  expect(status, query).toBe(200);
  return body as Summary[];
}

const slugs = (articles: Summary[]) => articles.map((a) => a.slug).sort();

const view = (slug: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/help/articles/${slug}/view`, remoteAddress });

async function viewsOf(slug: string) {
  const [row] = await ctx.database.db
    .select({ views: helpArticles.views })
    .from(helpArticles)
    .where(eq(helpArticles.slug, slug));
  return row?.views;
}

describe('GET /api/help/articles', () => {
  it('lists every article, at least 4 in each category, most viewed first', async () => {
    const all = await list();
    expect(all.length).toBe(HELP_ARTICLES.length);
    expect(all.length).toBeGreaterThanOrEqual(16);
    for (const category of HELP_CATEGORIES) {
      expect(all.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const article of all) {
      expect(article).toEqual({
        id: expect.any(Number),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        category: expect.any(String),
        title: expect.any(String),
        views: expect.any(Number),
        popular: expect.any(Boolean),
      });
    }
    const views = all.map((a) => a.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it(`marks the ${POPULAR_ARTICLE_COUNT} most viewed articles of the whole centre as popular`, async () => {
    const all = await list();
    const popular = all.filter((a) => a.popular);
    expect(popular).toEqual(all.slice(0, POPULAR_ARTICLE_COUNT));
    // Popular belongs to the article, not to the search: a filtered list keeps the mark.
    const documents = await list('?category=documents');
    for (const article of documents) {
      expect(article.popular, article.slug).toBe(popular.some((p) => p.slug === article.slug));
    }
  });

  it('answers titles in English by default and in French with lang=fr', async () => {
    const en = await list();
    const fr = await list('?lang=fr');
    expect(slugs(fr)).toEqual(slugs(en));
    const howEn = en.find((a) => a.slug === 'how-to-book')!;
    const howFr = fr.find((a) => a.slug === 'how-to-book')!;
    expect(howEn.title).toBe('How do I book a stay, a flight or a tour?');
    expect(howFr.title).toBe('Comment réserver un hébergement, un vol ou un circuit ?');
    expect((await list('?lang=en')).map((a) => a.title)).toEqual(en.map((a) => a.title));
  });

  it('searches English titles whatever the case', async () => {
    expect(slugs(await list('?q=visa'))).toEqual(['visas-for-west-africa']);
    expect(slugs(await list('?q=VISA'))).toEqual(['visas-for-west-africa']);
    expect(slugs(await list('?q=%20%20Refund%20'))).toEqual(['cancel-a-booking', 'refund-times']);
    const booking = await list('?q=booking');
    expect(booking.length).toBeGreaterThanOrEqual(3);
    for (const a of booking) expect(a.title.toLowerCase()).toContain('booking');
    // Titles only, in the chosen language: the French word finds nothing in English.
    expect(await list('?q=passeport')).toEqual([]);
  });

  it('searches French titles without regard to case or accents', async () => {
    const feverFr = ['yellow-fever-certificate'];
    expect(slugs(await list('?lang=fr&q=fi%C3%A8vre%20jaune'))).toEqual(feverFr);
    expect(slugs(await list('?lang=fr&q=fievre%20jaune'))).toEqual(feverFr);
    expect(slugs(await list('?lang=fr&q=FI%C3%88VRE'))).toEqual(feverFr);
    // 'e' followed by a combining acute accent (NFD) is 'é' too.
    expect(slugs(await list('?lang=fr&q=fie%CC%80vre'))).toEqual(feverFr);
    const reservation = await list('?lang=fr&q=reservation');
    expect(reservation.length).toBeGreaterThanOrEqual(2);
    for (const a of reservation) expect(a.title.toLowerCase()).toContain('réservation');
    expect(slugs(await list('?lang=fr&q=r%C3%A9servation'))).toEqual(slugs(reservation));
    expect(slugs(await list('?lang=fr&q=passeport'))).toEqual(['passport-validity']);
    // The title is written with a curly apostrophe, a keyboard types a straight one.
    const hold = await list(`?lang=fr&q=${encodeURIComponent("qu'est-ce que le blocage")}`);
    expect(hold.map((a) => a.title)).toEqual([
      'Qu’est-ce que le blocage de 15 minutes au paiement ?',
    ]);
    // And English does not answer French words, nor French English ones.
    expect(await list('?lang=fr&q=passport')).toEqual([]);
  });

  it('takes % and _ in a search as themselves', async () => {
    expect(slugs(await list('?q=%25'))).toEqual(['package-discount']);
    expect(slugs(await list('?q=15%25'))).toEqual(['package-discount']);
    expect(await list('?q=_')).toEqual([]);
    expect(await list('?q=1%255')).toEqual([]);
  });

  it('filters by category, alone or with a search; all or empty is no filter', async () => {
    for (const category of HELP_CATEGORIES) {
      const found = await list(`?category=${category}`);
      expect(found.length).toBeGreaterThanOrEqual(4);
      expect(found.every((a) => a.category === category)).toBe(true);
    }
    expect(slugs(await list('?category=payment&q=refund'))).toEqual(['refund-times']);
    expect(await list('?category=documents&q=refund')).toEqual([]);
    const all = await list();
    expect(await list('?category=all')).toEqual(all);
    expect(await list('?category=')).toEqual(all);
  });

  it('refuses an unknown category, language or an oversized search with 400 naming the field', async () => {
    for (const [query, field, rule] of [
      ['?category=visas', 'category', 'invalid_choice'],
      ['?category=Booking', 'category', 'invalid_choice'],
      ['?category=booking&category=payment', 'category', 'invalid_choice'],
      ['?lang=de', 'lang', 'invalid_choice'],
      [`?q=${'x'.repeat(101)}`, 'q', 'too_long'],
      ['?q=a%00b', 'q', 'control_characters'],
    ] as const) {
      const { status, body } = await get(`/api/help/articles${query}`);
      expect(status, query).toBe(400);
      expect(body.errors, query).toContainEqual(expect.objectContaining({ field, rule }));
    }
  });
});

describe('GET /api/help/articles/:slug', () => {
  it('answers the article with its body, in English or French', async () => {
    const { status, body } = await get('/api/help/articles/refund-times');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'refund-times',
      category: 'payment',
      title: 'When will I get my refund?',
      language: 'en',
      views: expect.any(Number),
      popular: expect.any(Boolean),
    });
    expect(body.body).toContain('7 to 14 business days');
    const fr = (await get('/api/help/articles/refund-times?lang=fr')).body;
    expect(fr.title).toBe('Quand vais-je recevoir mon remboursement ?');
    expect(fr.body).toContain('7 à 14 jours ouvrés');
    expect(fr.language).toBe('fr');
  });

  it('states the site’s own figures', async () => {
    const body = async (slug: string) => (await get(`/api/help/articles/${slug}`)).body.body;
    expect(await body('fifteen-minute-hold')).toContain('15 minutes');
    expect(await body('prices-taxes-and-fees')).toContain('10%');
    expect(await body('package-discount')).toContain('less 15%');
    expect(await body('awaiting-confirmation')).toContain('24-48 hours');
    expect(await body('payment-methods')).toContain('4242 4242 4242 4242');
    expect(await body('find-my-booking')).toContain('[Find your booking](/bookings)');
    expect(await body('passport-validity')).toContain('six months');
    expect(await body('visas-for-west-africa')).toContain('(/guide)');
  });

  it('answers 404 for an unknown article and 400 for an address that cannot be one', async () => {
    const unknown = await get('/api/help/articles/no-such-article');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
    for (const slug of ['Refund-Times', 'refund_times', '-refund', 'a%00b', 'x'.repeat(99) + 'Y']) {
      const { status, body } = await get(`/api/help/articles/${slug}`);
      expect(status, slug).toBe(400);
      expect(body.errors[0].field, slug).toBe('slug');
    }
    // Longer than any address the router takes: refused before the handler, as JSON.
    const long = await get(`/api/help/articles/${'x'.repeat(101)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });
});

describe('POST /api/help/articles/:slug/view', () => {
  it('counts one view and answers the new count, which the article then shows', async () => {
    const before = (await viewsOf('getting-around'))!;
    const res = await view('getting-around');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ slug: 'getting-around', views: before + 1 });
    expect((await get('/api/help/articles/getting-around')).body.views).toBe(before + 1);
    const listed = (await list()).find((a) => a.slug === 'getting-around');
    expect(listed?.views).toBe(before + 1);
  });

  it('answers 404 for an unknown article and changes nothing', async () => {
    const [before] = await ctx.database.db
      .select({ total: sql<number>`sum(views)::int` })
      .from(helpArticles);
    const res = await view('no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect((await view('Not%20A%20Slug')).statusCode).toBe(400);
    const [after] = await ctx.database.db
      .select({ total: sql<number>`sum(views)::int` })
      .from(helpArticles);
    expect(after).toEqual(before);
  });

  it('counts 20 concurrent views as 20', async () => {
    const before = (await viewsOf('money-and-currencies'))!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => view('money-and-currencies', `10.3.0.${i + 1}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await viewsOf('money-and-currencies')).toBe(before + 20);
    // Every reader was told a different count: no two increments read the same value.
    expect(new Set(answers.map((a) => a.json().views)).size).toBe(20);
  });

  it('makes an article popular once it is among the most viewed', async () => {
    const all = await list();
    const quiet = all.at(-1)!;
    expect(quiet.popular).toBe(false);
    await ctx.database.db
      .update(helpArticles)
      .set({ views: all[0]!.views + 1 })
      .where(eq(helpArticles.slug, quiet.slug));
    const after = await list();
    expect(after[0]).toMatchObject({ slug: quiet.slug, popular: true });
    expect(after.filter((a) => a.popular)).toHaveLength(POPULAR_ARTICLE_COUNT);
    // The one it pushed out is no longer marked.
    expect(after.find((a) => a.slug === all[POPULAR_ARTICLE_COUNT - 1]!.slug)?.popular).toBe(false);
  });
});

describe('the help seed', () => {
  it('runs again at every start without duplicating articles or losing their views', async () => {
    const before = await list();
    await seedHelpArticles(ctx.database.db);
    await seedHelpArticles(ctx.database.db);
    expect(await list()).toEqual(before);
  });

  it('brings an article’s text back to the seed’s, keeping its views', async () => {
    await ctx.database.db
      .update(helpArticles)
      .set({ title: 'Old title', views: 12345 })
      .where(eq(helpArticles.slug, 'accounts'));
    await seedHelpArticles(ctx.database.db);
    const { body } = await get('/api/help/articles/accounts');
    expect(body).toMatchObject({ title: 'Do I need an account to book?', views: 12345 });
  });
});
