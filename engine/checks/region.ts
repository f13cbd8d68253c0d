/**
 * The product's region (manifest `region`) must name a real place in the division table
 * (@vant/area-data): an order whose form asks no region is filed under it (engine/rules/derived-order.ts),
 * with the table's names of its codes, and the form's region picker offers only it.
 * A region field is asked always or never: see conditionalRegionFields and optionalRegionFields.
 */
import type { ProductManifest } from '../generated/manifest';
import { regionProblem } from '../rules/region-names';
import { finding, type Finding } from './finding';

export function regionRule(m: ProductManifest): Finding[] {
  return [...regionCodesRule(m), ...conditionalRegionFields(m), ...optionalRegionFields(m)];
}

/**
 * A region field shown only under a condition (`visibleWhen`): while hidden it is not checked
 * against the product's area (a hidden field is not validated: engine/rules/party-fields.ts), yet
 * the gateway files the region the request sends, because the form has a region field
 * (engine/rules/region-scope.ts asksRegion). A Shandong product could be filed for a school anywhere.
 */
function conditionalRegionFields(m: ProductManifest): Finding[] {
  const out: Finding[] = [];
  for (const party of ['holder', 'insured'] as const)
    (m.form?.[party]?.fields ?? []).forEach((field, i) => {
      if (field.name === 'region' && field.visibleWhen)
        out.push(
          finding(`/form/${party}/fields/${i}/visibleWhen`, 'region.conditional', {
            who: party === 'insured' ? '@ages.insured' : '@ages.holder',
          }),
        );
    });
  return out;
}

/**
 * A region field the buyer may leave empty (`required: false`, or `requiredWhen`) on a product sold
 * in one area: where the form asks a region the order is filed under the answer
 * (engine/rules/derived-order.ts), and an empty answer has nothing to check against the area
 * (engine/rules/party-fields.ts), so the order would be filed under no region at all. A nationwide
 * product may ask it optionally: it has no area to escape.
 */
function optionalRegionFields(m: ProductManifest): Finding[] {
  if (!m.region) return [];
  const area = [m.region.provinceName, m.region.cityName, m.region.countyName].filter(Boolean).join('');
  const out: Finding[] = [];
  for (const party of ['holder', 'insured'] as const)
    (m.form?.[party]?.fields ?? []).forEach((field, i) => {
      if (field.name !== 'region' || (field.required !== false && !field.requiredWhen)) return;
      const key = field.requiredWhen ? 'requiredWhen' : 'required';
      out.push(
        finding(`/form/${party}/fields/${i}/${key}`, 'region.optional', {
          who: party === 'insured' ? '@ages.insured' : '@ages.holder',
          area,
        }),
      );
    });
  return out;
}

function regionCodesRule(m: ProductManifest): Finding[] {
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
