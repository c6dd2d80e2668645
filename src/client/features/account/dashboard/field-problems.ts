import type { z } from 'zod';
import { ruleOf, valueAt } from '../../../../domain/field-errors.ts';
import { bodyOf } from '../../checkout/refusals.ts';
import { fieldErrorsOf, ruleText } from '../../../lib/field-rules.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A form's refused fields, by name, each with what to fix in the reader's language. */
export type FieldProblems = Partial<Record<string, string>>;

/**
 * What the server's own schema refuses in the form's values, before anything is sent: the same
 * rules, said as the server would name them.
 */
export function schemaProblems(schema: z.ZodType, values: object, t: Translate): FieldProblems {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (problems[field]) continue;
    const { rule, limit } = ruleOf(issue, valueAt(values, issue.path));
    problems[field] = ruleText(t, rule, limit);
  }
  return problems;
}

/** The fields a refused call names, each with its rule in the reader's language. */
export function answerProblems(error: unknown, t: Translate): FieldProblems {
  const problems: FieldProblems = {};
  for (const refused of fieldErrorsOf(bodyOf(error))) {
    problems[refused.field] ??= ruleText(t, refused.rule, refused.limit);
  }
  return problems;
}

/** Moves the focus to the first refused field of the form, in the order the form shows them. */
export function focusFirstProblem(
  fields: readonly string[],
  problems: FieldProblems,
  idOf: (field: string) => string,
) {
  const first = fields.find((field) => problems[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
