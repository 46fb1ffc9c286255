// Lint: typescript-eslint strict-ish, the rules that catch real bugs in async code, and the layering of
// docs/architecture.md ("what may import what"), so the layout cannot drift. Import cycles, type-only
// ones included, are caught by test/architecture/import-graph.test.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Type imports stay allowed: both builds share the package's types.
const betterSqlite3 = {
  name: 'better-sqlite3',
  allowTypeImports: true,
  message: 'Open SQLite through src/sqlite/better-sqlite3.ts: it loads the build that works on the running Node.',
};

const layer = (files, patterns, why) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: [betterSqlite3], patterns: [{ group: patterns, message: why }] }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.bench/**', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { paths: [betterSqlite3] }],
    },
  },
  { files: ['src/sqlite/better-sqlite3.ts'], rules: { 'no-restricted-imports': 'off' } },
  layer(['src/protocol/**/*.ts'], ['../*'], 'protocol/ is shared by gateway and agent: it imports nothing of ours.'),
  layer(['src/agent/**/*.ts'], ['**/core/**', '**/api/**', '**/store/**', '**/fhir/**', '**/gateway.js'], 'The agent ships alone to clinics: it never imports gateway code.'),
  layer(['src/core/**/*.ts'], ['**/api/**', '**/agent/**', 'fastify', '@fastify/*'], 'core/ knows no HTTP and no agent internals.'),
  layer(['src/api/**/*.ts'], ['**/store/**', '**/agent/**'], 'Routes stay thin: no SQL, no store access; they call core.'),
  layer(['src/store/**/*.ts'], ['**/api/**', '**/core/**', '**/agent/**', 'fastify', '@fastify/*'], 'store/ knows no HTTP and no use-cases.'),
  {
    // The integrator client talks HTTP only; its type generator (a build tool) is the one file that reads the gateway.
    ...layer(['src/client/**/*.ts'], ['**/core/**', '**/api/**', '**/store/**', '**/agent/**', '**/gateway.js', 'fastify', '@fastify/*'], 'client/ is what integrators use: HTTP only, no gateway code.'),
    ignores: ['src/client/generate-types.ts'],
  },
  {
    // The FHIR facade is pure translation: it opens no connection and knows only the protocol types.
    ...layer(['src/fhir/**/*.ts'], ['**/api/**', '**/core/**', '**/store/**', '**/agent/**', '**/demo/**'], 'fhir/ is pure translation: no connections, no gateway internals.'),
    ignores: ['src/fhir/**/*.test.ts'],
  },
);
