import { useAtomValue } from 'jotai/react';
import { Link } from '../../app/routing';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { confirmDialog } from '../../platform/dialog';
import { toastSuccess } from '../../platform/toast';
import { POLICY_STATUSES, statusInfo } from '../../policies/statuses';
import { getHref, routes, type RouteName } from '../../../engine/routes/table';
import { isStaffAtom, session, userAtom } from '../../state/user';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { LocaleSwitch } from '../../ui/LocaleSwitch';
import { eduSvc } from '../../api/edu-svc';
import { userSvc } from '../../api/user-svc';
import '../../../engine/messages/zh-CN/account';

const ENTRIES: readonly { route: RouteName; label: Parameters<ReturnType<typeof useT>>[0] }[] = [
  { route: 'policyList', label: 'shell.account.policies' },
  { route: 'zancunList', label: 'shell.account.drafts' },
  { route: 'signList', label: 'shell.title.signList' },
  { route: 'userInfo', label: 'shell.account.userInfo' },
  { route: 'resetNewPassword', label: 'shell.account.changePassword' },
  // The brokerage's article pages (the route table's article column); nothing else links to them.
  { route: 'aboutUs', label: 'shell.title.aboutUs' },
  { route: 'problem', label: 'shell.title.problem' },
];

const PROMOTER_ENTRIES: readonly RouteName[] = ['myAchievement', 'customerList', 'renewalList', 'validList'];

/** /myIndex: the user, policy counts by status, entries to each list, promoter entries for staff. */
export default function MyIndexPage() {
  const t = useT();
  const user = useAtomValue(userAtom);
  const isStaff = useAtomValue(isStaffAtom);
  const counts = useAsync(async () => (await eduSvc.countAppNumByStatus(undefined)).data?.counts ?? {}, []);

  const logout = async () => {
    if (
      !(await confirmDialog(
        t('shell.account.confirmLogout'),
        t('shell.common.confirm'),
        t('shell.common.cancel'),
      ))
    )
      return;
    try {
      await userSvc.loginOut({}, { silent: true });
    } finally {
      session.clear();
      toastSuccess(t('shell.account.loggedOut'));
      appNavigate(getHref('home'), { replace: true });
    }
  };

  return (
    <div data-testid="my-index">
      <section className="section">
        <h2 className="section-title" data-testid="my-name">
          {user.userName || user.phone || t('shell.account.guest')}{' '}
          {isStaff && <span className="policy-status">{t('shell.account.staff')}</span>}
        </h2>
        <p className="muted">{user.phone}</p>
      </section>
      <section className="section">
        <AsyncView state={counts} onRetry={counts.reload}>
          {(data) => (
            <div className="grid-entries">
              {POLICY_STATUSES.map((code) => (
                <Link
                  key={code}
                  className="grid-entry"
                  to={getHref('policyList', { status: code })}
                  data-testid={`count-${code}`}
                >
                  <strong>{data[code] ?? 0}</strong>
                  {t(statusInfo[code].label)}
                </Link>
              ))}
            </div>
          )}
        </AsyncView>
      </section>
      <section className="section">
        {ENTRIES.map((entry) => (
          <Link key={entry.route} className="list-link" to={getHref(entry.route)}>
            <span>{t(entry.label)}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ))}
      </section>
      {isStaff && (
        <section className="section" data-testid="promoter-entries">
          <h3 className="section-title">{t('shell.account.promoter')}</h3>
          {PROMOTER_ENTRIES.map((route) => (
            <Link key={route} className="list-link" to={getHref(route)}>
              <span>{t(routes[route].title)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ))}
        </section>
      )}
      <section className="section">
        <LocaleSwitch />
      </section>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-block"
          onClick={() => void logout()}
          style={{ width: '100%' }}
        >
          {t('shell.account.logout')}
        </button>
      </div>
    </div>
  );
}
