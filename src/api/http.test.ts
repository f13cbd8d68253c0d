import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, HttpError, urlOf } from './http';

/** The fetch layer under the API client, against a real local HTTP server. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_gw`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (timeout = 5_000) => createHttpClient({ baseURL: base, timeout, withCredentials: true });

describe('the fetch layer', () => {
  it('sends a JSON body with its content type and answers the parsed reply and lower-case headers', async () => {
    let seen: { type?: string | undefined; accept?: string | undefined; body?: string } = {};
    handler = (req, body, res) => {
      seen = { type: req.headers['content-type'], accept: req.headers.accept, body };
      res.writeHead(200, { 'content-type': 'application/json', Access_Token: 't1' });
      res.end(JSON.stringify({ code: '0000', data: [1, 2] }));
    };
    const reply = await client().post<{ data: number[] }>('/svc/call', { a: 1 });
    expect(seen).toEqual({
      type: 'application/json',
      accept: 'application/json, text/plain, */*',
      body: '{"a":1}',
    });
    expect(reply.data.data).toEqual([1, 2]);
    expect(reply.headers['access_token']).toBe('t1');
  });

  it('puts the parameters that have a value in the query', async () => {
    let url = '';
    handler = (req, _body, res) => {
      url = req.url ?? '';
      res.end('{}');
    };
    await client().get('/list', { params: { page: 2, name: '张 三', none: undefined, empty: null } });
    expect(url).toBe('/_gw/list?page=2&name=%E5%BC%A0+%E4%B8%89');
    expect(urlOf('/_gw/', { url: 'a?x=1', params: { y: 2 } })).toBe('/_gw/a?x=1&y=2');
  });

  it('answers a body that is not JSON as its text', async () => {
    handler = (_req, _body, res) => res.end('plain words');
    expect((await client().get('/text')).data).toBe('plain words');
  });

  it('rejects a non-2xx reply with the reply attached', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"msg":"不存在"}');
    };
    const error = await client()
      .get('/missing', { callName: '保单' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response?.status).toBe(404);
    expect((error as HttpError).response?.data).toEqual({ msg: '不存在' });
    expect((error as HttpError).config.callName).toBe('保单');
  });

  it('a reply slower than the timeout rejects without a reply', async () => {
    handler = (_req, _body, res) => void setTimeout(() => res.end('{}'), 1_000);
    const error = await client(50)
      .get('/slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toBeUndefined();
    expect((error as HttpError).message).toContain('timeout');
  });
});
