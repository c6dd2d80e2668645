/**
 * A refused field as every 400 names it: the field, a stable `rule` the page writes in its own
 * language, the limit where the rule has one, and an English `message` for API clients.
 */
export type FieldError = { field: string; rule: FieldRule; message: string; limit?: number };

export const FIELD_RULES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'not_whole',
  'invalid_email',
  'invalid_format',
  'invalid_choice',
  'invalid_type',
  'unknown_field',
  'broken_text',
  'control_characters',
  'invalid_date',
  'in_past',
  'too_far_ahead',
  'same_airports',
  'return_before_departure',
  'unknown_airport',
  'unknown_rate',
  'check_out_before_check_in',
  'too_many_nights',
  'below_min_price',
  'passenger_count',
  'too_old',
  'not_this_session',
  'reused_key',
  'not_paid',
  'wrong_password',
  'no_departure',
  'not_round_trip',
  'wrong_city',
  'dates_mismatch',
  'needs_instant_confirmation',
  'invalid_token',
  'unknown_country',
  'wrong_passenger_type',
  'title_gender',
  'invalid',
  'not_a_number',
  'wrong_country',
  'not_mobile',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

const isRule = (value: unknown): value is FieldRule =>
  typeof value === 'string' && (FIELD_RULES as readonly string[]).includes(value);

/** The parts of a zod issue the rule is read from (zod's own issues, or Fastify's copy). */
export type IssueLike = {
  code?: string;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: { rule?: unknown; limit?: unknown };
};

const asNumber = (value: number | bigint | undefined) =>
  value === undefined ? undefined : Number(value);

/**
 * The rule an issue broke. `value` is what was sent for the field: a field left out, or sent
 * blank where text is needed, is `required` whatever the schema's first complaint was.
 */
export function ruleOf(issue: IssueLike, value: unknown): { rule: FieldRule; limit?: number } {
  const blank =
    value === undefined || value === null || (typeof value === 'string' && !value.trim());
  if (issue.code === 'custom') {
    const rule = issue.params?.rule;
    const limit = issue.params?.limit;
    if (isRule(rule)) return typeof limit === 'number' ? { rule, limit } : { rule };
    return { rule: blank ? 'required' : 'invalid' };
  }
  if (blank && issue.code !== 'too_big' && issue.code !== 'unrecognized_keys') {
    return { rule: 'required' };
  }
  const counted = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'too_small':
      return { rule: counted ? 'too_short' : 'too_small', limit: asNumber(issue.minimum) };
    case 'too_big':
      return { rule: counted ? 'too_long' : 'too_big', limit: asNumber(issue.maximum) };
    case 'invalid_format':
      return { rule: issue.format === 'email' ? 'invalid_email' : 'invalid_format' };
    case 'invalid_value':
      return { rule: 'invalid_choice' };
    case 'invalid_type':
      return { rule: issue.expected === 'int' ? 'not_whole' : 'invalid_type' };
    case 'not_multiple_of':
      return { rule: 'not_whole' };
    case 'unrecognized_keys':
      return { rule: 'unknown_field' };
    default:
      return { rule: 'invalid' };
  }
}

/** The value at a dotted or slashed path of a request part, if there is one. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
