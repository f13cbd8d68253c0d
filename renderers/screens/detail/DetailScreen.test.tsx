// @vitest-environment jsdom
/**
 * The detail screen draws its first sections with the header, then appends the others one per task.
 * Each append draws the new section only: a section already on screen is not drawn again (on a
 * phone, redrawing every section above for each one appended cost more main-thread time than the
 * page's own first render).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RendererRegistryProvider } from '../../registry/context';
import type { RendererRegistry, SectionRendererProps } from '../../registry/types';
import { testCatalogue } from '../../test-support/catalogue';
import { DetailScreen } from './DetailScreen';

afterEach(() => cleanup());

describe('the detail screen', () => {
  it('appends its sections without drawing those already shown again', async () => {
    const product = (await testCatalogue()).products.find(
      (p) => p.kind === 'onSale' && p.sections.length >= 6,
    )!;
    const drawn = new Map<string, number>();
    function CountingSection({ section }: SectionRendererProps) {
      drawn.set(section.key, (drawn.get(section.key) ?? 0) + 1);
      return <section data-testid={`counted-${section.key}`} />;
    }
    const registry: RendererRegistry = {
      sections: [{ key: 'counting', tester: () => 1, renderer: CountingSection }],
      fields: [],
    };
    vi.useFakeTimers();
    try {
      render(
        <RendererRegistryProvider registry={registry}>
          <DetailScreen product={product} services={{}} onBuy={() => {}} />
        </RendererRegistryProvider>,
      );
      // One task per appended section.
      for (let i = 0; i < product.sections.length; i++) await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    for (const section of product.sections) expect(screen.getByTestId(`counted-${section.key}`)).toBeTruthy();
    expect(Object.fromEntries(drawn)).toEqual(
      Object.fromEntries(product.sections.map((section) => [section.key, 1])),
    );
  });
});
