import type { Item } from '../../../contract/growth/promoterOrders';
import { InfiniteList } from '../../ui/InfiniteList';
import { OrderCard } from '../promoter/OrderCard';
import { promoterLinks } from '../promoter/links';
import { useGt } from '../text-hook';
import { StaffOnly } from './StaffOnly';
import { growthSvc } from '../../api/growth';
import '../../../engine/messages/zh-CN/promoter';

const PAGE_SIZE = 15;
const loadValid = async (pageNum: number, pageSize: number): Promise<Item[]> =>
  (await growthSvc.promoterOrders({ kind: 'valid', pageNum, pageSize }, { silent: true })).data?.list ?? [];

/** /validList (staff): the valid policies attributed to the promoter, paged. */
export function ValidListPage() {
  const g = useGt();
  return (
    <StaffOnly>
      <InfiniteList<Item>
        pageSize={PAGE_SIZE}
        loadPage={loadValid}
        itemKey={(o) => o.orderCode}
        emptyText={g('growth.promoter.emptyOrders')}
        renderItem={(o) => <OrderCard order={o} to={promoterLinks.achievementDetail(o.orderCode)} />}
      />
    </StaffOnly>
  );
}

/** /rewardDetail (staff): the reward of each valid policy, paged. */
export function RewardDetailPage() {
  const g = useGt();
  return (
    <StaffOnly>
      <InfiniteList<Item>
        pageSize={PAGE_SIZE}
        loadPage={loadValid}
        itemKey={(o) => o.orderCode}
        emptyText={g('growth.promoter.emptyRewards')}
        renderItem={(o) => (
          <OrderCard order={o} to={promoterLinks.achievementDetail(o.orderCode)} showReward />
        )}
      />
    </StaffOnly>
  );
}
