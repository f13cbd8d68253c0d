import { Link, useSearchParams } from '../../app/routing';
import { useT } from '../../messages/useT';
import { getHref, routes, withQuery } from '../../../engine/routes/table';
import '../../../engine/messages/zh-CN/account';

/** /passport/login: choose SMS-code or password login; the guard's query (fullPath, promoCode…) is carried on. */
export default function LoginChooserPage() {
  const t = useT();
  const [query] = useSearchParams();
  const carried = Object.fromEntries(query);
  return (
    <div className="account-page">
      <div className="brand-mark" aria-hidden="true">
        <img src="./favicon.svg" alt="" width={72} height={72} />
      </div>
      <p className="muted" style={{ textAlign: 'center' }}>
        {t('shell.account.chooserHint')}
      </p>
      <Link className="btn btn-primary btn-block" to={withQuery(routes.verCodeLogin.path, carried)}>
        {t('shell.account.byCode')}
      </Link>
      <Link className="btn btn-block" to={withQuery(routes.passwordLogin.path, carried)}>
        {t('shell.account.byPassword')}
      </Link>
      <div className="link-row">
        <Link to={withQuery(routes.register.path, Object.fromEntries(query))}>
          {t('shell.account.toRegister')}
        </Link>
        <Link to={getHref('forgetPassword')}>{t('shell.account.forgot')}</Link>
      </div>
    </div>
  );
}
