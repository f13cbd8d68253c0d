import type { ProductModel } from '../../../engine/model';
import { useShareCard } from './useShareCard';

/** Renders nothing: configures the messaging share card of the product page it sits in. */
export function ShareCard({ product }: { product: ProductModel }) {
  useShareCard(product);
  return null;
}
