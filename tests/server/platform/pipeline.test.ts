import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import {
  gatewayBackends,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

describe.each(gatewayBackends())('request pipeline ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('answers malformed JSON with 400 and a message, never a stack trace', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: '{"loginAccount": "138',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: '4000', msg: '请求体不是有效的 JSON' });
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: 13800138000, passWord: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('4000');
    expect(answer.body.msg).toContain('loginAccount');
  });

  it('names nested fields and uses the spec message of a rule', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '12345', passWord: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('参数 loginAccount 有误：请填写正确的手机号!');
  });

  it('answers in English when asked', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: '{',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US,en' },
    });
    expect(answer.body.msg).toBe('The request body is not valid JSON');
  });

  it('rejects a body over the limit with 413', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: { loginAccount: '13800138000', passWord: 'x'.repeat(300 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('4000');
    expect(answer.body.msg).toContain('256 KB');
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const answer = await call(gw.url, '/user-svc/api/v9/nothing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: '4040', msg: '接口不存在：/_gw/user-svc/api/v9/nothing' });
  });

  it('answers an unsupported content type with 415', async () => {
    const answer = await call(gw.url, '/user-svc/api/v1/login', {
      body: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('4000');
  });

  it('sends security headers and the CSP (inline styles only)', async () => {
    const answer = await call(gw.url, '/user-svc/api/v9/nothing');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('asks for login (code 406) on protected calls without a valid token', async () => {
    for (const token of [undefined, 'garbage', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x']) {
      const answer = await call(gw.url, '/user-svc/api/v1/user/userInfo?userCode=U1', token ? { token } : {});
      expect(answer.body).toEqual({ code: '406', msg: '请先登录' });
    }
  });
});
