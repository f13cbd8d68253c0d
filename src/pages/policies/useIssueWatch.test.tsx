// @vitest-environment jsdom
/**
 * The 待出单 watch (useIssueWatch): reads the order again on its schedule, never while the page is
 * hidden, at once when it comes back into view, and no more once the order has moved on. The order
 * service is the gateway's edge: a fake that counts its calls stands in for it.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISSUE_WATCH_DELAYS_MS, useIssueWatch } from './useIssueWatch';

const read = vi.hoisted(() => vi.fn<() => Promise<{ data?: { status: string; orderCode: string } }>>());
vi.mock('../../api/order', () => ({ orderSvc: { searchOrderDetailForPro: read } }));

type Order = Parameters<typeof useIssueWatch>[0];
const waiting = { status: '03', orderCode: 'OD1' } as NonNullable<Order>;
let status = '03';
let visibility: DocumentVisibilityState = 'visible';
const moved = vi.fn();

function Watch({ order }: { order: Order }) {
  useIssueWatch(order, moved);
  return null;
}
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};
/** Lets the timers up to `ms` fire and each read's answer arrive. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  status = '03';
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  read.mockReset();
  read.mockImplementation(() => Promise.resolve({ data: { status, orderCode: 'OD1' } }));
  moved.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useIssueWatch', () => {
  it('reads on its schedule while 待出单, then stops once the order has moved on', async () => {
    render(<Watch order={waiting} />);
    const [first, second, third] = ISSUE_WATCH_DELAYS_MS as [number, number, number];
    await pass(first - 1);
    expect(read).not.toHaveBeenCalled();
    await pass(1);
    expect(read).toHaveBeenCalledTimes(1);
    await pass(second);
    expect(read).toHaveBeenCalledTimes(2);
    status = '05';
    await pass(third);
    expect(read).toHaveBeenCalledTimes(3);
    expect(moved).toHaveBeenCalledWith({ status: '05', orderCode: 'OD1' });
    await pass(10 * 60_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads nothing while the page is hidden, and at once when it is back in view', async () => {
    render(<Watch order={waiting} />);
    setVisibility('hidden');
    await pass(10 * 60_000);
    expect(read).not.toHaveBeenCalled();
    setVisibility('visible');
    await pass(0);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps watching after a failed read, silently', async () => {
    read.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    render(<Watch order={waiting} />);
    await pass(ISSUE_WATCH_DELAYS_MS[0]!);
    await pass(ISSUE_WATCH_DELAYS_MS[1]!);
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith({ orderCode: 'OD1' }, { silent: true });
  });

  it('does not watch an order in any other status', async () => {
    render(<Watch order={{ ...waiting, status: '05' }} />);
    await pass(10 * 60_000);
    expect(read).not.toHaveBeenCalled();
  });
});
