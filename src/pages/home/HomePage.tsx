import { Link } from 'react-router-dom';
import { productEduList } from '../../api/prod-svc/productEduList';
import { useT } from '../../messages/useT';
import { getHref } from '../../routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';

/** `/`: the storefront home (kept alive): products on sale, the local market and the personal centre. */
export default function HomePage() {
  const t = useT();
  const state = useAsync(async () => (await productEduList({ onSaleOnly: true })).data?.list ?? [], []);
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
      <section className="section">
        <h2 className="section-title">{t('shell.home.products')}</h2>
        <AsyncView state={state} onRetry={state.reload} isEmpty={(list) => list.length === 0}>
          {(list) =>
            list.map((p) => (
              <Link key={p.productCode} className="list-link" to={`${p.detailPath}?productCode=${encodeURIComponent(p.productCode)}`} data-testid="home-product">
                <span>{p.productName}</span>
                <span className="policy-status">{t('shell.home.buy')} ›</span>
              </Link>
            ))
          }
        </AsyncView>
      </section>
    </div>
  );
}
