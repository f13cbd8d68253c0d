// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageSection } from '../../engine/generated/manifest';
import type { SectionRendererProps } from '../registry/types';
import { ScreenServicesProvider } from '../platform/services';
import { productWhere } from '../test-support/catalogue';
import { ImageSectionView } from './ImageSectionView';

afterEach(() => cleanup());

const draw = (section: SectionRendererProps['section'], product: SectionRendererProps['product']) =>
  render(
    <ScreenServicesProvider services={{}}>
      <ImageSectionView section={section} product={product} />
    </ScreenServicesProvider>,
  ).container.querySelector('img')!;

describe('a manifest image keeps its box while it loads', () => {
  it('a bundled image is a file of its own, drawn at its own size (750×320 banner, 750×400 features)', async () => {
    const product = await productWhere(
      (p) =>
        p.sections.some((s) => s.type === 'featuresImage') && p.sections.some((s) => s.type === 'banner'),
    );
    const banner = draw(
      product.sections.find((s) => s.type === 'banner')!,
      product,
    );
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['750', '320']);
    expect(banner.getAttribute('src')).toMatch(/banner-[\w-]+\.svg$/);
    cleanup();
    const features = draw(
      product.sections.find((s) => s.type === 'featuresImage')!,
      product,
    );
    expect([features.getAttribute('width'), features.getAttribute('height')]).toEqual(['750', '400']);
    expect(features.getAttribute('src')).not.toMatch(/^data:/);
    expect(screen.getByRole('img').style.height).toBe('auto');
  });

  it('an https banner of unknown size keeps the 750×320 artwork box', async () => {
    const product = await productWhere((p) => p.sections.some((s) => s.type === 'banner'));
    const banner = product.sections.find((s) => s.type === 'banner')!;
    const section = { ...banner, image: 'https://cdn.example.com/banner.jpg' } as typeof banner &
      ImageSection;
    const img = draw(section, product);
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/banner.jpg');
    expect(img.hasAttribute('width')).toBe(false);
    expect(img.style.aspectRatio).toBe('750 / 320');
  });
});
