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

// ---- Layering (README "Project layout"): which code may import which, enforced here so a wrong
// import fails `npm run lint` (and so `npm test`); tests/unit/import-boundaries.test.ts shows it.
// Each file gets one `no-restricted-imports` setting (a later block replaces an earlier one's
// options), so every block below lists all that its files may not import. `no-restricted-imports`
// reads only `import` and `export … from`; the same patterns also go to `layering/dynamic-imports`
// (below), which applies them to `import('…')`, so code loaded later obeys the same layers.

/** The `src/lib` modules the reference API (server/) also runs: framework-free, importing only
 * each other and valibot. Shared so that the site and the API apply one rule set and one list. */
export const SERVER_SHARED_LIB = [
  'src/lib/api/types.ts',
  'src/lib/api/error-codes.ts',
  'src/lib/rules.ts',
  'src/lib/i18n/languages.ts',
  'src/lib/routes.ts',
  'src/lib/hosting.ts',
  'src/lib/hosting/patterns.ts',
  'src/lib/plans.ts',
  'src/lib/config-vars.ts',
  'src/lib/config-placeholders.ts',
];

const sharedNames = SERVER_SHARED_LIB.map((file) => file.slice('src/lib/'.length, -'.ts'.length));

/** @typedef {[regex: string, message: string]} Pattern */

/**
 * `no-restricted-imports` with these import patterns (regular expressions on the specifier).
 * @param {...Pattern} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrict = (...patterns) => {
  const options = { patterns: patterns.map(([regex, message]) => ({ regex, message })) };
  return {
    'no-restricted-imports': ['error', options],
    'layering/dynamic-imports': ['error', options],
  };
};

/** `import('…')` with a literal specifier, checked against the `no-restricted-imports` patterns.
 * @type {import('eslint').Rule.RuleModule} */
const dynamicImports = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    /** @type {unknown} */
    const option = context.options[0];
    const options = /** @type {{ patterns: { regex: string, message: string }[] }} */ (option);
    const rules = options.patterns.map(({ regex, message }) => ({
      re: new RegExp(regex),
      message,
    }));
    return {
      ImportExpression(node) {
        const source = node.source;
        const specifier =
          source.type === 'Literal' && typeof source.value === 'string'
            ? source.value
            : source.type === 'TemplateLiteral' && source.expressions.length === 0
              ? source.quasis[0]?.value.cooked
              : undefined;
        if (specifier === undefined || specifier === null) return;
        const hit = rules.find(({ re }) => re.test(specifier));
        if (hit)
          context.report({
            node,
            message: `'${specifier}' import() is restricted: ${hit.message}`,
          });
      },
    };
  },
};
export const layeringPlugin = { rules: { 'dynamic-imports': dynamicImports } };

/** Code outside tests/ never imports a test, and the site never imports the reference API. */
/** @type {Pattern} */
const NOT_TESTS = [
  '(^|/)tests/',
  'Only tests import tests/ (shared helpers belong in scripts/ or src/).',
];
/** @type {Pattern} */
const NOT_SERVER = ['(^|/)server/', 'The site never imports the reference API (server/).'];
/** @type {Pattern} */
const NOT_SCRIPTS = [
  '(^|/)scripts/',
  'The site never imports scripts/ (only build integrations may).',
];

/** Islands use lib/ and their own folder, never pages, layouts or static components.
 * @type {Pattern} */
const NOT_PAGES = [
  '(^|/)(pages|layouts|components|integrations)/',
  'Islands import only src/lib and island folders.',
];

/**
 * From an island folder, `../<folder>/…` (or `../../islands/<folder>/…`) names another island
 * folder: only `allowed` may be.
 * @param {string[]} allowed
 * @param {string} message
 * @returns {Pattern}
 */
const otherIslands = (allowed, message) => {
  const notAllowed = `(?!(${allowed.join('|')})/)[^./]`;
  return [`^\\.\\./${notAllowed}|(^|/)islands/${notAllowed}`, message];
};

/** Island folders every flow may use: the shared pieces, Google sign-in, the registration form. */
const SHARED_ISLANDS = ['ui', 'google', 'registration'];

