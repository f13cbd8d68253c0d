/**
 * A product on sale must decide its own plans and rates: a family's plans (SA-BASE 基础版 at 50 元…)
 * are a template, and a variant that inherits them would sell the template. Reported at the
 * variant's `extends`, where the operator looks.
 */
import type { ProductManifest } from '../generated/manifest';
import { isObject, type Json } from '../load/merge';
import { finding, type Finding } from './finding';

export function placeholderRule(raw: Json, m: ProductManifest): Finding[] {
  if (!isObject(raw) || typeof raw.extends !== 'string' || m.kind !== 'onSale') return [];
  const out: Finding[] = [];
  if (!('plans' in raw) && m.plans) {
    const programs = m.plans.groups.flatMap((g) => g.programs.map((p) => `${p.code} ${p.name}`));
    out.push(finding('/extends', 'placeholder.plans', { programs: programs.join(', ') }));
  } else if (!(isObject(raw.premium) && 'rates' in raw.premium) && m.premium)
    out.push(finding('/extends', 'placeholder.rates'));
  return out;
}
