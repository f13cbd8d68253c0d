/**
 * The HTTP layer under the API client: the browser's fetch with what the client needs of it — a
 * base URL, query parameters, a JSON or FormData body, a timeout, credentials, and replies as
 * `{ data, status, headers, config }` (a JSON body parsed, else its text; a Blob on request). A
 * non-2xx status or a failed transport rejects with an HttpError carrying the reply, if any.
 *
 * It replaced axios (21 KB gzip on every page that calls the gateway) and keeps the shape the
 * client was written against (`request`, `get`, `post`, `defaults`), so the interceptors of
 * spec §7–§9 in ./client.ts read as before.
 */

/** The per-call options the client's interceptors read (spec §7–§9). */
export interface CallOptions {
  /** what the call fetches, already in the UI language: the {name} of 获取{name}失败 */
  callName?: string;
  /** no token refresh before this call (product list, detail pages, captcha — spec §9) */
  skipRefresh?: boolean;
  /** fetch a fresh one-time X-RESUB-TOKEN first (order calls, endorsement — spec §7) */
  resubToken?: boolean;
  /** no toast and no navigation on failure: the caller reports it */
  silent?: boolean;
  /** the reply is not an envelope (e.g. the captcha image) */
  raw?: boolean;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestConfig extends CallOptions {
  method?: string;
  url: string;
  /** query parameters; null and undefined are left out */
  params?: Record<string, QueryValue> | undefined;
  /** the body: FormData as it is, anything else as JSON */
  data?: unknown;
  /** request headers (names are case-insensitive) */
  headers?: Record<string, string>;
  /** 'blob' answers the body as a Blob; otherwise JSON when it parses, else text */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** the reply's headers, names in lower case */
  headers: Record<string, string>;
  config: RequestConfig;
}

export interface HttpDefaults {
  baseURL: string;
  timeout: number;
  withCredentials: boolean;
}

/** A rejected call: a non-2xx reply (`response` set), a timeout or a transport failure (no `response`). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly config: RequestConfig,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** What the app sent as axios did: servers and tests that look at Accept see the same. */
const ACCEPT = 'application/json, text/plain, */*';

/**
 * The client's interceptors: `before` runs on every call before it is sent (tokens, headers; it may
 * wait, e.g. for a token refresh, and its rejection is the call's); `after` sees every 2xx reply
 * (it may reject it: an envelope's failure code); `failed` sees every other rejection (a non-2xx
 * reply, a timeout, the network) and answers what the caller gets instead.
 */
export interface Interceptors {
  before?: (config: RequestConfig) => Promise<RequestConfig> | RequestConfig;
  after?: (response: HttpResponse) => HttpResponse;
  failed?: (error: unknown) => never;
}

export interface HttpClient {
  readonly defaults: HttpDefaults;
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: Omit<RequestConfig, 'url' | 'method'>): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    config?: Omit<RequestConfig, 'url' | 'method' | 'data'>,
  ): Promise<HttpResponse<T>>;
}

/** The URL of a call: base + path + the query parameters that have a value. */
export function urlOf(baseURL: string, config: RequestConfig): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:\/\//i.test(config.url);
  const url = isAbsolute ? config.url : `${baseURL.replace(/\/+$/, '')}/${config.url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {}))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function bodyOf(response: Response, config: RequestConfig): Promise<unknown> {
  if (config.responseType === 'blob') return response.blob();
  const text = await response.text();
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON: the text, as axios answered it
  }
}

/** One call on fetch, without interceptors. */
async function send(defaults: HttpDefaults, config: RequestConfig): Promise<HttpResponse> {
  const headers = new Headers({ Accept: ACCEPT });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (config.data instanceof FormData) body = config.data;
  else if (config.data !== undefined) {
    body = JSON.stringify(config.data);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), defaults.timeout);
  let reply: Response;
  try {
    reply = await fetch(urlOf(defaults.baseURL, config), {
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
      credentials: defaults.withCredentials ? 'include' : 'same-origin',
      signal: abort.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    const message = abort.signal.aborted
      ? `timeout of ${defaults.timeout}ms exceeded`
      : error instanceof Error
        ? error.message
        : 'Network Error';
    throw new HttpError(message, config);
  }
  try {
    const response: HttpResponse = {
      data: await bodyOf(reply, config),
      status: reply.status,
      headers: Object.fromEntries([...reply.headers].map(([name, value]) => [name.toLowerCase(), value])),
      config,
    };
    if (reply.status < 200 || reply.status >= 300)
      throw new HttpError(`Request failed with status code ${reply.status}`, config, response);
    return response;
  } catch (error) {
    if (isHttpError(error)) throw error;
    throw new HttpError(
      abort.signal.aborted ? `timeout of ${defaults.timeout}ms exceeded` : String(error),
      config,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** A client on fetch with the given interceptors. */
export function createHttpClient(defaults: HttpDefaults, interceptors: Interceptors = {}): HttpClient {
  const { before = (c: RequestConfig) => c, after = (r: HttpResponse) => r, failed } = interceptors;
  const request = async <T>(initial: RequestConfig): Promise<HttpResponse<T>> => {
    let response: HttpResponse;
    try {
      response = await send(defaults, await before({ ...initial, headers: { ...initial.headers } }));
    } catch (error) {
      if (failed) failed(error);
      throw error;
    }
    return after(response) as HttpResponse<T>;
  };
  return {
    defaults,
    request,
    get: (url, config = {}) => request({ ...config, url, method: 'GET' }),
    post: (url, data, config = {}) => request({ ...config, url, data, method: 'POST' }),
  };
}
