import { useAtomValue } from 'jotai/react';
import { Link } from '../../app/routing';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { groupForHome } from './productGroups';
import { prodSvc } from '../../api/prod-svc';
import { localeAtom } from '../../state/locale';
import { Content, ProductName } from '../../ui/content';
import '../../../engine/messages/zh-CN/account';

/**
 * `/`: the storefront home (kept alive): products a visitor can buy, by area; the local market and the
 * personal centre. Product names come in the reader's language where the manifest translates them (a
 * language switch fetches the list again); area names are the brokerage's, shown as it writes them.
 */
export default function HomePage() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const state = useAsync(
    async () => groupForHome((await prodSvc.productEduList({ onSaleOnly: true })).data?.list ?? []),
    [locale],
  );
  return (
    <div data-testid="home">
      <nav className="section grid-entries">
        <Link className="grid-entry" to={getHref('locationMarketHome')}>
          {t('shell.home.market')}
        </Link>
        <Link className="grid-entry" to={getHref('policyList')}>
          {t('shell.account.policies')}
        </Link>
        <Link className="grid-entry" to={getHref('myIndex')}>
          {t('shell.home.mine')}
        </Link>
      </nav>
      <h2 className="section-title" style={{ padding: '12px 16px 0' }}>
        {t('shell.home.products')}
      </h2>
      <AsyncView state={state} onRetry={state.reload} isEmpty={(groups) => groups.length === 0}>
        {(groups) =>
          groups.map((group, i) => (
            // Named by its heading (the area's name is the brokerage's content, marked there).
            <section
              key={group.areaName}
              className="section"
              aria-labelledby={`home-group-${i}`}
              data-testid="home-group"
            >
              <h3 className="section-title" id={`home-group-${i}`}>
                {group.areaName ? (
                  <Content kind="brokerage">{group.areaName}</Content>
                ) : (
                  t('shell.home.nationwide')
                )}
              </h3>
              {group.products.map((p) => (
                <Link
                  key={p.productCode}
                  className="list-link"
                  to={`${p.detailPath}?productCode=${encodeURIComponent(p.productCode)}`}
                  data-testid="home-product"
                >
                  <ProductName name={p.productName} lang={p.productNameLang} />
                  <span className="policy-status">{t('shell.home.buy')} ›</span>
                </Link>
              ))}
            </section>
          ))
        }
      </AsyncView>
    </div>
  );
}
