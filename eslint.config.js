// ESLint flat config: TypeScript's recommended rules and React's hooks rules, over our sources,
// and the layers' boundaries (docs/decisions/0024-boundaries.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each boundary is a list of patterns matched against an import's written path (relative paths
// as written; these regexes are case-insensitive). ESLint gives a file the options of the last
// config that sets a rule, so each group of files below lists every boundary that applies to it.
const DOMAIN_ONLY_ZOD = [
  {
    regex: '^(?!zod(/|$)|\\./)',
    message: 'src/domain is pure: it imports only zod and other domain files (./x.ts).',
  },
];
const CLIENT_NOT_SERVER = [
  {
    regex: '^(\\.\\./)+server(/|$)',
    message: 'The client never imports src/server: share the rule through src/domain.',
  },
  {
    regex: '^(node:|fastify(/|$)|fastify-|@fastify/|drizzle-orm|pg$|@electric-sql/)',
    message: 'The client never imports a server-only package.',
  },
];
/** A file `depth` folders inside src/client/features/<f>/: climbing depth + 1 levels leaves <f>. */
const featureEntryOnly = (depth) => [
  {
    regex: `^(\\.\\./){${depth + 1}}(features/)?[^./][^/]*/(?!index\\.ts$)`,
    message:
      "A feature imports another feature only through that feature's index.ts (its public entry).",
  },
  {
    regex: `^(\\.\\./){${depth + 2}}features/[^/]+/(?!index\\.ts$)`,
    message:
      "A feature imports another feature only through that feature's index.ts (its public entry).",
  },
];
const ROUTES_NOT_DB = [
  {
    // The Database type travels with the options a route plugin is given.
    regex: '(^|/)db/client(\\.ts)?$',
    allowTypeImports: true,
    message: 'A route calls services; only the Database type may come from db/client.ts.',
  },
  {
    regex: '(^|/)db/(?!client(\\.ts)?$)',
    message: 'A route never imports src/server/db: its queries belong in a service.',
  },
  {
    regex: '^drizzle-orm',
    message: 'A route never queries: its queries belong in a service.',
  },
];
const SERVICES_NOT_HTTP = [
  {
    regex: '^(fastify(/|$)|fastify-|@fastify/)',
    message: 'Services never see HTTP (fastify, @fastify/*): routes parse and answer.',
  },
  {
    regex: '(^|/)(routes|areas)/',
    message: 'Services never import routes or areas: those call services, not the other way.',
  },
];
const LOWER_LAYERS_NOT_SERVICES = [
  {
    regex: '(^|/)(services|routes|areas)/',
    message: 'lib/, db/, knowledge/ and providers/ sit below services: they never import them.',
  },
];

const restrictImports = (files, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    // The rule above reads static imports only; a lazy import() crosses a boundary just the same.
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/i]`,
        message,
      })),
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Names starting with _ are deliberately unused (destructured away, or kept for a type).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrictImports(['src/domain/**/*.ts'], DOMAIN_ONLY_ZOD, { ignores: ['**/*.test.ts'] }),
  restrictImports(['src/client/**/*.{ts,tsx}'], CLIENT_NOT_SERVER),
  ...[0, 1, 2, 3, 4].map((depth) =>
    restrictImports(
      [`src/client/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      [...CLIENT_NOT_SERVER, ...featureEntryOnly(depth)],
    ),
  ),
  restrictImports(['src/server/routes/**/*.ts', 'src/server/areas/**/routes*.ts'], ROUTES_NOT_DB),
  restrictImports(
    ['src/server/services/**/*.ts', 'src/server/areas/**/service*.ts'],
    SERVICES_NOT_HTTP,
  ),
  restrictImports(['src/server/{lib,db,knowledge,providers}/**/*.ts'], LOWER_LAYERS_NOT_SERVICES),
);
