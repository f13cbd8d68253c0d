import type { FastifyRequest } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/types';
import { ApiError, Codes } from '../http/envelope';
import { msg } from '../domain/gateway/locale';

/** A captcha is valid 5 minutes and survives 5 wrong answers. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_MAX_ATTEMPTS = 5;

/**
 * How a captcha is tied to its client: the client picks a key — the `time` query of
 * GET kaptcha?time=<key> (e.g. Date.now()) — and later names it in the `imgcode` request header,
 * with the characters it read in `imageVerificationCode` (or `signcode` for vrifyKaptcha).
 * Fetching again with the same key replaces the captcha. Keys are 1-64 characters [A-Za-z0-9_.-].
 */
export const CAPTCHA_KEY_PATTERN = /^[\w.-]{1,64}$/;

/** Draws a new 4-character captcha for `key` and stores its answer; returns the SVG image. */
export async function issueCaptcha(db: Db, key: string, now: Date): Promise<string> {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
  });
  await db.query(
    `INSERT INTO captchas (key, answer, expires_at, attempts, used_at) VALUES ($1, $2, $3, 0, NULL)
     ON CONFLICT (key) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at, attempts = 0, used_at = NULL`,
    [key, captcha.text.toLowerCase(), new Date(now.getTime() + CAPTCHA_TTL_MS)],
  );
  return captcha.data;
}

/**
 * Checks the answer (case-insensitive) for `key`; with `consume` the captcha is used up on success.
 * Throws the message the user sees: missing, wrong (counted) or expired/used/unknown. One UPDATE
 * decides and counts under the row's lock (as checkSmsCode): at most 5 simultaneous guesses are evaluated.
 */
export async function checkCaptcha(
  db: Db,
  request: FastifyRequest,
  key: string,
  answer: string | undefined,
  now: Date,
  options: { consume: boolean },
): Promise<void> {
  if (!key || !answer) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.captchaMissing'));
  const rows = await db.query<{ matched: boolean }>(
    `UPDATE captchas SET
       attempts = attempts + CASE WHEN answer = $2 THEN 0 ELSE 1 END,
       used_at = CASE WHEN answer = $2 AND $4::boolean THEN $3::timestamptz ELSE used_at END
     WHERE key = $1 AND used_at IS NULL AND expires_at > $3 AND attempts < $5
     RETURNING answer = $2 AS matched`,
    [key, answer.trim().toLowerCase(), now, options.consume, CAPTCHA_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.captchaExpired'));
  if (!row.matched) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.captchaWrong'));
}

/** The stored answer of a live captcha (development-only endpoint for browser tests). */
export async function peekCaptcha(db: Db, key: string, now: Date): Promise<string | null> {
  const row = await db.one<{ answer: string }>(
    'SELECT answer FROM captchas WHERE key = $1 AND used_at IS NULL AND expires_at > $2',
    [key, now],
  );
  return row?.answer ?? null;
}
