/**
 * The price in the buy bar (issue 13 item 7): "保费 ¥40.00 起", the cheapest choice the product's
 * rating table offers for one copy and one insured person — the figure calpremiums answers for it.
 */
import { useMemo } from 'react';
import { describePriceFrom, startingPremium } from '../../../engine/rules/starting-premium';
import { useFormat, useLocale } from '../../platform/locale';
import type { ProductModel } from '../../../engine/model';
import '../../../engine/messages/zh-CN/detail';

export function StartingPrice({ product }: { product: ProductModel }) {
  const format = useFormat();
  const locale = useLocale();
  const price = useMemo(() => startingPremium(product), [product]);
  if (!price) return null;
  return (
    <div style={{ flex: 'none', display: 'flex', alignItems: 'baseline', gap: 4, whiteSpace: 'nowrap' }}>
      <span style={{ fontSize: 12, color: '#666' }}>{format('screens.detail.priceLabel')}</span>
      <strong data-testid="starting-premium" style={{ fontSize: 20, color: '#ff6b00' }}>
        {describePriceFrom(product, price, locale)}
      </strong>
    </div>
  );
}
