import { useAtomValue } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '../../app/routing';
import { decideChosen } from '../../markets/marketDecision';
import { applyMarketDecision, summaryOf } from '../../markets/marketFlow';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { appStore } from '../../state/store';
import { marketAtom } from '../../state/market';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { eduSvc } from '../../api/edu-svc';
import { localeAtom } from '../../state/locale';
import { Content } from '../../ui/content';
import { ProductLink } from './ProductLink';
import '../../../engine/messages/zh-CN/markets';

/**
 * /insureMarketHome?id= (the configured market home, 'HOME'): the market's products. A market
 * found offline asks the §8 offline prompt (one alternative → jump; several → choice page; refuse → cleared).
 */
export default function MarketHomePage() {
  const t = useT();
  const [query] = useSearchParams();
  const id = query.get('id') ?? appStore.get(marketAtom).market?.id ?? '';
  const locale = useAtomValue(localeAtom);
  const state = useAsync(
    async () => (id ? (await eduSvc.selectSupermarket({ id })).data : undefined),
    [id, locale],
  );
  const checked = useRef('');

  useEffect(() => {
    if (state.status !== 'ready' || !state.data || checked.current === state.data.id) return;
    const market = state.data;
    checked.current = market.id;
    const summary = summaryOf(market);
    const current = appStore.get(marketAtom);
    if (summary.online) {
      // A market reached by id (share link) is no location: without a chosen area the page model is ONLY_MARKET.
      appStore.set(marketAtom, { ...current, inited: true, market: summary });
      return;
    }
    void (async () => {
      const others = (await eduSvc.queryIdByArea({ areaCode: market.areaCode })).data?.list ?? [];
      await applyMarketDecision(decideChosen(summary, others.map(summaryOf)), market.areaCode);
    })();
  }, [state]);

  if (!id) {
    return (
      <div className="page-state">
        <p className="page-state-title">{t('shell.market.choose')}</p>
        <Link className="btn" to={getHref('locationMarketHome')}>
          {t('shell.market.enter')}
        </Link>
      </div>
    );
  }
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(m) => !m}>
      {(market) =>
        market && (
          <div data-testid="market-home" data-market-id={market.id}>
            <section className="section">
              <h2 className="section-title">
                <Content kind="brokerage">{market.name}</Content>
              </h2>
              <p className="muted">
                <Content kind="brokerage">{market.areaName}</Content> ·{' '}
                {market.status === '1' ? t('shell.market.online') : t('shell.market.offlineTag')}
              </p>
              <Link to={getHref('searchCenter')}>{t('shell.title.searchCenter')}</Link>
            </section>
            <section className="section">
              <h3 className="section-title">{t('shell.market.products')}</h3>
              {market.products.length === 0 && <EmptyState text={t('shell.common.empty')} />}
              {market.products.map((p) => (
                <ProductLink key={p.productCode} product={p} />
              ))}
            </section>
          </div>
        )
      }
    </AsyncView>
  );
}
