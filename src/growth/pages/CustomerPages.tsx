import { Link, useSearchParams } from '../../app/routing';
import * as customerCall from '../../../contract/growth/promoterCustomer';
import type { Item } from '../../../contract/growth/promoterOrders';
import { session } from '../../state/user';
import { AsyncView } from '../../ui/AsyncView';
import { InfiniteList } from '../../ui/InfiniteList';
import { useAsync } from '../../ui/useAsync';
import { OrderCard } from '../promoter/OrderCard';
import { promoterLinks, renewalLink } from '../promoter/links';
import { appBase } from '../share/app-base';
import { copyLink } from '../share/copy';
import { useGt } from '../text-hook';
import { StaffOnly } from './StaffOnly';
import { Content } from '../../ui/content';
import { eduSvc } from '../../api/edu-svc';
import { growthSvc } from '../../api/growth';
import '../../../engine/messages/zh-CN/promoter';

type Customer = NonNullable<
  Awaited<ReturnType<typeof eduSvc.queryPromotersInfo>>['data']
>['customers'][number];

/** /customerList (staff): the customers who came through the promoter's code (edu-svc queryPromotersInfo), paged on screen. */
export function CustomerListPage() {
  const g = useGt();
  // The lookup answers every customer at once; the list pages through them as the buyer scrolls.
  const all = useAsync(
    async () => (await eduSvc.queryPromotersInfo(undefined, { silent: true })).data?.customers ?? [],
    [],
  );
  return (
    <StaffOnly>
      <AsyncView state={all} onRetry={all.reload}>
        {(customers) => (
          <InfiniteList<Customer>
            pageSize={15}
            loadPage={async (page, size) => customers.slice((page - 1) * size, page * size)}
            itemKey={(c) => c.customerUserCode}
            emptyText={g('growth.promoter.emptyCustomers')}
            renderItem={(c) => (
              <Link
                className="section growth-card"
                to={promoterLinks.customerDetail(c.customerUserCode)}
                data-testid="customer-item"
              >
                <span className="growth-card-title">
                  {c.customerName ? (
                    <Content kind="user">{c.customerName}</Content>
                  ) : (
                    <span>{g('growth.promoter.unnamed')}</span>
                  )}
                  <span className="muted">{c.customerPhone}</span>
                </span>
                <p className="muted">{g('growth.promoter.joined', { time: c.createTime })}</p>
              </Link>
            )}
          />
        )}
      </AsyncView>
    </StaffOnly>
  );
}

/** /customerDetail?customerUserCode= (staff): the customer, their totals and their policies. */
export function CustomerDetailPage() {
  return <CustomerDetail push={false} />;
}

/**
 * /customerDetailPush?customerUserCode= (staff): the customer's policies that can be renewed, each with
 * the renewal link (carrying the promoter's code) to push to the customer.
 */
export function CustomerDetailPushPage() {
  return <CustomerDetail push />;
}

function CustomerDetail({ push }: { push: boolean }) {
  const g = useGt();
  const [query] = useSearchParams();
  const code = query.get('customerUserCode') ?? '';
  const state = useAsync(
    async () =>
      code
        ? (await growthSvc.promoterCustomer(undefined, { path: customerCall.pathFor(code), silent: true }))
            .data
        : undefined,
    [code],
  );
  return (
    <StaffOnly>
      <AsyncView
        state={state}
        onRetry={state.reload}
        isEmpty={(c) => !c}
        emptyText={g('growth.promoter.notFound')}
      >
        {(c) =>
          c && (
            <>
              <section className="section" data-testid="customer-detail">
                <h2 className="section-title">
                  {c.customerName ? (
                    <Content kind="user">{c.customerName}</Content>
                  ) : (
                    g('growth.promoter.unnamed')
                  )}
                </h2>
                <div className="row">
                  <span>{g('growth.promoter.phone')}</span>
                  <span>{c.customerPhone}</span>
                </div>
                <div className="row">
                  <span>{g('growth.promoter.validOrders')}</span>
                  <span>{c.validOrders}</span>
                </div>
                <div className="row">
                  <span>{g('growth.promoter.premium')}</span>
                  <span>{c.premiumTotal.toFixed(2)}</span>
                </div>
                <p className="muted">{g('growth.promoter.joined', { time: c.createTime })}</p>
                {!push && (
                  <Link className="btn btn-block" to={promoterLinks.customerDetailPush(c.customerUserCode)}>
                    {g('growth.promoter.customerRenewals')}
                  </Link>
                )}
              </section>
              <h2 className="section-title" style={{ margin: '0 16px' }}>
                {push ? g('growth.promoter.customerRenewals') : g('growth.promoter.customerOrders')}
              </h2>
              <InfiniteList<Item>
                pageSize={15}
                loadPage={async (pageNum, pageSize) =>
                  (
                    await growthSvc.promoterOrders(
                      {
                        kind: push ? 'renewable' : 'all',
                        customerUserCode: c.customerUserCode,
                        pageNum,
                        pageSize,
                      },
                      { silent: true },
                    )
                  ).data?.list ?? []
                }
                itemKey={(o) => o.orderCode}
                emptyText={push ? g('growth.promoter.emptyRenewals') : g('growth.promoter.emptyOrders')}
                renderItem={(o) =>
                  push ? (
                    <div>
                      <OrderCard order={o} to={promoterLinks.renewalDetail(o.orderCode)} />
                      <button
                        type="button"
                        className="btn btn-small"
                        style={{ margin: '0 16px' }}
                        onClick={() =>
                          void copyLink(renewalLink(appBase(), o.productCode, session.read().userCode ?? ''))
                        }
                      >
                        {g('growth.promoter.copyRenewalLink')}
                      </button>
                    </div>
                  ) : (
                    <OrderCard order={o} to={promoterLinks.achievementDetail(o.orderCode)} />
                  )
                }
              />
            </>
          )
        }
      </AsyncView>
    </StaffOnly>
  );
}
