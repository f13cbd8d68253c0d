/**
 * Chunk groups for the purchase flow (vite.config.ts, build.rolldownOptions.output.codeSplitting):
 * the app modules the insure page imports without `import()` would otherwise land in one small file
 * per set of pages that share them — ~25 files of 0.2–5 KB on the insure route, each a request and,
 * on a phone's few HTTP/1.1 connections, often a round trip of its own. Grouped by who needs them:
 *
 * - `product`: what the insure page shares with a product detail page (plans, prices, the guarantee
 *   table, the loading views) — the detail page needs all of it too;
 * - `purchase`: what the insure page shares with the other purchase pages (confirm, renewal,
 *   notices, clause viewers, payment result) and not with the detail page.
 *
 * What only the insure page draws stays in its own chunk; what the app start (src/app/start.tsx)
 * imports stays in the start chunk; node_modules keep their groups. The group takes exactly these
 * modules (vite.config.ts: `includeDependenciesRecursively: false`), never their dependencies.
 */
import { fileURLToPath } from 'node:url';
import { PRODUCT_MODELS_MODULE_ID } from './product-models.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const START = root('src/app/start.tsx');
const INSURE = root('src/pages/purchase/InsurePage.tsx');
const DETAIL = root('src/pages/product/ProductRoutePage.tsx');
const OTHER_FLOW_PAGES = [
  'ConfirmPage',
  'RenewalPage',
  'NotifyPage',
  'ProtocolPage',
  'PaymentResultPage',
].map((page) => root(`src/pages/purchase/${page}.tsx`));

/** The app's modules: not node_modules, not the bundler's own; the build's product-models version is the app's. */
const isAppModule = (id: string) =>
  !id.includes('node_modules') && (!id.startsWith('\0') || id === PRODUCT_MODELS_MODULE_ID);

/** A module and everything it imports statically (not through `import()`), app modules only. */
function closure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || !isAppModule(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

type Groups = Map<string, 'product' | 'purchase'>;
const computed = new WeakMap<ModuleGraph, Groups>();

function groupsOf(graph: ModuleGraph): Groups {
  const known = computed.get(graph);
  if (known) return known;
  const start = closure(graph, START);
  const detail = closure(graph, DETAIL);
  const otherFlow = new Set(OTHER_FLOW_PAGES.flatMap((page) => [...closure(graph, page)]));
  const groups: Groups = new Map();
  for (const id of closure(graph, INSURE)) {
    if (start.has(id) || id === INSURE) continue;
    if (detail.has(id)) groups.set(id, 'product');
    else if (otherFlow.has(id)) groups.set(id, 'purchase');
  }
  computed.set(graph, groups);
  return groups;
}

/** The group of a module (a codeSplitting group's `name`), or null for none of these. */
export function flowChunkOf(id: string, graph: ModuleGraph): string | null {
  return isAppModule(id) ? (groupsOf(graph).get(id) ?? null) : null;
}
