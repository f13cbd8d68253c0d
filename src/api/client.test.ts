import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClient } from './client';
import { defineCall } from './call';
import { ApiFailure } from './failure';
import { memoryStorage, readUser, writeUser, type StoredUser } from '../state/userStorage';

/**
 * The API client against a real local HTTP server (the edge): headers, every §8 path, the
 * single-flight token refresh and the one-time resubmit token.
 */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base = '';
const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_gw`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let storage: ReturnType<typeof memoryStorage>;
let effects: { toasts: string[]; logins: number; homes: number };
let client: ApiClient;
const NOW = 1_800_000_000_000;

function makeClient() {
  effects = { toasts: [], logins: 0, homes: 0 };
  return createApiClient({
    baseURL: base,
    now: () => NOW,
    session: {
      read: () => readUser(storage),
      write: (fields: StoredUser) => writeUser(storage, fields),
      clear: () => storage.clear(),
    },
    effects: {
      toast: (m) => effects.toasts.push(m),
      goLogin: () => void effects.logins++,
      goHome: () => void effects.homes++,
    },
    texts: () => ({
      fetchFailed: (name) => `获取${name}失败`,
      failed: '失败',
      networkRelogin: '网络异常,请重新登录!',
      sessionExpired: '登录已过期，请重新登录',
      genericName: '数据',
    }),
  });
}

const login = (secondsLeft: number) =>
  writeUser(storage, {
    token: 'old-token',
    refreshToken: 'refresh-1',
    tokenExpireTime: String(NOW + secondsLeft * 1000),
    userId: 'U1',
    userCode: 'C1',
  });

const failureOf = async (promise: Promise<unknown>): Promise<ApiFailure> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiFailure);
    return error as ApiFailure;
  }
  throw new Error('expected a rejection');
};

beforeEach(() => {
  seen.length = 0;
  storage = memoryStorage();
  client = makeClient();
});

describe('common client settings and headers', () => {
  it('uses the /_gw prefix, a 100 s timeout and credentials', () => {
    expect(client.http.defaults.baseURL).toBe(base);
    expect(client.http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(100_000);
    expect(client.http.defaults.withCredentials).toBe(true);
  });

  it('sends Authorization, jtpf.userId and jtpf.sysCode', async () => {
    login(3600);
    handler = (_req, _body, res) => json(res, 200, { code: '0000', msg: 'ok', data: 1 });
    await client.http.get('/x');
    expect(seen[0]?.url).toBe('/_gw/x');
    expect(seen[0]?.headers.authorization).toBe('old-token');
    expect(seen[0]?.headers['jtpf.userid']).toBe('U1');
    expect(seen[0]?.headers['jtpf.syscode']).toBe('sys_edu_wxb_wx');
  });
});

describe('response codes (spec §8)', () => {
  it.each(['0000', '200'])('code %s succeeds', async (code) => {
    handler = (_req, _body, res) => json(res, 200, { code, msg: '', data: { ok: true } });
    const reply = await client.http.get<{ data: unknown }>('/ok');
    expect(reply.data.data).toEqual({ ok: true });
    expect(effects.toasts).toEqual([]);
  });

  it('code 406 goes to login without a toast', async () => {
    login(3600);
    handler = (_req, _body, res) => json(res, 200, { code: '406', msg: '请登录' });
    const failure = await failureOf(client.http.get('/p'));
    expect(failure.code).toBe('406');
    expect(effects.logins).toBe(1);
    expect(effects.toasts).toEqual([]);
  });

  it('code 401 clears local storage and goes home', async () => {
    login(3600);
    handler = (_req, _body, res) => json(res, 200, { code: '401', msg: 'x' });
    await failureOf(client.http.get('/p'));
    expect(storage.size).toBe(0);
    expect(effects.homes).toBe(1);
  });

  it('any other code toasts the server msg and rejects with it', async () => {
    handler = (_req, _body, res) => json(res, 200, { code: '5001', msg: '该保单不存在' });
    const failure = await failureOf(client.http.get('/p', { callName: '保单' }));
    expect(failure.message).toBe('该保单不存在');
    expect(failure.code).toBe('5001');
    expect(effects.toasts).toEqual(['该保单不存在']);
  });

  it('without a msg the rejection says 获取{name}失败 and the code defaults to ____', async () => {
    handler = (_req, _body, res) => json(res, 200, { data: null });
    const failure = await failureOf(client.http.get('/p', { callName: '保单列表' }));
    expect(failure.message).toBe('获取保单列表失败');
    expect(failure.code).toBe('____');
  });

  it('a reply that is not an object rejects with 失败', async () => {
    handler = (_req, _body, res) => json(res, 200, '"just text"');
    const failure = await failureOf(client.http.get('/p', { callName: '保单' }));
    expect(failure.message).toBe('失败');
    expect(effects.toasts).toEqual(['失败']);
  });

  it('silent calls leave toasts and navigation to the caller', async () => {
    handler = (_req, _body, res) => json(res, 200, { code: '406', msg: 'x' });
    await failureOf(client.http.get('/p', { silent: true }));
    expect(effects.logins).toBe(0);
  });
});

describe('HTTP statuses (spec §8)', () => {
  it.each([404, 406])('HTTP %i clears local storage', async (status) => {
    login(3600);
    handler = (_req, _body, res) => json(res, status, { code: String(status), msg: '不存在' });
    const failure = await failureOf(client.http.get('/p'));
    expect(storage.size).toBe(0);
    expect(failure.httpStatus).toBe(status);
    expect(effects.toasts).toEqual(['不存在']);
  });

  it('HTTP 401 clears storage, goes to login and says 网络异常,请重新登录!', async () => {
    login(3600);
    handler = (_req, _body, res) => json(res, 401, { msg: 'unauthorized' });
    const failure = await failureOf(client.http.get('/p'));
    expect(storage.size).toBe(0);
    expect(effects.logins).toBe(1);
    expect(effects.toasts).toEqual(['网络异常,请重新登录!']);
    expect(failure.message).toBe('网络异常,请重新登录!');
  });

  it('HTTP 500 with a server msg toasts that msg', async () => {
    handler = (_req, _body, res) => json(res, 500, { code: '9999', msg: '服务繁忙' });
    const failure = await failureOf(client.http.get('/p'));
    expect(failure.message).toBe('服务繁忙');
    expect(failure.code).toBe('9999');
  });
});

describe('token refresh (spec §4, §9)', () => {
  const fresh = 'h.' + Buffer.from(JSON.stringify({ exp: NOW / 1000 + 7200 })).toString('base64url') + '.s';

  it('N concurrent requests with under 600 s left make exactly one refresh, then all carry the new token', async () => {
    login(100);
    let refreshes = 0;
    handler = (req, body, res) => {
      if (req.url === '/_gw/auth-svc/refresh_token') {
        refreshes++;
        expect(JSON.parse(body)).toEqual({ refreshToken: 'refresh-1' });
        // answer slowly so every request queues behind the one refresh
        setTimeout(() => json(res, 200, { code: '0000', msg: '', data: {} }, { access_token: fresh }), 50);
        return;
      }
      json(res, 200, { code: '0000', msg: '', data: req.headers.authorization });
    };
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => client.http.get<{ data: unknown }>(`/list/${i}`)),
    );
    expect(refreshes).toBe(1);
    expect(replies.map((r) => r.data.data)).toEqual(Array(8).fill(fresh));
    expect(readUser(storage).token).toBe(fresh);
    expect(readUser(storage).tokenExpireTime).toBe(String(NOW + 7200 * 1000));
  });

  it('no refresh with more than 600 s left, nor for calls flagged skipRefresh', async () => {
    login(100);
    handler = (req, _body, res) => json(res, 200, { code: '0000', msg: '', data: req.url });
    await client.http.get('/captcha', { skipRefresh: true });
    login(601);
    await client.http.get('/list');
    expect(seen.map((s) => s.url)).toEqual(['/_gw/captcha', '/_gw/list']);
  });

  it('a failed refresh clears storage, goes to login and rejects the waiting requests', async () => {
    login(100);
    handler = (req, _body, res) =>
      req.url === '/_gw/auth-svc/refresh_token'
        ? json(res, 200, { code: '406', msg: 'expired' })
        : json(res, 200, { code: '0000', msg: '', data: 1 });
    const results = await Promise.allSettled([
      client.http.get('/a'),
      client.http.get('/b'),
      client.http.get('/c'),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(seen.filter((s) => s.url === '/_gw/auth-svc/refresh_token')).toHaveLength(1);
    expect(seen.some((s) => s.url === '/_gw/a')).toBe(false);
    expect(storage.size).toBe(0);
    expect(effects.logins).toBe(1);
  });
});

describe('one-time resubmit token', () => {
  it('fetches a fresh X-RESUB-TOKEN before each flagged call', async () => {
    let n = 0;
    handler = (req, _body, res) =>
      req.url === '/_gw/idg-svc/api/v1/resub_token'
        ? json(res, 200, { code: '0000', msg: '', data: `resub-${++n}` })
        : json(res, 200, { code: '0000', msg: '', data: req.headers['x-resub-token'] });
    const first = await client.http.post<{ data: unknown }>('/order/cancelOrder', {}, { resubToken: true });
    const second = await client.http.post<{ data: unknown }>('/order/cancelOrder', {}, { resubToken: true });
    expect([first.data.data, second.data.data]).toEqual(['resub-1', 'resub-2']);
  });
});

describe('contract-checked calls', () => {
  const contract = {
    method: 'POST',
    path: '/svc/thing',
    request: z.object({ id: z.string().min(1) }),
    response: z.object({ code: z.string(), msg: z.string(), data: z.object({ count: z.number() }) }),
  };
  const call = () => defineCall(() => client, contract, 'shell.api.name.policyList');

  it('parses a reply of the expected shape', async () => {
    handler = (_req, body, res) =>
      json(res, 200, { code: '0000', msg: '', data: { count: JSON.parse(body).id.length } });
    await expect(call()({ id: 'abc' })).resolves.toEqual({ code: '0000', msg: '', data: { count: 3 } });
  });

  it('an unexpected shape is a clear error naming the field, not a crash', async () => {
    handler = (_req, _body, res) => json(res, 200, { code: '0000', msg: '', data: { count: 'many' } });
    const failure = await failureOf(call()({ id: 'abc' }));
    expect(failure.kind).toBe('shape');
    expect(failure.message).toContain('保单列表');
    expect(failure.message).toContain('data.count');
  });

  it('a bad request is refused before it is sent', async () => {
    handler = (_req, _body, res) => json(res, 200, { code: '0000' });
    const failure = await failureOf(call()({ id: '' }));
    expect(failure.message).toContain('id');
    expect(seen).toHaveLength(0);
  });
});
