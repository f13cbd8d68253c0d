import { verifyNotify, type PayNotify } from './signature';

/** A trade the gateway asks the payment provider to collect. */
export interface TradeRequest {
  tradeNo: string;
  orderCode: string;
  amountCents: number;
  subject: string;
  /** Where the buyer's browser goes back to after paying, cancelling or failing. */
  returnUrl: string;
  /** The buyer's UI language (their Accept-Language): the sandbox cashier speaks it. */
  locale?: 'zh-CN' | 'en-US';
}

/**
 * A payment provider: gives the URL the buyer pays at, and later notifies the gateway
 * asynchronously (signed) with the outcome. The sandbox provider's cashier is served by the gateway.
 */
export interface PaymentProvider {
  readonly name: string;
  payUrl(trade: TradeRequest, gatewayOrigin: string): string;
  /** Whether a notify really comes from this provider (its signature over the notify's fields). */
  verifyNotify(notify: PayNotify, signature: string): boolean;
}

/** Sends a signed notify to the gateway (the provider's side of the asynchronous notify). */
export type NotifySender = (notifyUrl: string, notify: PayNotify, signature: string) => Promise<void>;

/**
 * Sandbox: the cashier page on the gateway itself (registered only while this provider is chosen,
 * never in production), its notifies signed with the gateway's secret.
 */
export function sandboxPaymentProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    payUrl: (trade, origin) =>
      `${origin}/_gw/pay-svc/sandbox/cashier/${encodeURIComponent(trade.tradeNo)}${trade.locale === 'en-US' ? '?lang=en-US' : ''}`,
    verifyNotify: (notify, signature) => verifyNotify(notify, signature, secret),
  };
}

/** Posts the notify over HTTP, retrying as payment providers do until the gateway answers 'success'. */
export const httpNotifySender: NotifySender = async (url, notify, signature) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body: JSON.stringify(notify),
      });
      const text = await res.text();
      if (res.ok && text.includes('success')) return;
    } catch {
      // network error: retry below
    }
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
};
