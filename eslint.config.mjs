// @ts-check
// `npm run lint`: every file that is code (site, islands, reference API, scripts, tests, configs),
// type-aware, with zero warnings allowed.
//
// ESLint 9, not 10: eslint-plugin-jsx-a11y 6.10.2 (its latest) accepts `eslint ^3 … ^9` only, and
// eslint-plugin-astro 2+ requires ESLint 10, so eslint-plugin-astro stays on 1.x (ESLint >= 8.57).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default defineConfig(
  globalIgnores([
    'dist/',
    'server-dist/',
    // Vercel's Build Output API (a copy of dist/) and wrangler's local state.
    '.vercel/',
    '.wrangler/',
    'dist-pseudo/',
    '.astro/',
    'bench/spa-dist/',
    'bench/site-dist/',
    'reports/',
    'bench/results/',
    'playwright-report/',
    'test-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // noUncheckedIndexedAccess types every index as `T | undefined`; `!` states an index the
      // code has just proven (a regex group that matched, a row the query returned).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A number in a template literal is plain, well-defined text.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(true)}` is the React idiom; the rule still checks other returns.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `value || fallback` on a string deliberately treats '' (an empty env var or field) as
      // unset, and `disabled || busy` on booleans is a logical or (`??` would keep `false`).
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true, boolean: true } },
      ],
      // `const { [key]: _dropped, ...rest } = obj` is how a copy without one key is made.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The reference API has its own tsconfig (Node, no DOM); the project service only finds
    // tsconfig.json files, so these files name theirs.
    files: ['server/**'],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.server.json' },
    },
  },
  {
    // Hooks also live in .ts files (src/islands/ui/useFormFields.ts…).
    files: ['src/**/*.{ts,tsx}', 'bench/spa/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Not modules: plain ES5 inlined in <head> (BootScript.astro, AfterPaintScript.astro), the
    // boot script with a placeholder the build replaces. TypeScript does not check .js here (no
    // checkJs), so they have no types to lint with; the syntax rules still run.
    files: [
      'src/components/boot-script.js',
      'src/components/after-paint.js',
      'src/components/app-context.js',
    ],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      sourceType: 'script',
      globals: {
        ...globals.browser,
        LANGUAGE_CODES: 'readonly',
        PLATFORMS: 'readonly',
        APP_CONTEXT_IDLE_MS: 'readonly',
        afterFirstPaint: 'writable',
      },
    },
    // ES5 has no `catch {}` without a binding.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  {
    // Asymmetric matchers (`expect.any(String)`, `expect.stringMatching(…)`) are typed `any` by
    // vitest and Playwright, so every `toEqual({ id: expect.any(Number) })` would be reported.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // A no-op callback (`onSuggestion={() => {}}`, a silenced console spy) is what a test means.
      '@typescript-eslint/no-empty-function': 'off',
      // Testing Library's `act(async () => …)` flushes effects and microtasks with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  astro.configs.recommended,
  {
    // An .astro file's <script> blocks reach ESLint as virtual files (Page.astro/1_1.ts) that no
    // tsconfig can hold, so they are linted without type information (astro check still
    // type-checks them, and the code they run lives in .ts modules linted with types).
    files: ['**/*.astro/*.ts', '**/*.astro/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
  {
    // Hand-minified to fit /pricing's 2 KB inline-script budget: one `let` declares everything.
    files: ['src/components/pricing/PricingScript.astro/*.ts'],
    rules: { 'prefer-const': 'off' },
  },
  {
    // astro-eslint-parser has no project service: it finds the nearest tsconfig.json itself.
    files: ['**/*.astro'],
    extends: [astro.configs['jsx-a11y-recommended']],
    languageOptions: { parserOptions: { projectService: false, project: true } },
  },
);
