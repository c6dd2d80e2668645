/** The bench at scale's EXPLAIN: the plans of what each measured row sent to PostgreSQL. */
import type pg from 'pg';
import type { Database } from '../src/server/db/client.ts';
import {
  describePlan,
  explainStatements,
  recordStatements,
  shortSql,
  tableRows,
  wrongPlans,
} from '../tests/helpers/query-plans.ts';

/** A table this big read whole by a hot query is what the mode looks for. */
const LARGE_ROWS = 1_000;
/** Statements shown per row, the most run first; any whole read of a large table is shown too. */
const SHOWN_PER_PHASE = 6;

/**
 * Prints, per bench row, its most run statements with their plans, then the large tables read
 * whole. Answers how many statements read a large table whole or could not be explained (0 is
 * the aim).
 */
export async function printQueryPlans(
  db: Database,
  recorder: ReturnType<typeof recordStatements> | undefined,
): Promise<number> {
  if (!recorder) {
    console.info('EXPLAIN: only at scale on PostgreSQL (BENCH_DATABASE_URL and --scale N)');
    return 0;
  }
  recorder.stop();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  // As autovacuum does after the seed's bulk load and under steady traffic: statistics, and the
  // visibility map that lets a plan read an index alone.
  await pool.query('vacuum analyze');
  const rows = await tableRows(pool);
  const explained = await explainStatements(pool, recorder.statements(), {
    largeRows: LARGE_ROWS,
  });
  const sizes = [...rows.entries()]
    .filter(([, n]) => n >= LARGE_ROWS)
    .sort((a, b) => b[1] - a[1])
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`);
  console.info('');
  console.info(`Tables of ${LARGE_ROWS.toLocaleString('en')} rows or more: ${sizes.join(', ')}`);
  const phases = [...new Set(explained.flatMap((s) => [...s.runs.keys()]))];
  for (const phase of phases) {
    const ran = explained
      .filter((s) => s.runs.has(phase))
      .sort((a, b) => b.runs.get(phase)! - a.runs.get(phase)!);
    const shown = ran.filter((s, i) => i < SHOWN_PER_PHASE || s.seqScans.length > 0);
    console.info('');
    console.info(`EXPLAIN, ${phase} (${ran.length} distinct statements, the most run first):`);
    for (const statement of shown) {
      console.info(`  ${statement.runs.get(phase)}x ${shortSql(statement.text)}`);
      const flag = statement.seqScans.some((scan) => !scan.accepted)
        ? '  !! '
        : statement.seqScans.length > 0
          ? '  ok '
          : '     ';
      console.info(`${flag}${describePlan(statement, rows)}`);
    }
  }
  const accepted = explained.filter((s) => s.seqScans.some((scan) => scan.accepted));
  const wrong = wrongPlans(explained);
  console.info('');
  const reasons = new Map<string, number>();
  for (const statement of accepted) {
    for (const scan of statement.seqScans.filter((scan) => scan.accepted)) {
      const line = `${scan.relation} read whole, accepted: ${scan.accepted}`;
      reasons.set(line, (reasons.get(line) ?? 0) + 1);
    }
  }
  for (const [line, n] of reasons) console.info(`EXPLAIN: ${line} (${n} statements)`);
  if (wrong.length === 0) {
    console.info(
      `EXPLAIN: no other statement of the ${explained.length} the benches sent reads a table of ` +
        `${LARGE_ROWS.toLocaleString('en')} rows or more whole`,
    );
  } else {
    console.info(`EXPLAIN: ${wrong.length} statements read a large table whole or failed:`);
    for (const statement of wrong) {
      const tables = statement.seqScans.map((scan) => scan.relation).join(', ');
      console.info(`  ${tables || statement.error}: ${shortSql(statement.text, 200)}`);
    }
  }
  return wrong.length;
}
