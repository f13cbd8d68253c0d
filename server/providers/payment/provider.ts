import type { PayNotify } from './signature';

/** A trade the gateway asks the payment provider to collect. */
export interface TradeRequest {
  tradeNo: string;
  orderCode: string;
  amountCents: number;
  subject: string;
  /** Where the buyer's browser goes back to after paying, cancelling or failing. */
  returnUrl: string;
}

/**
 * A payment provider: gives the URL the buyer pays at, and later notifies the gateway
 * asynchronously (signed) with the outcome. The sandbox provider's cashier is served by the gateway.
 */
export interface PaymentProvider {
  readonly name: string;
  payUrl(trade: TradeRequest, gatewayOrigin: string): string;
}

/** Sends a signed notify to the gateway (the provider's side of the asynchronous notify). */
export type NotifySender = (notifyUrl: string, notify: PayNotify, signature: string) => Promise<void>;

/** Sandbox: cashier page on the gateway itself. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  payUrl: (trade, origin) => `${origin}/_gw/pay-svc/sandbox/cashier/${encodeURIComponent(trade.tradeNo)}`,
};

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
