import { getHref } from '../../engine/routes/table';
import { Link } from '../app/routing';
import { useT } from '../messages/useT';

/** 返回首页: the way out of a page that has nothing to show (an unknown product, a missing page). */
export function HomeLink() {
  const t = useT();
  return (
    <Link className="btn" to={getHref('home')}>
      {t('shell.common.goHome')}
    </Link>
  );
}
