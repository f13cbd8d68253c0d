import {
  createHttpClient,
  isHttpError,
  type HttpClient,
  type HttpResponse,
  type RequestConfig,
} from './http';
import { ApiFailure, codeOf, isApiFailure, messageOf } from './failure';
import type { ClientEffects } from './effects';
import { REFRESH_WINDOW_SECONDS, jwtExpiryMs, singleFlight } from './refresh';
import * as refreshContract from '../../contract/auth-svc/refreshToken';
import * as resubContract from '../../contract/idg-svc/resubToken';
import { secondsLeft, type StoredUser } from '../state/userStorage';

/** Spec §9 constants of the common client. */
export const REQUEST_TIMEOUT_MS = 100_000;
export const SYS_CODE = 'sys_edu_wxb_wx';
export const SUCCESS_CODES: ReadonlySet<string> = new Set(['0000', '200']);
export const REFRESH_PATH = refreshContract.path;
export const RESUB_TOKEN_PATH = resubContract.path;

export type Session = { read(): StoredUser; write(fields: StoredUser): void; clear(): void };
export type ClientTexts = {
  fetchFailed(name: string): string;
  failed: string;
  networkRelogin: string;
  sessionExpired: string;
  genericName: string;
};
export type ClientOptions = {
  baseURL: string;
  session: Session;
  effects: ClientEffects;
  texts: () => ClientTexts;
  /** The UI language, sent as Accept-Language so the gateway answers its messages in it. */
  locale?: () => string;
  now?: () => number;
};

export type ApiClient = { http: HttpClient; refreshToken: () => Promise<void> };

/** The app's one HTTP client, with the one set of interceptors of spec §7–§9. */
export function createApiClient(options: ClientOptions): ApiClient {
  const { session, effects } = options;
  const now = options.now ?? Date.now;
  const defaults = { baseURL: options.baseURL, timeout: REQUEST_TIMEOUT_MS, withCredentials: true };

  const refreshToken = singleFlight(async () => {
    const { refreshToken: current } = session.read();
    try {
      const response = await http.post(
        REFRESH_PATH,
        { refreshToken: current },
        { skipRefresh: true, silent: true },
      );
      const header: unknown = response.headers[refreshContract.ACCESS_TOKEN_HEADER];
      if (typeof header !== 'string' || header === '') throw new Error('no access_token header');
      const data = refreshContract.response.safeParse(response.data).data?.data;
      const nextRefresh = data?.refreshToken;
      const expiry = data?.tokenExpireTime ?? jwtExpiryMs(header);
      session.write({
        token: header,
        ...(expiry === undefined ? {} : { tokenExpireTime: String(expiry) }),
        ...(nextRefresh === undefined ? {} : { refreshToken: nextRefresh }),
      });
    } catch {
      session.clear();
      effects.goLogin();
      throw new ApiFailure('406', options.texts().sessionExpired, 'session');
    }
  });

  const fetchResubToken = async (): Promise<string> => {
    const response = await http.get(RESUB_TOKEN_PATH, { callName: 'X-RESUB-TOKEN' });
    const token = resubContract.response.safeParse(response.data).data?.data;
    if (!token) {
      throw new ApiFailure('____', options.texts().fetchFailed('X-RESUB-TOKEN'), 'shape');
    }
    return token;
  };

  const before = async (config: RequestConfig): Promise<RequestConfig> => {
    const headers = { ...config.headers };
    const stored = session.read();
    if (
      !config.skipRefresh &&
      stored.token &&
      stored.refreshToken &&
      secondsLeft(stored, now()) < REFRESH_WINDOW_SECONDS
    ) {
      await refreshToken();
    }
    const user = session.read();
    if (user.token) headers['Authorization'] = user.token;
    if (user.userId) headers['jtpf.userId'] = user.userId;
    headers['jtpf.sysCode'] = SYS_CODE;
    if (options.locale) headers['Accept-Language'] = options.locale();
    if (config.resubToken) headers['X-RESUB-TOKEN'] = await fetchResubToken();
    return { ...config, headers };
  };

  const nameOf = (config: { callName?: string } | undefined) =>
    config?.callName ?? options.texts().genericName;

  const after = (response: HttpResponse): HttpResponse => {
    if (response.config.raw) return response;
    const body: unknown = response.data;
    const code = codeOf(body);
    if (SUCCESS_CODES.has(code)) return response;
    const texts = options.texts();
    const message = messageOf(body, texts.fetchFailed(nameOf(response.config)), texts.failed);
    if (!response.config.silent) {
      if (code === '406') effects.goLogin();
      else if (code === '401') {
        session.clear();
        effects.goHome();
      } else effects.toast(message);
    }
    throw new ApiFailure(code, message, 'code', response.status);
  };
  const failed = (error: unknown): never => {
    if (isApiFailure(error)) throw error;
    const texts = options.texts();
    const httpError = isHttpError(error) ? error : undefined;
    const status = httpError?.response?.status;
    const body: unknown = httpError?.response?.data;
    const config = httpError?.config;
    if (status === 406 || status === 404 || status === 401) session.clear();
    if (status === 401) {
      if (!config?.silent) {
        effects.goLogin();
        effects.toast(texts.networkRelogin);
      }
      throw new ApiFailure(codeOf(body), texts.networkRelogin, 'http', status);
    }
    const message = httpError?.response
      ? messageOf(body, texts.fetchFailed(nameOf(config)), texts.failed)
      : texts.fetchFailed(nameOf(config));
    if (!config?.silent) effects.toast(message);
    throw new ApiFailure(codeOf(body), message, status === undefined ? 'network' : 'http', status);
  };
  // The interceptors above call it too (refresh and resubmit tokens are calls of their own).
  const http = createHttpClient(defaults, { before, after, failed });

  return { http, refreshToken };
}
