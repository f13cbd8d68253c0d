import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { consumeResubToken } from '../../../server/http/resub';
import { channelLoginKey } from '../../../server/services/med-pc-api';
import { call, loginAs, resubToken } from '../helpers/accounts';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';
import { productionSettings } from '../helpers/stand-in-providers';

const SECRET = 'test-secret-for-channel-login-0123456789';

describe.each(gatewayBackends())('idg-svc and channel login ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: string;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { secret: SECRET } });
    parent = (await loginAs(gw.url, 'parent')).token;
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('resub_token needs login', async () => {
    expect((await call(gw.url, '/idg-svc/api/v1/resub_token')).body.code).toBe('406');
  });

  it('a resub token is used up once, only by its owner, only before it expires', async () => {
    const token = await resubToken(gw.url, parent);
    expect(await consumeResubToken(gw.db, token, 'U20260000003', gw.clock.now())).toBe(false);
    expect(await consumeResubToken(gw.db, token, 'U20260000001', gw.clock.now())).toBe(true);
    expect(await consumeResubToken(gw.db, token, 'U20260000001', gw.clock.now())).toBe(false);
    expect(await consumeResubToken(gw.db, 'unknown', 'U20260000001', gw.clock.now())).toBe(false);
    const stale = await resubToken(gw.url, parent);
    expect(
      await consumeResubToken(gw.db, stale, 'U20260000001', new Date(gw.clock.now().getTime() + 31 * 60_000)),
    ).toBe(false);
  });

  it('of 20 simultaneous uses of one token exactly one succeeds', async () => {
    const token = await resubToken(gw.url, parent);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeResubToken(gw.db, token, 'U20260000001', gw.clock.now())),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('idg3 answers unique serial numbers that cannot be guessed from one another', async () => {
    const serials = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await call(gw.url, '/idg-svc/api/v1/idg3')).body.data as string,
      ),
    );
    for (const serial of serials) expect(serial).toMatch(/^SN\d{32}$/);
    expect(new Set(serials).size).toBe(10);
    // After the time stamp, 18 random digits: not a counter (serials used to differ by one).
    const tails = serials.map((s) => BigInt(s.slice(16))).sort((a, b) => (a < b ? -1 : 1));
    const gaps = tails.slice(1).map((t, i) => t - tails[i]!);
    expect(gaps.every((gap) => gap > 1_000n)).toBe(true);
  });

  /** A partner's token, signed with the channel key derived from `secret` (or, with `raw`, with the secret itself). */
  const channelToken = (phone: string, secret = SECRET, issuedAt = gw.clock.now(), raw = false) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(phone)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .sign(raw ? new TextEncoder().encode(secret) : channelLoginKey(secret));

  it('channel login logs a partner-vouched phone in (creating the account once)', async () => {
    const first = await call(gw.url, '/med-pc-api/userLogin/wyb/channelLogin', {
      body: { channelToken: await channelToken('15300000001'), channelCode: 'wyb' },
    });
    expect(first.body.code).toBe('0000');
    const again = await call(gw.url, '/med-pc-api/userLogin/wyb/channelLogin', {
      body: { channelToken: await channelToken('15300000001') },
    });
    expect(again.body.data.userCode).toBe(first.body.data.userCode);
    const known = await call(gw.url, '/med-pc-api/userLogin/wyb/channelLogin', {
      body: { channelToken: await channelToken('13800138000') },
    });
    expect(known.body.data.userCode).toBe('U20260000001');
  });

  it('channel login refuses a forged or stale channel token', async () => {
    const forged = await call(gw.url, '/med-pc-api/userLogin/wyb/channelLogin', {
      body: { channelToken: await channelToken('13800138000', 'another-secret') },
    });
    expect(forged.body).toEqual({ code: '406', msg: '渠道登录凭证无效' });
    // Signed with the gateway secret itself (the access tokens' key): not a channel key, refused.
    const accessKeySigned = await channelToken('13800138000', SECRET, gw.clock.now(), true);
    expect(
      (
        await call(gw.url, '/med-pc-api/userLogin/wyb/channelLogin', {
          body: { channelToken: accessKeySigned },
        })
      ).body,
    ).toEqual({ code: '406', msg: '渠道登录凭证无效' });
    const stale = await channelToken('13800138000', SECRET, new Date(gw.clock.now().getTime() - 11 * 60_000));
    expect(
      (await call(gw.url, '/med-pc-api/userLogin/wyb/channelLogin', { body: { channelToken: stale } })).body
        .code,
    ).toBe('406');
  });
});

describe('development endpoints in production', () => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway(productionSettings());
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('has no SMS inbox and no captcha answers', async () => {
    await (await fetch(`${gw.url}/_gw/user-svc/api/v2/kaptcha?time=p1`)).text();
    expect((await call(gw.url, '/_dev/sms-inbox?phone=13800138000')).status).toBe(404);
    expect((await call(gw.url, '/_dev/captcha?time=p1')).status).toBe(404);
  });
});

describe('the sandbox SMS provider in production', () => {
  it('keeps no inbox and never logs a code', async () => {
    const { SandboxSmsProvider } = await import('../../../server/providers/sms/sandbox');
    const lines: string[] = [];
    const production = new SandboxSmsProvider(
      (line) => lines.push(line),
      () => new Date(),
      false,
    );
    await production.send({ phone: '13800138000', code: '123456', text: '验证码123456' });
    expect(production.latest('13800138000')).toEqual([]);
    expect(lines.join('\n')).not.toContain('123456');
    const development = new SandboxSmsProvider((line) => lines.push(line));
    await development.send({ phone: '13800138000', code: '654321', text: '验证码654321' });
    expect(development.latest('13800138000')[0]?.code).toBe('654321');
    expect(lines.at(-1)).toContain('654321');
  });
});
