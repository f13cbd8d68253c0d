import { useSearchParams } from '../../app/routing';
import { RenewalScreen, type LastPolicy } from '../../../renderers/screens/renewal/RenewalScreen';
import type { PartyState } from '../../../engine/model';
import { appNavigate } from '../../app/navigation';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { appStore } from '../../state/store';
import { productFormAtom } from '../../state/form';
import { AsyncView } from '../../ui/AsyncView';
import { useAsync } from '../../ui/useAsync';
import { useProduct } from './useProduct';
import { orderSvc } from '../../api/order';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** An application-form party (gateway shape) as the form's PartyState. */
function partyOf(value: unknown): PartyState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const p = value as Record<string, unknown>;
  return {
    name: text(p.name),
    idType: text(p.licenceType),
    idNumber: text(p.licenceNo),
    telephone: text(p.phone),
    birthday: text(p.birthday).slice(0, 10),
    sexValue: text(p.sex),
  } as PartyState;
}

/** /insurerenew?productCode=[&orderCode=]: the screens' renewal view; an unknown code shows nothing. */
export default function RenewalPage() {
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const orderCode = query.get('orderCode') ?? '';
  const product = useProduct(productCode);
  const last = useAsync(async (): Promise<LastPolicy | undefined> => {
    if (!orderCode) return undefined;
    const order = (await orderSvc.searchOrderDetailForPro({ orderCode }, { silent: true })).data;
    if (!order?.policyNo) return undefined;
    const form = order.applicationForm;
    const holder = partyOf(form.policyHolder);
    const insureds = (Array.isArray(form.insureds) ? form.insureds : [])
      .map(partyOf)
      .filter((p): p is PartyState => p !== undefined);
    const plan =
      typeof form.plan === 'object' && form.plan !== null
        ? text((form.plan as Record<string, unknown>).code)
        : '';
    const factors = Object.fromEntries(
      (Array.isArray(form.factors) ? (form.factors as unknown[]) : [])
        .map((f) =>
          typeof f === 'object' && f !== null
            ? [
                text((f as Record<string, unknown>).factorCode),
                text((f as Record<string, unknown>).factorValue),
              ]
            : ['', ''],
        )
        .filter(([code]) => code),
    );
    return {
      policyNo: order.policyNo,
      renewalTimes: typeof form.renewalTimes === 'number' ? form.renewalTimes : 0,
      ...(holder ? { holder } : {}),
      insureds,
      ...(plan ? { planCode: plan } : {}),
      factors,
      ...(order.endDate ? { endDate: order.endDate } : {}),
    };
  }, [orderCode]);
  return (
    <AsyncView state={product} onRetry={product.reload}>
      {(model) => (
        <AsyncView state={last} onRetry={last.reload}>
          {(lastPolicy) => (
            <RenewalScreen
              product={model}
              lastPolicy={lastPolicy}
              onStart={(draft) => {
                if (!model) return;
                appStore.set(productFormAtom(model.productCode), 'values', draft);
                appNavigate(insureHrefFor(model));
              }}
            />
          )}
        </AsyncView>
      )}
    </AsyncView>
  );
}
