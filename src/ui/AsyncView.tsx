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
  emptyAction,
  children,
}: {
  state: AsyncState<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** What the reader can do instead (e.g. 返回首页), under the empty state's text. */
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={onRetry} />;
  if (isEmpty?.(state.data))
    return <EmptyState text={emptyText ?? t('shell.common.empty')} action={emptyAction} />;
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

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="page-state" data-testid="empty-state">
      <p className="page-state-title">{text}</p>
      {action}
    </div>
  );
}
