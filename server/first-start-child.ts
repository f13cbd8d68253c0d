import { createHere } from './first-start';

/**
 * The first start's short-lived child process (spawned by first-start.ts, which says why):
 * `<buildDir> <productsDir>` — creates, migrates and seeds the database in buildDir, then exits.
 */
const [buildDir, productsDir] = process.argv.slice(2);
createHere(buildDir ?? '', productsDir ?? '').then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
