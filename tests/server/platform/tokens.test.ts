import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/accounts';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

describe.each(gatewayBackends())('access and refresh tokens ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { rateLimits: { loginPerIpPerMinute: 1000 } } });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  const me = (token: string) =>
    call(gw.url, '/user-svc/api/v1/user/userInfo?userCode=U20260000001', { token });
  const refresh = (refreshToken: string) =>
    call(gw.url, '/auth-svc/refresh_token', { body: { refreshToken } });

  it('accepts the token raw or as a Bearer token', async () => {
    const session = await loginAs(gw.url, 'parent');
    expect((await me(session.token)).body.code).toBe('0000');
    expect((await me(`Bearer ${session.token}`)).body.code).toBe('0000');
  });

  it('refresh answers a new access token in the access_token header and a new refresh token', async () => {
    const session = await loginAs(gw.url, 'parent');
    gw.clock.advance(25 * 60_000);
    const answer = await refresh(session.refreshToken);
    expect(answer.body.code).toBe('0000');
    const access = answer.headers.get('access_token') ?? '';
    expect(access).not.toBe('');
    expect(answer.body.data.refreshToken).not.toBe(session.refreshToken);
    expect(answer.body.data.tokenExpireTime).toBeGreaterThan(session.tokenExpireTime);
    expect((await me(access)).body.code).toBe('0000');
  });

  it('an access token expires after 30 minutes (code 406); a refresh brings a working one', async () => {
    const session = await loginAs(gw.url, 'parent');
    gw.clock.advance(30 * 60_000 + 1000);
    expect((await me(session.token)).body).toEqual({ code: '406', msg: '请先登录' });
    const answer = await refresh(session.refreshToken);
    expect((await me(answer.headers.get('access_token') ?? '')).body.code).toBe('0000');
  });

  it('reusing a used refresh token revokes the whole family (every token of that login)', async () => {
    const session = await loginAs(gw.url, 'parent');
    const other = await loginAs(gw.url, 'parent');
    const first = await refresh(session.refreshToken);
    const latestAccess = first.headers.get('access_token') ?? '';
    const latestRefresh = first.body.data.refreshToken as string;
    // Used before the replay, so the gateway has the session in its cache: the revocation must still act at once.
    expect((await me(latestAccess)).body.code).toBe('0000');

    const replay = await refresh(session.refreshToken);
    expect(replay.body).toEqual({ code: '406', msg: '登录已失效，请重新登录' });
    expect((await refresh(latestRefresh)).body.code).toBe('406');
    expect((await me(latestAccess)).body.code).toBe('406');
    expect((await me(session.token)).body.code).toBe('406');
    // Another login of the same user is a different family and keeps working.
    expect((await me(other.token)).body.code).toBe('0000');
  });

  it('rotation chains: each refresh token works exactly once', async () => {
    const session = await loginAs(gw.url, 'parent');
    let current = session.refreshToken;
    for (let i = 0; i < 3; i += 1) {
      const answer = await refresh(current);
      expect(answer.body.code).toBe('0000');
      current = answer.body.data.refreshToken as string;
    }
  });

  it('rejects an unknown or expired refresh token', async () => {
    expect((await refresh('not-a-token')).body.code).toBe('406');
    const session = await loginAs(gw.url, 'parent');
    gw.clock.advance(31 * 24 * 3600_000);
    expect((await refresh(session.refreshToken)).body.code).toBe('406');
  });

  it(
    'a token signed with another secret is refused',
    async () => {
      const other = await startGateway({ seed: true });
      try {
        const foreign = await loginAs(other.url, 'parent');
        expect((await me(foreign.token)).body.code).toBe('406');
      } finally {
        await other.close();
      }
    },
    START_TIMEOUT_MS,
  );
});
