import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { travelQueries, visaRequirements } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { knowledgeBase } from '../../src/server/knowledge/index.ts';
import { visaRows } from '../../src/server/db/seed/visas.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDatabase(ctx.database.db, { today });
});
afterAll(() => ctx.close());

async function ask(url: string, payload: unknown) {
  const res = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

async function storedQueries(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(travelQueries);
  return row?.n ?? 0;
}

describe('POST /api/travel-assistant', () => {
  it('answers {id, response} from the knowledge base, cites it, and keeps the exchange', async () => {
    const { status, body } = await ask('/api/travel-assistant', {
      query: 'Do US citizens need a visa for Ghana?',
      category: 'visas',
    });
    expect(status).toBe(200);
    expect(body.id).toEqual(expect.any(Number));
    expect(body.response).toMatch(/^Yes\. US citizens need a visa for Ghana/);
    expect(body.response).toContain('yellow fever');
    expect(body.response).toMatch(/Sources: .*\(reviewed /);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeGreaterThan(0);
    const [stored] = await ctx.database.db
      .select()
      .from(travelQueries)
      .orderBy(desc(travelQueries.id))
      .limit(1);
    expect(stored).toMatchObject({
      id: body.id,
      query: 'Do US citizens need a visa for Ghana?',
      response: body.response,
      category: 'visas',
    });
  });

  it('refuses an empty, blank, oversized or unknown-category question, and stores nothing', async () => {
    const before = await storedQueries();
    const cases: [unknown, string, string][] = [
      [{ query: '' }, 'query', 'required'],
      [{ query: '   \n  ' }, 'query', 'required'],
      [{}, 'query', 'required'],
      [{ query: 'x'.repeat(2001) }, 'query', 'too_long'],
      [{ query: 'Visa for Ghana?', category: 'astrology' }, 'category', 'invalid_choice'],
      [{ query: 'Visa\u0000 for Ghana?' }, 'query', 'control_characters'],
    ];
    for (const [payload, field, rule] of cases) {
      const { status, body } = await ask('/api/travel-assistant', payload);
      expect(status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ field, rule })]);
    }
    expect(await storedQueries()).toBe(before);
  });
});

