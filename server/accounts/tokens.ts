import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';

/** Access tokens live 30 minutes; the app refreshes when under 600 s remain (spec §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Signs and checks access tokens: HS256 JWTs naming the user (sub) and the session (sid). */
export class AccessTokens {
  /** A KeyObject, so jose does not re-import the raw secret on every sign and verify. */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The claims of a valid, unexpired token; null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
