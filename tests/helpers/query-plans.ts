/**
 * The statements an app really sends to PostgreSQL, and their plans: the bench at scale and the
 * query-plan test record what the routes ran (by patching node-postgres's Client.query), then
 * ask PostgreSQL to EXPLAIN each with the values it ran with.
 */
import pg from 'pg';

export type RecordedStatement = {
  text: string;
  values: unknown[];
  /** How many times it ran, per phase (a bench row, a test's step). */
  runs: Map<string, number>;
};

export type PlanNode = { nodeType: string; relation?: string; index?: string };

export type WholeRead = {
  relation: string;
  rows: number;
  /** Why reading this table whole is right for this statement, when it is (WHOLE_READS_ACCEPTED). */
  accepted?: string;
};

export type ExplainedStatement = RecordedStatement & {
  nodes: PlanNode[];
  /** Tables of at least `largeRows` rows the plan reads whole. */
  seqScans: WholeRead[];
  error?: string;
};

/**
 * The whole reads of large tables that are the right plan, each with its reason: a statement
 * read whole here and nowhere else is a missing index.
 */
export const WHOLE_READS_ACCEPTED: { relation: string; statement: RegExp; reason: string }[] = [
  {
    relation: 'accommodations',
    statement: /^select .* from "accommodations"(?! where "accommodations"\."id" = )/s,
    reason:
      'the stay listing: a filter set read once a minute into the listing cache, its place a ' +
      'substring match (like %…%), which no btree index serves',
  },
  {
    relation: 'duffel_bookings',
    statement: /"confirmation_number" ilike \$\d+ or "duffel_bookings"\."customer_email" ilike/,
    reason: "an administrator's substring search (ilike %…%), which no btree index serves",
  },
  {
    relation: 'users',
    statement: /"users"\."email" ilike \$\d+ or "users"\."username" ilike/,
    reason: "an administrator's substring search (ilike %…%), which no btree index serves",
  },
  {
    relation: 'users',
    statement:
      /^select .* from "users" order by "users"\."created_at" desc, "users"\."id" desc limit \$\d+ offset \$\d+$/s,
    reason:
      "a deep page of the administrators' users list (its first run's page): thousands of rows " +
      'in, the planner reads the table and sorts rather than walk the index that far',
  },
];

function acceptedReason(relation: string, text: string): string | undefined {
  return WHOLE_READS_ACCEPTED.find(
    (accepted) => accepted.relation === relation && accepted.statement.test(text),
  )?.reason;
}

/** The statements reading a large table whole without an accepted reason, or not explained. */
export function wrongPlans(explained: ExplainedStatement[]): ExplainedStatement[] {
  return explained.filter(
    (statement) => statement.error || statement.seqScans.some((scan) => !scan.accepted),
  );
}

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/**
 * Starts recording every explainable statement any node-postgres client of this process sends.
 * Each statement is kept once, with the values of its first run and its run count per phase;
 * every statement sent in a phase (begin, commit and the rest included) is also kept in order,
 * and the names of those sent prepared.
 */
export function recordStatements() {
  const statements = new Map<string, RecordedStatement>();
  const sent = new Map<string, string[]>();
  const named = new Map<string, string[]>();
  let phase: string | null = 'before the first phase';
  const original = pg.Client.prototype.query;
  // Client.query has a dozen overloads; only its first two arguments are read here.
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    // (text, values), (config), or (config, values) as drizzle sends them.
    const config: QueryConfig = typeof first === 'string' ? { text: first } : (first ?? {});
    const values = Array.isArray(second) ? (second as unknown[]) : (config.values ?? []);
    if (phase !== null && config.text) {
      let inPhase = sent.get(phase);
      if (!inPhase) sent.set(phase, (inPhase = []));
      inPhase.push(config.text);
      let namedInPhase = named.get(phase);
      if (!namedInPhase) named.set(phase, (namedInPhase = []));
      if (config.name) namedInPhase.push(config.name);
    }
    if (phase !== null && config.text && EXPLAINABLE.test(config.text)) {
      let statement = statements.get(config.text);
      if (!statement) {
        statement = { text: config.text, values, runs: new Map() };
        statements.set(config.text, statement);
      }
      statement.runs.set(phase, (statement.runs.get(phase) ?? 0) + 1);
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = patched as typeof original;
  return {
    /** Names the statements that follow; null stops keeping them (a bench's own set-up). */
    setPhase(name: string | null) {
      phase = name;
    },
    statements: () => [...statements.values()],
    /** Every statement sent in `phase`, in the order sent: one round trip each. */
    sentIn: (name: string) => sent.get(name) ?? [],
    /** The prepared statements (by their names) sent in `phase`, in the order sent. */
    preparedIn: (name: string) => named.get(name) ?? [],
    stop() {
      pg.Client.prototype.query = original;
    },
  };
}

type JsonPlan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: JsonPlan[];
};

