import { HomeLink } from '../../ui/HomeLink';
import { useT } from '../../messages/useT';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <div className="page-state" data-testid="not-found">
      <p className="page-state-title">{t('shell.common.notFound')}</p>
      <p className="page-state-detail">{t('shell.common.notFoundHint')}</p>
      <HomeLink />
    </div>
  );
}
