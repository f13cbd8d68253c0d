import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../clock';

/** How long an e-policy link stays valid: long enough to open and read, short enough that a leaked link soon dies. */
export const EPOLICY_TOKEN_TTL_SECONDS = 5 * 60;

/** Separates e-policy tokens from access tokens: a token of one kind never verifies as the other. */
const AUDIENCE = 'e-policy';

export interface EPolicyClaims {
  userCode: string;
  policyNo: string;
  appCode: string;
}

/**
 * Signs and checks e-policy download tokens: HS256 JWTs naming the owner, the policy and its
 * application form, with their own key (an HMAC of the gateway secret) so a leaked e-policy token
 * is worthless as a login. Stateless: no table; the PDF route checks ownership again when served.
 * Reusable until it expires, because a PDF viewer may fetch a document more than once (range requests).
 */
export class EPolicyTokens {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(createHmac('sha256', secret).update('e-policy-download').digest());
  }

  async issue(claims: EPolicyClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = issuedAt + EPOLICY_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ pol: claims.policyNo, app: claims.appCode })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(AUDIENCE)
      .setSubject(claims.userCode)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The claims of a valid, unexpired e-policy token; null for anything else. */
  async verify(token: string): Promise<EPolicyClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        currentDate: this.clock.now(),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.pol !== 'string' ||
        typeof payload.app !== 'string'
      )
        return null;
      return { userCode: payload.sub, policyNo: payload.pol, appCode: payload.app };
    } catch {
      return null;
    }
  }
}
