import type { ProductModel } from '../../../engine/model';
import type { ShareProduct } from './poster-model';

/** The share facts of a product: its page, name and the manifest's share tagline. */
export function shareProductOf(product: ProductModel): ShareProduct {
  return {
    productCode: product.productCode,
    name: product.share.title || product.name,
    path: product.route.path,
    sharedPath: product.route.sharedPath !== undefined,
    tagline: product.share.tagline,
    image: product.share.image,
  };
}

/**
 * Opens the share-poster modal for a product (the product page's share button). The modal, qrcode
 * and the promoter lookup load on first use, never with the product page.
 */
export function openSharePoster(product: ProductModel): Promise<void> {
  return import('./poster-host').then((m) => m.showSharePoster(shareProductOf(product)));
}
