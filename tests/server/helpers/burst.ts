import type { Db } from '../../../server/db/types';

/**
 * Sends a burst of requests while the gateway's database is held by an open transaction for
 * `holdMs`, then lets it go. On PGlite every statement waits for an open transaction, so the
 * burst's first statements queue up together: without this the in-process database answers each
 * request nearly whole before the next one arrives, and a check-then-count race would not show.
 * On PostgreSQL the transaction blocks nothing (its pool runs the burst side by side anyway).
 */
export async function burstWhileHeld<T>(db: Db, send: () => Promise<T>, holdMs = 300): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = () => {};
  const held = new Promise<void>((resolve) => (holding = resolve));
  const transaction = db.tx(async (tx) => {
    await tx.query('SELECT 1');
    holding();
    await released;
  });
  await held;
  const answers = send();
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  release();
  await transaction;
  return answers;
}
