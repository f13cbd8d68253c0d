// Lint rules, including the folder dependency rules of ../shared/design.md as allow-lists per layer
// (eslint-plugin-boundaries; static imports, dynamic import() and re-exports alike):
// engine → schemas, contract; renderers → engine, schemas, contract; src → renderers, engine,
// contract, schemas; server → engine, contract, schemas; contract → engine (types), schemas.
// Which packages each layer may use is an allow-list too. Only engine/node.ts touches the file system.
// tests/lint/lint-config.test.ts shows every rule biting on a probe file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The layers: every source file belongs to one. */
const layers = [
  { type: 'engine', pattern: 'engine', partialMatch: false },
  { type: 'schemas', pattern: 'schemas', partialMatch: false },
  { type: 'contract', pattern: 'contract', partialMatch: false },
  { type: 'renderers', pattern: 'renderers', partialMatch: false },
  { type: 'app', pattern: 'src', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'products', pattern: 'products', partialMatch: false },
  ...['tests', 'stories', 'scripts'].map((pattern) => ({ type: 'tooling', pattern, partialMatch: false })),
];

/** Which layers each layer may import (its own always); `why` is what a reader of an error needs. Anything else is an error. */
const layerRules = [
  {
    from: 'engine',
    allow: ['engine', 'schemas', 'contract', 'products'],
    why: 'the engine is pure: it imports only schemas/ and contract types',
  },
  { from: 'schemas', allow: ['schemas'], why: 'schemas/ is the source of truth and imports nothing' },
  {
    from: 'contract',
    allow: ['contract', 'engine', 'schemas'],
    why: 'contract/ is shared by client and server',
  },
  {
    from: 'renderers',
    allow: ['renderers', 'engine', 'schemas', 'contract'],
    why: 'renderers draw from the engine; the app shell composes them, the gateway is reached by the shell',
  },
  {
    from: 'app',
    allow: ['app', 'renderers', 'engine', 'schemas', 'contract', 'products'],
    why: 'the app talks to the gateway over HTTP only',
  },
  {
    from: 'server',
    allow: ['server', 'engine', 'schemas', 'contract', 'products'],
    why: 'the gateway never imports renderers or the app shell',
  },
  {
    from: 'tooling',
    allow: ['tooling', 'engine', 'schemas', 'contract', 'renderers', 'app', 'server', 'products'],
    why: '',
  },
];

/** Packages each layer may use (node: built-ins are listed where allowed). Tests and stories may use any package. */
const packageRules = [
  {
    from: 'engine',
    // @vant/area-data: the administrative division table, plain data (region names from codes: engine/rules/region-names.ts).
    allow: ['ajv', 'ajv/*', 'ajv-formats', 'zod', 'zod/*', '@vant/area-data'],
    why: 'engine is pure TypeScript: no React, DOM, network or file system (only engine/node.ts reads products/)',
  },
  { from: 'schemas', allow: [], why: 'schemas/ imports nothing' },
  { from: 'contract', allow: ['zod', 'zod/*'], why: 'contract/ holds zod schemas only' },
  {
    from: 'renderers',
    allow: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'antd-mobile',
      'antd-mobile/*',
      'antd-mobile-icons',
      'react-hook-form',
      '@hookform/resolvers',
      '@hookform/resolvers/*',
      'dompurify',
      '@vant/area-data',
      'zod',
      'zod/*',
    ],
    why: 'renderers draw; they never fetch, store or touch Node',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'engine/generated/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The full set, React Compiler checks included (purity, refs, state set in effects …).
      ...Object.fromEntries(
        Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
      ),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': layers,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      // Allow-lists: a dependency no policy allows is an error (default: disallow).
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            ...layerRules.map(({ from, allow }) => ({
              from: { element: { type: from } },
              allow: { to: { element: { type: allow } } },
            })),
            { from: { element: { type: 'tooling' } }, allow: { to: { module: { origin: '*' } } } },
            ...packageRules.map(({ from, allow }) => ({
              from: { element: { type: from } },
              allow: { to: { module: { origin: 'external', source: allow } } },
            })),
            {
              from: { element: { type: ['app', 'server'] } },
              allow: { to: { module: { origin: ['external', 'core'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The engine's Node loader reads products/ from disk; tests, stories and renderers' test support use test tools.
    files: ['engine/node.ts', 'renderers/test-support/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    // Type-aware rules that catch real bugs: a promise nobody awaits or catches, a promise passed where a void callback is expected.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['.storybook/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A cycle of imports (dynamic ones included) makes load order and lazy chunks unpredictable.
    files: [
      'engine/**/*.ts',
      'renderers/**/*.{ts,tsx}',
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'contract/**/*.ts',
    ],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
