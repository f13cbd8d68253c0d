import { useAtomValue } from 'jotai/react';
import { format } from '../../engine/messages';
import { localeAtom } from '../state/locale';

/**
 * A navigation that could not load what its page needs (the page's chunk, the product's card or
 * the index: the network, a release that removed a chunk): says so in words a parent reads (the
 * browser's error is in the console, ./router.tsx) and goes to the same place again on 重试 — the
 * layout's error boundary would only draw the same failure again.
 */
export function NavigationFailed({ onRetry }: { onRetry: () => void }) {
  const locale = useAtomValue(localeAtom);
  return (
    <div className="page-state" role="alert" data-testid="navigation-failed">
      <p className="page-state-title">{format('shell.common.loadFailed', undefined, locale)}</p>
      <p className="page-state-detail">{format('shell.common.loadFailedHint', undefined, locale)}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {format('shell.common.retry', undefined, locale)}
      </button>
    </div>
  );
}
