import { answerProblems as fieldProblems, type FieldProblems } from '../../lib/field-rules.ts';
import { bodyOf } from '../../lib/api.ts';
import { errorText } from '../../lib/refusals.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Refusals an administrator reads differently from a traveller (no "sign in instead"). */
const ADMIN_REFUSALS = new Set(['email_taken', 'username_taken']);
/** The field a refusal code is about, shown next to it. */
const FIELD_OF_CODE: Record<string, string> = { email_taken: 'email', username_taken: 'username' };

/** What to say about a failed admin call, in the page's language. */
export function adminErrorText(error: unknown, t: Translate, language: string): string {
  const code = bodyOf(error).code;
  if (typeof code === 'string' && ADMIN_REFUSALS.has(code)) return t(`admin.refusals.${code}`);
  return errorText(error, t, language, 'checkout.refusals.server_error');
}

/** The fields a refused admin call names: its field errors, or a taken e-mail or username. */
export function adminAnswerProblems(error: unknown, t: Translate, language: string): FieldProblems {
  const problems = fieldProblems(error, t);
  const code = bodyOf(error).code;
  const field = typeof code === 'string' ? FIELD_OF_CODE[code] : undefined;
  if (field) problems[field] = adminErrorText(error, t, language);
  return problems;
}
