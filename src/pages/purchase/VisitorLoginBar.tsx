import { Link, useLocation } from '../../app/routing';
import { useAtomValue } from 'jotai/react';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { loggedInAtom } from '../../state/user';
import '../../../engine/messages/zh-CN/release';

/**
 * On a public product's insure page a visitor fills the form before logging in (the draft is kept on
 * the device): this bar says so and leads to login, back to this page with what was typed.
 */
export function VisitorLoginBar() {
  const t = useT();
  const loggedIn = useAtomValue(loggedInAtom);
  const location = useLocation();
  if (loggedIn) return null;
  const query = new URLSearchParams(location.search);
  const fullPath = `${location.pathname}${location.search}`;
  return (
    <div className="section" role="note" data-testid="visitor-login-bar">
      <span>{t('release.visitorLoginHint')}</span>{' '}
      <Link to={getHref('login', { fullPath, productCode: query.get('productCode') ?? undefined })}>
        {t('release.visitorLogin')}
      </Link>
    </div>
  );
}
