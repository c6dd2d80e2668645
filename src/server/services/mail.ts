import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = { send(message: MailMessage): Promise<{ via: 'smtp' | 'outbox' }> };

/**
 * Mail over SMTP when SMTP_URL is set; otherwise (or when the SMTP server refuses) the message is
 * kept in the outbox table, where the admin can read it: a confirmation is never silently lost.
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  log,
}: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  log?: (message: string, error: unknown) => void;
}): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        try {
          await transport.sendMail({ from, ...message });
          return { via: 'smtp' };
        } catch (error) {
          log?.('SMTP refused a message; kept in the outbox', error);
        }
      }
      await db.insert(outbox).values(message);
      return { via: 'outbox' };
    },
  };
}
