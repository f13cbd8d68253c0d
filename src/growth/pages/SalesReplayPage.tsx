import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../app/routing';
import * as recordCall from '../../../contract/growth/salesRecord';
import type { Item } from '../../../contract/growth/salesRecordList';
import { AsyncView } from '../../ui/AsyncView';
import { SafeHtml } from '../../../renderers/widgets/html/SafeHtml';
import { InfiniteList } from '../../ui/InfiniteList';
import { useAsync } from '../../ui/useAsync';
import { ReplayView } from '../replay/ReplayView';
import { useGt } from '../text-hook';
import { useT } from '../../messages/useT';
import { StaffOnly } from './StaffOnly';
import { growthSvc } from '../../api/growth';
import { getHref } from '../../../engine/routes/table';
import { Content } from '../../ui/content';
import '../../../engine/messages/zh-CN/promoter';
import '../../../engine/messages/zh-CN/release';

/**
 * /salesReplay (staff): find an order, then see its sales-process record — the sales-page version
 * and the clause texts the buyer confirmed, the operation trail, and the screen recording replayed.
 */
export default function SalesReplayPage() {
  const [query] = useSearchParams();
  const orderCode = query.get('orderCode') ?? '';
  return <StaffOnly>{orderCode ? <OrderRecord orderCode={orderCode} /> : <RecordFinder />}</StaffOnly>;
}

function RecordFinder() {
  const g = useGt();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const open = (orderCode: string) => void navigate(getHref('salesReplay', { orderCode }));
  return (
    <>
      <form
        className="section growth-search"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) open(code.trim());
        }}
      >
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={g('growth.replay.searchPlaceholder')}
          aria-label={g('growth.replay.order')}
        />
        <button type="submit" className="btn btn-small">
          {g('growth.replay.open')}
        </button>
      </form>
      <section className="section">
        <h2 className="section-title">{g('growth.replay.recent')}</h2>
        <InfiniteList<Item>
          pageSize={15}
          loadPage={async (pageNum, pageSize) =>
            (await growthSvc.salesRecordList({ pageNum, pageSize }, { silent: true })).data?.list ?? []
          }
          itemKey={(item) => item.orderCode}
          emptyText={g('growth.replay.empty')}
          renderItem={(item) => (
            <Link
              className="list-link"
              to={getHref('salesReplay', { orderCode: item.orderCode })}
              data-testid="replay-item"
            >
              <span>
                <Content kind="product">{item.productName}</Content> ·{' '}
                <Content kind="user">{item.holderName}</Content>
                <br />
                <span className="muted">
                  {item.orderCode} · {item.createTime}
                </span>
              </span>
              <span className="muted">
                {g('growth.replay.recordings', { count: item.recordings, events: item.trailRecords })}
              </span>
            </Link>
          )}
        />
      </section>
    </>
  );
}

function OrderRecord({ orderCode }: { orderCode: string }) {
  const g = useGt();
  const t = useT();
  const state = useAsync(
    async () =>
      (await growthSvc.salesRecord(undefined, { path: recordCall.pathFor(orderCode), silent: true })).data,
    [orderCode],
  );
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(r) => !r}>
      {(record) =>
        record && (
          <>
            <section className="section" data-testid="replay-order">
              <div className="row">
                <span>{g('growth.replay.order')}</span>
                <span>{record.orderCode}</span>
              </div>
              <div className="row">
                <span>{g('growth.replay.product')}</span>
                <Content kind="product">{record.productName}</Content>
              </div>
              <div className="row">
                <span>{g('growth.replay.holder')}</span>
                <Content kind="user">{record.holderName}</Content>
              </div>
              <div className="row">
                <span>{g('growth.replay.createTime')}</span>
                <span>{record.createTime}</span>
              </div>
              <div className="row">
                <span>{g('growth.replay.serialNo')}</span>
                <span>{record.serialNo ?? ''}</span>
              </div>
              <div className="row">
                <span>{g('growth.replay.manifestVersion')}</span>
                <span data-testid="manifest-version">{record.manifestVersion}</span>
              </div>
            </section>
            <section className="section">
              <h2 className="section-title">
                {g('growth.replay.recordings', {
                  count: record.recordings.length,
                  events: record.recordings.reduce((n, r) => n + r.events, 0),
                })}
              </h2>
              {record.recordings.length > 0 ? (
                <ReplayView orderCode={record.orderCode} />
              ) : (
                <p className="muted">{g('growth.replay.noRecording')}</p>
              )}
            </section>
            <section className="section">
              <h2 className="section-title">{g('growth.replay.trail')}</h2>
              <ol className="growth-trail" data-testid="replay-trail">
                {record.trail.map((t) => (
                  <li key={t.id}>
                    <span className="muted">{t.createTime}</span>{' '}
                    <span data-content="record">
                      {t.opNode} · {t.opDetail}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
            {record.sold && (
              <section className="section" data-testid="replay-sold">
                <h2 className="section-title">{t('release.sold.title')}</h2>
                <div className="row">
                  <span>{t('release.sold.insurer')}</span>
                  <Content kind="product">{record.sold.insurerName}</Content>
                </div>
                <div className="row">
                  <span>{t('release.sold.plan')}</span>
                  <Content kind="product">{record.sold.planName}</Content>
                </div>
                {record.sold.cover.map((c) => (
                  <div className="row" key={c.limitName} data-content="product">
                    <span>{c.limitName}</span>
                    <span>{c.value}</span>
                  </div>
                ))}
              </section>
            )}
            <section className="section">
              <h2 className="section-title">{g('growth.replay.clauses')}</h2>
              {record.confirmedClauses.map((c) => (
                <details
                  key={`${c.displayNo}-${c.resourceName}`}
                  className="growth-clause"
                  data-content="product"
                >
                  <summary>
                    {c.displayNo}. {c.resourceName}
                  </summary>
                  <SafeHtml html={c.content} className="rich-text growth-clause-text" />
                </details>
              ))}
            </section>
          </>
        )
      }
    </AsyncView>
  );
}
