import type { Db } from '../db/types';
import type { Authenticator, AuthUser } from '../http/auth';
import type { AccessTokens } from './tokens';

/** Access token → user: the signature and expiry, then one lookup that the session is still live. */
export function sessionAuthenticator(db: Db, tokens: AccessTokens): Authenticator {
  return {
    async authenticate(accessToken: string): Promise<AuthUser | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const row = await db.one<{ id: number; user_code: string; phone: string; is_staff: boolean }>(
        `SELECT u.id, u.user_code, u.phone, u.is_staff
           FROM auth_sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND s.revoked_at IS NULL`,
        [claims.sessionId],
      );
      if (!row || String(row.id) !== claims.userId) return null;
      return { userCode: row.user_code, userId: String(row.id), phone: row.phone, isStaff: row.is_staff, sessionId: claims.sessionId };
    },
  };
}
