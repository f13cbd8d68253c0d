/**
 * The variant a scaffold writes: identity, route, region, insurer, ages, the operator's own plans
 * with duties and a rate for every factor combination, payment and renewal label — nothing left
 * from the family's placeholders. Display texts that state an age range (FAQ, notice, clauses, the
 * age note) are rewritten to the variant's ages, so the page never says what the rules refuse.
 */
import { AGE_RANGE } from '../../engine/checks/ages';
import { isObject, type Json, type JsonObject } from '../../engine/load/merge';
import type { Insurer as ManifestInsurer, Payment, Renewal, Route } from '../../engine/generated/manifest';
import type { AgeBound, Duty, Region } from './parse';

/** The one insurer of a scaffolded variant: the lead, named by a code the catalogue knows. */
export type Insurer = Omit<ManifestInsurer, 'partyRole' | 'code'> & { partyRole: 'lead'; code: string };

export interface PlanAnswer {
  code: string;
  name: string;
  duties: Duty[];
  /** Premium per factor combination (key: comboKey of the combination). */
  rates: Map<string, number>;
}

export interface Answers {
  family: string;
  code: string;
  path: string;
  name: string;
  file: string;
  projectCode: string;
  projectName: string;
  access: Route['access'];
  region: Region;
  insurer: Insurer;
  ages: { min: AgeBound; max: AgeBound };
  plans: PlanAnswer[];
  payment: Payment['mode'];
  renewal: Renewal['label'] | 'none';
}

export type Combination = Record<string, string>;

/** Every combination of the family's premium factor values (one rate each per plan). */
export function factorCombinations(family: JsonObject): Combination[] {
  const premium = isObject(family.premium) ? family.premium : {};
  const factors = Array.isArray(premium.factors) ? premium.factors : [];
  return factors.reduce<Combination[]>(
    (acc, f) => {
      if (!isObject(f) || typeof f.code !== 'string' || !Array.isArray(f.options)) return acc;
      const code = f.code;
      const values = f.options.flatMap((o) => (isObject(o) && typeof o.value === 'string' ? [o.value] : []));
      return acc.flatMap((combo) => values.map((v) => ({ ...combo, [code]: v })));
    },
    [{}],
  );
}

export const comboKey = (combo: Combination): string =>
  Object.entries(combo)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');

const ageText = ({ min, max }: Answers['ages'], dash: boolean): string =>
  `${min.unit === 'day' ? `出生满${min.value}天` : `${min.value}周岁`}${dash ? '-' : '至'}${max.value}周岁`;

/** `node` with every stated age range replaced, or undefined when it states none. */
function retext(node: Json, ages: Answers['ages']): Json | undefined {
  let changed = false;
  const walk = (n: Json): Json => {
    if (typeof n === 'string')
      return n.replace(AGE_RANGE, (whole) => {
        const next = ageText(ages, whole.includes('-'));
        if (next !== whole) changed = true;
        return next;
      });
    if (Array.isArray(n)) return n.map(walk);
    if (isObject(n)) return Object.fromEntries(Object.entries(n).map(([k, v]) => [k, walk(v)]));
    return n;
  };
  const out = walk(node);
  return changed ? out : undefined;
}

/** Overrides of the family's texts that state another age range (keyed arrays list every item to keep it). */
function ageTexts(family: JsonObject, ages: Answers['ages']): JsonObject {
  const out: JsonObject = {};
  const sections = Array.isArray(family.sections) ? family.sections.filter(isObject) : [];
  const sectionOverrides = sections.map((s) => {
    const changed = Object.entries(s)
      .flatMap(([k, v]) => (k === 'type' ? [] : [[k, retext(v, ages)] as const]))
      .filter(([, v]) => v !== undefined);
    return { type: s.type as Json, ...Object.fromEntries(changed) } as JsonObject;
  });
  if (sectionOverrides.some((s) => Object.keys(s).length > 1)) out.sections = sectionOverrides;
  const protocols = isObject(family.protocols) ? family.protocols : {};
  const groups: JsonObject = {};
  for (const group of ['rules', 'clauses'] as const) {
    const items = Array.isArray(protocols[group]) ? (protocols[group] as Json[]).filter(isObject) : [];
    const overrides = items.map((item) => {
      const changed = Object.entries(item)
        .flatMap(([k, v]) => (k === 'id' ? [] : [[k, retext(v, ages)] as const]))
        .filter(([, v]) => v !== undefined);
      return { id: item.id as Json, ...Object.fromEntries(changed) } as JsonObject;
    });
    if (overrides.some((o) => Object.keys(o).length > 1)) groups[group] = overrides;
  }
  if (Object.keys(groups).length > 0) out.protocols = groups;
  const ageIssue = isObject(family.attributes) ? family.attributes.ageIssue : undefined;
  if (typeof ageIssue === 'string') out.attributes = { ageIssue: ageText(ages, true) };
  return out;
}

/** The manifest file's content. `family` is the family resolved through its own `extends`. */
export function buildManifest(a: Answers, family: JsonObject): JsonObject {
  const programs =
    isObject(family.plans) && Array.isArray(family.plans.groups)
      ? family.plans.groups
          .filter(isObject)
          .flatMap((g) => (Array.isArray(g.programs) ? g.programs.filter(isObject) : []))
      : [];
  const risk =
    programs[0] && Array.isArray(programs[0].risks) && isObject(programs[0].risks[0])
      ? programs[0].risks[0]
      : { riskCode: '', riskName: '' };
  const groupName =
    isObject(family.plans) && Array.isArray(family.plans.groups) && isObject(family.plans.groups[0])
      ? family.plans.groups[0].name
      : '方案选择';
  const combos = factorCombinations(family);
  return {
    $schema: '../schemas/product-variant.schema.json',
    extends: a.family,
    productCode: a.code,
    name: a.name,
    project: { code: a.projectCode, name: a.projectName },
    region: { ...a.region },
    route: { path: a.path, access: a.access, clearRecord: true, clearForm: false },
    insurers: [
      {
        ...a.insurer,
        ...(a.insurer.insuringAreaCode
          ? {}
          : { insuringAreaCode: a.region.cityCode ?? a.region.provinceCode }),
      },
    ],
    eligibility: { insuredAge: { min: { ...a.ages.min }, max: { ...a.ages.max } } },
    ...ageTexts(family, a.ages),
    plans: {
      layout: 'list',
      groups: [
        {
          name: groupName ?? '方案选择',
          weight: 1,
          programs: a.plans.map((p, i) => ({
            code: p.code,
            name: p.name,
            weight: i + 1,
            risks: [
              {
                riskCode: risk.riskCode ?? '',
                riskName: risk.riskName ?? '',
                duties: p.duties.map((d, j) => ({ ...d, weight: j + 1 })),
              },
            ],
          })),
        },
      ],
      defaultPlan: a.plans[0]?.code ?? '',
      maxCopies: 1,
    },
    premium: {
      rates: a.plans.flatMap((p) =>
        combos.map((combo) => ({
          program: p.code,
          ...(Object.keys(combo).length > 0 ? { when: combo } : {}),
          premium: p.rates.get(comboKey(combo)) ?? 0,
        })),
      ),
    },
    payment: { mode: a.payment, ...(a.payment === 'external' ? { externalPayType: 4 } : {}) },
    ...(a.renewal === 'none' ? {} : { renewal: { label: a.renewal } }),
  };
}
