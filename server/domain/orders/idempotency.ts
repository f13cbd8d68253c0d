import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import { ApiError, Codes } from '../../http/envelope';

/**
 * Checks a one-time resub token with its issuer (the platform's idg-svc) and uses it up, on the
 * given database handle (a transaction's, when the use must stand or fall with the call's writes).
 */
export type ResubConsumer = (db: Db, token: string, userCode: string) => Promise<boolean>;

/** A stored answer: what the first call with a token answered, replayed to its retries. */
export interface StoredAnswer {
  httpStatus: number;
  body: unknown;
}

/** One use of a token: the request's token, who sends it, for which call, with what body, and when. */
export interface TokenUse {
  token: string | undefined;
  userCode: string;
  scope: string;
  body: unknown;
  now: Date;
}

export interface IdempotencyTexts {
  missing: string;
  reused: string;
  inProgress: string;
}

const POLL_MS = 20;
const WAIT_LIMIT_MS = 15_000;

export const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(scope)
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Runs `handle` at most once per X-RESUB-TOKEN, like Stripe's idempotency keys: the first call
 * claims the token (a row keyed by it), checks it with the issuer and stores its answer; a retry
 * with the same token and the same request gets that stored answer (waiting while the first is
 * still running); a token missing, unknown, or reused for another request or user is rejected.
 */
export async function oncePerToken(
  db: Db,
  consume: ResubConsumer,
  key: TokenUse,
  texts: IdempotencyTexts,
  handle: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const token = key.token?.trim();
  if (!token) throw new ApiError(Codes.badInput, texts.missing, 400);
  const hash = requestHash(key.scope, key.body);
  const claimed = await db.query(
    `INSERT INTO biz_idempotency (token, user_code, scope, request_hash, state, created_at)
     VALUES ($1, $2, $3, $4, 'running', $5) ON CONFLICT (token) DO NOTHING RETURNING token`,
    [token, key.userCode, key.scope, hash, key.now],
  );
  if (claimed.length === 0) return replay(db, token, key.userCode, key.scope, hash, texts);

  if (!(await consume(db, token, key.userCode))) {
    await db.query('DELETE FROM biz_idempotency WHERE token = $1', [token]);
    throw new ApiError(Codes.conflict, texts.reused, 409);
  }
  let answer: StoredAnswer;
  try {
    answer = await handle();
  } catch (error) {
    if (!(error instanceof ApiError)) {
      // An unexpected failure is not an answer: free the token's row so a retry can run again.
      await db.query('DELETE FROM biz_idempotency WHERE token = $1', [token]);
      throw error;
    }
    answer = { httpStatus: error.httpStatus, body: { code: error.code, msg: error.message } };
  }
  await db.query(
    `UPDATE biz_idempotency SET state = 'done', http_status = $2, response = $3 WHERE token = $1`,
    [token, answer.httpStatus, JSON.stringify(answer.body)],
  );
  return answer;
}

/**
 * The same contract as oncePerToken, in ONE transaction for a call whose work is a few writes on
 * the database (submitOrder v2, the hot path): use the token up, run `write` on the transaction,
 * store its answer, commit — one commit instead of four, no 'running' row, nothing half done.
 * Concurrent calls with the token queue on the token's row (PostgreSQL's row lock, PGlite's single
 * connection): the first commits, the others find the token used and replay the stored answer.
 * An unexpected failure rolls everything back, the token included, so a retry runs afresh.
 * `write` throws its ApiError (the stored answer) before writing anything.
 */
export async function oncePerTokenAtomic(
  db: Db,
  consume: ResubConsumer,
  key: TokenUse,
  texts: IdempotencyTexts,
  write: (tx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const token = key.token?.trim();
  if (!token) throw new ApiError(Codes.badInput, texts.missing, 400);
  const hash = requestHash(key.scope, key.body);
  const answered = await db.tx(async (tx) => {
    if (!(await consume(tx, token, key.userCode))) return null;
    let answer: StoredAnswer;
    try {
      answer = await write(tx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = { httpStatus: error.httpStatus, body: { code: error.code, msg: error.message } };
    }
    await tx.query(
      `INSERT INTO biz_idempotency (token, user_code, scope, request_hash, state, http_status, response, created_at)
       VALUES ($1, $2, $3, $4, 'done', $5, $6, $7)`,
      [token, key.userCode, key.scope, hash, answer.httpStatus, JSON.stringify(answer.body), key.now],
    );
    return answer;
  });
  return answered ?? replay(db, token, key.userCode, key.scope, hash, texts);
}

async function replay(
  db: Db,
  token: string,
  userCode: string,
  scope: string,
  hash: string,
  texts: IdempotencyTexts,
): Promise<StoredAnswer> {
  const started = Date.now();
  for (;;) {
    const row = await db.one<{
      user_code: string;
      scope: string;
      request_hash: string;
      state: string;
      http_status: number | null;
      response: unknown;
    }>(
      'SELECT user_code, scope, request_hash, state, http_status, response FROM biz_idempotency WHERE token = $1',
      [token],
    );
    // The first call failed unexpectedly and released the token: it cannot be used again.
    if (!row) throw new ApiError(Codes.conflict, texts.reused, 409);
    if (row.user_code !== userCode || row.scope !== scope || row.request_hash !== hash) {
      throw new ApiError(Codes.conflict, texts.reused, 409);
    }
    if (row.state === 'done') {
      const body = typeof row.response === 'string' ? (JSON.parse(row.response) as unknown) : row.response;
      return { httpStatus: row.http_status ?? 200, body };
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw new ApiError(Codes.conflict, texts.inProgress, 409);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
