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
  return regionFields(m)
    .filter(({ field }) => field.visibleWhen)
    .map(({ at, who }) => finding(`${at}/visibleWhen`, 'region.conditional', { who }));
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
  return regionFields(m)
    .filter(({ field }) => field.required === false || field.requiredWhen)
    .map(({ at, who, field }) =>
      finding(`${at}/${field.requiredWhen ? 'requiredWhen' : 'required'}`, 'region.optional', { who, area }),
    );
}

/** The form's region fields, each with its JSON path and the party it asks (a catalogue word). */
function regionFields(m: ProductManifest) {
  return (['holder', 'insured'] as const).flatMap((party) =>
    (m.form?.[party]?.fields ?? []).flatMap((field, i) =>
      field.name === 'region'
        ? [
            {
              field,
              at: `/form/${party}/fields/${i}`,
              who: party === 'insured' ? '@ages.insured' : '@ages.holder',
            },
          ]
        : [],
    ),
  );
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