const layering = [
  {
    // lib/ is framework-free: no React or Astro, and nothing above it.
    files: ['src/lib/**'],
    rules: restrict(
      [
        '^(react|react-dom|@nanostores/react|astro|@astrojs/.*)(/|$)',
        'src/lib is framework-free: no React or Astro.',
      ],
      [
        '(^|/)(islands|components|layouts|pages|integrations)/',
        'src/lib imports only src/lib (imports point downward).',
      ],
      NOT_TESTS,
      NOT_SERVER,
      NOT_SCRIPTS,
    ),
  },
  {
    // What the API shares may not grow a dependency on the rest of the site.
    files: SERVER_SHARED_LIB,
    rules: restrict(
      [
        '^(?!\\.|valibot$)',
        'A module shared with server/ imports only valibot and the other shared modules.',
      ],
      [
        `^\\.\\.?/(?!(.*/)?(${sharedNames.join('|')})$)`,
        'A module shared with server/ imports only the other shared modules (SERVER_SHARED_LIB).',
      ],
    ),
  },
  {
    files: ['src/islands/ui/**'],
    rules: restrict(
      otherIslands(['ui'], 'islands/ui holds the shared pieces: it imports no flow folder.'),
      NOT_PAGES,
      NOT_TESTS,
      NOT_SERVER,
      NOT_SCRIPTS,
    ),
  },
  {
    files: ['src/islands/google/**'],
    rules: restrict(
      otherIslands(['ui'], 'islands/google imports only islands/ui.'),
      NOT_PAGES,
      NOT_TESTS,
      NOT_SERVER,
      NOT_SCRIPTS,
    ),
  },
  {
    files: ['src/islands/registration/**'],
    rules: restrict(
      otherIslands(
        ['ui', 'google'],
        'islands/registration imports only islands/ui and islands/google.',
      ),
      NOT_PAGES,
      NOT_TESTS,
      NOT_SERVER,
      NOT_SCRIPTS,
    ),
  },
  {
    // A flow folder (auth, password, sonos…) never imports another flow: what two flows share
    // moves to ui/ (or google/, registration/).
    files: ['src/islands/**'],
    ignores: SHARED_ISLANDS.map((folder) => `src/islands/${folder}/**`),
    rules: restrict(
      otherIslands(
        SHARED_ISLANDS,
        'A flow folder imports no other flow: shared pieces live in islands/ui, google or registration.',
      ),
      NOT_PAGES,
      NOT_TESTS,
      NOT_SERVER,
      NOT_SCRIPTS,
    ),
  },
  {
    files: ['src/pages/**', 'src/layouts/**', 'src/components/**'],
    rules: restrict(NOT_TESTS, NOT_SERVER, NOT_SCRIPTS),
  },
  {
    // Build integrations run in Node at build time: they may share scripts/ (the locale check).
    files: ['src/integrations/**', 'src/*.ts'],
    rules: restrict(NOT_TESTS, NOT_SERVER),
  },
  {
    // The reference API imports site code only from the shared list above.
    files: ['server/**'],
    rules: restrict(
      [
        `(^|/)src/(?!(${SERVER_SHARED_LIB.map((file) => file.slice(4).replaceAll('.', '\\.')).join('|')})$)`,
        'server/ imports from src/ only the shared modules (eslint.config.mjs SERVER_SHARED_LIB, README "Project layout"), named with their .ts extension as Node runs them (../src/lib/rules.ts).',
      ],
      NOT_TESTS,
      NOT_SCRIPTS,
    ),
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: restrict(NOT_TESTS),
  },
];

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
    // StrykerJS's sandbox copy of the project while `npm run mutate` runs.
    '.stryker-tmp/',
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
    // Not modules: classic scripts inlined in <head> (BootScript.astro) and on /pricing
    // (PricingScript.astro), minified by minifyInlineScript, which puts in the src/lib constants
    // named below. TypeScript does not check .js here (no checkJs), so they have no types to lint
    // with; the syntax rules still run.
    files: [
      'src/components/boot-script.js',
      'src/components/after-paint.js',
      'src/components/app-context.js',
      'src/components/pricing/pricing-script.js',
      // Put in every page with an island by the build (integrations/island-runtime.ts).
      'src/components/island-runtime.js',
      // Put in every page by the cross-engine suite's proxy (tests/engines/proxy.ts).
      'tests/engines/page.js',
    ],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      sourceType: 'script',
      globals: {
        ...globals.browser,
        LANGUAGE_CODES: 'readonly',
        PLATFORMS: 'readonly',
        APP_CONTEXT_IDLE_MS: 'readonly',
        STORAGE_PREFIX: 'readonly',
        THEME_KEY: 'readonly',
        CHOSEN_LANGUAGE_KEY: 'readonly',
        SESSION_CONTEXT_KEY: 'readonly',
        FRAME_ORIGINS: 'readonly',
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
  { plugins: { layering: layeringPlugin } },
  ...layering,
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
    // astro-eslint-parser has no project service: it is given the program to build, one that
    // holds only src/ (tsconfig.astro-lint.json says why).
    files: ['**/*.astro'],
    extends: [astro.configs['jsx-a11y-recommended']],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.astro-lint.json' },
    },
  },
);
