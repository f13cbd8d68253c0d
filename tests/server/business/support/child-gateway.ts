import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

/** A gateway in its own process (`tsx server/main.ts`), so a test can kill it as a crash would. */
export interface ChildGateway {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (banner and log lines). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, open transactions are cut off. Resolves once it has exited. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
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
}): Promise<ChildGateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Gateway API:\s+(http:\/\/\S+?)\/_gw/.exec(out)?.[1];
      if (url && out.includes('second parent')) {
        done({
          url,
          child,
          output: () => out,
          crash: async () => {
            child.kill('SIGKILL');
            await exited;
          },
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => fail(new Error(`gateway exited before it served: ${out}`)));
  });
}
