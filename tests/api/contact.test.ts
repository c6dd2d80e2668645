import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONTACT_MESSAGES_PER_MINUTE, DEFAULT_SUPPORT_EMAIL } from '../../src/domain/contact.ts';
import { contactMessages, outbox } from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let clients = 0;
/** Each call from its own address, so the per-address limit only bites where it is tested. */
function send(payload: unknown, remoteAddress = `10.1.${clients >> 8}.${(clients += 1) & 255}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  });
}

async function counts(context = ctx) {
  const db = context.database.db;
  const [messages] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  const [mails] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { messages: messages!.n, mails: mails!.n };
}

const valid = {
  name: 'Kofi Boateng',
  email: 'kofi.boateng@example.com',
  subject: 'Airport pick-up in Accra',
  message: 'Does my hotel in Osu arrange a pick-up from Kotoka airport?\nI land at 22:40.',
  category: 'travel',
};

describe('POST /api/contact', () => {
  it('keeps the message and mails it to the support team', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({ id: expect.any(Number), received: true });

    const stored = await ctx.database.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: answer.id,
      name: 'Kofi Boateng',
      email: 'kofi.boateng@example.com',
      subject: 'Airport pick-up in Accra',
      message: valid.message,
      category: 'travel',
    });

    const mails = await ctx.database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(mails[0]!.subject).toBe(`[Contact #${answer.id} · travel] Airport pick-up in Accra`);
    expect(mails[0]!.text).toContain('Kofi Boateng <kofi.boateng@example.com>');
    expect(mails[0]!.text).toContain('I land at 22:40.');
    expect(mails[0]!.text).toContain('Category: travel');
  });

  it('takes a message without subject or category as a general one', async () => {
    const before = await counts();
    const res = await send({ name: 'Awa Ndiaye', email: 'awa@example.sn', message: 'Bonjour !' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${res.json().id}`);
    expect(row).toMatchObject({ subject: null, category: 'general', message: 'Bonjour !' });
    expect(await counts()).toEqual({
      messages: before.messages + 1,
      mails: before.mails + 1,
    });
    // Names and text are trimmed and kept in NFC, whatever the form sent.
    const composed = await send({ ...valid, name: '  Adébáyọ̀ Ọláòṣebìkan  ', category: '' });
    expect(composed.statusCode).toBe(201);
    const [kept] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${composed.json().id}`);
    expect(kept).toMatchObject({
      name: 'Adébáyọ̀ Ọláòṣebìkan'.normalize('NFC'),
      category: 'general',
    });
  });

  const refusals: [label: string, body: unknown, field: string, rule: string][] = [
    ['no name', { ...valid, name: undefined }, 'name', 'required'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'required'],
    ['a name too long', { ...valid, name: 'N'.repeat(101) }, 'name', 'too_long'],
    ['a name with NUL', { ...valid, name: 'Ama\u0000Mensah' }, 'name', 'control_characters'],
    ['a name with a line break', { ...valid, name: 'Ama\nMensah' }, 'name', 'control_characters'],
    ['a name with a lone surrogate', { ...valid, name: 'Ama\ud800' }, 'name', 'broken_text'],
    ['a name that is a number', { ...valid, name: 42 }, 'name', 'invalid_type'],
    ['no e-mail', { ...valid, email: undefined }, 'email', 'required'],
    ['an empty e-mail', { ...valid, email: '' }, 'email', 'required'],
    ['a bad e-mail', { ...valid, email: 'kofi at example' }, 'email', 'invalid_email'],
    ['an e-mail too long', { ...valid, email: `${'k'.repeat(250)}@x.com` }, 'email', 'too_long'],
    ['no message', { ...valid, message: undefined }, 'message', 'required'],
    ['a blank message', { ...valid, message: ' \n\t ' }, 'message', 'required'],
    ['a message too long', { ...valid, message: 'm'.repeat(2001) }, 'message', 'too_long'],
    ['a message with NUL', { ...valid, message: 'Hi\u0000' }, 'message', 'control_characters'],
    ['a subject too long', { ...valid, subject: 's'.repeat(151) }, 'subject', 'too_long'],
    [
      'a subject over two lines',
      { ...valid, subject: 'a\r\nBcc: x' },
      'subject',
      'control_characters',
    ],
    ['an unknown category', { ...valid, category: 'spam' }, 'category', 'invalid_choice'],
    ['a category of another case', { ...valid, category: 'Booking' }, 'category', 'invalid_choice'],
    ['a numeric category', { ...valid, category: 3 }, 'category', 'invalid_choice'],
  ];

  for (const [label, body, field, rule] of refusals) {
    it(`refuses ${label} with 400 naming ${field} (${rule}) and stores and sends nothing`, async () => {
      const before = await counts();
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      expect(answer.code).toBe('invalid_request');
      expect(answer.errors).toContainEqual(expect.objectContaining({ field, rule }));
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a missing body, a list, malformed JSON and another content type', async () => {
    const before = await counts();
    for (const payload of ['', '[]', '{"name":', 'null']) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=Kofi&email=kofi@example.com&message=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.2.0.1',
    });
    expect(form.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('refuses a message from another site before reading it', async () => {
    const before = await counts();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      headers: { 'sec-fetch-site': 'cross-site' },
      remoteAddress: '10.2.0.2',
    });
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it(`takes ${CONTACT_MESSAGES_PER_MINUTE} messages a minute from one address, then 429 that stores nothing`, async () => {
    const before = await counts();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_MESSAGES_PER_MINUTE; i++) {
      statuses.push((await send({ ...valid, subject: `Try ${i}` }, '192.0.2.77')).statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_MESSAGES_PER_MINUTE).fill(201), 429]);
    const refused = await send(valid, '192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(await counts()).toEqual({
      messages: before.messages + CONTACT_MESSAGES_PER_MINUTE,
      mails: before.mails + CONTACT_MESSAGES_PER_MINUTE,
    });
    // Another address is not held back by this one.
    expect((await send(valid, '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('the support address', () => {
  it('is the one the app is given (SUPPORT_EMAIL)', async () => {
    const other = await createTestApp({ supportEmail: 'help@teranga.example' });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.statusCode).toBe(201);
      const [mail] = await other.database.db.select().from(outbox);
      expect(mail!.to).toBe('help@teranga.example');
    } finally {
      await other.close();
    }
  });
});
