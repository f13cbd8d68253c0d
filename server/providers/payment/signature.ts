import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a payment notify, signed by the provider (sandbox: HMAC-SHA256 with the gateway secret). */
export interface PayNotify {
  notifyId: string;
  tradeNo: string;
  orderCode: string;
  /** Amount paid, in fen (cents), as the provider sends it. */
  amount: number;
  status: 'SUCCESS' | 'FAILED' | 'CANCELLED';
  timestamp: number;
}

/** Canonical string: keys sorted, key=value joined with '&' (the usual payment-notify convention). */
export function canonicalNotify(n: PayNotify): string {
  return Object.entries(n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&');
}

export function signNotify(n: PayNotify, secret: string): string {
  return createHmac('sha256', secret).update(canonicalNotify(n)).digest('hex');
}

export function verifyNotify(n: PayNotify, signature: string, secret: string): boolean {
  const expected = Buffer.from(signNotify(n, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
