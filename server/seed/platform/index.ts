import type { SeedContext } from '../index';
import { seedDemoAccounts } from './accounts';

/** The platform seed: the demo accounts. */
export async function seedPlatform(ctx: SeedContext): Promise<void> {
  await seedDemoAccounts(ctx.db, ctx.now);
}
