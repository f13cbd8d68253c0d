import { useSearchParams } from 'react-router-dom';
import { productDetailSvc } from '../../api/prod-svc/productDetailSvc';
import { productEduList } from '../../api/prod-svc/productEduList';
import { useT } from '../../messages/useT';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';

type Insurer = { name: string; logoUrl: string };

/** /insureCompanies[?productCode=]: the insurers behind one product, or behind every product on sale. */
export default function InsureCompaniesPage() {
  const t = useT();
  const [query] = useSearchParams();
  const productCode = query.get('productCode');
  const state = useAsync(async () => {
    const codes = productCode ? [productCode] : ((await productEduList({ onSaleOnly: true })).data?.list ?? []).map((p) => p.productCode);
    const details = await Promise.all(codes.map(async (id) => (await productDetailSvc({ id })).data?.insurers ?? []));
    const byName = new Map<string, Insurer>();
    for (const insurer of details.flat()) byName.set(insurer.name, { name: insurer.name, logoUrl: insurer.logoUrl });
    return [...byName.values()];
  }, [productCode]);
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <section className="section">
          <h2 className="section-title">{t('shell.title.insureCompanies')}</h2>
          {list.map((insurer) => (
            <div key={insurer.name} className="list-link">
              {insurer.logoUrl && <img src={insurer.logoUrl} alt="" width={32} height={32} />}
              <span>{insurer.name}</span>
            </div>
          ))}
        </section>
      )}
    </AsyncView>
  );
}
