import { lastCoveredDay } from '../../../engine/rules/dates';
import { Link, useSearchParams } from '../../app/routing';
import { useAtomValue } from 'jotai/react';
import * as orderCall from '../../../contract/growth/promoterOrder';
import { localeAtom } from '../../state/locale';
import { session } from '../../state/user';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { getHref } from '../../../engine/routes/table';
import { renewalLink } from '../promoter/links';
import { renewalText } from '../promoter/renewal-label';
import { appBase } from '../share/app-base';
import { copyLink } from '../share/copy';
import { useGt } from '../text-hook';
import { StaffOnly } from './StaffOnly';
import { useT } from '../../messages/useT';
import { Content, ProductName } from '../../ui/content';
import { growthSvc } from '../../api/growth';
import '../../../engine/messages/zh-CN/promoter';

/** /achievementDetail?orderCode= (staff): one attributed policy with its premium, reward and the sales record. */
export function AchievementDetailPage() {
  return <OrderDetail mode="achievement" />;
}

/** /renewalDetail?orderCode= (staff): a customer's policy due for renewal, with the renewal link to send them. */
export function RenewalDetailPage() {
  return <OrderDetail mode="renewal" />;
}

function OrderDetail({ mode }: { mode: 'achievement' | 'renewal' }) {
  const g = useGt();
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [query] = useSearchParams();
  const orderCode = query.get('orderCode') ?? '';
  const state = useAsync(
    async () =>
      orderCode
        ? (await growthSvc.promoterOrder(undefined, { path: orderCall.pathFor(orderCode), silent: true }))
            .data
        : undefined,
    [orderCode],
  );
  return (
    <StaffOnly>
      <AsyncView
        state={state}
        onRetry={state.reload}
        isEmpty={(o) => !o}
        emptyText={g('growth.promoter.notFound')}
      >
        {(o) =>
          o && (
            <section className="section" data-testid="promoter-order-detail">
              <h2 className="section-title">
                <ProductName name={o.productName} lang={o.productNameLang} />
              </h2>
              <div className="row">
                <span>{g('growth.replay.order')}</span>
                <span>{o.orderCode}</span>
              </div>
              <div className="row">
                <span>{g('growth.promoter.holder')}</span>
                <Content kind="user">{o.holderName}</Content>
              </div>
              <div className="row">
                <span>{g('growth.promoter.insured')}</span>
                <Content kind="user">{o.insuredNames.join(t('shell.common.listSeparator'))}</Content>
              </div>
              <div className="row">
                <span>{g('growth.promoter.toCustomerList')}</span>
                <Content kind="user">{o.customerName}</Content>
              </div>
              <div className="row">
                <span>{g('growth.promoter.premium')}</span>
                <span>{o.totalPremium.toFixed(2)}</span>
              </div>
              <div className="row">
                <span>{g('growth.promoter.reward')}</span>
                <span>{o.reward.toFixed(2)}</span>
              </div>
              <div className="row">
                <span>{g('growth.replay.createTime')}</span>
                <span>{o.createTime}</span>
              </div>
              <p className="muted">
                {g('growth.promoter.period', {
                  start: o.startDate.slice(0, 10),
                  end: lastCoveredDay(o.endDate),
                })}
              </p>
              {mode === 'renewal' && o.renewalLabel && (
                <button
                  type="button"
                  className="btn btn-block btn-primary"
                  onClick={() =>
                    void copyLink(renewalLink(appBase(), o.productCode, session.read().userCode ?? ''))
                  }
                >
                  {renewalText(o.renewalLabel, locale)} · {g('growth.promoter.copyRenewalLink')}
                </button>
              )}
              {o.hasSalesRecord && (
                <Link className="btn btn-block" to={getHref('salesReplay', { orderCode: o.orderCode })}>
                  {g('growth.promoter.replay')}
                </Link>
              )}
            </section>
          )
        }
      </AsyncView>
    </StaffOnly>
  );
}
