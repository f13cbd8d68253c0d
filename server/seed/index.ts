import type { Db } from '../db/types';
import { seedDemoAccounts } from './platform/accounts';
import { seedBusiness } from './business';

export interface SeedContext {
  db: Db;
  now: Date;
  productsDir: string;
}

/** A named step of the seed pipeline. Each runs once per database (recorded in seed_runs). */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** The pipeline: platform accounts first (business data refers to them), then business data. */
export const SEEDERS: readonly Seeder[] = [
  { name: 'platform/accounts', run: (ctx) => seedDemoAccounts(ctx.db, ctx.now) },
  {
    name: 'business',
    run: async (ctx) => void (await seedBusiness(ctx.db, { now: ctx.now, productsDir: ctx.productsDir })),
  },
  { name: 'business/offline', run: async (ctx) => (await import('./business/offline')).seedOffline(ctx) },
];

/** Runs every seeder not yet recorded for this database; returns the names run now. */
export async function seedDatabase(
  ctx: SeedContext,
  seeders: readonly Seeder[] = SEEDERS,
): Promise<string[]> {
  const done = new Set(
    (await ctx.db.query<{ name: string }>('SELECT name FROM seed_runs')).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const seeder of seeders) {
    if (done.has(seeder.name)) continue;
    await seeder.run(ctx);
    await ctx.db.query('INSERT INTO seed_runs (name, ran_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      seeder.name,
      ctx.now,
    ]);
    ran.push(seeder.name);
  }
  return ran;
}
