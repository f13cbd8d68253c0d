/**
 * What a buyer would see change in one product, section by section, from two built models (either
 * may be missing: a product added or removed). Premiums are computed by the engine, one insured
 * and one copy, for every plan × factor combination; only the combinations that differ are listed.
 */
import {
  buildPremiumRequest,
  calculatePremium,
  describeBound,
  guaranteeValue,
  stableStringify,
  type AgeBoundModel,
  type FieldModel,
  type ProductModel,
} from '../../engine';
import { format, type Locale, type MessageKey } from '../../engine/messages';
import '../../engine/messages/tooling-messages'; // the diff's own texts
import { diffLines, textLines, type DiffLine } from './text-diff';

export type Item = { mark: '+' | '-' | '~'; text: string; diff?: DiffLine[]; items?: Item[] };
export interface Block {
  title: string;
  items: Item[];
}

type T = (key: MessageKey, params?: Record<string, string | number>) => string;
export const translator =
  (locale: Locale): T =>
  (key, params) =>
    format(key, params, locale);

const money = (value: number | null, t: T) =>
  value === null ? t('release.diff.noRate') : `¥${value.toFixed(2)}`;
const markOf = (before: unknown, after: unknown): Item['mark'] =>
  before === undefined ? '+' : after === undefined ? '-' : '~';

/** plan code|factor values → { label, premium } for every combination of factor values. */
function samplePremiums(
  model: ProductModel | undefined,
  t: T,
): Map<string, { plan: string; factors: string; premium: number | null }> {
  const out = new Map<string, { plan: string; factors: string; premium: number | null }>();
  if (!model) return out;
  let combos: { key: string; label: string; values: Record<string, string> }[] = [
    { key: '', label: '', values: {} },
  ];
  for (const factor of model.factors) {
    combos = combos.flatMap((c) =>
      factor.options.map((o) => ({
        key: `${c.key}&${factor.code}=${o.value}`,
        label: c.label ? `${c.label}，${factor.name}=${o.label}` : `${factor.name}=${o.label}`,
        values: { ...c.values, [factor.code]: o.value },
      })),
    );
  }
  for (const plan of model.plans) {
    for (const combo of combos) {
      let premium: number | null;
      try {
        const [item] = buildPremiumRequest(model, {
          planCode: plan.code,
          copies: 1,
          insuredCount: 1,
          factors: combo.values,
        });
        premium = calculatePremium(model, item);
      } catch {
        premium = null;
      }
      out.set(`${plan.code}|${combo.key}`, {
        plan: plan.name,
        factors: combo.label || t('release.diff.noFactors'),
        premium,
      });
    }
  }
  return out;
}

export function premiumItems(
  before: ProductModel | undefined,
  after: ProductModel | undefined,
  t: T,
): Item[] {
  const a = samplePremiums(before, t);
  const b = samplePremiums(after, t);
  const items: Item[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(key);
    const now = b.get(key);
    if (was?.premium === now?.premium) continue;
    const label = (now ?? was)!;
    items.push({
      mark: markOf(was, now),
      text: t('release.diff.premium', {
        plan: label.plan,
        factors: label.factors,
        before: was ? money(was.premium, t) : t('release.diff.none'),
        after: now ? money(now.premium, t) : t('release.diff.none'),
      }),
    });
  }
  return items;
}

function planItems(
  before: ProductModel | undefined,
  after: ProductModel | undefined,
  t: T,
): { plans: Item[]; duties: Item[] } {
  const was = new Map((before?.plans ?? []).map((p) => [p.code, p]));
  const now = new Map((after?.plans ?? []).map((p) => [p.code, p]));
  const plans: Item[] = [];
  const duties: Item[] = [];
  for (const code of new Set([...was.keys(), ...now.keys()])) {
    const p0 = was.get(code);
    const p1 = now.get(code);
    const cover = (plan: typeof p1) =>
      (plan?.programs ?? [])
        .flatMap((p) => p.duties)
        .map((d): Item => ({
          mark: '+',
          text: t('release.diff.dutyLine', { duty: d.limitName, value: guaranteeValue(d) }),
        }));
    if (!p0 && p1)
      plans.push({ mark: '+', text: t('release.diff.planAdded', { name: p1.name, code }), items: cover(p1) });
    if (p0 && !p1) plans.push({ mark: '-', text: t('release.diff.planRemoved', { name: p0.name, code }) });
    if (p0 && p1 && p0.name !== p1.name)
      plans.push({
        mark: '~',
        text: t('release.diff.planRenamed', { code, before: p0.name, after: p1.name }),
      });
    if (!p0 || !p1) continue;
    const d0 = new Map(p0.programs.flatMap((p) => p.duties).map((d) => [d.limitName, guaranteeValue(d)]));
    const d1 = new Map(p1.programs.flatMap((p) => p.duties).map((d) => [d.limitName, guaranteeValue(d)]));
    for (const duty of new Set([...d0.keys(), ...d1.keys()])) {
      const v0 = d0.get(duty);
      const v1 = d1.get(duty);
      if (v0 === v1) continue;
      const key =
        v0 === undefined
          ? 'release.diff.dutyAdded'
          : v1 === undefined
            ? 'release.diff.dutyRemoved'
            : 'release.diff.dutyChanged';
      duties.push({
        mark: markOf(v0, v1),
        text: t(key, { plan: p1.name, duty, before: v0 ?? '', after: v1 ?? '' }),
      });
    }
  }
  return { plans, duties };
}

