import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnTestGateway, type TestGateway } from '../../../../scripts/lib/spawn-test-gateway';

/** A gateway in its own process (`tsx server/main.ts`), so a test can kill it as a crash would (`crash()`). */
export interface ChildGateway extends TestGateway {
  url: string;
}

/**
 * Starts `server/main.ts` on a free loopback port with its own DATA_DIR (PGlite) or `databaseUrl`
 * (PostgreSQL); resolves once the banner names the URL. Development mode: the captcha and SMS
 * inboxes of the test helpers are served.
 */
export function startChildGateway(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  secret: string;
  /** A migrated PGlite dump (tar.gz) to unpack into `<dataDir>/pg` first: no initdb or migrations in the child. */
  pgliteDump?: string;
}): Promise<ChildGateway> {
  const pgDir = join(options.dataDir, 'pg');
  if (!options.databaseUrl && options.pgliteDump && !existsSync(pgDir)) {
    mkdirSync(pgDir, { recursive: true });
    execFileSync('tar', ['xzf', options.pgliteDump, '-C', pgDir]);
  }
  const gateway = spawnTestGateway({
    port: 0,
    env: {
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      GATEWAY_SECRET: options.secret,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DIST_DIR: options.dataDir, // no storefront: the API is what is tested
      GATEWAY_RATE_LIMITS: JSON.stringify({
        loginPerIpPerMinute: 100_000,
        captchaPerIpPerMinute: 100_000,
        smsPerIpPerHour: 100_000,
      }),
    },
  });
  return new Promise((done, fail) => {
    const onData = () => {
      const out = gateway.output();
      const url = /Gateway API:\s+(http:\/\/\S+?)\/_gw/.exec(out)?.[1];
      if (url && out.includes('second parent')) done({ ...gateway, url });
    };
    gateway.child.stdout?.on('data', onData);
    gateway.child.stderr?.on('data', onData);
    void gateway.exited.then(() => fail(new Error(`gateway exited before it served: ${gateway.output()}`)));
  });
}
