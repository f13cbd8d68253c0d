import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, solveCaptcha } from '../helpers/accounts';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

describe.each(gatewayBackends())('image captcha ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { rateLimits: { captchaPerIpPerMinute: 40 } } });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  const verify = (key: string, code: string) =>
    call(gw.url, `/user-svc/api/v1.5/vrifyKaptcha?signcode=${code}`, { headers: { imgcode: key } });

  it('returns an SVG image, never cached', async () => {
    const response = await fetch(`${gw.url}/_gw/user-svc/api/v2/kaptcha?time=1764000000000`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('rejects a missing or malformed key', async () => {
    expect((await call(gw.url, '/user-svc/api/v2/kaptcha')).status).toBe(400);
    const bad = await call(gw.url, '/user-svc/api/v2/kaptcha?time=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('time');
  });

  it('verifies the answer case-insensitively without using it up', async () => {
    const { key, answer } = await solveCaptcha(gw.url);
    expect((await verify(key, answer.toUpperCase())).body).toEqual({
      code: '0000',
      msg: '图形验证码正确',
      data: null,
    });
    expect((await verify(key, answer)).body.code).toBe('0000');
  });

  it('dies after 5 wrong answers', async () => {
    const { key, answer } = await solveCaptcha(gw.url);
    for (let i = 0; i < 5; i += 1) expect((await verify(key, 'zzzz')).body.msg).toBe('图形验证码错误');
    expect((await verify(key, answer)).body.msg).toBe('图形验证码已失效，请刷新后重试');
  });

  it('expires after 5 minutes', async () => {
    const { key, answer } = await solveCaptcha(gw.url);
    gw.clock.advance(5 * 60_000 + 1);
    expect((await verify(key, answer)).body.msg).toBe('图形验证码已失效，请刷新后重试');
  });

  it('is replaced when fetched again with the same key', async () => {
    const { key, answer } = await solveCaptcha(gw.url);
    await (await fetch(`${gw.url}/_gw/user-svc/api/v2/kaptcha?time=${key}`)).text();
    const next = (await call(gw.url, `/_dev/captcha?time=${key}`)).body.data.answer as string;
    if (next !== answer) expect((await verify(key, answer)).body.msg).toBe('图形验证码错误');
    expect((await verify(key, next)).body.code).toBe('0000');
  });

  it('limits captcha images per IP (429, code 4290)', async () => {
    gw.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1)
      statuses.push((await fetch(`${gw.url}/_gw/user-svc/api/v2/kaptcha?time=rl${i}`)).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const limited = await call(gw.url, '/user-svc/api/v2/kaptcha?time=rlx');
    expect(limited.body.code).toBe('4290');
    expect(limited.body.msg).toMatch(/^操作过于频繁，请\d+秒后再试$/);
  });
});
