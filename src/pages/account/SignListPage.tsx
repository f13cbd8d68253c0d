import { Link } from '../../app/routing';
import { GATEWAY_PREFIX } from '../../api/instance';
import { useT } from '../../messages/useT';
import { toBase64Url } from '../../policies/ePolicy';
import { getHref } from '../../../engine/routes/table';
import { session } from '../../state/user';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/account';

/** /signList ('Signed agreements'): each agreement with the holder name and signing date; tap to view opens /pdf. */
export default function SignListPage() {
  const t = useT();
  const state = useAsync(
    async () => (await eduSvc.contractList({ userCode: session.read().userCode ?? '' })).data?.list ?? [],
    [],
  );
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(list) => list.length === 0}
      emptyText={t('shell.sign.empty')}
    >
      {(list) => (
        <section className="section" data-testid="sign-list">
          {list.map((item) => (
            <div key={item.contractNo} className="list-link" data-testid="sign-item">
              <span>
                {item.userName}
                <br />
                <span className="muted">
                  {t('shell.common.labelValue', { label: t('shell.sign.signTime'), value: item.signTime })}
                </span>
              </span>
              <Link to={getHref('pdf', { url: toBase64Url(`${GATEWAY_PREFIX}${item.contractUrl}`) })}>
                {t('shell.sign.view')}
              </Link>
            </div>
          ))}
        </section>
      )}
    </AsyncView>
  );
}
