import { describe, expect, it } from 'vitest';
import { MOST_NAMED, statementNames } from '../../src/server/jobs/job-database.ts';

/** pg-boss's statements are prepared by name on PostgreSQL, a bounded number per connection. */
describe("the names pg-boss's statements are prepared under", () => {
  it('gives one name to one text, and another to another', () => {
    const nameOf = statementNames();
    const insert = nameOf('INSERT INTO pgboss.job (id, name) SELECT $1, $2');
    expect(insert).toMatch(/^pgboss_[0-9a-f]{16}$/);
    expect(nameOf('INSERT INTO pgboss.job (id, name) SELECT $1, $2')).toBe(insert);
    expect(nameOf('SELECT id FROM pgboss.job WHERE name = $1')).not.toBe(insert);
  });

  it('names no more than MOST_NAMED texts, and keeps naming those it named', () => {
    const nameOf = statementNames();
    const names = Array.from({ length: MOST_NAMED }, (_, i) => nameOf(`SELECT ${i}`));
    expect(new Set(names).size).toBe(MOST_NAMED);
    expect(nameOf('SELECT past the bound')).toBeUndefined();
    expect(nameOf('SELECT 0')).toBe(names[0]);
  });
});
