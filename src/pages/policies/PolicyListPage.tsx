import { useCallback } from 'react';
import { useSearchParams } from '../../app/routing';
import { useT } from '../../messages/useT';
import { POLICY_TABS, statusInfo, type PolicyStatusCode } from '../../policies/statuses';
import { InfiniteList } from '../../ui/InfiniteList';
import { PolicyCard } from './PolicyCard';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/policies';

const PAGE_SIZE = 15;

/** /policyList: tabs by status (query `status`), each an infinite list of the user's orders. */
export default function PolicyListPage() {
  const t = useT();
  const [query, setQuery] = useSearchParams();
  const current = (POLICY_TABS as readonly string[]).includes(query.get('status') ?? '')
    ? (query.get('status') as PolicyStatusCode)
    : 'all';

  const loadPage = useCallback(
    async (pageNum: number, pageSize: number) => {
      const reply = await eduSvc.searchInsuranceList({
        pageNum,
        pageSize,
        ...(current === 'all' ? {} : { status: current }),
      });
      return reply.data?.list ?? [];
    },
    [current],
  );

  return (
    <div>
      <div className="tabs" role="tablist">
        {POLICY_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === current}
            className={tab === current ? 'tab tab-active' : 'tab'}
            onClick={() => setQuery(tab === 'all' ? {} : { status: tab }, { replace: true })}
          >
            {tab === 'all' ? t('shell.policy.all') : t(statusInfo[tab].label)}
          </button>
        ))}
      </div>
      <InfiniteList
        key={current}
        loadPage={loadPage}
        pageSize={PAGE_SIZE}
        itemKey={(p) => p.orderCode}
        renderItem={(p) => <PolicyCard policy={p} />}
        emptyText={t('shell.policy.empty')}
      />
    </div>
  );
}
