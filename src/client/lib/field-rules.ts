import type { z } from 'zod';
import {
  FIELD_RULES,
  ruleOf,
  valueAt,
  type FieldError,
  type FieldRule,
  type IssueLike,
} from '../../domain/field-errors.ts';
import { bodyOf } from './api.ts';
import type en from '../locales/en.json';
import type fr from '../locales/fr.json';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A text for every field rule in both languages, or the type check fails. */
type Has<Texts extends Record<FieldRule, string>> = Texts;
type _En = Has<(typeof en)['validation']['rules']>;
type _Fr = Has<(typeof fr)['validation']['rules']>;

/** A refused field's rule said in the reader's language, never the server's English message. */
export function ruleText(t: Translate, rule: string, limit?: number): string {
  const known = (FIELD_RULES as readonly string[]).includes(rule) ? (rule as FieldRule) : 'invalid';
  return t(`validation.rules.${known}`, { limit });
}

/** The field errors of a 400's body, or none when it names no field. */
export function fieldErrorsOf(body: unknown): FieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' &&
      e !== null &&
      typeof e.field === 'string' &&
      typeof e.rule === 'string',
  );
}

/** A form's refused fields, by name, each with what to fix in the reader's language. */
export type FieldProblems = Partial<Record<string, string>>;

/** Each refused field's first rule, said in the reader's language. */
export function issueProblems(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
  values: unknown,
  t: Translate,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (problems[field]) continue;
    const { rule, limit } = ruleOf(issue, valueAt(values, issue.path));
    problems[field] = ruleText(t, rule, limit);
  }
  return problems;
}

/**
 * What the server's own schema refuses in a form's values, before anything is sent: the same
 * rules, said as the server would name them.
 */
export function schemaProblems(schema: z.ZodType, values: object, t: Translate): FieldProblems {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issueProblems(parsed.error.issues, values, t);
}

/** The fields a refused call names, each with its rule in the reader's language. */
export function answerProblems(error: unknown, t: Translate): FieldProblems {
  const problems: FieldProblems = {};
  for (const refused of fieldErrorsOf(bodyOf(error))) {
    problems[refused.field] ??= ruleText(t, refused.rule, refused.limit);
  }
  return problems;
}

/** Moves the focus to the first refused field, in the order the form shows them. */
export function focusFirstProblem(
  fields: readonly string[],
  problems: FieldProblems,
  idOf: (field: string) => string,
) {
  const first = fields.find((field) => problems[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
