import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../messages/useT';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { prodSvc } from '../../api/prod-svc';
import { ProductLink } from './ProductLink';

/** /searchCenter: find a product on sale by name. */
export default function SearchCenterPage() {
  const t = useT();
  const [term, setTerm] = useState('');
  const state = useAsync(
    async () => (await prodSvc.productEduList({ onSaleOnly: true })).data?.list ?? [],
    [],
  );
  return (
    <div>
      <div className="section">
        <SearchBar placeholder={t('shell.market.search')} value={term} onChange={setTerm} />
      </div>
      <AsyncView state={state} onRetry={state.reload}>
        {(list) => {
          const found = list.filter((p) => p.productName.includes(term.trim()));
          if (found.length === 0) return <EmptyState text={t('shell.market.searchEmpty')} />;
          return (
            <section className="section">
              {found.map((p) => (
                <ProductLink key={p.productCode} product={p} />
              ))}
            </section>
          );
        }}
      </AsyncView>
    </div>
  );
}
