import { useEffect } from 'react';
import type { ProductModel } from '../../../engine/model';

/**
 * Renders nothing: configures the messaging share card of the product page it sits in, once per
 * product (the share code loads only then).
 */
export function ShareCard({ product }: { product: ProductModel }) {
  useEffect(() => {
    void import('./share-card').then((m) => m.configureShareCard(product));
  }, [product]);
  return null;
}
