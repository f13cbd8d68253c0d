import { useEffect, useRef } from 'react';
import type { OrderDetail, PolicySummary } from '../../../contract/order/shapes';
import { PolicyStatus } from '../../../engine/routes/policy-status';
import { orderSvc } from '../../api/order';

/**
 * How long to wait before each new look: soon at first (the sandbox insurer answers two minutes after
 * payment, a real one within seconds to hours), then once a minute for as long as the page is open.
 */
export const ISSUE_WATCH_DELAYS_MS: readonly number[] = [5_000, 10_000, 20_000, 30_000, 60_000];

/**
 * While a page shows an order waiting to be issued (its status page, or its card in the policy
 * list), reads it again now and then, quietly (no spinner, no toast for a failed look), and only
 * while the page is in view; back in view it looks at once. `onMoved` gets the order as soon as it
 * has left 待出单 (issued, or refused), so the buyer sees their policy without leaving the page and
 * coming back.
 */
export function useIssueWatch(
  order: Pick<PolicySummary, 'orderCode' | 'status'> | undefined,
  onMoved: (order: OrderDetail) => void,
): void {
  const moved = useRef(onMoved);
  useEffect(() => {
    moved.current = onMoved;
  });
  const watching = order?.status === PolicyStatus.waitIssue ? order.orderCode : undefined;
  useEffect(() => {
    if (!watching) return;
    let looks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let asking = false;
    const schedule = () => {
      clearTimeout(timer);
      const delay = ISSUE_WATCH_DELAYS_MS[Math.min(looks, ISSUE_WATCH_DELAYS_MS.length - 1)]!;
      timer = setTimeout(look, delay);
    };
    const look = () => {
      // Hidden: visibilitychange looks again. Asking already: its answer schedules the next look.
      if (document.visibilityState === 'hidden' || asking) return;
      looks += 1;
      asking = true;
      orderSvc.searchOrderDetailForPro({ orderCode: watching }, { silent: true }).then(
        ({ data }) => {
          asking = false;
          if (stopped) return;
          if (data && data.status !== PolicyStatus.waitIssue) moved.current(data);
          else schedule();
        },
        () => {
          asking = false;
          if (!stopped) schedule();
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        look();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watching]);
}
