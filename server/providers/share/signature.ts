import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The messaging-app JS-SDK share config the app reads (spec §3): appid, timestamp, nonceStr, signature. */
export interface ShareConfig {
  appid: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * The standard JS-SDK signature: SHA-1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the url without its #fragment).
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const pageUrl = url.split('#')[0] ?? url;
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`;
  return createHash('sha1').update(plain).digest('hex');
}

/** Where jsapi tickets come from: the messaging platform in production, a derived ticket in the sandbox. */
export interface TicketSource {
  appid: string;
  ticket(): Promise<string>;
}

export function sandboxTicketSource(secret: string): TicketSource {
  return {
    appid: 'wxsandbox0000edu',
    ticket: async () => createHmac('sha256', secret).update('jsapi_ticket').digest('hex').slice(0, 40),
  };
}

export async function shareConfig(source: TicketSource, url: string, now: Date): Promise<ShareConfig> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonceStr = randomBytes(8).toString('hex');
  return {
    appid: source.appid,
    timestamp,
    nonceStr,
    signature: jsapiSignature(await source.ticket(), nonceStr, timestamp, url),
  };
}
