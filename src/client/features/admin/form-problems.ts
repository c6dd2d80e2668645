import { isErrorCode, type ErrorCode } from '../../../domain/error-codes.ts';
import { answerProblems as fieldProblems, type FieldProblems } from '../../lib/field-rules.ts';
import { bodyOf } from '../../lib/api.ts';
import { errorText } from '../../lib/refusals.ts';
import type adminEn from '../../locales/admin.en.json';
import type adminFr from '../../locales/admin.fr.json';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Refusals an administrator reads differently from a traveller (no "sign in instead"), each
 * with the field it is about; each has its text in both languages, or the type check fails.
 */
const FIELD_OF_CODE = { email_taken: 'email', username_taken: 'username' } as const;
type AdminRefusal = keyof typeof FIELD_OF_CODE;
type Has<Texts extends Record<AdminRefusal, string>> = Texts;
type _En = Has<(typeof adminEn)['refusals']>;
type _Fr = Has<(typeof adminFr)['refusals']>;

const isAdminRefusal = (code: ErrorCode): code is AdminRefusal => code in FIELD_OF_CODE;

/** The code of a failed call's answer, if it is one of ours. */
function codeOf(error: unknown): ErrorCode | undefined {
  const { code } = bodyOf(error);
  return isErrorCode(code) ? code : undefined;
}

/** What to say about a failed admin call, in the page's language. */
export function adminErrorText(error: unknown, t: Translate, language: string): string {
  const code = codeOf(error);
  if (code && isAdminRefusal(code)) return t(`admin.refusals.${code}`);
  return errorText(error, t, language, 'checkout.refusals.server_error');
}

/** The fields a refused admin call names: its field errors, or a taken e-mail or username. */
export function adminAnswerProblems(error: unknown, t: Translate, language: string): FieldProblems {
  const problems = fieldProblems(error, t);
  const code = codeOf(error);
  const field = code && isAdminRefusal(code) ? FIELD_OF_CODE[code] : undefined;
  if (field) problems[field] = adminErrorText(error, t, language);
  return problems;
}
