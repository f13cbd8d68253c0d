/**
 * Builds to compare, each served by a reference gateway of its own (embedded in-memory database,
 * pre-compressed files as the storefront ships them), on ports `firstPort`, `firstPort + 1`, …:
 * bench:screens (ours and the hand-written baseline) and bench:ab (two builds of ours) serve alike,
 * so that a difference they show is the builds', not the servers'.
 */
import { startGateway } from '../gateway-footprint';

export async function serveBuilds(
  root: string,
  dists: readonly string[],
  firstPort: number,
): Promise<{ stop(): Promise<void> }> {
  const gateways = await Promise.all(
    dists.map((dist, i) =>
      startGateway(root, firstPort + i, {
        DATA_DIR: ':memory:',
        DATABASE_URL: '',
        DIST_DIR: dist,
        NODE_ENV: 'test',
      }),
    ),
  );
  return {
    async stop() {
      for (const { gateway, watch } of gateways) {
        watch.stop(); // its sampling timer would keep the process running
        await gateway.stop();
      }
    },
  };
}
