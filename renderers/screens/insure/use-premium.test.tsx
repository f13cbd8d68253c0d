// @vitest-environment jsdom
/**
 * "Next" waits for the premium of the current selection (whenSettled): a tap quicker than the
 * gateway's answer once sent the order with no premium, and the gateway refused it
 * (保费与方案不符). It resolves with the figure once answered, with null when the call failed.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanSelection, ProductModel } from '../../../engine/model';
import { productWhere } from '../../test-support/catalogue';
import { PREMIUM_DEBOUNCE_MS, usePremium } from './use-premium';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('usePremium().whenSettled', () => {
  let product: ProductModel;
  let selection: PlanSelection;
  beforeAll(async () => {
    product = await productWhere((p) => p.kind === 'onSale' && p.plans.length >= 1);
    selection = { planCode: product.plans[0]!.code };
  });

  it('waits for the answer to the current selection, then gives its figure', async () => {
    let answer: (total: number) => void = () => undefined;
    const calculate = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => usePremium(product, selection, calculate, null, () => undefined));
    let settled: number | null | undefined;
    void result.current.whenSettled().then((value) => (settled = value));
    await act(async () => vi.advanceTimersByTimeAsync(PREMIUM_DEBOUNCE_MS));
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(settled).toBeUndefined();
    await act(async () => answer(88));
    expect(settled).toBe(88);
    // Settled: asked again, it answers at once.
    await expect(result.current.whenSettled()).resolves.toBe(88);
  });

  it('gives null when the call failed, so the page says so instead of going on without a price', async () => {
    const calculate = vi.fn(() => Promise.reject(new Error('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePremium(product, selection, calculate, null, () => undefined));
    const settled = result.current.whenSettled();
    await act(async () => vi.advanceTimersByTimeAsync(PREMIUM_DEBOUNCE_MS));
    await expect(settled).resolves.toBeNull();
  });

  it('asks again when "Next" meets a failed call (the message told the buyer to try again)', async () => {
    const calculate = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(120);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePremium(product, selection, calculate, null, () => undefined));
    await act(async () => vi.advanceTimersByTimeAsync(PREMIUM_DEBOUNCE_MS));
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);

    let settled: number | null | undefined;
    await act(async () => void result.current.whenSettled().then((value) => (settled = value)));
    expect(result.current.pending).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(PREMIUM_DEBOUNCE_MS));
    expect(calculate).toHaveBeenCalledTimes(2);
    expect(settled).toBe(120);
    expect(result.current.premium).toBe(120);
    // Answered now: a second tap goes on without asking a third time.
    await expect(result.current.whenSettled()).resolves.toBe(120);
    expect(calculate).toHaveBeenCalledTimes(2);
  });
});
