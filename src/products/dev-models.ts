/**
 * Development only (src/products/catalogue.ts loads it behind `import.meta.env.DEV`): a product's
 * model built in the browser from products/ as Vite serves it, so an operator editing a manifest
 * sees the change at once (the lint checks it). The built storefront fetches the model files the
 * build made instead.
 */
import { modelsFromManifests } from '../../engine/catalogue/from-manifests';

const json = async (path: string): Promise<unknown> => {
  const response = await fetch(new URL(path, document.baseURI).href);
  if (!response.ok) throw new Error(`[catalogue] ${path}: HTTP ${response.status}`);
  return response.json();
};

export const devModel = modelsFromManifests({
  manifest: (entry) => json(`/products/${entry.file}`),
  family: (name) => json(`/products/families/${name}.json`),
});
