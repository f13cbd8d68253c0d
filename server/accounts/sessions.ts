import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import type { SessionCache } from './session-cache';

/** Refresh tokens live 30 days; each use replaces it with a new one (rotation). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Starts a session (one login = one refresh-token family) and returns its first refresh token. */
export async function startSession(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.tx(async (tx) => {
    await tx.query('INSERT INTO auth_sessions (id, user_id, created_at) VALUES ($1, $2, $3)', [
      sessionId,
      userId,
      now,
    ]);
    await insertRefreshToken(tx, sessionId, refreshToken, now);
  });
  return { sessionId, refreshToken };
}

export type RotateResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one. A token already used once means it leaked (or was
 * replayed): the whole family — the session and every access token of it — is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  cache: SessionCache,
  refreshToken: string,
  now: Date,
): Promise<RotateResult> {
  let revoked: string | null = null;
  const outcome = await db.tx(async (tx): Promise<RotateResult> => {
    const row = await tx.one<{
      session_id: string;
      user_id: number;
      used_at: Date | null;
      expires_at: Date;
      revoked_at: Date | null;
    }>(
      `SELECT rt.session_id, s.user_id, rt.used_at, rt.expires_at, s.revoked_at
         FROM refresh_tokens rt JOIN auth_sessions s ON s.id = rt.session_id
        WHERE rt.token_hash = $1 FOR UPDATE OF rt, s`,
      [hashToken(refreshToken)],
    );
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    if (row.used_at) {
      await revokeSessionIn(tx, row.session_id, 'refresh-token-reuse', now);
      revoked = row.session_id;
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [
      hashToken(refreshToken),
      now,
    ]);
    const next = newRefreshToken();
    await insertRefreshToken(tx, row.session_id, next, now);
    return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken: next };
  });
  // After the commit: a lookup from now on reads the revocation (session-cache.ts).
  if (revoked) cache.forgetSession(revoked);
  return outcome;
}

/**
 * Ends one session (logout): its refresh tokens and access tokens stop working. `db` is the
 * gateway's (not a transaction's): the cache forgets the session once the revocation is stored.
 */
export async function revokeSession(
  db: Db,
  cache: SessionCache,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await revokeSessionIn(db, sessionId, reason, now);
  cache.forgetSession(sessionId);
}

/**
 * Ends every session of a user but `keep` (after a password or phone change, a password reset).
 * The cache forgets all of the user's sessions, `keep` too, so its next call reads the changed
 * account (a new phone). `db` is the gateway's, not a transaction's.
 */
export async function revokeUserSessions(
  db: Db,
  cache: SessionCache,
  userId: number,
  reason: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await db.query(
    `UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND id <> $4`,
    [userId, now, reason, keep ?? ''],
  );
  cache.forgetUser(String(userId));
}

async function revokeSessionIn(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, now, reason],
  );
}

async function insertRefreshToken(db: Db, sessionId: string, token: string, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), sessionId, now, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS)],
  );
}
