// Lint: typescript-eslint strict-ish, plus the rules that catch real bugs in async code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    // The agent ships alone to clinics: it must never import gateway code.
    files: ['src/agent/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/core/**', '**/api/**', '**/store/**', '**/fhir/**'] }],
    },
  },
  {
    // Routes stay thin: no SQL, no store access.
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/store/**', '**/agent/**'] }] },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/api/**', '**/core/**', 'fastify'] }] },
  },
);
