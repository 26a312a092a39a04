/**
 * ESLint flat config (ESLint 10). `npm run lint` must end with zero errors and zero warnings.
 *
 * - @eslint/js recommended + typescript-eslint `recommendedTypeChecked` (issue 29 item 5): the
 *   type-aware rules (promises not awaited or handed where a void callback is expected, assertions
 *   that change nothing, `any` flowing into typed code, ...) on every TypeScript file, through the
 *   project service (one TypeScript program from tsconfig.json, as `npm run typecheck` builds it).
 *   The plain JavaScript files at the root get the syntactic set only (no type information).
 * - eslint-plugin-jsx-a11y `recommended` on the views (the .tsx files of src/). Its 6.10 release declares
 *   ESLint up to 9 as its peer; it runs unchanged on ESLint 10 (it calls none of the context methods
 *   ESLint 10 removed: tests/unit/lint/plugins.test.ts proves its rules report), so package.json's
 *   `overrides` lets it take the project's ESLint.
 * - @vitest/eslint-plugin `recommended` on the Vitest tests (tests/, not the Playwright suites
 *   tests/e2e*), pinned to 1.6.27: 1.6.28 asks for Node 22 and TypeScript 6.
 * - eslint-plugin-react-hooks: the rules of hooks and exhaustive deps on src/ (see below why not
 *   its React Compiler checks).
 * - tests/, scripts/, server/: the same base rules (tests relax three, see below); they may import
 *   any layer.
 * - eslint-plugin-boundaries encodes docs/ARCHITECTURE.md "Layers": which folder of src/ may import
 *   which. The policy table below is the single written copy of that rule; the document explains
 *   it and tests/unit/lint/boundaries.test.ts proves it rejects what it must.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig } from 'eslint/config';

/**
 * The elements of src/, most specific first (a file belongs to the first pattern it matches).
 * Paths are relative to the repository root.
 */
const elements = [
  // The contract module generated from openapi/ by `npm run gen:api`: the one declaration of every wire shape.
  { type: 'generated', pattern: 'src/api/generated', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'domain', pattern: 'src/domain', partialMatch: false },
  { type: 'machines', pattern: 'src/machines', partialMatch: false },
  // The demo pages (mailbox, back office, payment gateway) drive the embedded backend directly.
  { type: 'demo', pattern: 'src/views/pages/demo', partialMatch: false },
  { type: 'views', pattern: 'src/views', partialMatch: false },
  { type: 'messages', pattern: 'src/messages', partialMatch: false },
  { type: 'styles', pattern: 'src/styles', partialMatch: false },
  { type: 'mocks', pattern: 'src/mocks', partialMatch: false },
  // The files at the top of src/: src/config.ts (configuration from VITE_* variables) and the boot
  // file src/main.tsx (the composition root, the only file outside the demo pages that may start
  // the embedded backend). boundaries classifies folders, so both share this element.
  { type: 'root', pattern: 'src', partialMatch: false },
  // Outside the product: free to import any layer (they test, measure or serve it).
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
];

/** A policy side: elements of these types. */
const of = (...types) => ({ element: { type: types } });
/** An allowed dependency on these types, of any kind. */
const to = (...types) => ({ to: of(...types) });
/** An allowed dependency on these types through `import type` only (erased at build time). */
const typesFrom = (...types) => ({ to: of(...types), dependency: { kind: 'type' } });

/**
 * Who may import whom (docs/ARCHITECTURE.md "Layers"); anything not allowed here is an error.
 */
const policies = [
  // Pure rules: only the message catalogue's key type and the wire types, both as types.
  { from: of('domain'), allow: typesFrom('domain', 'messages', 'generated') },
  { from: of('domain'), allow: to('domain') },
  // The API layer: clients, middleware, one function per call.
  { from: of('api'), allow: to('api', 'generated', 'domain', 'root') },
  { from: of('api'), allow: typesFrom('messages') },
  // Charts: IO through src/api in named actors; message keys (and their catalogue sections); wire types only as types.
  { from: of('machines'), allow: to('machines', 'api', 'domain', 'root', 'messages') },
  { from: of('machines'), allow: typesFrom('generated') },
  // Views: never src/api nor the generated module, not even a type; never src/mocks.
  { from: of('views'), allow: to('views', 'demo', 'machines', 'domain', 'messages', 'styles', 'root') },
  { from: of('demo'), allow: to('views', 'demo', 'machines', 'domain', 'messages', 'styles', 'root', 'mocks') },
  // The embedded backend answers the calls of the contract.
  { from: of('mocks'), allow: to('mocks', 'generated', 'api', 'domain', 'root', 'messages') },
  { from: of('messages'), allow: to('messages') },
  { from: of('styles'), allow: to('styles') },
  { from: of('root'), allow: to('root', 'views', 'machines', 'api', 'mocks', 'styles') },
  { from: of('tests', 'scripts', 'server'), allow: { to: { element: { type: '*' } } } },
];

