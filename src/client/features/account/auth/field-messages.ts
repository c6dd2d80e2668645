import type { z } from 'zod';
import { issueProblems, type FieldProblems } from '../../../lib/field-rules.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The form's values checked with the schema the server uses: the parsed body to send, or each
 * refused field's first rule in the reader's language.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  t: Translate,
): { data: z.output<S>; messages?: undefined } | { data?: undefined; messages: FieldProblems } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  return { messages: issueProblems(parsed.error.issues, values, t) };
}

/** Takes the keyboard and screen reader to the first refused field of a form. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
