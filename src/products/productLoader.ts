import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import type { ProductModel } from '../../engine/model';
import type { RouteFlags } from '../routes/table';

/**
 * The product detail routes come from the engine's catalogue, resolved when navigated to: the
 * catch-all route loads the index chunk, finds the product of the path (a shared path picks the
 * member by query productCode) and runs the guard with the manifest's flags. A new manifest adds
 * its route with no code, and the entry chunk does not grow with the catalogue.
 */
export type ProductRouteData = {
  entry: ProductIndexEntry | null;
  /**
   * The built model, loaded by the route's loader in parallel with the page chunk so the page draws
   * at once; null when that load failed (the page then loads it itself, with its retry view).
   */
  product?: ProductModel | null;
};

export const flagsOf = (entry: ProductIndexEntry): RouteFlags => ({
  requiresLogin: entry.requiresLogin,
  clearRecord: entry.clearRecord,
  clearForm: entry.clearForm,
  back: false,
});

export async function productEntryFor({ request }: LoaderFunctionArgs): Promise<ProductIndexEntry | null> {
  const url = new URL(request.url);
  const { catalogue } = await import('./catalogue');
  return catalogue.entryForPath(url.pathname, url.searchParams.get('productCode') ?? undefined) ?? null;
}

/** The product's model for the loader, or null on failure (the page retries; the catalogue forgets failed loads). */
export async function preloadProduct(entry: ProductIndexEntry): Promise<ProductModel | null> {
  const { catalogue, warmProduct } = await import('./catalogue');
  warmProduct(entry);
  return catalogue.load(entry.productCode).catch(() => null);
}
