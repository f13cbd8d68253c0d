/**
 * Build step: each product's model, built from its manifest and families at build time
 * (engine/catalogue/model-file.ts) and emitted as `assets/products/models/<manifest file>`, which the
 * built storefront fetches instead of the manifests (src/products/catalogue.ts). The browser then
 * carries no manifest resolver or normalizer and does none of that work before a form is drawn.
 *
 * The models are addressed `?v=<version>`, a hash of every model file, so the gateway can serve them
 * as immutable: a change to a manifest, to the engine's normalizing or to an option label is a new
 * address. The app reads the version from the module `virtual:product-models` this plugin provides
 * ('' in development, where the app builds models from products/ itself).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { modelFile } from '../../src/products/product-files.ts';
import { isStorefrontBuild } from './storefront-build.ts';

/** The module's id once resolved (./flow-chunks.ts groups it with the app's catalogue). */
export const PRODUCT_MODELS_MODULE_ID = '\0virtual:product-models';

export interface BuiltModels {
  version: string;
  files: { file: string; source: string }[];
}

/** The version of a set of model files: the same files, the same version. */
export function modelsVersion(files: BuiltModels['files']): string {
  const hash = createHash('sha256');
  for (const { file, source } of [...files].sort((a, b) => a.file.localeCompare(b.file)))
    hash.update(`${file}\n${source}\n`);
  return hash.digest('hex').slice(0, 16);
}

function renderModels(): Promise<BuiltModels> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/build/render-product-models.ts', 'products'],
      // (Found here, not at import: the boot script's tests import this module in a DOM, where the URL is not a file's.)
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(
            new Error(`[product-models] building the product models failed: ${stderr || error.message}`),
          );
        const files = JSON.parse(stdout) as BuiltModels['files'];
        resolve({ version: modelsVersion(files), files });
      },
    );
  });
}

let built: Promise<BuiltModels> | undefined;

/** This build's models, built once however many steps ask (the cards and first screens name their addresses). */
export function builtModels(): Promise<BuiltModels> {
  return (built ??= renderModels());
}

/** Builds them afresh (each build of the storefront: products/ may have changed since the last). */
function rebuildModels(): void {
  built = renderModels();
  built.catch(() => undefined); // reported where it is awaited
}

export function productModels(): Plugin {
  let building = false;
  return {
    name: 'edu:product-models',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      // Started at once, beside the bundling: the app's catalogue module waits for its version.
      if (building) rebuildModels();
    },
    resolveId: {
      filter: { id: /^virtual:product-models$/ },
      handler: () => PRODUCT_MODELS_MODULE_ID,
    },
    load: {
      filter: { id: /^\0virtual:product-models$/ },
      async handler() {
        const version = building ? (await builtModels()).version : '';
        return `export const MODELS_VERSION = ${JSON.stringify(version)};`;
      },
    },
    async generateBundle(_options, bundle) {
      if (!building || !isStorefrontBuild(bundle as unknown as Parameters<typeof isStorefrontBuild>[0]))
        return;
      for (const { file, source } of (await builtModels()).files)
        this.emitFile({ type: 'asset', fileName: modelFile({ file }), source });
    },
  };
}
