import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerOptions } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/http/security';

describe('gateway configuration from the environment', () => {
  it('defaults: port 8080, all interfaces, ./data, development', () => {
    const options = loadServerOptions({ DATA_DIR: ':memory:' }, '/srv/app');
    expect(options).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: ':memory:',
      databaseUrl: undefined,
    });
    expect(options.config).toMatchObject({
      env: 'development',
      productsDir: '/srv/app/products',
      staticDir: '/srv/app/dist',
    });
    expect(options.config.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('requires a secret in production and takes DATABASE_URL', () => {
    expect(() => loadServerOptions({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toThrow(
      'GATEWAY_SECRET',
    );
    const providers = {
      PAYMENT_PROVIDER: 'acme-pay',
      FACE_PROVIDER: 'acme-face',
      ESIGN_PROVIDER: 'acme-sign',
      ISSUER_PROVIDER: 'acme-insurer',
      OAUTH_PROVIDER: 'acme-oauth',
      SHARE_TICKET_PROVIDER: 'acme-tickets',
    };
    const options = loadServerOptions({
      NODE_ENV: 'production',
      GATEWAY_SECRET: 's'.repeat(40),
      DATABASE_URL: 'postgres://db/x',
      PORT: '9090',
      ...providers,
    });
    expect(options).toMatchObject({ port: 9090, databaseUrl: 'postgres://db/x' });
    expect(options.config.env).toBe('production');
  });

  it('rejects a PORT that is not a port', () => {
    expect(() => loadServerOptions({ PORT: 'eighty', DATA_DIR: ':memory:' })).toThrow('PORT');
  });

  it('reads rate-limit overrides and only https origins for the CSP', () => {
    const options = loadServerOptions({
      DATA_DIR: ':memory:',
      GATEWAY_RATE_LIMITS: '{"loginPerIpPerMinute":500,"smsPerIpPerHour":-1}',
      CSP_CONNECT_SRC: "https://apis.map.qq.com, http://plain.example 'unsafe-eval' https://x.example:8443",
    });
    expect(options.config.rateLimits).toEqual({ loginPerIpPerMinute: 500 });
    expect(options.config.cspConnectSrc).toEqual(['https://apis.map.qq.com', 'https://x.example:8443']);
    expect(contentSecurityPolicy(options.config.cspConnectSrc)).toContain(
      "connect-src 'self' https://apis.map.qq.com https://x.example:8443;",
    );
  });

  it("reads the sandbox insurer's issuing delay, and refuses one that is not a number of milliseconds", () => {
    expect(loadServerOptions({ DATA_DIR: ':memory:' }).config.sandboxIssueDelayMs).toBeUndefined();
    expect(
      loadServerOptions({ DATA_DIR: ':memory:', SANDBOX_ISSUE_DELAY_MS: '86400000' }).config
        .sandboxIssueDelayMs,
    ).toBe(86_400_000);
    expect(() => loadServerOptions({ DATA_DIR: ':memory:', SANDBOX_ISSUE_DELAY_MS: 'a day' })).toThrow(
      'SANDBOX_ISSUE_DELAY_MS must be a whole number of milliseconds, got a day',
    );
  });

  it('says what is wrong with a DATA_DIR that cannot be written, and what to do', () => {
    const base = mkdtempSync(join(tmpdir(), 'gw-ro-'));
    try {
      // A regular file where the directory should be: unwritable for any user, root included.
      writeFileSync(join(base, 'occupied'), '');
      const attempt = () => loadServerOptions({ DATA_DIR: join(base, 'occupied', 'data') });
      expect(attempt).toThrow(`DATA_DIR: ${join(base, 'occupied', 'data')} cannot be written (ENOTDIR)`);
      expect(attempt).toThrow('set DATA_DIR to a writable directory');
      // With PostgreSQL and a given secret nothing is written there: no check.
      expect(
        loadServerOptions({
          DATA_DIR: join(base, 'occupied', 'data'),
          DATABASE_URL: 'postgres://db/x',
          GATEWAY_SECRET: 's'.repeat(40),
        }).databaseUrl,
      ).toBe('postgres://db/x');
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
