import { useAtomValue } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '../../app/routing';
import { decideArea, decideChosen } from '../../markets/marketDecision';
import { applyMarketDecision, summaryOf } from '../../markets/marketFlow';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { appStore } from '../../state/store';
import { marketAtom } from '../../state/market';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { eduSvc } from '../../api/edu-svc';
import { Content, TextWithContent } from '../../ui/content';
import '../../../engine/messages/zh-CN/markets';

/**
 * /locationMarketHome: the markets of the user's area (query areaCode, else the stored one).
 * On arrival the §4 rules run once: exactly one market → straight in; already initialised with
 * another market → the extra-market prompt. Tapping a market checks it is online (§4 offline prompt).
 * Area and market names are the brokerage's (marked as its content), shown as it writes them.
 */
export default function LocationMarketPage() {
  const t = useT();
  const [query] = useSearchParams();
  const stored = useAtomValue(marketAtom);
  const areaCode = query.get('areaCode') ?? stored.areaCode ?? '';
  const state = useAsync(
    async () => (areaCode ? (await eduSvc.queryIdByArea({ areaCode })).data : undefined),
    [areaCode],
  );
  // The gateway names the area (济宁市): never a raw code, nor the name of an area chosen earlier.
  const areaName = state.status === 'ready' ? state.data?.areaName : undefined;
  const decided = useRef(false);

  useEffect(() => {
    if (state.status !== 'ready' || decided.current) return;
    decided.current = true;
    const current = appStore.get(marketAtom);
    const decision = decideArea((state.data?.list ?? []).map(summaryOf), current.market, current.inited);
    appStore.set(marketAtom, { ...current, areaCode });
    if (decision.kind !== 'choose') void applyMarketDecision(decision, areaCode);
  }, [state, areaCode]);

  if (!areaCode) {
    return (
      <div className="page-state">
        <p className="page-state-title">{t('shell.market.noArea')}</p>
        <Link className="btn" to={getHref('selectCompany')}>
          {t('shell.market.changeArea')}
        </Link>
      </div>
    );
  }
  return (
    <div data-testid="location-market">
      <div className="link-row">
        <span>
          <TextWithContent
            kind="brokerage"
            text={t('shell.market.area', { name: areaName ?? stored.areaName ?? '' })}
            value={areaName ?? stored.areaName ?? ''}
          />
        </span>
        <Link to={getHref('selectCompany')}>{t('shell.market.changeArea')}</Link>
      </div>
      <AsyncView
        state={state}
        onRetry={state.reload}
        isEmpty={(data) => !data || data.list.length === 0}
        emptyText={t('shell.market.none')}
      >
        {(data) => (
          <section className="section">
            <h2 className="section-title">{t('shell.market.choose')}</h2>
            {(data?.list ?? []).map((m) => (
              <button
                key={m.id}
                type="button"
                className="list-link market-choice"
                data-testid="market-choice"
                onClick={() =>
                  void applyMarketDecision(
                    decideChosen(summaryOf(m), (data?.list ?? []).map(summaryOf)),
                    areaCode,
                  )
                }
              >
                <Content kind="brokerage">{m.name}</Content>
                <span className="policy-status">
                  {m.status === '1' ? t('shell.market.online') : t('shell.market.offlineTag')}
                </span>
              </button>
            ))}
          </section>
        )}
      </AsyncView>
      {state.status === 'ready' && (state.data?.list.length ?? 0) === 0 && (
        <EmptyState text={t('shell.market.none')} />
      )}
    </div>
  );
}
