import { SearchBar } from 'antd-mobile';
import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { useT } from '../../messages/useT';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { prodSvc } from '../../api/prod-svc';
import { localeAtom } from '../../state/locale';
import { ProductLink } from './ProductLink';
import '../../../engine/messages/zh-CN/markets';

/** /searchCenter: find a product on sale by name (as shown: in the reader's language where the manifest translates it). */
export default function SearchCenterPage() {
  const t = useT();
  const [term, setTerm] = useState('');
  const locale = useAtomValue(localeAtom);
  const state = useAsync(
    async () => (await prodSvc.productEduList({ onSaleOnly: true })).data?.list ?? [],
    [locale],
  );
  return (
    <div data-testid="search-center">
      <div className="section">
        <SearchBar placeholder={t('shell.market.search')} value={term} onChange={setTerm} />
      </div>
      <AsyncView state={state} onRetry={state.reload}>
        {(list) => {
          const needle = term.trim().toLocaleLowerCase(locale);
          const found = list.filter((p) => p.productName.toLocaleLowerCase(locale).includes(needle));
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
