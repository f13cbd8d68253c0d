import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { DEFAULT_RATE_LIMITS, type AppDeps } from '../deps';
import { clientIp, RateLimiter } from '../http/rate-limit';
import type { SmsProvider } from '../providers/sms/provider';
import { SandboxSmsProvider } from '../providers/sms/sandbox';
import { SessionCache } from './session-cache';
import { AccessTokens } from './tokens';

const MINUTE = 60_000;

/** What the platform services (user-svc, auth-svc, idg-svc, med-pc-api, _dev) share. */
export interface PlatformContext {
  deps: AppDeps;
  tokens: AccessTokens;
  /** Live sessions this process looked up recently; the revocations clear it (session-cache.ts). */
  sessions: SessionCache;
  sms: SmsProvider;
  /** The sandbox inbox when SMS goes to the sandbox and the gateway is not in production. */
  sandbox: SandboxSmsProvider | null;
  limits: {
    captchaPerIp: RateLimiter;
    smsPerIp: RateLimiter;
    loginPerIp: RateLimiter;
    loginFailuresPerPhone: RateLimiter;
  };
}

/** The key of an address's login attempts (limits.loginPerIp): every way to log in or reset a password counts there. */
export const loginAttemptKey = (request: FastifyRequest): string => `login:${clientIp(request)}`;

/** The key of a phone's failed-login counter (limits.loginFailuresPerPhone): login, password change and reset share it. */
export const loginFailureKey = (phone: string): string => `login-fail:${phone}`;

export function createPlatformContext(deps: AppDeps, log: FastifyBaseLogger): PlatformContext {
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.config.rateLimits };
  const production = deps.config.env === 'production';
  const sandbox = deps.sms
    ? null
    : new SandboxSmsProvider(
        (line) => (production ? log.warn(line) : log.info(line)),
        () => deps.clock.now(),
        !production,
      );
  return {
    deps,
    tokens: new AccessTokens(deps.config.secret, deps.clock),
    sessions: new SessionCache(),
    sms: deps.sms ?? (sandbox as SandboxSmsProvider),
    sandbox: production ? null : sandbox,
    limits: {
      captchaPerIp: new RateLimiter(deps.db, deps.clock, limits.captchaPerIpPerMinute, MINUTE),
      smsPerIp: new RateLimiter(deps.db, deps.clock, limits.smsPerIpPerHour, 60 * MINUTE),
      loginPerIp: new RateLimiter(deps.db, deps.clock, limits.loginPerIpPerMinute, MINUTE),
      loginFailuresPerPhone: new RateLimiter(deps.db, deps.clock, limits.loginFailuresPerPhone, 15 * MINUTE),
    },
  };
}
