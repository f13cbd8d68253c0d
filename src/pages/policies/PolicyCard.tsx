import { useState } from 'react';
import { Link } from '../../app/routing';
import type { OrderDetail, PolicySummary } from '../../../contract/order/shapes';
import { useT } from '../../messages/useT';
import { statusInfo } from '../../policies/statuses';
import { withQuery } from '../../../engine/routes/table';
import { CoverPeriod } from '../../ui/CoverPeriod';
import { ProductName } from '../../ui/content';
import { useIssueWatch } from './useIssueWatch';
import '../../../engine/messages/zh-CN/policies';

/**
 * One order in the policy list; taps open the status page of its status. A 待出单 card follows its
 * order as its status page does: once issued (or refused) it shows the new status, policy number
 * and link in place, on whichever tab it was listed (the list itself is not reloaded under the
 * buyer's finger).
 */
export function PolicyCard({ policy: listed }: { policy: PolicySummary }) {
  const t = useT();
  const [moved, setMoved] = useState<OrderDetail>();
  const policy: PolicySummary = moved ?? listed;
  useIssueWatch(policy, setMoved);
  return (
    <Link
      className="section policy-card"
      to={withQuery(policy.detailPath, { orderCode: policy.orderCode })}
      data-testid="policy-card"
      data-status={policy.status}
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <strong>
          <ProductName name={policy.productName} lang={policy.productNameLang} />
        </strong>
        <span className="policy-status" aria-live="polite">
          {t(statusInfo[policy.status].label)}
        </span>
      </div>
      <p className="muted">
        {t('shell.common.labelled', { label: t('shell.policy.holder') })}
        <span data-content="user">{policy.holderName}</span> ·{' '}
        {t('shell.common.labelled', { label: t('shell.policy.insured') })}
        <span data-content="user">{policy.insuredNames.join(t('shell.common.listSeparator'))}</span>
      </p>
      <p className="muted">
        {t('shell.common.labelled', { label: t('shell.policy.period') })}
        <CoverPeriod start={policy.startDate} end={policy.endDate} />
      </p>
      <p className="muted">
        {t('shell.common.labelValue', {
          label: t('shell.policy.premium'),
          value: `¥${policy.totalPremium.toFixed(2)}`,
        })}
        {policy.policyNo
          ? ` · ${t('shell.common.labelValue', { label: t('shell.policy.policyNo'), value: policy.policyNo })}`
          : ''}
      </p>
    </Link>
  );
}
