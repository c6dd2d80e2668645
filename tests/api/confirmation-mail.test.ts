import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays } from '../../src/domain/dates.ts';
import { outbox, outboxAttachments } from '../../src/server/db/schema/index.ts';
import { createTestApp, TEST_NOW, type TestContext } from '../helpers/app.ts';
import { hotelSessionBody, payAndConfirm } from '../helpers/checkout.ts';
import { drawnText } from '../helpers/documents.ts';
import { makeAccommodation } from '../helpers/factories.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';

const today = TEST_NOW.slice(0, 10);
const PUBLIC_URL = 'https://book.teranga.example';

/** The properties of a calendar file's events, its folded lines joined. */
function calendarEvents(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT' && event) {
      events.push(event);
      event = null;
    } else if (event) {
      const colon = line.indexOf(':');
      event[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return events;
}

/**
 * Books and pays a two-night stay ten days on, in `language`, and runs the jobs it queued;
 * answers the confirmed booking.
 */
async function bookStay(ctx: TestContext, email: string, language: 'en' | 'fr') {
  const stay = await makeAccommodation(ctx.database.db, { name: 'Maison Gorée' });
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/session',
    payload: { ...hotelSessionBody({ accommodationId: stay.id, today, email }), language },
  });
  expect(session.statusCode).toBe(200);
  const confirmed = await payAndConfirm(ctx.app, session.json());
  // The e-mail is the mail.confirmation job's: a worker would take it now.
  await ctx.app.jobs.runPending();
  return confirmed;
}

const checkIn = addDays(today, 10).replaceAll('-', '');

describe('the confirmation e-mail kept in the outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => ctx.close());

  it('carries the voucher and the calendar file, in French, with a link to the booking', async () => {
    const { confirmationNumber } = await bookStay(ctx, 'awa.diop@example.com', 'fr');
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'awa.diop@example.com'));
    expect(mail!.subject).toBe(`Votre réservation Teranga ${confirmationNumber} est confirmée`);
    const link = `${PUBLIC_URL}/bookings?reference=${confirmationNumber}`;
    expect(mail!.text).toContain(`Votre réservation en ligne\u202f: ${link}`);
    expect(mail!.text).toContain('En pièces jointes\u202f: votre bon de réservation (PDF)');
    expect(mail!.html).toContain(`href="${link}"`);

    const files = await ctx.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail!.id))
      .orderBy(asc(outboxAttachments.id));
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      [`teranga-${confirmationNumber}.pdf`, 'application/pdf'],
      [`teranga-${confirmationNumber}.ics`, 'text/calendar; charset=utf-8'],
    ]);
    const voucher = await drawnText(files[0]!.content);
    expect(voucher).toContain('Bon de réservation');
    expect(voucher).toContain(confirmationNumber);
    expect(voucher).toContain('Maison Gorée');
    const [event] = calendarEvents(files[1]!.content.toString('utf8'));
    expect(event).toMatchObject({
      UID: `${confirmationNumber}@teranga.travel`,
      DTSTART: checkIn,
      STATUS: 'CONFIRMED',
    });
    expect(event!.SUMMARY).toContain('Maison Gorée');
  });
});

describe('the confirmation e-mail over SMTP', () => {
  let ctx: TestContext;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({ smtpUrl: sink.url, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.close();
  });

  it('carries the same voucher, calendar file and link, in English', async () => {
    const next = sink.next();
    const { confirmationNumber } = await bookStay(ctx, 'kofi@example.com', 'en');
    const mail = await next;
    expect(mail.to).toEqual(['kofi@example.com']);
    expect(mail.subject).toBe(`Your Teranga booking ${confirmationNumber} is confirmed`);
    expect(mail.text).toContain(
      `Your booking online: ${PUBLIC_URL}/bookings?reference=${confirmationNumber}`,
    );
    expect(mail.attachments.map((f) => [f.filename, f.contentType])).toEqual([
      [`teranga-${confirmationNumber}.pdf`, 'application/pdf'],
      [`teranga-${confirmationNumber}.ics`, 'text/calendar'],
    ]);
    const voucher = await drawnText(mail.attachments[0]!.content);
    expect(voucher).toContain('Booking voucher');
    expect(voucher).toContain(confirmationNumber);
    const [event] = calendarEvents(mail.attachments[1]!.content.toString('utf8'));
    expect(event).toMatchObject({ DTSTART: checkIn, STATUS: 'CONFIRMED' });
    const kept = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'kofi@example.com'));
    expect(kept).toEqual([]);
  });
});
