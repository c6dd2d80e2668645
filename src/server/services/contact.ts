import type { ContactMessage } from '../../domain/contact.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema/index.ts';
import type { Mailer } from './mail.ts';

/** The contact page's messages: kept, then sent to the support team (SMTP, or the outbox). */
export function createContactService({
  db,
  mailer,
  clock,
  supportEmail,
}: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  supportEmail: string;
}) {
  async function sendMessage(message: ContactMessage): Promise<{ id: number; received: true }> {
    const subject = message.subject || null;
    const [row] = await db
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        subject,
        message: message.message,
        category: message.category,
        createdAt: clock.now(),
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await mailer.send({
      to: supportEmail,
      subject: `[Contact #${id} · ${message.category}] ${subject ?? `Message from ${message.name}`}`,
      text: [
        `${message.name} <${message.email}> wrote through the contact page.`,
        `Category: ${message.category}`,
        `Subject: ${subject ?? '(none)'}`,
        '',
        message.message,
        '',
        `Reply to ${message.email}; we promise an answer within 24 hours.`,
      ].join('\n'),
    });
    return { id, received: true };
  }

  return { sendMessage };
}

export type ContactService = ReturnType<typeof createContactService>;
