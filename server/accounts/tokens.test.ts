import { createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
const now = new Date('2026-11-22T08:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

const signed = (alg: string, claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
  new SignJWT(claims).setProtectedHeader({ alg, ...header }).sign(key);

describe('access tokens (HS256 JWT)', () => {
  it('verifies its own tokens until they expire', async () => {
    const clock = new ManualClock(now);
    const tokens = new AccessTokens(SECRET, clock);
    const { token } = await tokens.sign({ userId: '7', sessionId: 'sess' });
    expect(tokens.verify(token)).toEqual({ userId: '7', sessionId: 'sess' });
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(tokens.verify(token)).not.toBeNull();
    clock.advance(1000);
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses another secret, a changed payload, another algorithm, alg none, crit, nbf in the future, missing claims', async () => {
    const tokens = new AccessTokens(SECRET, new ManualClock(now));
    const claims = { sub: '7', sid: 'sess', iat: seconds, exp: seconds + 60 };
    expect(tokens.verify(await signed('HS256', claims))).toEqual({ userId: '7', sessionId: 'sess' });
    expect(
      new AccessTokens('another-secret-of-enough-length-0123456789', new ManualClock(now)).verify(
        await signed('HS256', claims),
      ),
    ).toBeNull();
    const [h, , s] = (await signed('HS256', claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(tokens.verify(`${h}.${forged}.${s}`)).toBeNull();
    expect(tokens.verify(await signed('HS512', claims))).toBeNull();
    expect(tokens.verify(new UnsecuredJWT(claims).encode())).toBeNull();
    expect(tokens.verify(await signed('HS256', claims, { crit: ['b64'], b64: true }))).toBeNull();
    expect(tokens.verify(await signed('HS256', { ...claims, nbf: seconds + 10 }))).toBeNull();
    expect(tokens.verify(await signed('HS256', { sub: '7', sid: 'sess', iat: seconds }))).toBeNull();
    expect(tokens.verify(await signed('HS256', { sid: 'sess', exp: seconds + 60 }))).toBeNull();
    expect(tokens.verify(await signed('HS256', { ...claims, exp: String(seconds + 60) }))).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
