import { Link } from '../../app/routing';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <div className="page-state" data-testid="not-found">
      <p className="page-state-title">{t('shell.common.notFound')}</p>
      <p className="page-state-detail">{t('shell.common.notFoundHint')}</p>
      <Link className="btn" to={getHref('home')}>
        {t('shell.common.goHome')}
      </Link>
    </div>
  );
}
