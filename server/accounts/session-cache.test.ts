import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../http/auth';
import { SessionCache } from './session-cache';

const user = (sessionId: string, userId = '1'): AuthUser => ({
  userCode: `U${userId}`,
  userId,
  phone: '13800138000',
  isStaff: false,
  sessionId,
});

describe('session cache', () => {
  it('keeps a live session for its TTL only', () => {
    let now = 0;
    const cache = new SessionCache(5_000, () => now);
    cache.remember(user('s1'), cache.epoch());
    now = 4_999;
    expect(cache.get('s1')?.userId).toBe('1');
    now = 5_000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.remember(user('a', '1'), cache.epoch());
    cache.remember(user('b', '1'), cache.epoch());
    cache.remember(user('c', '2'), cache.epoch());
    cache.forgetSession('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forgetUser('1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not store a lookup that was read before a revocation and finished after it', () => {
    const cache = new SessionCache();
    const readAt = cache.epoch();
    cache.forgetSession('s1'); // the logout commits while the lookup is in flight
    cache.remember(user('s1'), readAt);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('hands out a frozen copy', () => {
    const cache = new SessionCache();
    cache.remember(user('s1'), cache.epoch());
    expect(Object.isFrozen(cache.get('s1'))).toBe(true);
  });
});
