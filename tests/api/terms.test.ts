import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stayStartsAt } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/dates.ts';
import { formatInZone } from '../../src/domain/format.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, testCardPayment } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation } from '../helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const today = TEST_NOW.slice(0, 10);
const POLICY_72 =
  'Free cancellation until 72 hours before check-in. Later cancellations are charged 50% of the stay.';

async function post(url: string, payload: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

/** A paid booking of `stay` for two nights from `inDays` days after today. */
async function book(accommodationId: number, email: string, inDays = 10) {
  const session = await post(
    '/api/checkout/session',
    hotelSessionBody({ accommodationId, today, email, inDays }),
  );
  expect(session.status).toBe(200);
  await post('/api/payments/test/confirm', testCardPayment(session.body));
  const confirmed = await post('/api/checkout/confirm', {
    paymentIntentId: session.body.paymentIntentId,
    sessionId: session.body.sessionId,
  });
  expect(confirmed.status).toBe(200);
  // Its e-mail is a job's, which a worker would run now.
  await ctx.app.jobs.runPending();
  return confirmed.body as { bookingId: string; confirmationNumber: string };
}

describe("a booking states the property's own terms, counted in its local time", () => {
  it('a Lagos stay with a 72-hour policy: deadline 72 hours before 14:00 Lagos time', async () => {
    ctx.clock.set(TEST_NOW);
    const stay = await makeAccommodation(ctx.database.db, {
      location: 'Ikoyi, Lagos',
      city: 'Lagos',
      country: 'Nigeria',
      cancellationPolicy: POLICY_72,
    });
    const checkIn = addDays(today, 10);
    const startsAt = stayStartsAt(checkIn, 'Africa/Lagos');
    expect(startsAt.toISOString()).toBe(`${checkIn}T13:00:00.000Z`);
    const freeUntil = new Date(startsAt.getTime() - 72 * 3_600_000).toISOString();

    const { bookingId } = await book(stay.id, 'ngozi@example.com');
    const view = (await ctx.app.inject({ url: `/api/orders/${bookingId}` })).json();
    expect(view.startsAt).toBe(startsAt.toISOString());
    expect(view.cancellation).toEqual({ freeHours: 72, lateFee: 'half', freeUntil });
    expect(view.trip).toMatchObject({ city: 'Lagos', timeZone: 'Africa/Lagos' });

    // The e-mail and the calendar file say the same deadline, in Lagos time.
    const deadline = `free until ${formatInZone(freeUntil, 'Africa/Lagos', 'en-GB')} (Lagos time)`;
    expect(deadline).toContain('14:00 (Lagos time)');
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'ngozi@example.com'));
    expect(mail!.text).toContain(deadline);
    expect(mail!.text).toContain('after that, 50% of the stay is charged');
    expect(mail!.text).not.toContain('24 hours');
  });

  it('cancels free up to that deadline and charges half one second after it', async () => {
    const stay = await makeAccommodation(ctx.database.db, {
      city: 'Lagos',
      country: 'Nigeria',
      cancellationPolicy: POLICY_72,
    });
    const startsAt = stayStartsAt(addDays(today, 10), 'Africa/Lagos');
    const deadline = startsAt.getTime() - 72 * 3_600_000;

    ctx.clock.set(TEST_NOW);
    const early = await book(stay.id, 'early@example.com');
    const late = await book(stay.id, 'late@example.com');

    ctx.clock.set(new Date(deadline).toISOString());
    const free = await post(`/api/bookings/${early.bookingId}/cancel`, {
      email: 'early@example.com',
    });
    expect(free.body).toMatchObject({ refund: '220.00', fee: '0.00' });

    ctx.clock.set(new Date(deadline + 1000).toISOString());
    const charged = await post(`/api/bookings/${late.bookingId}/cancel`, {
      email: 'late@example.com',
    });
    expect(charged.body).toMatchObject({ refund: '110.00', fee: '110.00' });
    ctx.clock.set(TEST_NOW);
  });

  it('a stay in Accra begins at 14:00 GMT, and one in Praia at 14:00 Cape Verde time', async () => {
    for (const [country, zone, hour] of [
      ['Ghana', 'Africa/Accra', '14'],
      ['Cape Verde', 'Atlantic/Cape_Verde', '15'],
    ] as const) {
      const stay = await makeAccommodation(ctx.database.db, { country });
      const { bookingId } = await book(stay.id, `${zone.length}@example.com`, 12);
      const view = (await ctx.app.inject({ url: `/api/orders/${bookingId}` })).json();
      expect(view.startsAt).toBe(`${addDays(today, 12)}T${hour}:00:00.000Z`);
      expect(view.trip.timeZone).toBe(zone);
    }
  });

  it("a cancelled booking's voucher and e-mail say cancelled, when, and the refund, never how to check in", async () => {
    ctx.clock.set(TEST_NOW);
    const stay = await makeAccommodation(ctx.database.db, { cancellationPolicy: POLICY_72 });
    const { bookingId, confirmationNumber } = await book(stay.id, 'kwame@example.com');
    ctx.clock.set('2026-11-22T10:30:00.000Z');
    const cancelled = await post(`/api/bookings/${bookingId}/cancel`, {
      email: 'kwame@example.com',
    });
    expect(cancelled.body).toMatchObject({ refund: '220.00', refundStatus: 'refunded' });

    const voucher = await ctx.app.inject({ url: `/api/orders/${bookingId}/voucher.pdf` });
    const text = (await drawnText(voucher.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'This booking was cancelled on Sun, 22 Nov 2026, 10:30 UTC: USD 220.00 was refunded to the card ending 4242.',
    );
    expect(text).toContain('this voucher is not valid');
    expect(text).not.toMatch(/when you check in|Bring a photo ID|Free cancellation/i);

    await ctx.app.jobs.runPending();
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your Teranga booking ${confirmationNumber} has been cancelled`));
    expect(mail!.text).toContain('This booking was cancelled on Sun, 22 Nov 2026, 10:30 UTC');
    ctx.clock.set(TEST_NOW);
  });

  it('a booking made in French gets its voucher, calendar file and e-mail in French', async () => {
    ctx.clock.set(TEST_NOW);
    const stay = await makeAccommodation(ctx.database.db, {
      location: 'Plateau, Dakar',
      city: 'Dakar',
      country: 'Senegal',
      cancellationPolicy: POLICY_72,
    });
    const session = await post('/api/checkout/session', {
      ...hotelSessionBody({ accommodationId: stay.id, today, email: 'aminata@example.com' }),
      language: 'fr',
    });
    await post('/api/payments/test/confirm', testCardPayment(session.body));
    const { body } = await post('/api/checkout/confirm', {
      paymentIntentId: session.body.paymentIntentId,
      sessionId: session.body.sessionId,
    });
    await ctx.app.jobs.runPending();

    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'aminata@example.com'));
    expect(mail!.subject).toBe(
      `Votre réservation Teranga ${body.confirmationNumber} est confirmée`,
    );
    expect(mail!.text).toContain('Bonjour Ama Mensah,');
    expect(mail!.text).toContain('Total payé\u202f: 220,00 $US');
    expect(mail!.text).toMatch(
      /Annulation\u202f: gratuite jusqu'au .+ 14:00 \(heure de Dakar\) ; ensuite, 50 % du séjour est facturé\./,
    );
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.text).toContain('Plateau, Dakar, Sénégal');
    expect(mail!.text).not.toContain('Senegal');

    const voucher = await ctx.app.inject({ url: `/api/orders/${body.bookingId}/voucher.pdf` });
    const text = (await drawnText(voucher.rawPayload)).replace(/\s+/g, ' ');
    for (const words of [
      'Bon de réservation',
      'Numéro de confirmation',
      'CONFIRMÉE',
      'Établissement',
      'Total payé',
      '220,00 $US',
      'Présentez ce bon',
      'Plateau, Dakar, Sénégal',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/Booking voucher|Total paid|Property|Senegal/);
    const ics = await ctx.app.inject({ url: `/api/orders/${body.bookingId}/calendar.ics` });
    expect(ics.body.replace(/\r\n /g, '')).toContain('Numéro de confirmation\u202f: ');
  });
});