function fieldFacts(f: FieldModel, t: T): [MessageKey, string][] {
  return [
    ['release.diff.whatLabel', f.label],
    ['release.diff.whatRequired', t(f.required ? 'release.diff.required' : 'release.diff.optional')],
    ['release.diff.whatWidget', f.widget],
    ['release.diff.whatOptions', f.options.map((o) => o.label).join('、')],
    ['release.diff.whatDefault', f.default ?? ''],
    ['release.diff.whatPlaceholder', f.placeholder ?? ''],
    [
      'release.diff.whatCondition',
      stableStringify({ visibleWhen: f.visibleWhen, requiredWhen: f.requiredWhen }),
    ],
    ['release.diff.whatReadOnly', t(f.readOnly ? 'release.diff.yes' : 'release.diff.no')],
  ];
}

const fieldsOf = (m: ProductModel | undefined) =>
  new Map([...(m?.form.holder.fields ?? []), ...(m?.form.insured.fields ?? [])].map((f) => [f.path, f]));

function ageRange(range: { min?: AgeBoundModel; max?: AgeBoundModel } | undefined, t: T): string {
  const bound = (b: AgeBoundModel | undefined) => (b ? describeBound(b) : '—');
  return range
    ? t('release.diff.ageRange', { min: bound(range.min), max: bound(range.max) })
    : t('release.diff.none');
}

function fieldItems(before: ProductModel | undefined, after: ProductModel | undefined, t: T): Item[] {
  const items: Item[] = [];
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    const f0 = was.get(path);
    const f1 = now.get(path);
    if (!f0 && f1)
      items.push({
        mark: '+',
        text: t('release.diff.fieldAdded', {
          label: f1.label,
          path,
          required: t(f1.required ? 'release.diff.required' : 'release.diff.optional'),
        }),
      });
    if (f0 && !f1) items.push({ mark: '-', text: t('release.diff.fieldRemoved', { label: f0.label, path }) });
    if (!f0 || !f1) continue;
    const facts0 = fieldFacts(f0, t);
    fieldFacts(f1, t).forEach(([what, value], i) => {
      const old = facts0[i]![1];
      if (old !== value)
        items.push({
          mark: '~',
          text: t('release.diff.fieldChanged', {
            label: f1.label,
            path,
            what: t(what),
            before: old || t('release.diff.none'),
            after: value || t('release.diff.none'),
          }),
        });
    });
  }
  if (!before || !after) return items;
  const rule = (what: MessageKey, v0: string, v1: string) => {
    if (v0 !== v1)
      items.push({
        mark: '~',
        text: t('release.diff.ruleChanged', { what: t(what), before: v0, after: v1 }),
      });
  };
  rule(
    'release.diff.insuredAge',
    ageRange(before.eligibility.insuredAge, t),
    ageRange(after.eligibility.insuredAge, t),
  );
  rule(
    'release.diff.holderAge',
    ageRange(before.eligibility.holderAge, t),
    ageRange(after.eligibility.holderAge, t),
  );
  const count = (m: ProductModel) =>
    t('release.diff.ageRange', { min: m.form.insuredCount.min, max: m.form.insuredCount.max });
  rule('release.diff.insuredCount', count(before), count(after));
  rule('release.diff.maxCopies', String(before.maxCopies), String(after.maxCopies));
  return items;
}

