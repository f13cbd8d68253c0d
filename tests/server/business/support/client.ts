import { loadCatalogue, type NodeCatalogue } from '../../../../engine/node';
import type { ApplicationPayload } from '../../../../engine';
import { samplePurchase } from '../../../../server/seed/business/sample-purchase';
import { PRODUCTS_DIR } from '../../helpers/start-gateway';
import { requestSmsCode } from '../../helpers/accounts';

/** Demo accounts seeded by the platform (tests/server and the README use the same). */
export const PARENT = { phone: '13800138000', password: 'Edu@2026pass' };
export const SECOND_PARENT = { phone: '13700137000', password: 'Edu@2026pass' };
export const STAFF = { phone: '13900139000', password: 'Edu@2026staff' };

export interface Answer<T = unknown> {
  status: number;
  code: string;
  msg: string;
  data: T;
  headers: Headers;
}

/** A logged-in (or anonymous) caller of a running gateway, speaking the app's envelope over real HTTP. */
export class Client {
  constructor(
    readonly url: string,
    readonly token = '',
    readonly userCode = '',
    private readonly lang = 'zh-CN',
  ) {}

  withLanguage(lang: string): Client {
    return new Client(this.url, this.token, this.userCode, lang);
  }

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${this.url}/_gw${path}`, {
      method,
      headers: {
        ...(this.token ? { authorization: this.token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-language': this.lang,
        accept: 'application/json, text/plain, */*', // what the app's axios client sends
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    const json = (text.startsWith('{') ? JSON.parse(text) : { code: '', msg: text }) as {
      code: string;
      msg: string;
      data: T;
    };
    return { status: res.status, code: json.code, msg: json.msg, data: json.data, headers: res.headers };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.call<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body, headers);
  }

  /** A fresh one-time X-RESUB-TOKEN from idg-svc. */
  async resubToken(): Promise<string> {
    const answer = await this.get<string>('/idg-svc/api/v1/resub_token');
    if (answer.code !== '0000') throw new Error(`resub token: ${answer.msg}`);
    return answer.data;
  }

  /** A call that needs X-RESUB-TOKEN, with a fresh token (or the one given). */
  async postOnce<T = unknown>(path: string, body: unknown, token?: string) {
    return this.post<T>(path, body, { 'x-resub-token': token ?? (await this.resubToken()) });
  }
}

/** Logs in by password the way the app does: captcha image, its answer (development endpoint), login. */
export async function login(url: string, account: { phone: string; password: string }): Promise<Client> {
  const time = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  await fetch(`${url}/_gw/user-svc/api/v2/kaptcha?time=${time}`);
  const captcha = (await (await fetch(`${url}/_gw/_dev/captcha?time=${time}`)).json()) as {
    data: { answer: string };
  };
  const res = await fetch(`${url}/_gw/user-svc/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', imgcode: time },
    body: JSON.stringify({
      loginAccount: account.phone,
      passWord: account.password,
      imageVerificationCode: captcha.data.answer,
    }),
  });
  const body = (await res.json()) as { code: string; msg: string; data: { token: string; userCode: string } };
  if (body.code !== '0000') throw new Error(`login ${account.phone}: ${body.msg}`);
  return new Client(url, body.data.token, body.data.userCode);
}

/** A new user registered by SMS code, as a visitor from a shared link would be. */
export async function register(url: string, phone: string): Promise<Client> {
  const code = await requestSmsCode(url, phone);
  const res = await fetch(`${url}/_gw/user-svc/api/v1/registerAndLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phoneNum: phone,
      smsVerificationCode: code,
      channelNo: 'edu',
      userSourceType: '22',
    }),
  });
  const body = (await res.json()) as { data: { token: string; userCode: string } };
  return new Client(url, body.data.token, body.data.userCode);
}

let catalogue: Promise<NodeCatalogue> | undefined;
export const products = () => (catalogue ??= loadCatalogue(PRODUCTS_DIR));

export const JINING = '19PR979745';

/** Each sample insured gets its own ID number unless a test asks for the same one (duplicate checks). */
let nextSerial = 100 + Math.floor(Math.random() * 200);

/** A valid order payload for a product, built as the app builds it (the engine), dated from `now`. */
export async function purchase(
  client: Client,
  now: Date,
  opts: {
    productCode?: string;
    child?: string;
    male?: boolean;
    planCode?: string;
    serialNo?: string;
    idSerial?: number;
  } = {},
): Promise<ApplicationPayload> {
  const model = (await products()).productForCode(opts.productCode ?? JINING);
  if (!model) throw new Error(`no product ${opts.productCode}`);
  return samplePurchase(model, {
    userCode: client.userCode,
    now,
    holder: { name: '测试家长', birthday: '1985-03-09', male: true, phone: '13800138000' },
    insureds: [
      {
        name: opts.child ?? '测试学生',
        male: opts.male ?? true,
        phone: '13800138000',
        idSerial: opts.idSerial ?? nextSerial++,
      },
    ],
    // The sale's serial as the app gets it: issued to the buyer (the gateway keeps no other).
    serialNo: opts.serialNo ?? (await client.get<string>('/idg-svc/api/v1/idg3')).data,
    ...(opts.planCode ? { planCode: opts.planCode } : {}),
  });
}

/** Submits a valid order and answers its codes. */
export async function submitOrder(client: Client, now: Date, opts: Parameters<typeof purchase>[2] = {}) {
  const answer = await client.postOnce<{
    orderCode: string;
    applicationFormCode: string;
    totalPremium: number;
    status: string;
  }>('/order/submitOrder/v2', await purchase(client, now, opts));
  if (answer.code !== '0000') throw new Error(`submit: ${answer.status} ${answer.msg}`);
  return answer.data;
}

/** One line of the caller's policy list (edu-svc searchInsuranceList), the fields the tests read. */
export type PolicySummary = {
  orderCode: string;
  policyNo: string | null;
  applicationFormCode: string;
  status: string;
  holderName: string;
  productName: string;
};

/** The caller's first order or policy in a status; with `issued`, the first that has a policy number. */
export async function policyInStatus(
  client: Client,
  status: string,
  options: { issued?: boolean } = {},
): Promise<PolicySummary> {
  const list = await client.post<{ list: PolicySummary[] }>('/edu-svc/remote/ins/searchInsuranceList', {
    status,
  });
  const found = options.issued ? list.data.list.find((p) => p.policyNo) : list.data.list[0];
  if (!found) throw new Error(`no ${options.issued ? 'policy' : 'order'} in status ${status}`);
  return found;
}
