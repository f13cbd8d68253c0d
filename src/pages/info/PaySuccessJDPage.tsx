import { Link, useSearchParams } from '../../app/routing';
import { pathFor } from '../../../contract/pay-svc/jdOrder';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { paySvc } from '../../api/pay-svc';
import '../../../engine/messages/zh-CN/info';

/** /paySuccessJD?orderCode=: the e-commerce payment result, read from the gateway. */
export default function PaySuccessJDPage() {
  const t = useT();
  const [query] = useSearchParams();
  const orderCode = query.get('orderCode') ?? '';
  const state = useAsync(
    async () =>
      orderCode ? (await paySvc.jdOrder(undefined, { path: pathFor(orderCode) })).data : undefined,
    [orderCode],
  );
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(trade) => (
        <div className="page-state" data-testid="pay-success-jd">
          <p className="page-state-title">
            {trade?.status === 'SUCCESS' ? t('shell.info.paySuccess') : t('shell.info.payPending')}
          </p>
          {trade?.status === 'SUCCESS' && (
            <p className="page-state-detail">{t('shell.info.paySuccessHint')}</p>
          )}
          <Link className="btn btn-primary" to={getHref('policyList')}>
            {t('shell.info.viewPolicies')}
          </Link>
        </div>
      )}
    </AsyncView>
  );
}
