import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { ApiError, Codes } from './envelope';
import { msg } from './locale';

/**
 * A fixed-window counter per key, in process memory (one gateway process; a scaled deployment
 * puts a shared limiter in front). `hit` throws ApiError 4290 / HTTP 429 once `limit` is reached
 * within `windowMs`, naming the seconds to wait.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event for `key`; throws 4290 / HTTP 429 when the window is already full. */
  hit(request: FastifyRequest, key: string): void {
    this.check(request, key);
    this.record(key);
  }

  /** Throws 4290 / HTTP 429 when `key` has used up its window, without counting. */
  check(request: FastifyRequest, key: string): void {
    const now = this.clock.now().getTime();
    const window = this.current(key, now);
    if (window.count >= this.limit) {
      const seconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
      throw new ApiError(Codes.rateLimited, msg(request, 'gw.platform.rateLimited', { seconds }), 429);
    }
  }

  /** Counts one event for `key` (e.g. a failed login). */
  record(key: string): void {
    const now = this.clock.now().getTime();
    const window = this.current(key, now);
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 50_000) this.sweep(now);
  }

  private current(key: string, now: number): { start: number; count: number } {
    const existing = this.windows.get(key);
    return existing && now - existing.start < this.windowMs ? existing : { start: now, count: 0 };
  }

  /** Forgets a key (e.g. after a successful login, the failure counter restarts). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** The caller's address (Fastify's request.ip; honours X-Forwarded-For only when trustProxy is set). */
export const clientIp = (request: FastifyRequest): string => request.ip;
