import type { z } from 'zod';
import { ruleOf, valueAt, type IssueLike } from '../../../../domain/field-errors.ts';
import { fieldErrorsOf, ruleText } from '../../../lib/field-rules.ts';
import { bodyOf } from '../../checkout/refusals.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What to say next to each field, by the field's name; empty when nothing is wrong. */
export type FieldMessages = Record<string, string>;

/**
 * The form's values checked with the schema the server uses: the parsed body to send, or each
 * refused field's first rule in the reader's language.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  t: Translate,
): { data: z.output<S>; messages?: undefined } | { data?: undefined; messages: FieldMessages } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const messages: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (messages[field]) continue;
    const { rule, limit } = ruleOf(issue as IssueLike, valueAt(values, issue.path));
    messages[field] = ruleText(t, rule, limit);
  }
  return { messages };
}

/** The fields a 400 refused, said in the reader's language. */
export function serverFieldMessages(error: unknown, t: Translate): FieldMessages {
  const messages: FieldMessages = {};
  for (const e of fieldErrorsOf(bodyOf(error))) messages[e.field] ??= ruleText(t, e.rule, e.limit);
  return messages;
}

/** Takes the keyboard and screen reader to the first refused field of a form. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
