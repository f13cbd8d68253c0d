import type { PaymentCallbacks } from '../../../renderers/screens/payment/run-payment';
import { appNavigate } from '../../app/navigation';
import { format } from '../../../engine/messages';
import { toastFail } from '../../platform/toast';
import { getHref } from '../../../engine/routes/table';
import { isSafePayUrl } from '../policies/payUrl';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/policies';

/**
 * The payment steps the confirm screen's routing calls. The messaging-app OAuth step is a redirect
 * outside the app in production; in this storefront it goes straight on to /payoff.
 */
export const paymentCallbacks: Omit<PaymentCallbacks, 'navigate'> = {
  lookupPayUrl: async ({ appCode }) =>
    (await eduSvc.queryPayUrl({ appCode }, { silent: true })).data?.payUrl || null,
  redirect: (url) => {
    if (isSafePayUrl(url, window.location.origin)) window.location.assign(url);
    else toastFail(format('shell.policy.payUrlRefused'));
  },
  startOAuth: ({ productCode }) => appNavigate(getHref('payoff', { productCode })),
};
