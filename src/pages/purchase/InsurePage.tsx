import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '../../app/routing';
import { useReturnScrollPosition } from '../../app/RouterView';
import { InsureScreen } from '../../../renderers/screens/insure/InsureScreen';
import type { CalculatePremium } from '../../../renderers/screens/insure/use-premium';
import type { PurchaseDraft } from '../../../renderers/screens/purchase/draft';
import { useT } from '../../messages/useT';
import { screenServices } from '../../products/screenServices';
import { useStore } from 'jotai/react';
import { productFormAtom } from '../../state/form';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { HomeLink } from '../../ui/HomeLink';
import { useDraftOnce, useProduct } from './useProduct';
import { catalogue } from '../../products/catalogue';
import { ProductUnavailablePage } from '../system/ProductUnavailablePage';
import { ContractGate } from '../contract/ContractGate';
import { useDeviceDraft } from './DeviceDraft';
import { VisitorLoginBar } from './VisitorLoginBar';
import { startOnChosenPlan } from './chosenPlan';
import { OnSaleGate } from '../../products/OnSaleGate';
import { rememberedPremium } from './premiums';

/** /insure, /newProductInsure, /maincenter?productCode=: the screens' InsureScreen with the gateway calls. */
export default function InsurePage() {
  const t = useT();
  const [query, setQuery] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const chosenPlan = query.get('planCode') ?? '';
  const state = useProduct(productCode);
  const [draft, setDraft, setSlot] = useDraftOnce(productCode);
  const store = useStore();
  // Stable across renders: the screen asks for a premium when the selection changes, never per render.
  const manifestVersion = state.status === 'ready' ? (state.data?.manifestVersion ?? '') : '';
  const calculatePremium = useCallback<CalculatePremium>(
    (request) =>
      rememberedPremium(`${manifestVersion} ${JSON.stringify(request)}`, async () => {
        // The API client and its contracts' schemas load with the first premium request (a moment
        // after the form is drawn), not before the form: nothing else on the form's way needs them.
        const { prodSvc } = await import('../../api/prod-svc');
        const reply = await prodSvc.calpremiums(request, { silent: true });
        if (reply.data === undefined)
          throw new Error(t('shell.api.fetchFailed', { name: t('shell.purchase.premium') }));
        return reply.data.totalPremium;
      }),
    [t, manifestVersion],
  );
  // "Save draft" stores a temp form; the serial number it gets back names it on the next save.
  const loaded = state.status === 'ready' ? state.data : undefined;
  const saveDraft = useMemo(
    () =>
      loaded
        ? async (current: PurchaseDraft) => {
            const serialNo = store.get(productFormAtom(productCode)).serialNo;
            // The order service's table (its contracts' shapes) loads on this tap, not with the form.
            const { orderSvc } = await import('../../api/order');
            const reply = await orderSvc.saveTempFormV2({
              productCode: loaded.productCode,
              form: { ...current },
              ...(typeof serialNo === 'string' ? { serialNo } : {}),
            });
            if (reply.data) setSlot('serialNo', reply.data.serialNo);
          }
        : undefined,
    [loaded, productCode, setSlot, store],
  );
  const device = useDeviceDraft(loaded, draft, setDraft);
  // A return to a scroll position down the form needs the whole form's height at once.
  const returning = useReturnScrollPosition() > 0;
  // The detail page's plan choice starts the form once; then the address forgets it, so a reload or the
  // return from login keeps the plan chosen on this page instead.
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready && chosenPlan)
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('planCode');
          return next;
        },
        { replace: true },
      );
  }, [ready, chosenPlan, setQuery]);
  const entry = catalogue.known(productCode);
  if (entry?.unavailable) return <ProductUnavailablePage name={entry.name} />;
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(p) => !p}
      emptyText={t('shell.purchase.unknownProduct')}
      emptyAction={<HomeLink />}
    >
      {(product) =>
        product ? (
          <OnSaleGate productCode={product.productCode} name={product.name}>
            <ContractGate product={product}>
              <VisitorLoginBar />
              <InsureScreen
                product={product}
                services={screenServices}
                initialDraft={startOnChosenPlan(product, device.initialDraft, chosenPlan)}
                onDraftChange={device.onDraftChange}
                onCalculatePremium={calculatePremium}
                onSaveDraft={saveDraft}
                belowFoldLater={!returning}
              />
            </ContractGate>
          </OnSaleGate>
        ) : (
          <EmptyState text={t('shell.purchase.unknownProduct')} action={<HomeLink />} />
        )
      }
    </AsyncView>
  );
}
