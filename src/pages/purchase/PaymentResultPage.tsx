import { useSetAtom } from 'jotai/react';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '../../app/routing';
import type { ProductModel } from '../../../engine/model';
import { paymentOutcome } from '../../../engine/rules/payment-outcome';
import {
  PaymentResultScreen,
  type PaymentResult,
} from '../../../renderers/screens/payment/PaymentResultScreens';
import { appNavigate } from '../../app/navigation';
import { useT } from '../../messages/useT';
import { toastFail } from '../../platform/toast';
import { catalogue } from '../../products/catalogue';
import { insureHrefFor } from '../../products/purchaseRoutes';
import { getHref } from '../../../engine/routes/table';
import { appStore } from '../../state/store';
import { productFormAtom } from '../../state/form';
import { recordAtom } from '../../state/record';
import { EmptyState } from '../../ui/AsyncView';
import { isSafePayUrl } from '../policies/payUrl';
import { planOf } from '../policies/policyParties';
import { insOrder } from '../../api/ins-order';
import { orderSvc } from '../../api/order';
import '../../../engine/messages/zh-CN/policies';

/**
 * /payoff?productCode= (after the messaging-app OAuth step) and /paySuccess?orderCode&productCode&
 * applicationFormCode: the screens' PaymentResultScreen reading the order's payment state and what
 * was bought; paying opens the gateway's cashier, which returns here with its trade number. A paid
 * order clears its stored form.
 */
export default function PaymentResultPage() {
  const t = useT();
  const [query] = useSearchParams();
  const record = appStore.get(recordAtom);
  const orderCode = query.get('orderCode') ?? record.orderCode ?? '';
  const productCode = query.get('productCode') ?? record.productCode ?? '';
  const backFromCashier = query.has('tradeNo');
  const clearSlot = useSetAtom(useMemo(() => productFormAtom(productCode), [productCode]));
  const product = useRef<ProductModel | undefined>(undefined);

  const loadResult = useCallback(async (): Promise<PaymentResult> => {
    const [charge, detail] = await Promise.all([
      orderSvc.searchOrderCharge({ orderCode }, { silent: true }).then((reply) => reply.data),
      orderSvc.searchOrderDetailForPro({ orderCode }, { silent: true }).then((reply) => reply.data),
    ]);
    if (!charge || !detail)
      throw new Error(t('shell.api.fetchFailed', { name: t('shell.api.name.orderDetail') }));
    // The order names its product: a link that lost productCode still words the page by the manifest.
    const model = await catalogue.load(charge.productCode).catch(() => undefined);
    product.current = model;
    if (charge.paid && productCode) {
      clearSlot('values', undefined);
      clearSlot('serialNo', undefined);
    }
    const outcome = paymentOutcome(model, {
      status: charge.status,
      paid: charge.paid,
      totalPremium: charge.totalPremium,
      payStatus: charge.payStatus,
      backFromCashier,
    });
    const plan = planOf(detail);
    const instruction = model?.payment.notice?.text;
    return {
      outcome,
      orderCode: charge.orderCode,
      amount: charge.totalPremium,
      productName: detail.productName,
      productNameLang: detail.productNameLang ?? 'zh-CN',
      insuredNames: detail.insuredNames,
      startDate: detail.startDate,
      endDate: detail.endDate,
      payDeadline: detail.payDeadline,
      refundStatus: detail.refundStatus,
      ...(plan ? { planName: plan.name, planNameLang: plan.lang } : {}),
      ...(outcome === 'payElsewhere' && instruction ? { instruction } : {}),
    };
  }, [orderCode, productCode, backFromCashier, clearSlot, t]);

  const onPay = useCallback(async () => {
    const back = getHref('paySuccess', {
      orderCode,
      productCode,
      applicationFormCode: record.applicationFormCode,
    });
    const reply = await insOrder.payOrderWeixin({ orderCode, returnPath: back });
    const url = reply.data?.payUrl ?? '';
    if (!isSafePayUrl(url, window.location.origin)) return toastFail(t('shell.policy.payUrlRefused'));
    window.location.assign(url);
  }, [orderCode, productCode, record.applicationFormCode, t]);

  const onApplyAgain = useCallback(() => {
    if (product.current) appNavigate(insureHrefFor(product.current));
  }, []);

  if (!orderCode) return <EmptyState text={t('shell.purchase.noOrder')} />;
  return (
    <PaymentResultScreen
      loadResult={loadResult}
      onPay={onPay}
      onApplyAgain={onApplyAgain}
      navigate={(to, q) => appNavigate(getHref(to, q))}
    />
  );
}
