// Lint rules, including the folder dependency rules of ../shared/design.md (no-restricted-imports,
// which needs no module resolver):
// engine → schemas (+ contract types); renderers → engine; src → renderers, engine, contract;
// server → engine, contract. Only the engine's Node loader reads products/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** An import of one of our top-level folders, written relatively (`../../src/x`, `../server`). */
const folder = (name, message) => ({ group: [`**/${name}`, `**/${name}/**`], message });

const reactAndNetwork = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'antd-mobile', 'antd-mobile/*', 'axios', 'jotai', 'jotai/*'],
  message: 'engine is pure TypeScript: no React, DOM or network',
};
const nodeApis = { group: ['node:*', 'fs', 'path'], message: 'only engine/node.ts touches the file system' };

/** The folder dependency rules, one block per folder: what its files may not import. */
const dependencyRules = [
  {
    files: ['engine/**/*.ts'],
    patterns: [
      folder('renderers', 'engine is pure: it never imports renderers'),
      folder('src', 'engine is pure: it never imports the app shell'),
      folder('server', 'engine is pure: it never imports the gateway'),
      reactAndNetwork,
    ],
  },
  {
    files: ['renderers/**/*.{ts,tsx}'],
    patterns: [
      folder('src', 'renderers draw from the engine; the app shell composes them'),
      folder('server', 'renderers never import the gateway'),
      { group: ['axios'], message: 'renderers never fetch; the app shell passes data and callbacks in' },
    ],
  },
  { files: ['src/**/*.{ts,tsx}'], patterns: [folder('server', 'the app talks to the gateway over HTTP only')] },
  {
    files: ['server/**/*.ts'],
    patterns: [
      folder('renderers', 'the gateway never imports renderers'),
      folder('src', 'the gateway never imports the app shell'),
    ],
  },
  {
    files: ['contract/**/*.ts'],
    patterns: [
      folder('src', 'contract is shared by client and server'),
      folder('server', 'contract is shared by client and server'),
      folder('renderers', 'contract is shared by client and server'),
    ],
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
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  ...dependencyRules.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    // The engine's Node loader may read products/ from disk (and nothing else in engine may).
    files: ['engine/**/*.ts'],
    ignores: ['engine/node.ts', 'engine/node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...dependencyRules[0].patterns, nodeApis] },
      ],
    },
  },
);
