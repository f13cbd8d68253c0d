import type { AuthUser } from '../http/auth';

/**
 * How long this process trusts a live session it has looked up. A logout, refresh-token reuse,
 * password or phone change made through THIS process drops its entries at once; one made by
 * another gateway process on the same PostgreSQL database reaches this one within this bound.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: AuthUser;
  until: number;
}

/**
 * Live sessions (session id → its user) recently read from the database, so that every
 * authenticated call does not look its session up again. Only live sessions are kept. A lookup
 * that raced with an invalidation (read before it, stored after it) is not stored: `epoch()`
 * before the read, `remember(…, epoch)` after it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(sessionId: string): AuthUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.entries.delete(sessionId);
    return undefined;
  }

  epoch(): number {
    return this.generation;
  }

  remember(user: AuthUser, readAt: number): void {
    if (readAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(user.sessionId, { user: Object.freeze({ ...user }), until: this.now() + this.ttlMs });
  }

  /** Forgets one session (logout, refresh-token reuse). Call it after the revocation is committed. */
  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  /** Forgets every session of a user (password or phone change, password reset), after the change is committed. */
  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.user.userId === userId) this.entries.delete(id);
  }
}
