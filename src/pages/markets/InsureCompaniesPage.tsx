import { useAtomValue } from 'jotai/react';
import { useSearchParams } from '../../app/routing';
import type { Locale } from '../../../engine/messages';
import { localeAtom } from '../../state/locale';
import { defaultResolveAsset } from '../../../renderers/platform/assets';
import { useT } from '../../messages/useT';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { prodSvc } from '../../api/prod-svc';
import { Content } from '../../ui/content';

type Insurer = { name: string; nameLang?: Locale | undefined; logoUrl: string };

/** The insurers of one product (its detail call), or of every product on sale (one list call: list entries carry their insurers). */
async function loadInsurers(productCode: string | null): Promise<Insurer[]> {
  const insurers = productCode
    ? ((await prodSvc.productDetailSvc({ id: productCode })).data?.insurers ?? [])
    : ((await prodSvc.productEduList({ onSaleOnly: true })).data?.list ?? []).flatMap((p) => p.insurers);
  const byName = new Map<string, Insurer>();
  for (const insurer of insurers)
    if (!byName.has(insurer.name))
      byName.set(insurer.name, { name: insurer.name, nameLang: insurer.nameLang, logoUrl: insurer.logoUrl });
  return [...byName.values()];
}

/**
 * /insureCompanies[?productCode=]: the insurers behind one product, or behind every product on sale; their
 * names are product content, in the reader's language where the manifest translates them.
 */
export default function InsureCompaniesPage() {
  const t = useT();
  const [query] = useSearchParams();
  const productCode = query.get('productCode');
  const locale = useAtomValue(localeAtom);
  const state = useAsync(() => loadInsurers(productCode), [productCode, locale]);
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <section className="section" data-testid="insure-companies">
          <h2 className="section-title">{t('shell.title.insureCompanies')}</h2>
          {list.map((insurer) => (
            <div key={insurer.name} className="list-link" data-testid="insurer">
              {insurer.logoUrl && (
                <img src={defaultResolveAsset(insurer.logoUrl)} alt="" width={32} height={32} />
              )}
              <Content kind="product" lang={insurer.nameLang ?? 'zh-CN'}>
                {insurer.name}
              </Content>
            </div>
          ))}
        </section>
      )}
    </AsyncView>
  );
}
