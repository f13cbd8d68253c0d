// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenServicesProvider } from '../platform/services';
import { productWhere } from '../test-support/catalogue';
import { ServiceContactSectionView } from './ServiceContactSectionView';

afterEach(() => cleanup());

describe('the service card (issue 13 item 9)', () => {
  it('dials the brokerage from one setting and the insurer from the manifest; no picture, one consult action', async () => {
    const product = await productWhere(
      (p) =>
        p.sections.some((s) => s.type === 'onlineServiceImage') &&
        p.sections.some((s) => s.type === 'claimProcess' && 'hotline' in s),
    );
    const section = product.sections.find((s) => s.type === 'onlineServiceImage')!;
    const hotline = (product.sections.find((s) => s.type === 'claimProcess') as { hotline: string }).hotline;
    render(
      <ScreenServicesProvider services={{ serviceHotline: '400-000-0000' }}>
        <ServiceContactSectionView section={section} product={product} />
      </ScreenServicesProvider>,
    );
    const card = screen.getByTestId('section-onlineServiceImage');
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: '400-000-0000' }).getAttribute('href')).toBe('tel:4000000000');
    expect(screen.getByRole('link', { name: hotline }).getAttribute('href')).toBe(
      `tel:${hotline.replace(/\D/g, '')}`,
    );
    expect(screen.getByRole('button', { name: '立即咨询' }).getAttribute('href')).toBe('tel:4000000000');
    expect(card.textContent).not.toContain('400-800-1234');
  });
});
