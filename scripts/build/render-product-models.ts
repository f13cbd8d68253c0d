/**
 * Prints every product's model file as JSON (`[{ file, source }]`), for the build's product-models
 * step (./product-models.ts runs it in a child process, so the Vite config stays free of the engine).
 * Built as the gateway builds them: a product whose manifest fails its checks has none (its route is
 * switched off in the index, and the app never asks for it).
 * Usage: tsx scripts/build/render-product-models.ts [productsDir]
 */
import { loadCatalogueFailSoft } from '../../engine/node.ts';
import { toModelFile } from '../../engine/catalogue/model-file.ts';

const { catalogue } = await loadCatalogueFailSoft(process.argv[2] ?? 'products');
const files = catalogue.index.flatMap((entry) => {
  const model = catalogue.productForCode(entry.productCode);
  return model ? [{ file: entry.file, source: JSON.stringify(toModelFile(model)) }] : [];
});
process.stdout.write(JSON.stringify(files));
