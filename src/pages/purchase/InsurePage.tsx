import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InsureScreen } from '../../../renderers/screens/insure/InsureScreen';
import type { CalculatePremium } from '../../../renderers/screens/insure/use-premium';
import { useT } from '../../messages/useT';
import { screenServices } from '../../products/screenServices';
import { appStore } from '../../state/store';
import { productFormAtom } from '../../state/form';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { useDraft, useProduct } from './useProduct';
import { catalogue } from '../../products/catalogue';
import { ProductUnavailablePage } from '../system/ProductUnavailablePage';
import { ContractGate } from '../contract/ContractGate';
import { useDeviceDraft } from './DeviceDraft';
import { VisitorLoginBar } from './VisitorLoginBar';
import { OnSaleGate } from '../../products/OnSaleGate';
import { orderSvc } from '../../api/order';
import { prodSvc } from '../../api/prod-svc';

/** /insure, /newProductInsure, /maincenter?productCode=: the screens' InsureScreen with the gateway calls. */
export default function InsurePage() {
  const t = useT();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const state = useProduct(productCode);
  const [draft, setDraft, setSlot] = useDraft(productCode);
  // Stable across renders: the screen asks for a premium when the selection changes, never per render.
  const calculatePremium = useCallback<CalculatePremium>(
    async (request) => {
      const reply = await prodSvc.calpremiums(request, { silent: true });
      if (reply.data === undefined)
        throw new Error(t('shell.api.fetchFailed', { name: t('shell.purchase.premium') }));
      return reply.data.totalPremium;
    },
    [t],
  );
  const device = useDeviceDraft(state.status === 'ready' ? state.data : undefined, draft, setDraft);
  const entry = catalogue.entryForCode(productCode);
  if (entry?.unavailable) return <ProductUnavailablePage name={entry.name} />;
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(p) => !p}
      emptyText={t('shell.purchase.unknownProduct')}
    >
      {(product) =>
        product ? (
          <OnSaleGate productCode={product.productCode} name={product.name}>
            <ContractGate product={product}>
              <VisitorLoginBar />
              <InsureScreen
                product={product}
                services={screenServices}
                initialDraft={device.initialDraft}
                onDraftChange={device.onDraftChange}
                onCalculatePremium={calculatePremium}
                onSaveDraft={async (current) => {
                  const serialNo = appStore.get(productFormAtom(productCode)).serialNo;
                  const reply = await orderSvc.saveTempFormV2({
                    productCode: product.productCode,
                    productName: product.name,
                    form: { ...current },
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
