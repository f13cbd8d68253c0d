import { lastCoveredDay } from '../../../engine/rules/dates';
import { Link } from '../../app/routing';
import type { Item } from '../../../contract/growth/promoterOrders';
import { useGt } from '../text-hook';
import { ProductName } from '../../ui/content';
import { PartyLines } from './PartyLines';
import '../../../engine/messages/zh-CN/promoter';

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
  return (
    <Link className="section growth-card" to={to} data-testid="promoter-order">
      <span className="growth-card-title">
        <ProductName name={order.productName} lang={order.productNameLang} />
        <span className="growth-amount">
          {showReward
            ? g('growth.promoter.rewardOf', { amount: order.reward.toFixed(2) })
            : g('growth.promoter.premiumOf', { amount: order.totalPremium.toFixed(2) })}
        </span>
      </span>
      <PartyLines holderName={order.holderName} insuredNames={order.insuredNames} />
      <p className="muted">
        {g('growth.promoter.period', {
          start: order.startDate.slice(0, 10),
          end: lastCoveredDay(order.endDate),
        })}
      </p>
      <p className="muted">{g('growth.promoter.createTime', { time: order.createTime })}</p>
    </Link>
  );
}