function walk(plan: JsonPlan, nodes: PlanNode[]) {
  nodes.push({
    nodeType: plan['Node Type'],
    ...(plan['Relation Name'] ? { relation: plan['Relation Name'] } : {}),
    ...(plan['Index Name'] ? { index: plan['Index Name'] } : {}),
  });
  for (const child of plan.Plans ?? []) walk(child, nodes);
}

/** The planner's idea of each table's rows (after ANALYZE or autovacuum). */
export async function tableRows(client: pg.ClientBase | pg.Pool): Promise<Map<string, number>> {
  const { rows } = await client.query<{ relname: string; rows: string }>(
    `select c.relname, greatest(c.reltuples, 0)::bigint as rows from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public'`,
  );
  return new Map(rows.map((row) => [row.relname, Number(row.rows)]));
}

/** EXPLAINs each statement with its recorded values, naming whole reads of large tables. */
export async function explainStatements(
  pool: pg.Pool,
  statements: RecordedStatement[],
  { largeRows = 1_000 }: { largeRows?: number } = {},
): Promise<ExplainedStatement[]> {
  const rows = await tableRows(pool);
  const explained: ExplainedStatement[] = [];
  for (const statement of statements) {
    try {
      const result = await pool.query<{ 'QUERY PLAN': [{ Plan: JsonPlan }] }>(
        `explain (format json) ${statement.text}`,
        statement.values,
      );
      const nodes: PlanNode[] = [];
      walk(result.rows[0]!['QUERY PLAN'][0].Plan, nodes);
      const seqScans = nodes
        .filter((node) => node.nodeType === 'Seq Scan' && node.relation)
        .map((node): WholeRead => {
          const accepted = acceptedReason(node.relation!, statement.text);
          return {
            relation: node.relation!,
            rows: rows.get(node.relation!) ?? 0,
            ...(accepted ? { accepted } : {}),
          };
        })
        .filter((scan) => scan.rows >= largeRows);
      explained.push({ ...statement, nodes, seqScans });
    } catch (error) {
      explained.push({ ...statement, nodes: [], seqScans: [], error: String(error) });
    }
  }
  return explained;
}

/** 'Index Scan using room_nights_pkey on room_nights; Seq Scan on tour_operators (36 rows)'. */
export function describePlan(statement: ExplainedStatement, rows: Map<string, number>): string {
  if (statement.error) return `EXPLAIN failed: ${statement.error}`;
  const reads = statement.nodes.filter((node) => node.relation || node.index);
  if (reads.length === 0) return 'reads no table';
  return reads
    .map((node) => {
      const on = node.relation ? ` on ${node.relation}` : '';
      const using = node.index ? ` using ${node.index}` : '';
      const size =
        node.nodeType === 'Seq Scan' && node.relation
          ? ` (${(rows.get(node.relation) ?? 0).toLocaleString('en')} rows)`
          : '';
      return `${node.nodeType}${using}${on}${size}`;
    })
    .join('; ');
}

/** The statement on one line, cut to `width` characters. */
export function shortSql(text: string, width = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}
