import { Link } from '../../app/routing';
import type { PolicySummary } from '../../../contract/order/shapes';
import { useT } from '../../messages/useT';
import { statusInfo } from '../../policies/statuses';
import { withQuery } from '../../../engine/routes/table';
import { CoverPeriod } from '../../ui/CoverPeriod';
import { ProductName } from '../../ui/content';
import '../../../engine/messages/zh-CN/policies';

/** One order in the policy list; taps open the status page of its status. */
export function PolicyCard({ policy }: { policy: PolicySummary }) {
  const t = useT();
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
        <span className="policy-status">{t(statusInfo[policy.status].label)}</span>
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
