/**
 * The product's region (manifest `region`) must name a real place in the division table
 * (@vant/area-data): an order whose form asks no region is filed under it (engine/rules/derived-order.ts),
 * with the table's names of its codes, and the form's region picker offers only it.
 */
import type { ProductManifest } from '../generated/manifest';
import { regionProblem } from '../rules/region-names';
import { finding, type Finding } from './finding';

export function regionRule(m: ProductManifest): Finding[] {
  if (!m.region) return [];
  const problem = regionProblem(m.region);
  if (!problem) return [];
  const pointer = `/region/${problem.level}Code`;
  if (problem.kind === 'outside')
    return [
      finding(pointer, 'region.outside', {
        code: problem.code,
        name: problem.name,
        parentCode: problem.parentCode,
        parentName: problem.parentName,
      }),
    ];
  if (problem.kind === 'noParent') return [finding(pointer, 'region.noParent', { code: problem.code })];
  return [finding(pointer, 'region.unknown', { code: problem.code })];
}
