/**
 * /estimateList (spec §2, §4 "Infinite list"): reviews page by page (15 by default) until a page
 * is shorter than the page size ('No more data...'); a failed page shows 'Failed to get data...'
 * with a retry.
 */
import { InfiniteScroll, Tabs } from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { useFormat } from '../../platform/locale';
import { formatReviewCount } from '../rating/rating-rules';
import { ReviewCard } from './ReviewCard';
import { COMMENT_NODE_OF_TAB, type EstimateTab, type LoadReviews, type ReviewItem } from './types';
import '../../../engine/messages/zh-CN/detail';

export const ESTIMATE_LIST_PAGE_SIZE = 15;

export interface EstimateListProps {
  productCode: string;
  initialTab?: EstimateTab;
  pageSize?: number;
  loadReviews: LoadReviews;
}

export function EstimateList({
  productCode,
  initialTab = 1,
  pageSize = ESTIMATE_LIST_PAGE_SIZE,
  loadReviews,
}: EstimateListProps) {
  const format = useFormat();
  const [tab, setTab] = useState<EstimateTab>(initialTab);
  const [items, setItems] = useState<ReviewItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [hasMore, setHasMore] = useState(true);
  const nextPage = useRef(1);

  const loadMore = useCallback(async () => {
    const pn = nextPage.current;
    // Throwing tells InfiniteScroll the page failed; it then shows the failure text and a retry.
    const page = await loadReviews({
      productCode,
      tab,
      commentNode: COMMENT_NODE_OF_TAB[tab],
      pn,
      ps: pageSize,
    });
    nextPage.current = pn + 1;
    setItems((previous) => [...previous, ...page.list]);
    setTotal(page.total);
    setHasMore(page.list.length >= pageSize);
  }, [loadReviews, productCode, tab, pageSize]);

  function switchTab(next: EstimateTab) {
    nextPage.current = 1;
    setItems([]);
    setTotal(null);
    setHasMore(true);
    setTab(next);
  }

  return (
    <div data-testid="estimate-list" style={{ background: '#fff', minHeight: '100vh' }}>
      <Tabs activeKey={String(tab)} onChange={(key) => switchTab(Number(key) as EstimateTab)}>
        <Tabs.Tab key="1" title={format('screens.estimate.tab.insure')} />
        <Tabs.Tab key="2" title={format('screens.estimate.tab.claim')} />
      </Tabs>
      {total !== null ? (
        <p style={{ margin: '8px 16px', fontSize: 13, color: '#666' }}>
          {format('screens.estimate.count', { count: formatReviewCount(total) })}
        </p>
      ) : null}
      <div style={{ padding: '0 16px' }}>
        {items.map((item, index) => (
          <ReviewCard key={`${item.bizNo}-${index}`} item={item} />
        ))}
      </div>
      <InfiniteScroll key={tab} loadMore={loadMore} hasMore={hasMore}>
        {(more, failed, retry) =>
          failed ? (
            <button
              type="button"
              onClick={() => void retry()}
              style={{ border: 0, background: 'none', color: '#e53935' }}
            >
              {format('screens.estimate.failed')} {format('screens.estimate.retry')}
            </button>
          ) : more ? (
            <span>{format('screens.rating.loading')}</span>
          ) : (
            <span>{format('screens.estimate.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
