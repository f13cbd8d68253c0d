import type { Db } from './db/types';
import type { Clock } from './clock';
import type { SmsProvider } from './providers/sms/provider';
import type { ProviderNames, ProviderPlugins } from './providers/business-providers';

/**
 * What every service of the gateway is given. Owned by the platform (server core); business
 * services may add fields here additively.
 */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: GatewayConfig;
  /** SMS delivery; the sandbox provider (log + development inbox) when absent. */
  sms?: SmsProvider;
  /** Real payment / face / e-signature / issuing providers by name, picked by config.providers (providers/business-providers.ts). */
  businessProviders?: ProviderPlugins;
}

export interface GatewayConfig {
  /** 'production' turns off the development-only SMS inbox and sandbox conveniences. */
  env: 'development' | 'test' | 'production';
  /** Public origin of the gateway (used in payment and callback URLs). */
  publicUrl: string;
  /** Secret for signing tokens and sandbox notifies. */
  secret: string;
  /** Directory with the product manifests. */
  productsDir: string;
  /** The built storefront (vite's dist/), served at / when given and present. */
  staticDir?: string | undefined;
  /** Largest accepted request body in bytes (default 256 KiB; larger → HTTP 413). */
  bodyLimit?: number | undefined;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per IP). */
  trustProxy?: boolean | undefined;
  /** Origins the served app may call besides the gateway (CSP connect-src), e.g. a maps geocoding API. */
  cspConnectSrc?: readonly string[] | undefined;
  /** Overrides of the platform's rate limits (tests, load benchmarks). */
  rateLimits?: Partial<RateLimits> | undefined;
  /** (business) Minutes an unpaid order waits for payment before it times out (default 30, or PAYMENT_WINDOW_MINUTES). */
  paymentWindowMinutes?: number | undefined;
  /** (business) Provider names (PROVIDER_SETTINGS: PAYMENT_PROVIDER … SHARE_TICKET_PROVIDER); unset = sandbox outside production, refused in production. */
  providers?: ProviderNames | undefined;
  /**
   * (sandbox) How long the sandbox insurer takes to issue a paid order (default 2 minutes, or
   * SANDBOX_ISSUE_DELAY_MS). The shell journeys' gateway sets it to a day (playwright.config.ts): a
   * seeded 待出单 order then stays so however slowly a loaded machine runs them.
   */
  sandboxIssueDelayMs?: number | undefined;
}

/** Per-IP and per-phone limits on captcha, SMS and login (fixed windows in the database, shared across gateway processes). */
export interface RateLimits {
  /** captcha images per IP per minute */
  captchaPerIpPerMinute: number;
  /** SMS sends per IP per hour (per phone: 1 per 60 s and 10 per day, fixed by the spec) */
  smsPerIpPerHour: number;
  /** login attempts per IP per minute */
  loginPerIpPerMinute: number;
  /** failed logins per phone per 15 minutes before that phone is locked for the rest of the window */
  loginFailuresPerPhone: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  captchaPerIpPerMinute: 120,
  smsPerIpPerHour: 60,
  loginPerIpPerMinute: 60,
  loginFailuresPerPhone: 5,
};
