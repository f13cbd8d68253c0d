/** Plan counts and the spec's facts about particular codes (engine/catalogue/spec-conformance.ts). */
import {
  SPEC_EXACT_PLAN_COUNT,
  SPEC_GROUPED_LAYOUT_CODES,
  SPEC_PLAN_NAMES,
} from '../../../engine/catalogue/spec-conformance';
import type { ProductManifest } from '../../../engine/generated/manifest';
import { finding, type Finding } from '../problem';

export function plansRule(m: ProductManifest): Finding[] {
  if (!m.plans) return [];
  const out: Finding[] = [];
  const names = m.plans.groups.flatMap((g) =>
    [...g.programs].sort((a, b) => a.weight - b.weight).map((p) => p.name),
  );
  const expectedCount = SPEC_EXACT_PLAN_COUNT[m.productCode];
  if (expectedCount !== undefined && m.plans.exactPlanCount !== expectedCount) {
    out.push(
      finding(
        '/plans',
        `product ${m.productCode} must declare "exactPlanCount": ${expectedCount}`,
        'spec §5: the Xuzhou student plan has exactly three plans',
      ),
    );
  }
  if (m.plans.exactPlanCount !== undefined && names.length !== m.plans.exactPlanCount) {
    out.push(
      finding(
        '/plans/groups',
        `exactly ${m.plans.exactPlanCount} plans required, found ${names.length}`,
        'plans.exactPlanCount',
      ),
    );
  }
  if (SPEC_GROUPED_LAYOUT_CODES.includes(m.productCode) && m.plans.layout !== 'grouped') {
    out.push(
      finding(
        '/plans/layout',
        `product ${m.productCode} uses the grouped layout`,
        'spec §9: each plan = own program code + shared code',
      ),
    );
  }
  const expectedNames = SPEC_PLAN_NAMES[m.productCode];
  if (expectedNames && names.join('/') !== expectedNames.join('/')) {
    out.push(
      finding(
        '/plans/groups',
        `product ${m.productCode} offers the plans ${expectedNames.join(', ')} (in this order), found ${names.join(', ')}`,
      ),
    );
  }
  return out;
}
