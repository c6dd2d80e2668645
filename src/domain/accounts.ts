import { z } from 'zod';
import { checkBirthDate } from './checkout.ts';
import type { FieldError } from './field-errors.ts';
import { DOCUMENT_LANGUAGES } from './languages.ts';
import { email, isoDate, plainText, searchText, token } from './input.ts';

/** The language of the e-mails an account call sends (verification, reset). */
const language = z.enum(DOCUMENT_LANGUAGES).optional();

/** Spec 2 section 5: passwords of at least 6 characters. The upper bound keeps hashing cheap. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A password as typed: never trimmed (spaces count), bounded, no other rule (NIST 800-63B). */
export const password = z
  .string({ error: 'is required' })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

const phone = searchText(40)
  .refine((value) => value === '' || /^\+?[0-9 ()-]{6,40}$/.test(value), {
    error: 'must be a phone number: digits, spaces, + ( ) -',
    params: { rule: 'invalid_format' },
  })
  .transform((value) => value || undefined);

/** POST /api/auth/register (spec 2 sections 2 and 5). */
export const RegisterBody = z.object({
  firstName: plainText('first name'),
  lastName: plainText('last name'),
  email,
  phone: phone.optional(),
  password,
  language,
});
export type RegisterInput = z.output<typeof RegisterBody>;

/** POST /api/auth/login: any password is checked, not judged, so old short ones still sign in. */
export const LoginBody = z.object({
  email,
  password: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

/** An optional profile field: left out, it stays; sent empty, it is cleared (null). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? null : value), schema.nullable()).optional();
}

/** PATCH /api/auth/user: spec 2's profile update; a field left out is left as it is. */
export const ProfileUpdateBody = z.object({
  firstName: plainText('first name').optional(),
  lastName: plainText('last name').optional(),
  phone: clearable(phone),
  dateOfBirth: clearable(isoDate),
  nationality: clearable(plainText('nationality', 60)),
});
export type ProfileUpdate = z.output<typeof ProfileUpdateBody>;

/**
 * A profile's date of birth is in the past and plausible: the passengers' rule (checkBirthDate),
 * `in_past` ("must be in the past") or `too_old`. Checked with the clock, so not in the schema.
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): FieldError | null {
  const problem = checkBirthDate(dateOfBirth, today);
  return problem ? { field: 'dateOfBirth', ...problem } : null;
}

export const ChangePasswordBody = z.object({
  currentPassword: LoginBody.shape.password,
  newPassword: password,
});

export const PasswordResetRequestBody = z.object({ email, language });
export const PasswordResetBody = z.object({ token: token(200), password });
export const EmailVerificationBody = z.object({ token: token(200) });

/** The signed-in traveller as GET /api/auth/user answers it: never the password. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** How a signed-in person is named on the page: their name, else their username or address. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username' | 'email'>) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.username || user.email;
}

/** The contact fields a booking form starts with for a signed-in traveller: the profile's. */
export type BookingContact = { customerName: string; customerEmail: string; customerPhone: string };

/**
 * A booking form's contact fields with the profile's name, e-mail and phone in those still empty:
 * what the traveller typed is never replaced.
 */
export function withProfileContact<T extends BookingContact>(
  draft: T,
  user: Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'phone'>,
): T {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    ...draft,
    customerName: draft.customerName || name,
    customerEmail: draft.customerEmail || user.email,
    customerPhone: draft.customerPhone || (user.phone ?? ''),
  };
}

/** What a change that has nothing to show answers. */
export const Done = z.object({ ok: z.literal(true) });
