/**
 * Age rules that would refuse every order (min above max), and display text that contradicts the
 * ages the engine checks: an FAQ or notice inherited from the family saying "出生满28天至18周岁"
 * while the variant insures 3–18.
 */
import type { ProductManifest } from '../generated/manifest';
import { isObject, type Json } from '../load/merge';
import { finding, type Finding } from './finding';

type Bound = { value: number; unit?: 'year' | 'day' };

/** An age bound in days, to compare bounds of different units (a year counts 365 days). */
const inDays = (b: Bound): number => (b.unit === 'day' ? b.value : b.value * 365);
export const show = (b: Bound): string => `${b.value}${b.unit === 'day' ? '天' : '周岁'}`;

export function ageOrderRule(m: ProductManifest): Finding[] {
  const out: Finding[] = [];
  for (const [who, range] of [
    ['insured', m.eligibility?.insuredAge],
    ['holder', m.eligibility?.holderAge],
  ] as const) {
    if (!range?.min || !range.max || inDays(range.min) <= inDays(range.max)) continue;
    out.push(
      finding(`/eligibility/${who}Age`, 'ages.inverted', {
        who: who === 'insured' ? '@ages.insured' : '@ages.holder',
        min: show(range.min),
        max: show(range.max),
      }),
    );
  }
  return out;
}

/** "出生满28天至18周岁", "3周岁-18周岁", "3至18周岁": a stated insured age range. */
export const AGE_RANGE =
  /(?:出生满)?(\d+)\s*(天|日|周岁|岁)?\s*(?:-|－|—|–|~|～|至|到)\s*(\d+)\s*(?:周岁|岁)/g;

/** Section types whose text describes who may buy (FAQ, insurance notice, free text). */
const DISPLAY_SECTIONS: Record<string, 'display.faq' | 'display.notice' | 'display.text'> = {
  faq: 'display.faq',
  insuranceNotice: 'display.notice',
  richText: 'display.text',
};

function strings(node: Json, pointer: string, out: [string, string][]): void {
  if (typeof node === 'string') out.push([pointer, node]);
  else if (Array.isArray(node)) node.forEach((n, i) => strings(n, `${pointer}/${i}`, out));
  else if (isObject(node)) for (const [k, v] of Object.entries(node)) strings(v, `${pointer}/${k}`, out);
}

/** Where buyers read who may be insured: FAQ and notice sections, the protocols, the age attribute. */
function displayTexts(m: ProductManifest): { where: string; texts: [string, string][] }[] {
  const out: { where: string; texts: [string, string][] }[] = [];
  (m.sections ?? []).forEach((section, i) => {
    const where = DISPLAY_SECTIONS[section.type];
    if (!where) return;
    const texts: [string, string][] = [];
    strings(section as unknown as Json, `/sections/${i}`, texts);
    out.push({ where: `@${where}`, texts });
  });
  for (const group of ['rules', 'clauses'] as const) {
    const texts: [string, string][] = [];
    strings((m.protocols?.[group] ?? []) as unknown as Json, `/protocols/${group}`, texts);
    out.push({ where: '@display.protocols', texts });
  }
  const attributes = m.attributes as Record<string, unknown> | undefined;
  if (typeof attributes?.ageIssue === 'string')
    out.push({ where: '@display.ageIssue', texts: [['/attributes/ageIssue', attributes.ageIssue]] });
  return out;
}

export function displayAgeRule(m: ProductManifest): Finding[] {
  const range = m.eligibility?.insuredAge;
  if (!range?.min || !range.max) return [];
  const min = range.min as Bound;
  const max = range.max as Bound;
  if (inDays(min) > inDays(max)) return []; // ageOrderRule reports the rule itself
  const out: Finding[] = [];
  for (const { where, texts } of displayTexts(m)) {
    for (const [pointer, text] of texts) {
      for (const match of text.matchAll(AGE_RANGE)) {
        const [whole, low = '', lowUnit, high = ''] = match;
        const stated: Bound = {
          value: Number(low),
          unit: lowUnit === '天' || lowUnit === '日' ? 'day' : 'year',
        };
        if (inDays(stated) === inDays(min) && Number(high) === max.value && max.unit !== 'day') continue;
        out.push(
          finding(pointer, 'display.ageContradiction', {
            where,
            text: whole,
            min: show(min),
            max: show(max),
          }),
        );
        break;
      }
    }
  }
  return out;
}
