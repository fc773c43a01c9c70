// One lint configuration for the whole repository (`npm run lint`, also run by `npm test`).
// typescript-eslint's recommended rules everywhere, plus the module-boundaries rule that keeps the
// backend's modules talking to each other only through their public surfaces (issue 19), and the
// layers rule that keeps the backend's folders in one line, each importing only those below, and the
// database-access rule that leaves the database to repositories (issue 32).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import databaseAccess from './eslint/database-access.js';
import layers from './eslint/layers.js';
import moduleBoundaries from './eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are errors, except the deliberate `_` prefix (ignored arguments, omitted fields).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The shop matches control characters on purpose: refusing them in input, stripping terminal colours.
      'no-control-regex': 'off',
    },
  },
  // Tests read JSON answers field by field, as supertest's `body: any` does.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.test-kit.{ts,tsx}', 'backend/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Playwright fixtures are declared by destructuring; a test that needs none says `{}`.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { shop: { rules: { 'module-boundaries': moduleBoundaries, layers, 'database-access': databaseAccess } } },
    rules: {
      'shop/module-boundaries': ['error', { independent: ['media'] }],
      'shop/layers': 'error',
      // The shared pieces repositories are built from: the base class and kysely's bound parameters.
      'shop/database-access': ['error', { allow: ['common/repository.ts', 'common/bound-sql.ts'] }],
    },
  },
);
