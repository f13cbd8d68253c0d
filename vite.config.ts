/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { generatedFresh } from './scripts/build/generated-fresh.ts';
import { precompress } from './scripts/build/precompress.ts';
import { inlineAsset } from './scripts/build/asset-inlining.ts';
import { inlineStylesheets } from './scripts/build/inline-stylesheets.ts';
import { inlineFavicon } from './scripts/build/inline-favicon.ts';
import { manifestsFailSoft } from './scripts/build/manifests-fail-soft.ts';
import { productModels } from './scripts/build/product-models.ts';
import { routePreload } from './scripts/build/route-preload.ts';
import { flowChunkOf } from './scripts/build/flow-chunks.ts';
import { iconPaths } from './scripts/build/icon-paths.ts';
import { MODULE_MOCKING_TESTS } from './scripts/lib/module-mocking-tests.ts';

/** What both test projects below share. */
const testOptions = {
  exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', 'storybook-static/**', 'data/**'],
  environment: 'node',
  pool: 'threads' as const,
  // Bounds for a state that is not coming, wide enough for a 2-core machine running the whole suite at once.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // expect.poll waits for a state as Testing Library's waits do (tests/setup/dom-waits.ts), not 1 s:
  // a popup's closing animation took longer than that on a loaded CI machine.
  expect: { poll: { timeout: 10_000 } },
  setupFiles: ['tests/setup/dom-waits.ts', 'tests/setup/catalogues.ts'],
};

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Pre-compressed .br and .gz beside each asset; the gateway serves them (preCompressed) to phones on slow networks.
  plugins: [
    generatedFresh(),
    manifestsFailSoft(),
    productModels(),
    iconPaths(),
    react(),
    // Before routePreload: both rewrite the bundle's CSS lists and read them in generateBundle 'pre'.
    inlineStylesheets(),
    routePreload(),
    inlineFavicon(),
    precompress(),
  ],
  base: './',
  resolve: {
    // antd-mobile's default overlay render (ReactDOM.render, React ≤ 18) is never used in the app:
    // it installs its React 19 render first (renderers/platform/no-legacy-render.ts says why).
    alias: [
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: fileURLToPath(new URL('renderers/platform/no-legacy-render.ts', import.meta.url)),
      },
      // A few antd-mobile modules import rc-util's CommonJS build (rc-util/lib/…) where the rest use
      // its ES build: both were bundled, with CommonJS copies of Babel's helpers (1.2 KB gzip
      // before every route's first screen). The ES build has the same modules.
      { find: /^rc-util\/lib\/(?!React\/render$)(.*)$/, replacement: 'rc-util/es/$1' },
      // antd-mobile's React 17 polyfill of useSyncExternalStore: React 19 has the hook.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('renderers/platform/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/_gw': { target: gateway, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    assetsInlineLimit: inlineAsset,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks. A phone on HTTP/1.1 opens ~6 connections per origin and every
        // tiny common chunk costs a round trip: the detail route went from ~75 requests to ~20. A
        // group takes its modules' dependencies along, so each group catches only what its
        // consumers load anyway; higher priority captures first.
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper, which the small entry needs: on its own, so that it never
            // lands in a chunk that imports React (the entry would then wait for the framework).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 40 },
            // Always loaded (preloaded by index.html, run by the app start): React, jotai, the bundler's
            // runtime helpers, the app start's antd-mobile part (the React 19 render hook and its
            // helpers: captured here so that the antd-common group below never becomes a start
            // dependency) and src/app/framework.ts itself, which src/main.tsx imports first (as its own
            // chunk it was a 0.1 KB file, and the runtime and antd parts two more: a request each).
            // (The global styles stay in the entry itself, which the build inlines into index.html.)
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|jotai|rc-util)[\\/]|@babel[\\/]runtime[\\/]|antd-mobile[\\/]es[\\/]utils[\\/](render|unstable-render|can-use-dom)\.js$)|src[\\/]app[\\/]framework\.ts$|rolldown[\\/]runtime/,
              priority: 30,
            },
            // The app start's small shared modules (state store, locale, the message catalogue with its
            // shell section — the other sections go with the code that imports them — the route
            // table, the router's view and its links and hooks, which pages read too): loaded with the
            // start, not a round trip later. The loader helpers stay in the entry: it must not import
            // React before the first screen is painted.
            {
              name: 'app-core',
              test: /(engine[\\/]messages[\\/](index|registry)\.ts$|engine[\\/]messages[\\/]zh-CN[\\/]shell\.ts$|engine[\\/]routes[\\/]table\.ts$|src[\\/]state[\\/](store|locale)\.ts$|src[\\/]growth[\\/]paths\.ts$|src[\\/]app[\\/](RouterView|routing)\.tsx$)/,
              priority: 25,
            },
            // antd-mobile's shared helpers and the light components most pages draw: one file instead
            // of ~30 tiny ones, loaded with the first route that draws antd. Captured before the antd
            // groups below (a group takes its modules' dependencies along): they share these — with
            // the two icons the toast shares with the form controls, so that a
            // page drawing a form without a toast does not load the motion layer for them.
            // Not the helpers only overlays, tabs and pickers use (scroll lock, touch, rendering into
            // a container, …) nor ahooks' debounce and throttle hooks: they go with the groups below
            // that draw them, and every page that draws no overlay on its first screen (the insure
            // form's, the account and policy pages) loads 2 KB (gzip) less. lodash's debounce itself
            // (0.4 KB) still lands here: rolldown puts it, shared by those hooks' chunks, in one they
            // all import. The helpers the lazily loaded Image and ErrorBlock use stay here too: else
            // those pages would load the tabs' and form's groups for them.
            {
              name: 'antd-common',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](utils[\\/](?!reduce-and-restore-motion|use-tab-list-scroll|use-drag-and-pinch|use-lock-scroll|use-touch|render-|get-container|with-stop-propagation|should-render|use-inner-visible|rubberband|get-scroll-parent|supports-passive|use-mutation-effect|use-resize-effect|traverse-react-node|generate-int-array|measure-css-length|with-cache|use-initialized)|locales[\\/]|components[\\/](config-provider|button|dot-loading|list|space|safe-area)[\\/])|antd-mobile-icons[\\/]es[\\/](CheckOutline|CloseOutline)\.js|ahooks[\\/]es[\\/](?!index\.js|useDebounce|useThrottle)|tslib[\\/]|classnames[\\/])/,
              priority: 24,
            },
            // The motion layer of every page with a Toast, Mask or spinner: react-spring and the antd
            // parts built on it (the insure form's toasts; the detail page's tabs and popups too).
            {
              name: 'antd-motion',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](components[\\/](mask|toast|spin-loading|auto-center)[\\/]|utils[\\/](reduce-and-restore-motion|use-tab-list-scroll))|@react-spring[\\/])/,
              priority: 23,
            },
            // antd-mobile's popup layer: Popup with its drag gestures (@use-gesture). A product detail
            // page draws it (plan comparison, share card); the insure form only once a sheet opens.
            {
              name: 'antd-popup',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](components[\\/]popup[\\/]|utils[\\/]use-drag-and-pinch)|@use-gesture[\\/])/,
              priority: 22,
            },
            // What only a product detail page draws (tabs, collapse, steps): not on the insure route.
            {
              name: 'antd-detail',
              test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/](tabs|collapse|steps)[\\/]/,
              priority: 21,
            },
            // antd-mobile's form controls the insure form draws (text input, radio, switch, selector)
            // with what they need (the check icon, icons): each was its own 1-2 KB file
            // (one more round trip each on a phone's few connections). Only form pages load it; the
            // detail route draws none of them on its first view (its rating popup, which draws the
            // selector, loads the group when it opens: 3 KB more there, one request less per form).
            // The search bar, check list, checkbox and stepper are not on the form's first paint: the
            // school sheet, the confirm and account pages, and a product that sells several copies
            // load them.
            {
              name: 'antd-form',
              test: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]((input|radio|switch|selector)[\\/]|checkbox[\\/](check-icon|native-input)\.js$)/,
              priority: 18,
            },
            // The app's own modules on the insure route in three files instead of ~25: the app start,
            // what the insure page shares with a product detail page, and with the other purchase
            // pages (scripts/build/flow-chunks.ts). Below node_modules' groups, above the automatic split.
            // Exactly these modules: their dependencies stay where they are (antd's barrel alone would
            // pull every component in).
            {
              name: (id, graph) => flowChunkOf(id, graph),
              debugName: 'flow-chunks',
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, which then
    // sits idle while the gateway tests wait on PostgreSQL and PGlite. They wait more than they compute.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        // The gateway tests share their workers' modules (isolate: false): each file starts its own
        // gateway on its own database, and re-importing the server and PGlite's WASM for every file
        // cost about as much CPU as the tests themselves.
        test: { ...testOptions, name: 'gateway', include: ['tests/server/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          ...testOptions,
          name: 'unit',
          // Shared modules per worker too: React, antd-mobile and the catalogues were imported afresh
          // for each of ~100 files (quiet machine: 202 → 145 s CPU, 105 → 77 s wall). The files pass
          // in any order (checked with --sequence.shuffle.files); a test that needs fresh module state
          // asks for it (vi.resetModules, as engine/messages/catalogue.test.ts does). Tests that mock
          // a module run in the next project, with fresh modules.
          isolate: false,
          include: ['**/*.test.{ts,tsx}'],
          exclude: [
            ...testOptions.exclude,
            ...MODULE_MOCKING_TESTS,
            'tests/server/**',
            // npm test runs the lint-config probes on their own, after tsc/eslint/prettier (scripts/test-all.sh).
            ...(process.env.VITEST_SKIP_LINT_PROBES ? ['tests/architecture/lint-config.test.ts'] : []),
          ],
        },
      },
      {
        extends: true,
        test: { ...testOptions, name: 'unit-mocks', include: [...MODULE_MOCKING_TESTS] },
      },
    ],
  },
});
