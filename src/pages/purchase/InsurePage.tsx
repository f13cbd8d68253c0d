import { useSearchParams } from 'react-router-dom';
import { InsureScreen } from '../../../renderers/screens/insure/InsureScreen';
import { calpremiums } from '../../api/prod-svc/calpremiums';
import { saveTempFormV2 } from '../../api/order/saveTempFormV2';
import { useT } from '../../messages/useT';
import { screenServices } from '../../products/screenServices';
import { appStore } from '../../state/store';
import { productFormAtom } from '../../state/form';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useDraft, useProduct } from './useProduct';
import { catalogue } from '../../products/catalogue';
import { ProductUnavailablePage } from '../system/ProductUnavailablePage';
import { ContractGate } from '../contract/ContractGate';
import { OnSaleGate } from '../../products/OnSaleGate';

/** /insure, /newProductInsure, /maincenter?productCode=: the screens' InsureScreen with the gateway calls. */
export default function InsurePage() {
  const t = useT();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const state = useProduct(productCode);
  const [draft, setDraft, setSlot] = useDraft(productCode);
  const entry = catalogue.entryForCode(productCode);
  if (entry?.unavailable) return <ProductUnavailablePage name={entry.name} />;
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(p) => !p} emptyText={t('shell.purchase.unknownProduct')}>
      {(product) =>
        product ? (
          <OnSaleGate productCode={product.productCode} name={product.name}>
          <ContractGate product={product}>
            <InsureScreen
              product={product}
              services={screenServices}
              initialDraft={draft ?? null}
              onDraftChange={setDraft}
              onCalculatePremium={async (request) => {
                const reply = await calpremiums(request, { silent: true });
                if (reply.data === undefined) throw new Error(t('shell.api.fetchFailed', { name: t('shell.purchase.premium') }));
                return reply.data.totalPremium;
              }}
              onSaveDraft={async (current) => {
                const serialNo = appStore.get(productFormAtom(productCode)).serialNo;
                const reply = await saveTempFormV2({
                  productCode: product.productCode,
                  productName: product.name,
                  form: current as unknown as Record<string, unknown>,
                  ...(typeof serialNo === 'string' ? { serialNo } : {}),
                });
                if (reply.data) setSlot('serialNo', reply.data.serialNo);
              }}
            />
          </ContractGate>
          </OnSaleGate>
        ) : (
          <EmptyState text={t('shell.purchase.unknownProduct')} />
        )
      }
    </AsyncView>
  );
}
