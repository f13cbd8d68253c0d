import { createHmac } from 'node:crypto';

/**
 * The messaging platform's web OAuth (pay-svc getOpenid): an auth code the platform handed the
 * browser is exchanged for the user's openid in the brokerage's official account. A real provider
 * calls the platform with the account's appid and secret; the sandbox derives a stable pseudonym.
 */
export interface OAuthProvider {
  name: string;
  openid(authCode: string): Promise<string>;
}

/** A stable pseudonymous openid per auth code, shaped like the platform's; verifies nothing. */
export function sandboxOAuth(secret: string): OAuthProvider {
  return {
    name: 'sandbox',
    openid: async (authCode) =>
      `sbx_${createHmac('sha256', secret).update(`openid:${authCode}`).digest('base64url').slice(0, 24)}`,
  };
}
