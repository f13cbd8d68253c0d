import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import type { ProductModel } from '../../engine/model';
import type { RouteFlags } from '../../engine/routes/table';

/**
 * The product routes come from the engine's catalogue, resolved when navigated to: the catch-all
 * route loads the index chunk, finds the product whose detail path (a shared path picks the member
 * by query productCode) or contract path (manifest contractFlow.contractPath) it is, and runs the
 * guard with the manifest's flags. A new manifest adds its routes with no code, and the entry chunk
 * does not grow with the catalogue.
 */
export type ProductRouteData = {
  /** the product of a detail path; null on a contract path or an unknown path */
  entry: ProductIndexEntry | null;
  /**
   * The built model, loaded by the route's loader in parallel with the page chunk so the page draws
   * at once; null when that load failed (the page then loads it itself, with its retry view).
   */
  product?: ProductModel | null;
  /** the path is a contract product's contract page (spec §6; the page reads productCode itself) */
  contract?: ProductIndexEntry;
};

export const flagsOf = (entry: ProductIndexEntry): RouteFlags => ({
  requiresLogin: entry.requiresLogin,
  clearRecord: entry.clearRecord,
  clearForm: entry.clearForm,
  back: false,
});

/** Contract pages need login (spec §2 "Detail and contract pages"). */
export const contractFlags: RouteFlags = { requiresLogin: true, clearRecord: false, clearForm: false, back: false };

export async function catalogueRouteFor(url: URL): Promise<Omit<ProductRouteData, 'product'>> {
  const productCode = url.searchParams.get('productCode') ?? undefined;
  const { catalogue } = await import('./catalogue');
  const entry = (await catalogue.entryForPath(url.pathname, productCode)) ?? null;
  const contract = entry ? undefined : await catalogue.entryForContractPath(url.pathname, productCode);
  return contract ? { entry, contract } : { entry };
}

/** The product's model for the loader, or null on failure (the page retries; the catalogue forgets failed loads). */
export async function preloadProduct(entry: ProductIndexEntry): Promise<ProductModel | null> {
  const { catalogue, warmProduct } = await import('./catalogue');
  warmProduct(entry);
  return catalogue.load(entry.productCode).catch(() => null);
}
