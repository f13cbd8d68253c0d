import { lastCoveredDay } from '../../../engine/rules/dates';
import { Link } from '../../app/routing';
import { InfiniteList } from '../../ui/InfiniteList';
import type { ResponseData } from '../../../contract/edu-svc/selectRenewalList';
import { promoterLinks } from '../promoter/links';
import { useGt } from '../text-hook';
import { renewalText } from '../promoter/renewal-label';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../../state/locale';
import { StaffOnly } from './StaffOnly';
import { ProductName } from '../../ui/content';
import { PartyLines } from '../promoter/PartyLines';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/promoter';

type Renewal = ResponseData['list'][number];

/** /renewalList (staff): the customers' policies due for renewal (edu-svc selectRenewalList, scope customers), paged. */
export default function RenewalListPage() {
  const g = useGt();
  const locale = useAtomValue(localeAtom);
  return (
    <StaffOnly>
      <InfiniteList<Renewal>
        pageSize={15}
        loadPage={async (pageNum, pageSize) =>
          (await eduSvc.selectRenewalList({ scope: 'customers', pageNum, pageSize }, { silent: true })).data
            ?.list ?? []
        }
        itemKey={(r) => r.orderCode}
        emptyText={g('growth.promoter.emptyRenewals')}
        renderItem={(r) => (
          <Link
            className="section growth-card"
            to={promoterLinks.renewalDetail(r.orderCode)}
            data-testid="renewal-item"
          >
            <span className="growth-card-title">
              <ProductName name={r.productName} lang={r.productNameLang} />
              <span className="growth-amount">{renewalText(r.renewalLabel, locale)}</span>
            </span>
            <PartyLines holderName={r.holderName} insuredNames={r.insuredNames} />
            <p className="muted">
              {g('growth.promoter.period', {
                start: r.startDate.slice(0, 10),
                end: lastCoveredDay(r.endDate),
              })}
            </p>
          </Link>
        )}
      />
    </StaffOnly>
  );
}
