import { useAtomValue } from 'jotai/react';
import { Link } from '../../app/routing';
import { useT } from '../../messages/useT';
import { getHref } from '../../../engine/routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { prodSvc } from '../../api/prod-svc';
import { localeAtom } from '../../state/locale';
import { ProductName } from '../../ui/content';

/** /cooperationList: the products sold under cooperation authorizations, each opening its insurers. */
export default function CooperationListPage() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const state = useAsync(async () => (await prodSvc.productEduList({})).data?.list ?? [], [locale]);
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <section className="section" data-testid="cooperation-list">
          {list.map((p) => (
            <Link
              key={p.productCode}
              className="list-link"
              to={getHref('insureCompanies', { productCode: p.productCode })}
            >
              <ProductName name={p.productName} lang={p.productNameLang} />
              <span className="muted">{t('shell.title.insureCompanies')} ›</span>
            </Link>
          ))}
        </section>
      )}
    </AsyncView>
  );
}
