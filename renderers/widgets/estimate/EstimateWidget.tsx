/**
 * The estimate widget of a product page (spec §2): tabs for insurance service (1) and claims
 * service (2) reviews, two reviews per page, the count (999+ above three digits) and a view-more
 * link to /estimateList.
 */
import { Tabs } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useFormat } from '../../platform/locale';
import { formatReviewCount } from '../rating/rating-rules';
import { ReviewCard } from './ReviewCard';
import { COMMENT_NODE_OF_TAB, type EstimateTab, type LoadReviews, type ReviewPage } from './types';
import '../../../engine/messages/zh-CN/detail';

export interface EstimateWidgetProps {
  productCode: string;
  tabs?: readonly EstimateTab[];
  pageSize?: number;
  loadReviews: LoadReviews;
  /** Opens /estimateList for the product and tab. */
  onViewMore: (query: { productCode: string; tab: EstimateTab }) => void;
  title?: string;
}

type State = { status: 'loading' } | { status: 'ready'; page: ReviewPage } | { status: 'error' };

export function EstimateWidget({
  productCode,
  tabs = [1, 2],
  pageSize = 2,
  loadReviews,
  onViewMore,
  title,
}: EstimateWidgetProps) {
  const format = useFormat();
  const [tab, setTab] = useState<EstimateTab>(tabs[0] ?? 1);
  // Each request has its own identity; an answer shows only while it belongs to the current request.
  const request = useMemo(
    () => ({ productCode, tab, pageSize, loadReviews }),
    [productCode, tab, pageSize, loadReviews],
  );
  const [answer, setAnswer] = useState<{ request: object; state: State } | null>(null);
  const state: State = answer?.request === request ? answer.state : { status: 'loading' };

  useEffect(() => {
    let live = true;
    request
      .loadReviews({
        productCode: request.productCode,
        tab: request.tab,
        commentNode: COMMENT_NODE_OF_TAB[request.tab],
        pn: 1,
        ps: request.pageSize,
      })
      .then(
        (page) => live && setAnswer({ request, state: { status: 'ready', page } }),
        () => live && setAnswer({ request, state: { status: 'error' } }),
      );
    return () => {
      live = false;
    };
  }, [request]);

  return (
    <section data-testid="estimate-widget" style={{ background: '#fff', padding: '12px 16px', marginTop: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 style={{ margin: 0, fontSize: 16 }}>{title ?? format('screens.estimate.title')}</h3>
        {state.status === 'ready' ? (
          <span style={{ fontSize: 13, color: '#666' }}>
            {format('screens.estimate.count', { count: formatReviewCount(state.page.total) })}
          </span>
        ) : null}
      </div>
      <Tabs activeKey={String(tab)} onChange={(key) => setTab(Number(key) as EstimateTab)}>
        {tabs.map((value) => (
          <Tabs.Tab
            key={value}
            title={format(value === 1 ? 'screens.estimate.tab.insure' : 'screens.estimate.tab.claim')}
          />
        ))}
      </Tabs>
      {state.status === 'loading' ? (
        <p style={{ color: '#666' }}>{format('screens.rating.loading')}</p>
      ) : null}
      {state.status === 'error' ? (
        <p style={{ color: '#e53935' }}>{format('screens.estimate.failed')}</p>
      ) : null}
      {state.status === 'ready' && state.page.list.length === 0 ? (
        <p style={{ color: '#666' }}>{format('screens.estimate.empty')}</p>
      ) : null}
      {state.status === 'ready'
        ? state.page.list
            .slice(0, pageSize)
            .map((item, index) => <ReviewCard key={`${item.bizNo}-${index}`} item={item} />)
        : null}
      <button
        type="button"
        onClick={() => onViewMore({ productCode, tab })}
        style={{
          display: 'block',
          width: '100%',
          border: 0,
          background: 'none',
          color: '#1677ff',
          padding: '10px 0 0',
          fontSize: 14,
        }}
      >
        {format('screens.estimate.viewMore')}
      </button>
    </section>
  );
}
