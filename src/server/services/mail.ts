import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { silentLog, type ServiceLog } from '../lib/service-log.ts';
import { outbox, outboxAttachments, sealedMail } from '../db/schema/index.ts';

/** A file sent with a message (a booking's voucher, its calendar file). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A part of the text only the recipient may read (a reset or verification link). */
  secret?: string;
  attachments?: MailAttachment[];
};

export type Mailer = { send(message: MailMessage): Promise<{ via: 'smtp' | 'outbox' }> };

/** What the outbox shows in place of a message's secret. */
export const WITHHELD = '[link withheld: only the recipient receives it]';

/**
 * Mail over SMTP when SMTP_URL is set; otherwise (or when the SMTP server refuses) the message is
 * kept in the outbox table, where the admin can read it: a confirmation is never silently lost.
 * A message's secret never reaches the outbox: its whole text goes to `sealed_mail`, which no
 * route reads (docs/decisions/0018).
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  log = silentLog,
}: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  log?: ServiceLog;
}): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send({ secret, attachments = [], ...message }) {
      if (transport) {
        try {
          await transport.sendMail({ from, ...message, attachments });
          return { via: 'smtp' };
        } catch (error) {
          log.warn({ err: error }, 'SMTP refused a message; kept in the outbox');
        }
      }
      const withhold = (text: string) => (secret ? text.replaceAll(secret, WITHHELD) : text);
      await db.transaction(async (tx) => {
        const [kept] = await tx
          .insert(outbox)
          .values({
            ...message,
            text: withhold(message.text),
            ...(message.html ? { html: withhold(message.html) } : {}),
          })
          .returning({ id: outbox.id });
        if (secret) await tx.insert(sealedMail).values({ outboxId: kept!.id, text: message.text });
        if (attachments.length > 0) {
          await tx
            .insert(outboxAttachments)
            .values(attachments.map((file) => ({ outboxId: kept!.id, ...file })));
        }
      });
      return { via: 'outbox' };
    },
  };
}
