/**
 * The unit tests that replace a module (vi.mock / vi.doMock). The unit project shares modules between
 * the files of a worker (isolate: false, vite.config.ts), and a module another file imported first
 * would stay the real one: these files run in a project of their own, each with fresh modules.
 * tests/architecture/module-mocking-tests.test.ts keeps this list complete.
 */
export const MODULE_MOCKING_TESTS: readonly string[] = [
  'renderers/screens/insure/render-isolation.test.tsx',
  'src/growth/recording/serial.test.ts',
  'src/pages/purchase/orderSubmitter.test.ts',
  'src/pages/policies/PolicyCard.test.tsx',
  'src/pages/policies/useIssueWatch.test.tsx',
];
