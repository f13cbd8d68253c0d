/**
 * Prints the seeded offline roster of a product as JSON ([{ name, cardNo, owner }]) — run with tsx by
 * the offline and identity journeys (Playwright's loader cannot load the engine's ESM imports).
 * Usage: npx tsx tests/e2e/growth/offline-roster.ts <productCode>
 */
import { loadCatalogue } from '../../../engine/node';
import { OFFLINE_STUDENTS, offlineCardNo } from '../../../server/seed/business/offline';

const model = (await loadCatalogue('products')).productForCode(process.argv[2] ?? '');
if (!model) throw new Error(`unknown product ${process.argv[2]}`);
process.stdout.write(
  JSON.stringify(
    OFFLINE_STUDENTS.map((s) => ({ name: s.name, cardNo: offlineCardNo(model, s), owner: s.owner ?? null })),
  ),
);
