/** Plan counts and the spec's facts about particular codes (engine/catalogue/spec-conformance.ts). */
import {
  SPEC_EXACT_PLAN_COUNT,
  SPEC_GROUPED_LAYOUT_CODES,
  SPEC_PLAN_NAMES,
} from '../catalogue/spec-conformance';
import type { ProductManifest } from '../generated/manifest';
import { finding, type Finding } from './finding';

export function plansRule(m: ProductManifest): Finding[] {
  if (!m.plans) return [];
  const out: Finding[] = [];
  const code = m.productCode;
  const names = m.plans.groups.flatMap((g) =>
    [...g.programs].sort((a, b) => a.weight - b.weight).map((p) => p.name),
  );
  const expectedCount = SPEC_EXACT_PLAN_COUNT[code];
  if (expectedCount !== undefined && m.plans.exactPlanCount !== expectedCount)
    out.push(finding('/plans', 'plans.exactCountCode', { code, count: expectedCount }));
  if (m.plans.exactPlanCount !== undefined && names.length !== m.plans.exactPlanCount)
    out.push(
      finding('/plans/groups', 'plans.exactCount', { count: m.plans.exactPlanCount, found: names.length }),
    );
  if (SPEC_GROUPED_LAYOUT_CODES.includes(code) && m.plans.layout !== 'grouped')
    out.push(finding('/plans/layout', 'plans.grouped', { code }));
  const expectedNames = SPEC_PLAN_NAMES[code];
  if (expectedNames && names.join('/') !== expectedNames.join('/'))
    out.push(
      finding('/plans/groups', 'plans.names', {
        code,
        expected: expectedNames.join(', '),
        found: names.join(', '),
      }),
    );
  return out;
}
