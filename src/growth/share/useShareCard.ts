import { useEffect } from 'react';
import type { ProductModel } from '../../../engine/model';

/** A product page's messaging share card, configured once per product (the code loads only then). */
export function useShareCard(product: ProductModel | undefined): void {
  useEffect(() => {
    if (!product) return;
    void import('./share-card').then((m) => m.configureShareCard(product));
  }, [product]);
}
