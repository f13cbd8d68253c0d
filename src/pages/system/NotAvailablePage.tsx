import { Link, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../app/router';
import { useT } from '../../messages/useT';
import { getHref } from '../../routes/table';

/** A screen the product screens have not delivered yet: said plainly, never a fake page. */
export default function NotAvailablePage() {
  const t = useT();
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  return (
    <div className="page-state" data-testid="not-available">
      <p className="page-state-title">{t('shell.common.notAvailable')}</p>
      <p className="page-state-detail">
        {t('shell.common.notAvailableHint', { title: route ? t(route.title) : '' })}
      </p>
      <Link className="btn" to={getHref('home')}>
        {t('shell.common.goHome')}
      </Link>
    </div>
  );
}