export function clauseItems(before: ProductModel | undefined, after: ProductModel | undefined, t: T): Item[] {
  const items: Item[] = [];
  for (const group of ['rules', 'clauses'] as const) {
    const g0 = before?.protocols.find((g) => g.group === group);
    const g1 = after?.protocols.find((g) => g.group === group);
    const was = new Map((g0?.items ?? []).map((c) => [c.id, c]));
    const now = new Map((g1?.items ?? []).map((c) => [c.id, c]));
    for (const id of new Set([...was.keys(), ...now.keys()])) {
      const c0 = was.get(id);
      const c1 = now.get(id);
      if (!c0 && c1)
        items.push({ mark: '+', text: t('release.diff.clauseAdded', { name: c1.resourceName }) });
      if (c0 && !c1)
        items.push({ mark: '-', text: t('release.diff.clauseRemoved', { name: c0.resourceName }) });
      if (!c0 || !c1) continue;
      if (c0.resourceName !== c1.resourceName)
        items.push({
          mark: '~',
          text: t('release.diff.clauseRenamed', { before: c0.resourceName, after: c1.resourceName }),
        });
      if (c0.content !== c1.content)
        items.push({
          mark: '~',
          text: t('release.diff.clauseText', { name: c1.resourceName }),
          diff: diffLines(textLines(c0.content), textLines(c1.content)),
        });
    }
    if (g0 && g1 && g0.mustReadAll !== g1.mustReadAll) {
      const yn = (v: boolean) => t(v ? 'release.diff.yes' : 'release.diff.no');
      items.push({
        mark: '~',
        text: t('release.diff.mustReadAll', { before: yn(g0.mustReadAll), after: yn(g1.mustReadAll) }),
      });
    }
  }
  return items;
}

function paymentItems(
  before: ProductModel | undefined,
  after: ProductModel | undefined,
  t: T,
): { payment: Item[]; renewal: Item[] } {
  const payment: Item[] = [];
  const renewal: Item[] = [];
  if (!before || !after) return { payment, renewal };
  if (before.payment.mode !== after.payment.mode)
    payment.push({
      mark: '~',
      text: t('release.diff.paymentMode', { before: before.payment.mode, after: after.payment.mode }),
    });
  const notice = (m: ProductModel) =>
    m.payment.notice ? stableStringify(m.payment.notice) : t('release.diff.none');
  if (notice(before) !== notice(after))
    payment.push({
      mark: '~',
      text: t('release.diff.paymentNotice', { before: notice(before), after: notice(after) }),
    });
  const label = (m: ProductModel) =>
    m.renewal ? t(`release.diff.renewal.${m.renewal.label}`) : t('release.diff.none');
  if (label(before) !== label(after))
    renewal.push({
      mark: markOf(before.renewal, after.renewal),
      text: t('release.diff.renewalLabel', { before: label(before), after: label(after) }),
    });
  return { payment, renewal };
}

/** Scheduled entries added, changed or removed; an added one lists what it changes when it goes live. */
function scheduleItems(before: ProductModel | undefined, after: ProductModel | undefined, t: T): Item[] {
  const key = (e: { from: string; model: ProductModel }) =>
    `${e.from}|${stableStringify(e.model.rates)}|${stableStringify(e.model.protocols)}`;
  const was = new Set((before?.schedule ?? []).map(key));
  const now = new Set((after?.schedule ?? []).map(key));
  const items: Item[] = [];
  (after?.schedule ?? []).forEach((entry, i) => {
    if (was.has(key(entry))) return;
    const previous = i === 0 ? after : after?.schedule?.[i - 1]?.model;
    const inner = [...premiumItems(previous, entry.model, t), ...clauseItems(previous, entry.model, t)];
    items.push({ mark: '+', text: t('release.diff.scheduleAdded', { at: entry.from }), items: inner });
  });
  for (const entry of before?.schedule ?? []) {
    if (!now.has(key(entry)))
      items.push({ mark: '-', text: t('release.diff.scheduleRemoved', { at: entry.from }) });
  }
  return items;
}

/** The buyer-visible sections that changed, in reading order (empty: nothing a buyer sees changed). */
export function productBlocks(
  before: ProductModel | undefined,
  after: ProductModel | undefined,
  t: T,
): Block[] {
  const { plans, duties } = planItems(before, after, t);
  const { payment, renewal } = paymentItems(before, after, t);
  const blocks: Block[] = [
    { title: t('release.diff.sectionPlans'), items: plans },
    { title: t('release.diff.sectionDuties'), items: duties },
    { title: t('release.diff.sectionPremiums'), items: premiumItems(before, after, t) },
    { title: t('release.diff.sectionFields'), items: before && after ? fieldItems(before, after, t) : [] },
    { title: t('release.diff.sectionClauses'), items: before && after ? clauseItems(before, after, t) : [] },
    { title: t('release.diff.sectionPayment'), items: payment },
    { title: t('release.diff.sectionRenewal'), items: renewal },
    { title: t('release.diff.sectionSchedule'), items: scheduleItems(before, after, t) },
  ];
  return blocks.filter((b) => b.items.length > 0);
}
