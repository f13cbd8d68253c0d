import { useSetAtom } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PaymentResultScreen, type PaymentResult } from '../../../renderers/screens/payment/PaymentResultScreens';
import { payOrderWeixin } from '../../api/ins-order/payOrderWeixin';
import { searchOrderCharge } from '../../api/order/searchOrderCharge';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastFail } from '../../platform/toast';
import { getHref, withQuery } from '../../routes/table';
import { appStore } from '../../state/store';
import { productFormAtom } from '../../state/form';
import { recordAtom } from '../../state/record';
import { EmptyState } from '../../ui/AsyncView';
import { isSafePayUrl } from '../policies/payUrl';

/**
 * /payoff?productCode= (after the messaging-app OAuth step) and /paySuccess?orderCode&productCode&
 * applicationFormCode: the screens' PaymentResultScreen reading the order's payment state; paying
 * opens the gateway's cashier, which returns to /paySuccess. A paid order clears its stored form.
 */
export default function PaymentResultPage() {
  const t = useT();
  const [query] = useSearchParams();
  const record = appStore.get(recordAtom);
  const orderCode = query.get('orderCode') ?? record.orderCode ?? '';
  const productCode = query.get('productCode') ?? record.productCode ?? '';
  const clearSlot = useSetAtom(useMemo(() => productFormAtom(productCode), [productCode]));

  const loadResult = useCallback(async (): Promise<PaymentResult> => {
    const charge = (await searchOrderCharge({ orderCode }, { silent: true })).data;
    if (!charge) throw new Error(t('shell.api.fetchFailed', { name: t('shell.api.name.orderDetail') }));
    if (charge.paid && productCode) {
      clearSlot('values', undefined);
      clearSlot('serialNo', undefined);
    }
    return { status: charge.paid ? 'paid' : 'unpaid', orderCode: charge.orderCode, amount: charge.totalPremium };
  }, [orderCode, productCode, clearSlot, t]);

  const onPay = useCallback(async () => {
    const back = getHref('paySuccess', { orderCode, productCode, applicationFormCode: record.applicationFormCode });
    const reply = await payOrderWeixin({ orderCode, returnPath: back });
    const url = reply.data?.payUrl ?? '';
    if (!isSafePayUrl(url, window.location.origin)) return toastFail(t('shell.policy.payUrlRefused'));
    window.location.assign(url);
  }, [orderCode, productCode, record.applicationFormCode, t]);

  if (!orderCode) return <EmptyState text={t('shell.purchase.noOrder')} />;
  return <PaymentResultScreen loadResult={loadResult} onPay={onPay} navigate={(path, q) => appNavigate(withQuery(path, q ?? {}))} />;
}
