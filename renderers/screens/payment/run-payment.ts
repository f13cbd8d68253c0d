/**
 * Carries out the engine's payment decision (spec §4 "Payment routing"): no premium → /paySuccess;
 * a pay-URL lookup tried up to `maxLookups` times, then a retry dialog; an external pay URL
 * (payment type 4); or the messaging-app OAuth step that returns to /payoff. A product notice
 * (e.g. pay within 7 days in the local education fee system) is shown first.
 */
import { format, type Locale } from '../../../engine/messages';
import type { PaymentNotice, PaymentRoute } from '../../../engine/model';
import type { Navigate } from '../../platform/services';
import { loadDialog } from '../../platform/overlays';
import '../../../engine/messages/zh-CN/payment';

export interface PaymentCallbacks {
  navigate: Navigate;
  /** One pay-URL lookup (edu-svc payUrl/queryPayUrl?appCode); resolves null when there is none yet. */
  lookupPayUrl: (query: { appCode: string; payType?: number }) => Promise<string | null>;
  /** Leaves the app for a payment page (window.location in the shell). */
  redirect: (url: string) => void;
  /** Starts the messaging-app OAuth redirect that comes back to /payoff?productCode=. */
  startOAuth: (query: { productCode: string }) => void;
}

/** Tries the lookup up to `attempts` times; null when every attempt failed or found nothing. */
export async function lookupWithRetries(
  lookup: () => Promise<string | null>,
  attempts: number,
): Promise<string | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const url = await lookup();
      if (url) return url;
    } catch (error) {
      console.warn('[renderers] pay-url lookup failed', error);
    }
  }
  return null;
}

async function showNotice(notice: PaymentNotice | undefined, locale: Locale): Promise<void> {
  if (!notice) return;
  const Dialog = await loadDialog();
  await Dialog.alert({
    title: notice.title,
    content: notice.text,
    confirmText: format('screens.confirm.ok', undefined, locale),
  });
}

async function redirectToPayUrl(
  route: Extract<PaymentRoute, { kind: 'payUrl' | 'external' }>,
  callbacks: PaymentCallbacks,
  locale: Locale,
): Promise<void> {
  const query =
    route.kind === 'external'
      ? { appCode: route.appCode, payType: route.payType }
      : { appCode: route.appCode };
  for (;;) {
    const url = await lookupWithRetries(() => callbacks.lookupPayUrl(query), route.maxLookups);
    if (url) {
      callbacks.redirect(url);
      return;
    }
    const Dialog = await loadDialog();
    const retry = await Dialog.confirm({
      content: format('screens.pay.networkError', undefined, locale),
      confirmText: format('screens.pay.retry', undefined, locale),
      cancelText: format('screens.pay.cancel', undefined, locale),
    });
    if (!retry) return;
  }
}

/**
 * The toast after a successful submit, in words that match what happens next: the spec's
 * 投保信息填写成功，请及时支付 only where the buyer is about to pay in the app.
 */
export function submittedMessage(route: PaymentRoute, locale: Locale = 'zh-CN'): string {
  if (route.kind === 'paySuccess') return format('screens.confirm.successFree', undefined, locale);
  if (route.kind === 'payElsewhere') return format('screens.confirm.successPayElsewhere', undefined, locale);
  return format('screens.confirm.success', undefined, locale);
}

export async function runPaymentRoute(
  route: PaymentRoute,
  callbacks: PaymentCallbacks,
  locale: Locale = 'zh-CN',
): Promise<void> {
  switch (route.kind) {
    case 'paySuccess':
      callbacks.navigate(route.route, route.query);
      return;
    case 'payElsewhere':
      // The notice says where to pay (e.g. the city's education fee system): 确定 shows the order, no cashier.
      await showNotice(route.notice, locale);
      callbacks.navigate(route.route, route.query);
      return;
    case 'payUrl':
    case 'external':
      await showNotice(route.notice, locale);
      await redirectToPayUrl(route, callbacks, locale);
      return;
    case 'oauth':
      await showNotice(route.notice, locale);
      callbacks.startOAuth(route.query);
      return;
  }
}
