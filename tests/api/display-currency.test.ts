import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { convertMinor, formatMinor, SHIPPED_RATES } from '../../src/domain/currencies.ts';
import { toCents } from '../../src/domain/format.ts';
import { outbox, outboxAttachments } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, orderOf, payAndConfirm } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation } from '../helpers/factories.ts';

const today = TEST_NOW.slice(0, 10);

/**
 * A booking made while the traveller reads prices in another currency: the order keeps it with
 * the day's rates, and the voucher and e-mail show amounts in it beside the US dollars charged.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function bookStay(email: string, extra: Record<string, unknown>) {
  const stay = await makeAccommodation(ctx.database.db, { name: 'Maison Gorée' });
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/session',
    payload: { ...hotelSessionBody({ accommodationId: stay.id, today, email }), ...extra },
  });
  expect(session.statusCode, session.body).toBe(200);
  await payAndConfirm(ctx.app, session.json());
  await ctx.app.jobs.runPending();
  const order = await orderOf(ctx.database.db, session.json().sessionId);
  const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
  const [voucher] = await ctx.database.db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, mail!.id))
    .orderBy(asc(outboxAttachments.id));
  return { order, mail: mail!, voucher: await drawnText(voucher!.content) };
}

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('a booking made in FCFA', () => {
  it('keeps the currency and the rates in the order, and shows FCFA with the dollars charged in the voucher and e-mail', async () => {
    const { order, mail, voucher } = await bookStay('fatou@example.com', {
      language: 'fr',
      displayCurrency: 'XOF',
    });
    expect(order.currency).toBe('USD');
    const meta = order.meta as { display?: { currency: string; rates: { asOf: string } } };
    expect(meta.display).toEqual({ currency: 'XOF', rates: SHIPPED_RATES });

    const total = toCents(order.amount);
    const fcfa = plain(formatMinor(convertMinor(total, 'USD', 'XOF', SHIPPED_RATES), 'XOF', 'fr'));
    expect(fcfa).toMatch(/^\d{1,3}( \d{3})* FCFA$/);
    const charged = `${plain(new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD' }).format(total / 100))}`;
    const both = `${fcfa} (${charged} débités)`;
    expect(plain(voucher)).toContain(both);
    expect(plain(mail.text!)).toContain(both);
    // The rate and its day are stated.
    expect(plain(voucher)).toContain('1 USD = 565,4802 XOF');
    expect(plain(mail.text!)).toContain('cours du mer. 25 nov. 2026');
  });

  it('in English too, and leaves a booking in dollars as it was', async () => {
    const naira = await bookStay('ade@example.com', { language: 'en', displayCurrency: 'NGN' });
    const total = toCents(naira.order.amount);
    const shown = plain(formatMinor(convertMinor(total, 'USD', 'NGN', SHIPPED_RATES), 'NGN', 'en'));
    expect(plain(naira.mail.text!)).toContain(`${shown} (USD ${(total / 100).toFixed(2)} charged)`);

    const dollars = await bookStay('sam@example.com', { language: 'en', displayCurrency: 'USD' });
    expect((dollars.order.meta as { display?: unknown }).display).toBeUndefined();
    expect(dollars.mail.text).not.toContain('charged)');
  });

  it('refuses a currency we do not show, naming the field, and opens nothing', async () => {
    const stay = await makeAccommodation(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: {
        ...hotelSessionBody({ accommodationId: stay.id, today, email: 'x@example.com' }),
        displayCurrency: 'JPY',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('displayCurrency');
  });
});
