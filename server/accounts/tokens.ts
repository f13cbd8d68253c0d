import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../clock';

/** Access tokens live 30 minutes; the app refreshes when under 600 s remain (spec §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Signs and checks access tokens: HS256 JWTs naming the user (sub) and the session (sid). */
export class AccessTokens {
  /** A KeyObject, so neither jose nor node:crypto re-imports the raw secret on every sign and verify. */
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

  /**
   * The claims of a valid, unexpired token; null for anything else (bad signature, another
   * algorithm, expired or not yet valid, malformed). Synchronous HMAC-SHA256 with node:crypto and a
   * constant-time comparison: jose's jwtVerify goes through WebCrypto's job queue, ~0.4 ms of CPU
   * per check, on every authenticated call. The rules are jose's (RFC 7515/7519): header `alg`
   * exactly HS256 and no `crit`; `exp` (required here) after now, `nbf` and `iat` numbers if present.
   */
  verify(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const head = decodeJson(header);
    if (!isObject(head) || head.alg !== 'HS256' || 'crit' in head) return null;
    const claims = decodeJson(payload);
    if (!isObject(claims)) return null;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return { userId: claims.sub, sessionId: claims.sid };
  }
}
