/**
 * The gateway's catalogue load, fail-soft: a product whose manifest fails its checks (invalid JSON,
 * schema, product rules) is switched off with one loud log line naming the file and each problem;
 * the others keep selling. A switched-off product answers 产品暂不可售 (prod-svc).
 */
import { loadCatalogueFailSoft, type DisabledProduct } from '../../../engine/node';
import { engineProductPort } from './engine-port';
import type { Clock } from '../../clock';
import type { ProductPort } from './port';

export type LogLine = (line: string) => void;

/** Problems already logged in this process: the catalogue is loaded by several services at start. */
const logged = new Set<string>();

export function describeDisabled(d: DisabledProduct): string {
  return `[products] 产品暂不可售 — switched off ${d.productCode ?? '(no product code)'} (products/${d.file}): ${d.problems.join('; ')}  (run npm run lint:products -- products/${d.file})`;
}

export async function loadProductPort(productsDir: string, clock?: Clock, log: LogLine = (line) => console.error(line)): Promise<ProductPort> {
  const { catalogue, disabled } = await loadCatalogueFailSoft(productsDir);
  for (const d of disabled) {
    const line = describeDisabled(d);
    if (logged.has(`${productsDir}\u0000${line}`)) continue;
    logged.add(`${productsDir}\u0000${line}`);
    log(line);
  }
  return engineProductPort(
    catalogue,
    clock,
    disabled.flatMap((d) => (d.productCode ? [d.productCode] : [])),
  );
}
