import { randomBytes } from 'node:crypto';
import { RESUB_TOKEN_TTL_MS } from '../../contract/idg-svc/resubToken';
import type { Db } from '../db/types';

/**
 * Issues a one-time token for X-RESUB-TOKEN (idg-svc resub_token), bound to the user; it expires
 * unused after the contract's RESUB_TOKEN_TTL_MS (30 minutes: a confirm page left open longer
 * fetches a new one, and keeps an unanswered submit's token no longer than that).
 */
export async function issueResubToken(db: Db, userCode: string, now: Date): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await db.query(
    'INSERT INTO resub_tokens (token, user_code, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [token, userCode, now, new Date(now.getTime() + RESUB_TOKEN_TTL_MS)],
  );
  return token;
}

/**
 * Uses up a one-time token: true exactly once, for the user it was issued to, before it expires;
 * false when it is unknown, another user's, expired or already used. Atomic (one UPDATE), so of
 * concurrent callers with one token only one gets true. Idempotent replay of the first answer is
 * the caller's (server/domain/orders/idempotency.ts).
 */
export async function consumeResubToken(
  db: Db,
  token: string,
  userCode: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE resub_tokens SET consumed_at = $3
      WHERE token = $1 AND user_code = $2 AND consumed_at IS NULL AND expires_at > $3
      RETURNING token`,
    [token, userCode, now],
  );
  return rows.length === 1;
}
