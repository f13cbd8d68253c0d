import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ShiftedClock, systemClock } from './clock';
import { loadServerOptions, type ServerOptions } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import type { Db } from './db/types';
import { seedDatabase } from './seed';
import { withholdUncheckedRatings, type WithheldRating } from './services/comment-svc/withhold-unchecked';
import { createInChild } from './first-start';
import { DEMO_ACCOUNTS } from './seed/platform/accounts';

export interface RunningGateway {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** Opens (and on first start creates, migrates and seeds) the database, then serves the gateway. */
export async function startServer(options: ServerOptions): Promise<RunningGateway> {
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir === ':memory:' ? ':memory:' : join(options.dataDir, 'pg'),
    firstStart: createInChild(options.config.productsDir),
  });
  // On a first start the child has migrated and seeded already: both find nothing left to do.
  await migrate(db);
  reportWithheld(await withholdUncheckedRatings(db));
  await seedDatabase({ db, now: systemClock.now(), productsDir: options.config.productsDir });
  // A test gateway's clock can be moved forward by a journey (POST /_gw/_dev/clock); never elsewhere.
  const deps = {
    db,
    clock: options.config.env === 'test' ? new ShiftedClock() : systemClock,
    config: options.config,
  };
  const app = await buildApp(deps);
  await app.listen({ port: options.port, host: options.host });
  // One full collection once serving (when Node allows it: `npm start` passes --expose-gc): the
  // garbage of loading the code, the catalogue and the database goes back to the system before the
  // gateway rests, instead of waiting for load to trigger it (~20 MB of RSS).
  (globalThis as { gc?: () => void }).gc?.();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host}:${port}`;
  return {
    app,
    db,
    url,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Tells the operator which stored ratings were withheld from the public lists, and why (once per database). */
function reportWithheld(withheld: readonly WithheldRating[]): void {
  if (withheld.length === 0) return;
  process.stderr.write(
    `Ratings filed before the gateway checked them, now withheld from the public lists (status '0'): ${withheld.length}\n` +
      withheld.map(({ id, reason }) => `  biz_comments #${id}: ${reason}\n`).join(''),
  );
}

function describeDatabase(options: ServerOptions): string {
  if (options.databaseUrl) return `PostgreSQL ${options.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`;
  return options.dataDir === ':memory:'
    ? 'embedded PGlite, in memory'
    : `embedded PGlite in ${join(options.dataDir, 'pg')}`;
}

/** The banner `npm start` prints: where to open the app and how to log in. */
export function banner(url: string, options: ServerOptions): string {
  const lines = [
    `\n  Storefront:  ${url}/`,
    `  Gateway API: ${url}/_gw/…`,
    `  Database:    ${describeDatabase(options)}`,
    '',
    '  Demo accounts (phone / password):',
    `    parent         ${DEMO_ACCOUNTS.parent.phone} / ${DEMO_ACCOUNTS.parent.password}   (${DEMO_ACCOUNTS.parent.name}, identity verified)`,
    `    staff/promoter ${DEMO_ACCOUNTS.staff.phone} / ${DEMO_ACCOUNTS.staff.password}  (${DEMO_ACCOUNTS.staff.name}, 本部 JT0000)`,
    `    second parent  ${DEMO_ACCOUNTS.secondParent.phone} / ${DEMO_ACCOUNTS.secondParent.password}`,
  ];
  if (options.config.env !== 'production') {
    lines.push(
      '',
      `  SMS codes (sandbox): ${url}/_gw/_dev/sms-inbox?phone=<phone>  ·  captcha answers: ${url}/_gw/_dev/captcha?time=<key>`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Starts the gateway, says where it listens, and closes it on Ctrl-C or a stop signal (npm run dev:gateway, npm start). */
export async function serveUntilStopped(options: ServerOptions): Promise<void> {
  const gateway = await startServer(options);
  process.stdout.write(banner(gateway.url, options));
  const stop = () => {
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  await serveUntilStopped(loadServerOptions());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
