import type { ReactNode } from 'react';
import type { AsyncState } from './useAsync';
import { PageSkeleton } from './PageSkeleton';
import { useT } from '../messages/useT';

/** Skeleton while loading, an error with retry, an empty state, or the content. */
export function AsyncView<T>({
  state,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: {
  state: AsyncState<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={onRetry} />;
  if (isEmpty?.(state.data)) return <EmptyState text={emptyText ?? t('shell.common.empty')} />;
  return <>{children(state.data)}</>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="page-state" role="alert" data-testid="error-state">
      <p className="page-state-title">{t('shell.common.loadFailed')}</p>
      <p className="page-state-detail">{message}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('shell.common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="page-state" data-testid="empty-state">
      <p className="page-state-title">{text}</p>
    </div>
  );
}
