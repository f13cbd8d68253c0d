import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GatewayConfig, RateLimits } from './deps';
import { ensureWritableDataDir } from './db/data-dir';
import { providerNamesFrom, providerNamesProblem } from './providers/business-providers';

/** Everything the gateway process reads from its environment. */
export interface ServerOptions {
  port: number;
  host: string;
  /** PGlite data root (the database lives in <dataDir>/pg), or ':memory:'. */
  dataDir: string;
  databaseUrl: string | undefined;
  config: GatewayConfig;
}

const envOf = (value: string | undefined): GatewayConfig['env'] =>
  value === 'production' ? 'production' : value === 'test' ? 'test' : 'development';

/**
 * The token-signing secret: GATEWAY_SECRET, required in production. Elsewhere one is generated on
 * first start and kept beside the data (<dataDir>/secret) so logins survive a restart.
 */
function secretFor(env: GatewayConfig['env'], dataDir: string, given: string | undefined): string {
  if (given) return given;
  if (env === 'production')
    throw new Error('GATEWAY_SECRET must be set in production (32+ random characters)');
  if (dataDir === ':memory:') return randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** GATEWAY_RATE_LIMITS: a JSON object overriding some of the RateLimits (load tests), e.g. {"loginPerIpPerMinute":100000}. */
function rateLimitsFrom(text: string | undefined): Partial<RateLimits> | undefined {
  if (!text) return undefined;
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => typeof v === 'number' && v > 0),
  ) as Partial<RateLimits>;
}

/** SANDBOX_ISSUE_DELAY_MS: the sandbox insurer's issuing delay, a whole number of milliseconds. */
function sandboxIssueDelayFrom(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SANDBOX_ISSUE_DELAY_MS must be a whole number of milliseconds, got ${text}`);
  return ms;
}

/**
 * PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL, NODE_ENV, GATEWAY_SECRET, PUBLIC_URL,
 * PRODUCTS_DIR, DIST_DIR, TRUST_PROXY, GATEWAY_RATE_LIMITS, CSP_CONNECT_SRC (https origins, comma-separated),
 * PAYMENT_PROVIDER, FACE_PROVIDER, ESIGN_PROVIDER, ISSUER_PROVIDER, OAUTH_PROVIDER, SHARE_TICKET_PROVIDER
 * (providers/business-providers.ts), SANDBOX_ISSUE_DELAY_MS (the sandbox insurer's, default 2 minutes).
 */
export function loadServerOptions(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = env.DATA_DIR === ':memory:' ? ':memory:' : resolve(root, env.DATA_DIR ?? 'data');
  const gatewayEnv = envOf(env.NODE_ENV);
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  // The data directory is written for the embedded database and for a generated secret: say so if it cannot be.
  if (dataDir !== ':memory:' && (!env.DATABASE_URL || !env.GATEWAY_SECRET)) ensureWritableDataDir(dataDir);
  const secret = secretFor(gatewayEnv, dataDir, env.GATEWAY_SECRET);
  // Fail closed before anything is opened: production never runs on a sandbox payment, face check, e-signature or issuer.
  const providers = providerNamesFrom(env);
  const providerProblem = providerNamesProblem(gatewayEnv, providers);
  if (providerProblem) throw new Error(providerProblem);
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    config: {
      env: gatewayEnv,
      publicUrl: env.PUBLIC_URL ?? `http://${shownHost}:${port}`,
      secret,
      productsDir: resolve(root, env.PRODUCTS_DIR ?? 'products'),
      staticDir: resolve(root, env.DIST_DIR ?? 'dist'),
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      rateLimits: rateLimitsFrom(env.GATEWAY_RATE_LIMITS),
      providers,
      sandboxIssueDelayMs: sandboxIssueDelayFrom(env.SANDBOX_ISSUE_DELAY_MS),
      cspConnectSrc: (env.CSP_CONNECT_SRC ?? '')
        .split(/[\s,]+/)
        .filter((origin) => /^https:\/\/[\w.-]+(:\d+)?$/.test(origin)),
    },
  };
}
