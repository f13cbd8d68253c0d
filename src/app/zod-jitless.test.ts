import { expect, test } from 'vitest';

test('zod adopts the jitless setting made before it loads (src/app/zod-jitless.ts)', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/mini');
  expect(config().jitless).toBe(true);
});
