// Lint: typescript-eslint strict-ish, the rules that catch real bugs in async code, and the layering of
// docs/architecture.md ("what may import what"), so the layout cannot drift. Import cycles, type-only
// ones included, are caught by test/architecture/import-graph.test.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Type imports stay allowed: both builds share the package's types.
const betterSqlite3 = {
  name: 'better-sqlite3',
  allowTypeImports: true,
  message: 'Open SQLite through @site-query-gateway/sqlite: it loads the build that works on the running Node.',
};

const pkg = (name) => [`@site-query-gateway/${name}`, `@site-query-gateway/${name}/*`];
const layer = (files, patterns, why) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: [betterSqlite3], patterns: [{ group: patterns, message: why }] }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.bench/**', 'eslint.config.js', 'packages/*/bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      // One program for every file, tests included: the root tsconfig resolves the packages to their sources.
      parserOptions: { project: ['./tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { paths: [betterSqlite3] }],
    },
  },
  // The console is browser code checked against its own tsconfig (DOM types, JSX).
  {
    files: ['packages/console/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: ['./packages/console/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
  },
  { files: ['packages/sqlite/src/better-sqlite3.ts'], rules: { 'no-restricted-imports': 'off' } },
  layer(['packages/protocol/src/**/*.ts'], ['@site-query-gateway/*', '../../*'], 'protocol is shared by gateway and agent: it imports nothing of ours.'),
  layer(['packages/sqlite/src/**/*.ts'], ['@site-query-gateway/*', '../../*'], 'sqlite only loads better-sqlite3: it imports nothing of ours.'),
  layer(['packages/agent/src/**/*.ts'], [...pkg('gateway'), ...pkg('fhir'), ...pkg('demo'), ...pkg('client'), 'fastify', '@fastify/*', 'kysely'], 'The agent ships alone to clinics: it never imports gateway code.'),
  layer(['packages/fhir/src/**/*.ts'], [...pkg('gateway'), ...pkg('agent'), ...pkg('demo'), ...pkg('client'), ...pkg('sqlite')], 'fhir is pure translation: no connections, no gateway internals.'),
  layer(['packages/gateway/src/**/*.ts'], [...pkg('agent'), ...pkg('demo'), ...pkg('client')], 'The gateway never imports the agent, the demo or the client: they talk over the network.'),
  layer(['packages/gateway/src/core/**/*.ts'], ['**/api/**', ...pkg('agent'), 'fastify', '@fastify/*'], 'core/ knows no HTTP and no agent internals.'),
  layer(['packages/gateway/src/api/**/*.ts'], ['**/store/**', ...pkg('agent')], 'Routes stay thin: no SQL, no store access; they call core.'),
  layer(['packages/gateway/src/store/**/*.ts'], ['**/api/**', '**/core/**', ...pkg('agent'), ...pkg('fhir'), 'fastify', '@fastify/*'], 'store/ knows no HTTP and no use-cases.'),
  layer(['packages/console/src/**/*.{ts,tsx}'], [...pkg('gateway'), ...pkg('agent'), ...pkg('fhir'), ...pkg('demo'), ...pkg('protocol'), ...pkg('sqlite')], 'The console calls the gateway over HTTP through the typed client only.'),
  // The integrator client talks HTTP only; its type generator (a build tool in scripts/) is what reads the gateway.
  layer(['packages/client/src/**/*.ts'], [...pkg('gateway'), ...pkg('agent'), ...pkg('fhir'), ...pkg('demo'), 'fastify', '@fastify/*'], 'client is what integrators use: HTTP only, no gateway code.'),
);