describe('POST /api/ai/travel-assistant', () => {
  it('answers {response, suggestions} in French to a French question', async () => {
    const { status, body } = await ask('/api/ai/travel-assistant', {
      query: 'Quelle monnaie utilise-t-on en Côte d’Ivoire ?',
    });
    expect(status).toBe(200);
    expect(body.response).toContain('XOF');
    expect(body.response).toContain('franc CFA');
    expect(body.response).toMatch(/Sources : /);
    expect(
      body.suggestions.every(
        (s: string) => /[éèàç]|\?/.test(s) || s.startsWith('Hôtels') || s.startsWith('Circuits'),
      ),
    ).toBe(true);
  });

  it('keeps the context: "and in December?" after a question about Ghana is about Ghana', async () => {
    const first = 'When is the best time to visit Ghana?';
    const { body: answer } = await ask('/api/ai/travel-assistant', { query: first });
    const { status, body } = await ask('/api/ai/travel-assistant', {
      query: 'And in December?',
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: answer.response },
      ],
    });
    expect(status).toBe(200);
    expect(body.response).toMatch(/^December is .*Ghana/);
  });

  it('searches flights for "next Friday" and links to the prefilled results', async () => {
    const { status, body } = await ask('/api/ai/travel-assistant', {
      query: 'Find me flights from Lagos to Accra next Friday',
    });
    expect(status).toBe(200);
    expect(body.response).toMatch(/cheapest flights from Lagos \(LOS\) to Accra \(ACC\)/);
    const link = body.links.find((l: { href: string }) => l.href.startsWith('/flights?'));
    expect(link.href).toMatch(/^\/flights\?from=LOS&to=ACC&departDate=2026-11-27&passengers=1$/);
    // The price it quotes is one the search itself answers.
    const search = await ctx.app.inject({
      url: '/api/flights/search?from=LOS&to=ACC&departDate=2026-11-27&passengers=1',
    });
    const cheapest = Math.min(
      ...search.json().flights.map((f: { totalAmount: string }) => Number(f.totalAmount)),
    );
    expect(body.response).toContain(`$${Math.round(cheapest).toLocaleString('en-US')}`);
  });

  it('searches stays and tours with links to the prefilled pages', async () => {
    const hotels = await ask('/api/ai/travel-assistant', {
      query: 'Hotels in Accra for 3 nights from 10 December for 2 people',
    });
    expect(hotels.body.links).toContainEqual({
      label: 'All stays in Accra',
      href: '/hotels?destination=Accra&checkIn=2026-12-10&checkOut=2026-12-13&guests=2',
    });
    expect(hotels.body.response).toMatch(/stays are free in Accra/);
    const tours = await ask('/api/ai/travel-assistant', { query: 'Show me tours in Senegal' });
    expect(tours.body.links).toContainEqual({
      label: 'Tours in Senegal',
      href: '/tour-operators?country=Senegal',
    });
    expect(tours.body.response).toMatch(/tours in Senegal from verified local operators/);
  });

  it('keeps a price cap said in francs CFA in the stay search and its link', async () => {
    const { body } = await ask('/api/ai/travel-assistant', {
      query: 'Hotel in Accra under 50,000 FCFA a night',
    });
    // 50,000 F CFA at the fixed 655.957 F CFA = €1, and €1 = $1.16: $88.
    expect(body.response).toMatch(/under \$88 \(50,000 F CFA, at the fixed 655\.957 F CFA = €1/);
    const link = body.links.find((l: { href: string }) => l.href.startsWith('/hotels?'));
    expect(link.href).toMatch(/^\/hotels\?destination=Accra&.*&maxPrice=88$/);
    const prices = [...body.response.matchAll(/\$(\d[\d,]*) a night/g)].map((m) =>
      Number(m[1].replace(/,/g, '')),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(88);
  });

  it('says plainly when it does not know', async () => {
    const { body } = await ask('/api/ai/travel-assistant', {
      query: 'What is the airspeed velocity of an unladen swallow?',
    });
    expect(body.response).toMatch(/^I don't know the answer to that/);
    const kenya = await ask('/api/ai/travel-assistant', { query: 'Do I need a visa for Kenya?' });
    expect(kenya.body.response).toMatch(/I only know West Africa/);
  });

  it('limits the questions one address may ask per minute', async () => {
    const limited = await createTestApp({ assistantQuestionsPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/ai/travel-assistant',
          payload: { query: 'Hello' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/visa-requirements', () => {
  it('fills visa_requirements from the knowledge base, once', async () => {
    const [count] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(visaRequirements);
    expect(count?.n).toBe(visaRows(knowledgeBase()).length);
    await seedDatabase(ctx.database.db, { today });
    const [again] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(visaRequirements);
    expect(again?.n).toBe(count?.n);
  });

  it('answers the rule for a citizenship and a destination, by code or name', async () => {
    const res = await ctx.app.inject({
      url: '/api/visa-requirements?fromCountry=United%20States&toCountry=GH&passportType=regular',
    });
    expect(res.statusCode).toBe(200);
    const ghana = knowledgeBase().country('ghana')!;
    const rule = knowledgeBase().rule(ghana, 'us');
    expect(res.json()).toMatchObject({
      fromCountry: 'US',
      toCountry: 'GH',
      toCountryName: 'Ghana',
      visaRequired: true,
      visaType: rule.visaType,
      officialSource: ghana.entry.officialSource,
    });
    const french = await ctx.app.inject({
      url: '/api/visa-requirements?fromCountry=France&toCountry=S%C3%A9n%C3%A9gal&lang=fr',
    });
    expect(french.json()).toMatchObject({
      fromCountryName: 'France',
      toCountryName: 'Sénégal',
      visaRequired: false,
    });
  });

  it('refuses unknown countries with the field, and says when it has no rule', async () => {
    const unknown = await ctx.app.inject({
      url: '/api/visa-requirements?fromCountry=Atlantis&toCountry=Kenya',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: 'fromCountry', rule: 'unknown_country' }),
      expect.objectContaining({ field: 'toCountry', rule: 'unknown_country' }),
    ]);
    const missing = await ctx.app.inject({ url: '/api/visa-requirements?toCountry=GH' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'fromCountry', rule: 'required' });
    const badType = await ctx.app.inject({
      url: '/api/visa-requirements?fromCountry=US&toCountry=GH&passportType=golden',
    });
    expect(badType.statusCode).toBe(400);
    const diplomatic = await ctx.app.inject({
      url: '/api/visa-requirements?fromCountry=US&toCountry=GH&passportType=diplomatic',
    });
    expect(diplomatic.statusCode).toBe(404);
    expect(diplomatic.json().code).toBe('no_rule_on_record');
    // Senegal's rule depends on each nationality: no rule for Norway, but its official source.
    const norway = await ctx.app.inject({
      url: '/api/visa-requirements?fromCountry=Norway&toCountry=SN',
    });
    expect(norway.statusCode).toBe(404);
    expect(norway.json()).toMatchObject({
      code: 'no_rule_on_record',
      officialSource: knowledgeBase().country('senegal')!.entry.officialSource,
    });
  });

  it('answers for passports beyond the groups: South Africa, the African Union, Brazil', async () => {
    const visa = async (from: string, to: string) => {
      const res = await ctx.app.inject({
        url: `/api/visa-requirements?fromCountry=${from}&toCountry=${to}`,
      });
      expect(res.statusCode, `${from} -> ${to}`).toBe(200);
      return res.json();
    };
    // Ghana and South Africa waived visas for each other from 1 November 2023.
    expect(await visa('ZA', 'GH')).toMatchObject({
      visaRequired: false,
      visaType: 'none',
      maxStayDays: 90,
    });
    expect(await visa('ZA', 'NG')).toMatchObject({ visaRequired: true, visaType: 'evisa' });
    // Benin waives visas for every African passport.
    expect(await visa('ZA', 'BJ')).toMatchObject({ visaRequired: false, maxStayDays: 90 });
    expect(await visa('Kenya', 'BJ')).toMatchObject({ visaRequired: false });
    expect(await visa('GA', 'CM')).toMatchObject({ visaRequired: false });
    expect(await visa('Brazil', 'GH')).toMatchObject({
      visaRequired: true,
      visaType: 'embassy',
    });
    expect(await visa('JP', 'TG')).toMatchObject({ visaRequired: true, visaType: 'evisa' });
  });

  it('says entry is suspended as its own visa type, with nothing to bring', async () => {
    for (const to of ['ML', 'BF', 'NE']) {
      const res = await ctx.app.inject({
        url: `/api/visa-requirements?fromCountry=US&toCountry=${to}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json(), to).toMatchObject({
        visaRequired: true,
        visaType: 'suspended',
        requirements: [],
      });
    }
  });
});

describe('with an OpenAI-compatible model', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { messages: { role: string; content: string | null }[]; tools: unknown[] }[] = [];
  let mode: 'tools' | 'fail' = 'tools';

  async function bodyOf(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }

  beforeAll(async () => {
    // A local stand-in for the chat completions API: asks for one flight search, then answers.
    server = createServer(async (request, response) => {
      const body = await bodyOf(request);
      seen.push(body);
      response.setHeader('content-type', 'application/json');
      if (mode === 'fail' || request.url !== '/v1/chat/completions') {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { message: 'down' } }));
        return;
      }
      const toolResult = body.messages.find((m: { role: string }) => m.role === 'tool');
      const message = toolResult
        ? {
            role: 'assistant',
            content: `Model answer. Cheapest: ${toolResult.content.slice(0, 40)}`,
          }
        : {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'search_flights',
                  arguments: JSON.stringify({
                    origin: 'LOS',
                    destination: 'ACC',
                    date: '2026-11-27',
                  }),
                },
              },
            ],
          };
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, message, finish_reason: toolResult ? 'stop' : 'tool_calls' }],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers through the model, which reads the knowledge and calls the flight search', async () => {
    const withModel = await createTestApp({
      assistantModel: { apiKey: 'test-key', baseUrl, model: 'stub-model' },
    });
    try {
      mode = 'tools';
      seen.length = 0;
      const res = await withModel.app.inject({
        method: 'POST',
        url: '/api/ai/travel-assistant',
        payload: { query: 'Do I need a visa for Ghana as a US citizen?' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toMatch(/^Model answer\. Cheapest: \[\{"airline"/);
      expect(seen).toHaveLength(2);
      expect(seen[0]!.messages[0]!.content).toContain('US citizens need a visa for Ghana');
      expect(seen[0]!.tools.length).toBe(3);

      mode = 'fail';
      const fallback = await withModel.app.inject({
        method: 'POST',
        url: '/api/ai/travel-assistant',
        payload: { query: 'Do I need a visa for Ghana as a US citizen?' },
      });
      expect(fallback.statusCode).toBe(200);
      expect(fallback.json().response).toMatch(/^Yes\. US citizens need a visa for Ghana/);
    } finally {
      await withModel.close();
    }
  });
});
