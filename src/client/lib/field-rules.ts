import { FIELD_RULES, type FieldError, type FieldRule } from '../../domain/field-errors.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

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
