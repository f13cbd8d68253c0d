import { useEffect } from 'react';
import type { ProductModel } from '../../../engine/model';
import { ClientCode, detectClient } from './client';

/**
 * Renders nothing: configures the messaging share card of the product page it sits in, once per
 * product. The share code (with the gateway client and edu-svc's contracts: ~30 ms of script
 * evaluation on a phone) loads only inside the messaging app, the one place a card exists.
 */
export function ShareCard({ product }: { product: ProductModel }) {
  useEffect(() => {
    if (detectClient(navigator.userAgent) !== ClientCode.messagingApp) return;
    void import('./share-card').then((m) => m.configureShareCard(product));
  }, [product]);
  return null;
}
