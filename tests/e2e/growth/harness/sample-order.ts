/**
 * Prints a valid order payload (JSON) for a product, built by the engine the way the app builds it:
 * `npx tsx tests/e2e/growth/harness/sample-order.ts <productCode> <userCode> [serialNo]`. The journeys run it
 * because Playwright's loader cannot import the engine (extensionless ESM imports).
 */
import { purchase, Client } from '../../../server/business/support/client';

const [productCode = '19PR979745', userCode = '', serialNo] = process.argv.slice(2);
const payload = await purchase(new Client('', '', userCode), new Date(), {
  productCode,
  ...(serialNo ? { serialNo } : {}),
});
process.stdout.write(JSON.stringify(payload));