export default defineConfig(
  {
    ignores: [
      // Build output of every mode (dist, dist-demo, dist-remote, ...) and local data.
      'dist*/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
      'node_modules/**',
      'public/**',
      // Generated by openapi-typescript (`npm run gen:api`), checked for staleness by `gen:api --check`.
      'src/api/generated/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      parserOptions: {
        // One TypeScript program for the files of tsconfig.json; the Vitest config of the mutation
        // runs is outside it and gets a default project.
        projectService: { allowDefaultProject: ['vitest.mutation.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Left out of the type-aware set: an `async` function without `await` is how an implementation
      // says it keeps an async interface (the cookie store's `setCookie`, a test double of an actor);
      // the promise rules that find real bugs (no-floating-promises, no-misused-promises,
      // await-thenable) stay on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript config files at the root run in Node (TypeScript files get their globals from
    // tsc); they have no type information, so the type-aware rules are off there.
    files: ['*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The rules of hooks. The plugin's React Compiler checks (refs, set-state-in-effect, use-memo,
    // ...) are left out: the portal is not compiled with the React Compiler, and those rules judge
    // code by what the compiler can memoise, not by a bug of the running app.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Accessibility of the JSX the views render (the browser suites' axe checks see the rendered page).
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Explicit roles kept on purpose: a list styled without bullets loses its list role in Safari
      // and VoiceOver unless `role="list"` says it, and below 480 px the tables are laid out as cards
      // (display changed), so table, row groups, rows and cells name their roles (ReviewPanel, GridField);
      // the document viewer's PDF page is a canvas drawn as an image (`role="img"` with its label).
      'jsx-a11y/no-redundant-roles': [
        'error',
        { ul: ['list'], ol: ['list'], table: ['table'], thead: ['rowgroup'], tbody: ['rowgroup'], tr: ['row'], th: ['columnheader'], td: ['cell'] },
      ],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation', 'row'], td: ['cell'], canvas: ['img'] }],
      // A scrollable region takes the focus so a keyboard can scroll it (WCAG 2.1.1; axe
      // `scrollable-region-focusable`); the tab panels are focusable as the ARIA pattern says.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // The Vitest suites (not the Playwright ones under tests/e2e and tests/e2e-remote).
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**', 'tests/e2e-remote/**'],
    extends: [vitest.configs.recommended],
    rules: {
      // Vitest's `expect(value, message)`: the message names the case of a data-driven check.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // The suites' own assertion helpers (`expectTheApp`, `assertFullPathCoverage`, ...) and Testing
      // Library's `findBy*`, which fails the test when what it looks for does not appear.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', '*.findBy*', '*.findAllBy*'] }],
      // The suites are data-driven (every route, seed record, fault, authored form): a branch picks
      // which of the spec's expectations applies to the case, and every branch asserts.
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    // The test libraries: the model harness and the fault matrix generate their `it`s from
    // definitions (titles computed, assertions in the definitions' callbacks, which run inside
    // those `it`s), so the rules that read one literal test block do not apply.
    files: ['tests/model/lib/**/*.ts', 'tests/faults/harness.tsx', 'tests/faults/drivers/**/*.tsx'],
    ignores: ['tests/model/lib/**/*.test.ts'],
    rules: {
      'vitest/expect-expect': 'off',
      'vitest/no-standalone-expect': 'off',
      'vitest/valid-title': 'off',
      'vitest/no-identical-title': 'off',
    },
  },
  {
    // Tests: test doubles may be `any` (so the rules that follow an `any` through typed code are off
    // as well); fixtures feed control characters and match aligned output on purpose.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'no-control-regex': 'off',
      'no-regex-spaces': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'tests/**/*', 'scripts/**/*', 'server/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
);
