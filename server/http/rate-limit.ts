import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import { ApiError, Codes } from './envelope';
import { msg } from '../domain/gateway/locale';
import type { MessageKey } from '../../engine/messages';

/** One event `hit` counted: what `undo` needs to take it back. */
export interface Hit {
  key: string;
  windowStart: Date;
}

/** Sweep expired windows every this many counted events (per limiter). */
const SWEEP_EVERY = 500;

/**
 * A fixed-window counter per key, kept in the gateway's database (table rate_limit_windows), so
 * that several gateway processes on one PostgreSQL share each limit — a login-failure limit that
 * each process counted on its own would give an attacker N times the attempts. `hit` throws
 * ApiError 4290 / HTTP 429 once `limit` is reached within `windowMs`, naming the seconds to wait.
 * Keys carry their limiter's prefix (login:, login-fail:, captcha:, sms:, mail:, offline-fail:,
 * offline-fail-ip:), so limiters with different windows never share a row.
 */
export class RateLimiter {
  private counted = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs: number,
    /** The refusal's message: {seconds} and {minutes} name the wait. */
    private readonly message: MessageKey = 'gw.platform.rateLimited',
  ) {}

  /**
   * Counts one event for `key`; throws 4290 / HTTP 429 when the window was already full. Count
   * first, then do the guarded work: a read of the count before the work and a count after it let
   * simultaneous requests all pass the read, so a burst would be evaluated far past the limit.
   */
  async hit(request: FastifyRequest, key: string): Promise<Hit> {
    const window = await this.count(key);
    if (window.count > this.limit) this.refuse(request, window.start);
    return { key, windowStart: window.start };
  }

  /**
   * Takes one counted event back when it turned out not to count (a right answer, where only
   * failures are limited). Only in the window it was counted in: a window since restarted is left alone.
   */
  async undo(hit: Hit): Promise<void> {
    await this.db.query(
      `UPDATE rate_limit_windows SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0`,
      [hit.key, hit.windowStart],
    );
  }

  /** Forgets a key (e.g. after a successful login, the failure counter restarts). */
  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_windows WHERE key = $1`, [key]);
  }

  /** One atomic upsert: a new window when none is open, else one more in the open one. */
  private async count(key: string): Promise<{ start: Date; count: number }> {
    const now = this.clock.now();
    const expired = new Date(now.getTime() - this.windowMs);
    const row = await this.db.one<{ window_start: Date; count: number }>(
      `INSERT INTO rate_limit_windows AS w (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN w.window_start <= $3 THEN EXCLUDED.window_start ELSE w.window_start END,
         count = CASE WHEN w.window_start <= $3 THEN 1 ELSE w.count + 1 END
       RETURNING window_start, count`,
      [key, now, expired],
    );
    this.counted += 1;
    if (this.counted % SWEEP_EVERY === 0)
      await this.db.query(`DELETE FROM rate_limit_windows WHERE window_start <= $1 AND key LIKE $2`, [
        expired,
        `${key.split(':')[0]}:%`,
      ]);
    return { start: row?.window_start ?? now, count: row?.count ?? 1 };
  }

  private refuse(request: FastifyRequest, start: Date): never {
    const seconds = Math.max(
      1,
      Math.ceil((start.getTime() + this.windowMs - this.clock.now().getTime()) / 1000),
    );
    const minutes = Math.ceil(seconds / 60);
    throw new ApiError(Codes.rateLimited, msg(request, this.message, { seconds, minutes }), 429);
  }
}

/** The caller's address (Fastify's request.ip; honours X-Forwarded-For only when trustProxy is set). */
export const clientIp = (request: FastifyRequest): string => request.ip;
