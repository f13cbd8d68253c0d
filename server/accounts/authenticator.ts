import type { Db } from '../db/types';
import type { Authenticator, AuthUser } from '../http/auth';
import type { SessionCache } from './session-cache';
import type { AccessTokens } from './tokens';

/**
 * Access token → user: the signature and expiry on every call, then that the session is still
 * live — from the session cache when this process looked it up in the last few seconds, else one
 * lookup (session-cache.ts says how revocations reach the cache).
 */
export function sessionAuthenticator(db: Db, tokens: AccessTokens, sessions: SessionCache): Authenticator {
  return {
    async authenticate(accessToken: string): Promise<AuthUser | null> {
      const claims = tokens.verify(accessToken);
      if (!claims) return null;
      const cached = sessions.get(claims.sessionId);
      if (cached) return cached.userId === claims.userId ? cached : null;
      const epoch = sessions.epoch();
      const row = await db.one<{ id: number; user_code: string; phone: string; is_staff: boolean }>(
        `SELECT u.id, u.user_code, u.phone, u.is_staff
           FROM auth_sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.revoked_at IS NULL`,
        [claims.sessionId],
      );
      if (!row || String(row.id) !== claims.userId) return null;
      const user = {
        userCode: row.user_code,
        userId: String(row.id),
        phone: row.phone,
        isStaff: row.is_staff,
        sessionId: claims.sessionId,
      };
      sessions.remember(user, epoch);
      return user;
    },
  };
}
