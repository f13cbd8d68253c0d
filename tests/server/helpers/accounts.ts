import type { SessionUser } from '../../../contract/user-svc/shapes';
import { DEMO_ACCOUNTS } from '../../../server/seed/platform/accounts';

/** An answer of the gateway: HTTP status, parsed body (JSON or text) and headers. */
export interface Answer<T = { code: string; msg: string; data?: unknown }> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  /** JSON body (objects are serialized; a string is sent as it is). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** An envelope whose data a test reads freely (tests check the shape with the contract schema where it matters). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test convenience: any answer's data
export type LooseEnvelope = { code: string; msg: string; data?: any };

/** Calls the gateway over HTTP: `path` is the contract path with or without the /_gw prefix. */
export async function call<T = LooseEnvelope>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const full = path.startsWith('/_gw') ? path : `/_gw${path}`;
  const response = await fetch(baseUrl + full, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: (type.includes('json') ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

let keys = 0;

/** Fetches a captcha image under a fresh key and reads its answer from the development endpoint. */
export async function solveCaptcha(baseUrl: string): Promise<{ key: string; answer: string }> {
  const key = `t${Date.now()}${(keys += 1)}`;
  const image = await fetch(`${baseUrl}/_gw/user-svc/api/v2/kaptcha?time=${key}`);
  if (image.status !== 200) throw new Error(`captcha: HTTP ${image.status} ${await image.text()}`);
  await image.arrayBuffer();
  const peek = await call<{ data: { answer: string } }>(baseUrl, `/_dev/captcha?time=${key}`);
  return { key, answer: peek.body.data.answer };
}

/** Sends an SMS code to `phone` (captcha first, as the app does) and reads it from the sandbox inbox. */
export async function requestSmsCode(
  baseUrl: string,
  phone: string,
  path = '/user-svc/api/v2/_bai/registerAndLogin/regMsg',
): Promise<string> {
  const { key, answer } = await solveCaptcha(baseUrl);
  const sent = await call(baseUrl, `${path}?phoneNum=${phone}&imageVerificationCode=${answer}`, {
    headers: { imgcode: key },
  });
  if (sent.body.code !== '0000') throw new Error(`regMsg: ${sent.status} ${JSON.stringify(sent.body)}`);
  const inbox = await call<{ data: { latest: string } }>(baseUrl, `/_dev/sms-inbox?phone=${phone}`);
  return inbox.body.data.latest;
}

/** Logs in with a password (captcha solved through the development endpoint). */
export async function loginWithPassword(
  baseUrl: string,
  phone: string,
  password: string,
): Promise<SessionUser> {
  const { key, answer } = await solveCaptcha(baseUrl);
  const answerBody = await call<{ code: string; msg: string; data: SessionUser }>(
    baseUrl,
    '/user-svc/api/v1/login',
    {
      body: { loginAccount: phone, passWord: password, imageVerificationCode: answer },
      headers: { imgcode: key },
    },
  );
  if (answerBody.body.code !== '0000')
    throw new Error(`login: ${answerBody.status} ${JSON.stringify(answerBody.body)}`);
  return answerBody.body.data;
}

/** Logs in as one of the seeded demo accounts. `session.token` goes in the Authorization header. */
export function loginAs(baseUrl: string, who: keyof typeof DEMO_ACCOUNTS): Promise<SessionUser> {
  const account = DEMO_ACCOUNTS[who];
  return loginWithPassword(baseUrl, account.phone, account.password);
}

/** A one-time X-RESUB-TOKEN for the logged-in user. */
export async function resubToken(baseUrl: string, token: string): Promise<string> {
  const answer = await call<{ code: string; data: string }>(baseUrl, '/idg-svc/api/v1/resub_token', {
    token,
  });
  return answer.body.data;
}
