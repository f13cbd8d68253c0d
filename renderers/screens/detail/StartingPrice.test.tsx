// @vitest-environment jsdom
/** Every on-sale detail page shows a price before 立即投保 (issue 13 item 7). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPremium, startingPremium } from '../../../engine';
import { testCatalogue } from '../../test-support/catalogue';
import { StartingPrice } from './StartingPrice';

afterEach(() => cleanup());

describe('the buy bar price', () => {
  it('shows "¥xx 起" (or the one price, or 无需缴费) on every product on sale', async () => {
    const onSale = (await testCatalogue()).products.filter((p) => p.kind === 'onSale');
    expect(onSale.length).toBeGreaterThan(20);
    for (const product of onSale) {
      render(<StartingPrice product={product} />);
      const shown = screen.getByTestId('starting-premium').textContent;
      const price = startingPremium(product)!;
      if (!product.collectsPremium) expect(shown, product.productCode).toBe('无需缴费');
      else
        expect(shown, product.productCode).toBe(
          `¥${formatPremium(price.premium)}${price.varies ? ' 起' : ''}`,
        );
      cleanup();
    }
  });
});
