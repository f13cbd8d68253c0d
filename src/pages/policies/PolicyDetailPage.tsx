import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../app/routing';
import { useCurrentRoute } from '../../routes/handle';
import { useT } from '../../messages/useT';
import { CoverPeriod } from '../../ui/CoverPeriod';
import { statusInfo, statusOfRoute } from '../../policies/statuses';
import { getHref, withQuery } from '../../../engine/routes/table';
import { PolicyStatus } from '../../../engine/routes/policy-status';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { PolicyActions } from './PolicyActions';
import { partiesOf, planOf } from './policyParties';
import { useIssueWatch } from './useIssueWatch';
import { ProductName } from '../../ui/content';
import { orderSvc } from '../../api/order';
import '../../../engine/messages/zh-CN/policies';

/** Every policy status page of spec §2: the order (query orderCode) and what its status allows. */
export default function PolicyDetailPage() {
  const t = useT();
  const [query] = useSearchParams();
  const orderCode = query.get('orderCode') ?? '';
  const routeName = useCurrentRoute()?.name;
  const pageStatus = routeName ? statusOfRoute(routeName) : undefined;
  const state = useAsync(
    async () => (orderCode ? (await orderSvc.searchOrderDetailForPro({ orderCode })).data : undefined),
    [orderCode],
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // 待出单 moves on by itself: the page follows the order to its new status page, which reads it
  // afresh (opened from a stale link, the page may be that one already: it reads again itself).
  useIssueWatch(state.status === 'ready' ? state.data : undefined, (order) => {
    if (order.detailPath === pathname) state.reload();
    else navigate(withQuery(order.detailPath, { orderCode }), { replace: true });
  });

  if (!orderCode) return <EmptyState text={t('shell.policy.noOrderCode')} />;
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(order) => !order}>
      {(order) => {
        if (!order) return null;
        const { holder, insureds } = partiesOf(order.applicationForm);
        const plan = planOf(order);
        const moved = pageStatus !== undefined && order.status !== pageStatus;
        return (
          <div data-testid="policy-detail" data-status={order.status}>
            {moved && (
              <div className="section notice" role="status">
                {t('shell.policy.wrongStatus', { status: t(statusInfo[order.status].label) })}{' '}
                <Link to={withQuery(order.detailPath, { orderCode })} replace>
                  {t('shell.policy.viewCurrent')}
                </Link>
              </div>
            )}
            <section className="section">
              <h2 className="section-title">
                <ProductName name={order.productName} lang={order.productNameLang} />
              </h2>
              {order.status === PolicyStatus.waitIssue && (
                <p className="notice" role="status" data-testid="wait-issue-note">
                  {t('shell.policy.waitIssueNote')}
                </p>
              )}
              {order.status === '04' && (
                <p className="notice" role="status" data-testid="issue-fail-note">
                  {t('shell.policy.issueFailNote')}
                </p>
              )}
              <Row label={t('shell.policy.orderCode')} value={order.orderCode} />
              {order.policyNo && <Row label={t('shell.policy.policyNo')} value={order.policyNo} />}
              {plan && (
                <Row
                  label={t('shell.policy.plan')}
                  value={<ProductName name={plan.name} lang={plan.lang} />}
                />
              )}
              <Row
                label={t('shell.policy.period')}
                value={<CoverPeriod start={order.startDate} end={order.endDate} />}
              />
              <Row label={t('shell.policy.premium')} value={`¥${order.totalPremium.toFixed(2)}`} />
              <Row label={t('shell.policy.createTime')} value={order.createTime} />
              {order.payDeadline && order.status === '01' && (
                <Row label={t('shell.policy.payDeadline')} value={order.payDeadline} />
              )}
              {order.paidTime && <Row label={t('shell.policy.paidTime')} value={order.paidTime} />}
              {order.status === '04' && (
                <Row
                  label={t('shell.policy.refund')}
                  value={t(`shell.policy.refund.${order.refundStatus}`)}
                />
              )}
            </section>
            <section className="section">
              {holder && (
                <Row
                  label={t('shell.policy.holder')}
                  value={<PersonWithId name={holder.name} maskedId={holder.maskedId} />}
                />
              )}
              {insureds.map((p, i) => (
                <Row
                  key={i}
                  label={t('shell.policy.insured')}
                  value={<PersonWithId name={p.name} maskedId={p.maskedId} />}
                />
              ))}
              <Link to={getHref('insureDetail', { appCode: order.applicationFormCode })}>
                {t('shell.policy.action.detail')}
              </Link>
            </section>
            <PolicyActions order={order} onChanged={state.reload} />
          </div>
        );
      }}
    </AsyncView>
  );
}

/** A person as the order names them (their name is content) with their masked ID number. */
export function PersonWithId({ name, maskedId }: { name: string; maskedId: string }) {
  const t = useT();
  return (
    <>
      <span data-content="user">{name}</span>
      {t('shell.policy.maskedIdAside', { id: maskedId })}
    </>
  );
}

export function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="row">
      <span className="muted">{label}</span>
      <span>{value}</span>
    </div>
  );
}
