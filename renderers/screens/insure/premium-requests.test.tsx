// @vitest-environment jsdom
/**
 * Issue 13 item 1: the page hands the screen a new premium callback on every render and every answer
 * updates the draft (re-rendering the page), as the app shell does. The screen must still ask once
 * per change of the selection, debounced, and never because of a render.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PremiumRequestItem, ProductModel } from '../../../engine/model';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { productWhere } from '../../test-support/catalogue';
import type { PurchaseDraft } from '../purchase/draft';
import { InsureScreen } from './InsureScreen';
import { PREMIUM_DEBOUNCE_MS } from './use-premium';

beforeAll(() => installAntdRenderShim());
beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Like the shell's InsurePage: stores each draft (a re-render) and passes an inline callback. */
function ShellLikeHost({ product, requests }: { product: ProductModel; requests: [PremiumRequestItem][] }) {
  const [draft, setDraft] = useState<PurchaseDraft | null>(null);
  return (
    <InsureScreen
      product={product}
      services={{}}
      initialDraft={draft}
      onDraftChange={setDraft}
      onCalculatePremium={async (request) => {
        requests.push(request);
        return 100 * request[0].insuranceVOS.length;
      }}
    />
  );
}

const idleMinute = () => act(async () => vi.advanceTimersByTimeAsync(60_000));

describe('premium requests of the insure screen', () => {
  let product: ProductModel;
  beforeAll(async () => {
    product = await productWhere((p) => p.kind === 'onSale' && p.plans.length >= 2);
  });

  it('asks once on opening and not again over an idle minute, though every answer re-renders the page', async () => {
    const requests: [PremiumRequestItem][] = [];
    render(<ShellLikeHost product={product} requests={requests} />);
    await idleMinute();
    expect(screen.getByTestId('premium').textContent).toMatch(/^¥\d+\.\d{2}$/);
    expect(requests).toHaveLength(1);
    await idleMinute();
    expect(requests).toHaveLength(1);
  });

  it('asks once for quick successive plan changes, for the plan chosen last', async () => {
    const requests: [PremiumRequestItem][] = [];
    render(<ShellLikeHost product={product} requests={requests} />);
    await idleMinute();
    const [first, second] = product.plans;
    for (const plan of [first!, second!, first!, second!])
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(plan.name) }));
    await act(async () => vi.advanceTimersByTimeAsync(PREMIUM_DEBOUNCE_MS));
    await idleMinute();
    expect(requests).toHaveLength(2);
    expect(requests[1]![0].insuranceVOS[0]!.programCode).toBe(second!.programs[0]!.code);
  });
});
