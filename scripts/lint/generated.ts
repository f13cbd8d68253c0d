/**
 * Every file generated from schemas/ and products/, rendered afresh and compared with what is
 * committed: the lint regenerates them (or, with --check, flags them), `npm test` fails on a stale
 * one (tests/lint/generated.test.ts) and the build refuses to ship one (scripts/build/generated-fresh.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leftoverStories, outDir as storiesDir, renderStories } from '../../stories/scripts/gen-stories';
import { referencePath, renderReference } from '../gen-manifest-reference';
import { renderManifestTypes, typesPath } from '../gen-manifest-types';
import { assetSizesPath, renderAssetSizes } from './asset-sizes';
import { indexPath, renderProductIndex } from './product-index';
import { renderTranslatableCode, translatablePath } from './translatable-code';
import { renderValidatorCode, validatorPath } from './validator-code';
import {
  familySchemaPath,
  renderFamilySchema,
  renderVariantSchema,
  variantSchemaPath,
} from './variant-schema';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface GeneratedFile {
  path: string;
  render: () => Promise<string>;
}

/** Files made from the schema (what a developer regenerates with gen:types / gen:docs). */
export const schemaGenerated: GeneratedFile[] = [
  { path: typesPath, render: renderManifestTypes },
  { path: validatorPath, render: renderValidatorCode },
  { path: translatablePath, render: renderTranslatableCode },
  { path: referencePath, render: renderReference },
  { path: variantSchemaPath, render: renderVariantSchema },
  { path: familySchemaPath, render: renderFamilySchema },
];

/** Files made from the manifests and their images: the route index and image sizes the app ships, the stories. */
export async function productGenerated(): Promise<GeneratedFile[]> {
  const stories = await renderStories();
  return [
    { path: indexPath, render: () => renderProductIndex() },
    { path: assetSizesPath, render: () => renderAssetSizes() },
    ...[...stories].map(([name, content]) => ({ path: join(storiesDir, name), render: async () => content })),
  ];
}

const show = (path: string): string => relative(process.cwd(), path) || path;

/** Stale generated files (as printed), or rewritten ones when `write`. Leftover story files count as stale. */
export async function refreshGenerated(options: {
  write: boolean;
}): Promise<{ rewritten: string[]; stale: string[] }> {
  const rewritten: string[] = [];
  const stale: string[] = [];
  const files = [...schemaGenerated, ...(await productGenerated())];
  for (const file of files) {
    const next = await file.render();
    if ((await readFile(file.path, 'utf8').catch(() => '')) === next) continue;
    if (!options.write) stale.push(show(file.path));
    else {
      await mkdir(dirname(file.path), { recursive: true });
      await writeFile(file.path, next);
      rewritten.push(show(file.path));
    }
  }
  const wanted = new Map(
    files.filter((f) => dirname(f.path) === storiesDir).map((f) => [f.path.slice(storiesDir.length + 1), '']),
  );
  for (const name of await leftoverStories(wanted)) {
    if (options.write) {
      await rm(join(storiesDir, name));
      rewritten.push(show(join(storiesDir, name)));
    } else stale.push(show(join(storiesDir, name)));
  }
  return { rewritten, stale };
}

export { root as repositoryRoot };
