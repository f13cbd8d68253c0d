import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedFresh, staleByGenTypes } from './generated-fresh';

const root = resolve(import.meta.dirname, '../..');

/** Runs the plugin's buildStart the way Vite does: `this.error` throws. */
async function buildStart(plugin: ReturnType<typeof generatedFresh>): Promise<void> {
  const hook = plugin.buildStart as (this: { error: (message: string) => never }) => Promise<void>;
  await hook.call({
    error: (message: string) => {
      throw new Error(message);
    },
  });
}

describe('the build refuses a stale generated file', async () => {
  // An operator changed a price and did not regenerate: the committed index no longer matches products/.
  const dir = await mkdtemp(join(tmpdir(), 'stale-index-'));
  const products = join(dir, 'products');
  await cp(join(root, 'products'), products, { recursive: true });
  const file = join(products, 'linyi.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace('"premium": 90', '"premium": 95'));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the stale route index after a price change', async () => {
    expect(await staleByGenTypes({ ...process.env, PRODUCTS_DIR: products })).toEqual([
      expect.stringMatching(/engine\/generated\/product-index\.ts$/),
    ]);
  });

  it('fails the build with the file and the command that regenerates it', async () => {
    const plugin = generatedFresh(() => staleByGenTypes({ ...process.env, PRODUCTS_DIR: products }));
    await expect(buildStart(plugin)).rejects.toThrow(
      /stale generated file\(s\): .*product-index\.ts — run `npm run lint:products`/,
    );
  });

  it('lets a build with fresh generated files through', async () => {
    await expect(buildStart(generatedFresh())).resolves.toBeUndefined();
  });
});
