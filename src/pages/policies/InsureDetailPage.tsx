import { useSearchParams } from '../../app/routing';
import { useT } from '../../messages/useT';
import { CoverPeriod } from '../../ui/CoverPeriod';
import { statusInfo } from '../../policies/statuses';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { PersonWithId, Row } from './PolicyDetailPage';
import { partiesOf } from './policyParties';
import { Content, ProductName } from '../../ui/content';
import { insSvc } from '../../api/ins-svc';
import '../../../engine/messages/zh-CN/policies';
import '../../../engine/messages/zh-CN/release';

/**
 * /insureDetail?appCode=: the application form as submitted, ID numbers masked, what was sold (insurer,
 * plan, cover limits) and the clauses confirmed — their names from the manifest version the order
 * stores, in the reader's language where that version translates them (the gateway says which: lang).
 */
export default function InsureDetailPage() {
  const t = useT();
  const [query] = useSearchParams();
  const appCode = query.get('appCode') ?? '';
  const state = useAsync(
    async () => (appCode ? (await insSvc.searchAppDetailPro({ appCode })).data : undefined),
    [appCode],
  );
  if (!appCode) return <EmptyState text={t('shell.policy.noOrderCode')} />;
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(order) => !order}>
      {(order) => {
        if (!order) return null;
        const { holder, insureds } = partiesOf(order.applicationForm);
        return (
          <div data-testid="insure-detail">
            <section className="section">
              <h2 className="section-title">
                <ProductName name={order.productName} lang={order.productNameLang} />
              </h2>
              <Row label={t('shell.policy.orderCode')} value={order.orderCode} />
              <Row label={t('shell.policy.status')} value={t(statusInfo[order.status].label)} />
              <Row
                label={t('shell.policy.period')}
                value={<CoverPeriod start={order.startDate} end={order.endDate} />}
              />
              <Row label={t('shell.policy.premium')} value={`¥${order.totalPremium.toFixed(2)}`} />
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
            </section>
            {order.sold && (
              <section className="section" data-testid="sold-cover">
                <h3 className="section-title">{t('release.sold.title')}</h3>
                <Row
                  label={t('release.sold.insurer')}
                  value={
                    <Content kind="product" lang={order.sold.insurerNameLang ?? 'zh-CN'}>
                      {order.sold.insurerName}
                    </Content>
                  }
                />
                <Row
                  label={t('release.sold.plan')}
                  value={
                    <Content kind="product" lang={order.sold.planNameLang ?? 'zh-CN'}>
                      {order.sold.planName}
                    </Content>
                  }
                />
                {order.sold.cover.map((c) => (
                  <Row
                    key={c.limitName}
                    label={
                      <Content kind="product" lang={c.limitNameLang ?? 'zh-CN'}>
                        {c.limitName}
                      </Content>
                    }
                    value={c.value}
                  />
                ))}
              </section>
            )}
            {order.confirmedClauses.length > 0 && (
              <section className="section">
                <h3 className="section-title">{t('shell.policy.clauses')}</h3>
                <ul>
                  {order.confirmedClauses.map((c) => (
                    <li key={`${c.valueMark}-${c.displayNo}`}>
                      <Content kind="product" lang={c.resourceNameLang ?? 'zh-CN'}>
                        {c.resourceName}
                      </Content>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        );
      }}
    </AsyncView>
  );
}
