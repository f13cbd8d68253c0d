import { Link } from '../../app/routing';
import { getHref } from '../../../engine/routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';

import { useGt } from '../text-hook';
import { StaffOnly } from './StaffOnly';
import { growthSvc } from '../../api/growth';
import '../../../engine/messages/zh-CN/promoter';

/** /myAchievement (staff): customers, valid policies, premiums, renewals due and rewards, with the lists behind them. */
export default function MyAchievementPage() {
  return (
    <StaffOnly>
      <Achievement />
    </StaffOnly>
  );
}

function Achievement() {
  const g = useGt();
  const state = useAsync(async () => (await growthSvc.promoterSummary(undefined, { silent: true })).data, []);
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(s) => !s}>
      {(s) =>
        s && (
          <>
            <section className="section growth-stats" data-testid="achievement">
              <Stat label={g('growth.promoter.customers')} value={s.customers} />
              <Stat label={g('growth.promoter.validOrders')} value={s.validOrders} />
              <Stat label={g('growth.promoter.premium')} value={s.premiumTotal.toFixed(2)} />
              <Stat label={g('growth.promoter.monthOrders')} value={s.monthOrders} />
              <Stat label={g('growth.promoter.renewals')} value={s.renewalsDue} />
              <Stat label={g('growth.promoter.reward')} value={s.rewardTotal.toFixed(2)} />
            </section>
            <p className="muted" style={{ margin: '0 16px' }}>
              {g('growth.promoter.rewardRate', { rate: `${Math.round(s.rewardRate * 1000) / 10}%` })}
            </p>
            <section className="section">
              <Link className="list-link" to={getHref('validList')}>
                {g('growth.promoter.toValidList')}
                <span>›</span>
              </Link>
              <Link className="list-link" to={getHref('customerList')}>
                {g('growth.promoter.toCustomerList')}
                <span>›</span>
              </Link>
              <Link className="list-link" to={getHref('renewalList')}>
                {g('growth.promoter.toRenewalList')}
                <span>›</span>
              </Link>
              <Link className="list-link" to={getHref('rewardDetail')}>
                {g('growth.promoter.toRewardDetail')}
                <span>›</span>
              </Link>
              <Link className="list-link" to={getHref('salesReplay')}>
                {g('growth.promoter.replay')}
                <span>›</span>
              </Link>
            </section>
          </>
        )
      }
    </AsyncView>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="growth-stat">
      <strong>{value}</strong>
      {label}
    </div>
  );
}
