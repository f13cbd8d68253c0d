/**
 * `npm run lint:products [-- files or dirs…]`: checks product manifests against the schema and the
 * semantic rules. One line per problem — `file:line:column  /json/pointer  message  (hint)` — then
 * `N manifests, M errors`. Exit 1 on any error. Never a stack trace.
 */
import { resolve } from 'node:path';
import { formatProblem } from './lint/problem';
import { productIndexIsFresh } from './lint/product-index';
import { lintProducts } from './lint/run';

async function main(): Promise<number> {
  const targets = process.argv.slice(2).filter((a) => a !== '--');
  const productsDir = resolve(process.env.PRODUCTS_DIR ?? 'products');
  const { problems, manifestCount } = await lintProducts({ productsDir, targets });
  for (const p of problems) console.log(formatProblem(p));
  let errors = problems.length;
  // A whole-catalogue run also checks the route index the app ships (only when the manifests are clean).
  if (targets.length === 0 && errors === 0 && !process.env.PRODUCTS_DIR && !(await productIndexIsFresh())) {
    console.log(
      'engine/generated/product-index.ts:1:1  /  the route index is stale  (run npm run gen:types)',
    );
    errors += 1;
  }
  console.log(`${manifestCount} manifests, ${errors} errors`);
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(`lint:products could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
