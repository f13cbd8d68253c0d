import { Link } from 'react-router-dom';
import type { Item } from '../../../contract/growth/promoterOrders';
import { useT } from '../../messages/useT';
import { useGt } from '../text-hook';
import { Content, TextWithContent } from './content';

/** One attributed order in the promoter lists: product, holder and insured, premium (and reward), dates. */
export function OrderCard({
  order,
  to,
  showReward = false,
}: {
  order: Item;
  to: string;
  showReward?: boolean;
}) {
  const g = useGt();
  const t = useT();
  const insured = order.insuredNames.join(t('shell.common.listSeparator'));
  return (
    <Link className="section growth-card" to={to} data-testid="promoter-order">
      <span className="growth-card-title">
        <Content kind="product">{order.productName}</Content>
        <span className="growth-amount">
          {showReward
            ? g('growth.promoter.rewardOf', { amount: order.reward.toFixed(2) })
            : g('growth.promoter.premiumOf', { amount: order.totalPremium.toFixed(2) })}
        </span>
      </span>
      <p>
        <TextWithContent
          text={g('growth.labelValue', { label: g('growth.promoter.holder'), value: order.holderName })}
          value={order.holderName}
          kind="user"
        />{' '}
        <TextWithContent
          text={g('growth.labelValue', { label: g('growth.promoter.insured'), value: insured })}
          value={insured}
          kind="user"
        />
      </p>
      <p className="muted">
        {g('growth.promoter.period', {
          start: order.startDate.slice(0, 10),
          end: order.endDate.slice(0, 10),
        })}
      </p>
      <p className="muted">{g('growth.promoter.createTime', { time: order.createTime })}</p>
    </Link>
  );
}
