import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError, Codes } from '../http/envelope';
import { msg } from '../domain/gateway/locale';
import type { SmsProvider } from '../providers/sms/provider';

/** SMS codes: 6 digits, valid 5 minutes, single use; per phone at most 1 per 60 s and 10 per day. */
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_MIN_INTERVAL_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_ATTEMPTS = 5;

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Start of the current calendar day in China time (the "per day" of the daily limit). */
const chinaDayStart = (now: Date) =>
  new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);

/** Issues and sends a code to `phone`, enforcing the per-phone limits (HTTP 429, code 4290). */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  request: FastifyRequest,
  phone: string,
  purpose: string,
  now: Date,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await db.tx(async (tx) => {
    // Serialize sends per phone so two concurrent requests cannot both pass the 60 s rule.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
    const stats = await tx.one<{ last: Date | null; today: number }>(
      `SELECT max(created_at) AS last, count(*) FILTER (WHERE created_at >= $2)::int AS today FROM sms_codes WHERE phone = $1`,
      [phone, chinaDayStart(now)],
    );
    const last = stats?.last?.getTime();
    if (last !== undefined && now.getTime() - last < SMS_MIN_INTERVAL_MS) {
      const seconds = Math.ceil((last + SMS_MIN_INTERVAL_MS - now.getTime()) / 1000);
      return { limited: msg(request, 'gw.platform.smsTooSoon', { seconds }) };
    }
    if ((stats?.today ?? 0) >= SMS_DAILY_LIMIT) return { limited: msg(request, 'gw.platform.smsDailyLimit') };
    await tx.query(
      'INSERT INTO sms_codes (phone, code, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [phone, code, purpose, now, new Date(now.getTime() + SMS_TTL_MS)],
    );
    return { limited: null };
  });
  if (sent.limited) throw new ApiError(Codes.rateLimited, sent.limited, 429);
  await sms.send({ phone, code, text: msg(request, 'gw.platform.smsText', { code }) });
}

/**
 * Checks `code` against the latest code sent to `phone`. With `consume` it is used up (single use).
 * Wrong answers are counted; after 5 the code is dead. Throws the message to show.
 *
 * One UPDATE decides and counts: it takes the code's row lock, re-reads `attempts` under it (a
 * concurrent guess that got there first is seen), counts a wrong answer and uses up a right one. So
 * of any number of simultaneous guesses at most 5 are evaluated, on PostgreSQL as on PGlite.
 */
export async function checkSmsCode(
  db: Db,
  request: FastifyRequest,
  phone: string,
  code: string,
  now: Date,
  options: { consume: boolean },
): Promise<void> {
  const rows = await db.query<{ matched: boolean }>(
    `UPDATE sms_codes SET
       attempts = attempts + CASE WHEN code = $2 THEN 0 ELSE 1 END,
       used_at = CASE WHEN code = $2 AND $4::boolean THEN $3::timestamptz ELSE used_at END
     WHERE id = (SELECT id FROM sms_codes WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1)
       AND used_at IS NULL AND expires_at > $3 AND attempts < $5
     RETURNING code = $2 AS matched`,
    [phone, code.trim(), now, options.consume, SMS_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.smsExpired'));
  if (!row.matched) throw new ApiError(Codes.badInput, msg(request, 'gw.platform.smsWrong'));
}
