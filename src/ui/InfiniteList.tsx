import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  canLoadMore,
  initialInfinite,
  pageFailed,
  pageLoaded,
  startLoading,
  type InfiniteState,
} from './infiniteState';
import { PageSkeleton } from './PageSkeleton';
import { EmptyState, ErrorState } from './AsyncView';
import { useT } from '../messages/useT';

/** A list that loads the next page when its end scrolls into view (spec §4 infinite list). */
export function InfiniteList<T>({
  loadPage,
  pageSize,
  renderItem,
  itemKey,
  emptyText,
}: {
  loadPage: (page: number, pageSize: number) => Promise<T[]>;
  pageSize: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  emptyText: string;
}) {
  const t = useT();
  const [state, setState] = useState<InfiniteState<T>>(initialInfinite<T>());
  const stateRef = useRef(state);
  stateRef.current = state;
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (!canLoadMore(current)) return;
    const loading = startLoading(current);
    stateRef.current = loading;
    setState(loading);
    try {
      const rows = await loadPage(current.page, pageSize);
      setState((s) => pageLoaded(s, rows, pageSize));
    } catch (error) {
      setState((s) => pageFailed(s, error instanceof Error ? error.message : String(error)));
    }
  }, [loadPage, pageSize]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || state.status !== 'idle') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, state.status, state.items.length]);

  const retry = () => setState((s) => ({ ...s, status: 'idle' }));

  if (state.items.length === 0 && state.status === 'error')
    return <ErrorState message={state.error ?? ''} onRetry={retry} />;
  if (state.items.length === 0 && state.status === 'finished') return <EmptyState text={emptyText} />;
  return (
    <div>
      {state.items.map((item) => (
        <div key={itemKey(item)}>{renderItem(item)}</div>
      ))}
      {state.items.length === 0 && state.status !== 'idle' && <PageSkeleton rows={3} />}
      <div
        ref={sentinel}
        className="muted"
        style={{ textAlign: 'center', padding: 12 }}
        data-testid="list-footer"
      >
        {state.status === 'loading' && state.items.length > 0 && t('shell.common.loading')}
        {state.status === 'finished' && t('shell.common.noMore')}
        {state.status === 'error' && (
          <button type="button" className="btn" onClick={retry}>
            {t('shell.common.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
