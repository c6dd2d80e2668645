import { z } from 'zod';
import { email, freeText, plainText, searchText } from './input.ts';

/** Spec 2 section 3: what a contact message is about. */
export const CONTACT_CATEGORIES = [
  'general',
  'booking',
  'payment',
  'travel',
  'technical',
  'feedback',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Where contact messages go unless SUPPORT_EMAIL says otherwise; the contact page shows it. */
export const DEFAULT_SUPPORT_EMAIL = 'support@teranga.travel';
/** Messages one client address may send a minute. */
export const CONTACT_MESSAGES_PER_MINUTE = 5;
export const MAX_SUBJECT_LENGTH = 150;
export const MAX_CONTACT_MESSAGE_LENGTH = 2000;

/** POST /api/contact: name, e-mail and message required; subject optional; category known. */
export const ContactBody = z.object({
  name: plainText('name'),
  email,
  subject: searchText(MAX_SUBJECT_LENGTH).default(''),
  message: freeText(MAX_CONTACT_MESSAGE_LENGTH).pipe(z.string().min(1, 'is required')),
  // A form's select left empty is no choice: the default.
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(CONTACT_CATEGORIES, { error: `must be one of ${CONTACT_CATEGORIES.join(', ')}` })
      .default('general'),
  ),
});
export type ContactMessage = z.output<typeof ContactBody>;

/** POST /api/contact's answer: the message is kept under this id and sent on. */
export const ContactAnswer = z.object({ id: z.number(), received: z.literal(true) });

/** Spec 2 section 9: support hours, in each office's local time. */
export const SUPPORT_HOURS = [
  { days: 'monFri', opens: '09:00', closes: '18:00' },
  { days: 'sat', opens: '10:00', closes: '16:00' },
  { days: 'sun', opens: null, closes: null },
] as const;

/** POST /api/contact: the message is kept under this id. */
export const ContactReceipt = z.object({ id: z.number(), received: z.literal(true) });
