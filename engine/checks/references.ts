/** References inside one manifest resolve: protocol items, plans, programs, factors, condition fields, option values. */
import { optionValues } from '../catalogue/option-lists';
import type { Condition, Field, ProductManifest } from '../generated/manifest';
import { conditionFields } from '../rules/condition';
import { finding, type Finding } from './finding';

const OPTION_WIDGETS = new Set(['select', 'radio', 'idType']);

function duplicates<T>(items: readonly T[], key: (t: T) => string): Map<number, string> {
  const seen = new Set<string>();
  const dups = new Map<number, string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) dups.set(i, k);
    seen.add(k);
  });
  return dups;
}

export function referencesRule(m: ProductManifest): Finding[] {
  const out: Finding[] = [];
  const protocolIds = new Set(
    [...(m.protocols?.rules ?? []), ...(m.protocols?.clauses ?? [])].map((p) => p.id),
  );
  for (const group of ['rules', 'clauses'] as const) {
    for (const [i, id] of duplicates(m.protocols?.[group] ?? [], (p) => p.id))
      out.push(finding(`/protocols/${group}/${i}/id`, 'ref.duplicateProtocol', { id }));
  }
  const clauseIds = new Set((m.protocols?.clauses ?? []).map((p) => p.id));
  (m.protocols?.rules ?? []).forEach((p, i) => {
    if (clauseIds.has(p.id))
      out.push(finding(`/protocols/rules/${i}/id`, 'ref.protocolInBoth', { id: p.id }));
  });
  const idList = [...protocolIds].join(', ') || '—';
  (m.sections ?? []).forEach((s, i) => {
    if ('protocolRef' in s && s.protocolRef !== undefined && !protocolIds.has(s.protocolRef)) {
      out.push(finding(`/sections/${i}/protocolRef`, 'ref.noProtocol', { id: s.protocolRef, ids: idList }));
    }
    if (s.type === 'clauseLinks') {
      s.protocolRefs.forEach((ref, j) => {
        if (!protocolIds.has(ref))
          out.push(finding(`/sections/${i}/protocolRefs/${j}`, 'ref.noProtocol', { id: ref, ids: idList }));
      });
    }
  });

  // Plans and programs
  const plans = m.plans;
  const ownCodes: string[] = [];
  plans?.groups.forEach((g) => g.programs.forEach((p) => ownCodes.push(p.code)));
  const allPrograms = [...ownCodes, ...(plans?.shared ?? []).map((p) => p.code)];
  const seen = new Set<string>();
  plans?.groups.forEach((g, gi) =>
    g.programs.forEach((p, pi) => {
      if (seen.has(p.code))
        out.push(
          finding(`/plans/groups/${gi}/programs/${pi}/code`, 'ref.duplicateProgram', { code: p.code }),
        );
      seen.add(p.code);
    }),
  );
  if (plans?.layout === 'grouped' && !(plans.shared && plans.shared.length > 0)) {
    out.push(finding('/plans/shared', 'ref.groupedNeedsShared'));
  }
  if (plans?.layout === 'list' && plans.shared && plans.shared.length > 0)
    out.push(finding('/plans/shared', 'ref.sharedNeedsGrouped'));
  if (plans?.defaultPlan !== undefined && !ownCodes.includes(plans.defaultPlan)) {
    out.push(
      finding('/plans/defaultPlan', 'ref.noDefaultPlan', {
        code: plans.defaultPlan,
        plans: ownCodes.join(', '),
      }),
    );
  }

  // Factors and rates
  const factors = m.premium?.factors ?? [];
  factors.forEach((f, i) => {
    if (f.default !== undefined && !f.options.some((o) => o.value === f.default)) {
      out.push(
        finding(`/premium/factors/${i}/default`, 'ref.factorDefault', {
          value: f.default,
          options: f.options.map((o) => o.value).join(', '),
        }),
      );
    }
  });
  for (const [i, code] of duplicates(factors, (f) => f.code))
    out.push(finding(`/premium/factors/${i}/code`, 'ref.duplicateFactor', { code }));
  (m.premium?.rates ?? []).forEach((r, i) => {
    if (!allPrograms.includes(r.program))
      out.push(
        finding(`/premium/rates/${i}/program`, 'ref.noProgram', {
          code: r.program,
          programs: allPrograms.join(', '),
        }),
      );
    for (const [code, value] of Object.entries(r.when ?? {})) {
      const factor = factors.find((f) => f.code === code);
      if (!factor)
        out.push(
          finding(`/premium/rates/${i}/when/${code}`, 'ref.noFactor', {
            code,
            factors: factors.map((f) => f.code).join(', ') || '—',
          }),
        );
      else if (!factor.options.some((o) => o.value === value)) {
        out.push(
          finding(`/premium/rates/${i}/when/${code}`, 'ref.notFactorOption', {
            value: String(value),
            code,
            options: factor.options.map((o) => o.value).join(', '),
          }),
        );
      }
    }
  });

  // Form fields
  const holderNames = new Set((m.form?.holder.fields ?? []).map((f) => f.name));
  const insuredNames = new Set((m.form?.insured.fields ?? []).map((f) => f.name));
  const factorCodes = new Set(factors.map((f) => f.code));
  const checkCondition = (c: Condition, at: string): void => {
    for (const ref of conditionFields(c)) {
      const [scope, name = ''] = ref.split('.');
      const known =
        scope === 'holder'
          ? holderNames.has(name as Field['name'])
          : scope === 'insured'
            ? insuredNames.has(name as Field['name'])
            : factorCodes.has(name);
      if (!known)
        out.push(
          finding(at, scope === 'factor' ? 'ref.unknownConditionFactor' : 'ref.unknownConditionField', {
            ref,
            scope: scope ?? '',
          }),
        );
    }
  };
  for (const party of ['holder', 'insured'] as const) {
    const fields = m.form?.[party].fields ?? [];
    for (const [i, name] of duplicates(fields, (f) => f.name))
      out.push(finding(`/form/${party}/fields/${i}/name`, 'ref.duplicateField', { name }));
    fields.forEach((f, i) => {
      const at = `/form/${party}/fields/${i}`;
      if (OPTION_WIDGETS.has(f.widget) && f.options === undefined)
        out.push(finding(`${at}/options`, 'ref.widgetNeedsOptions', { widget: f.widget }));
      const values =
        typeof f.options === 'string' ? optionValues(f.options) : (f.options ?? []).map((o) => o.value);
      (f.optionSubset ?? []).forEach((v, j) => {
        if (!values.includes(v))
          out.push(
            finding(`${at}/optionSubset/${j}`, 'ref.notInOptions', { value: v, values: values.join(', ') }),
          );
      });
      if (f.default !== undefined && values.length > 0 && !values.includes(f.default))
        out.push(
          finding(`${at}/default`, 'ref.fieldDefault', { value: f.default, values: values.join(', ') }),
        );
      if (f.visibleWhen) checkCondition(f.visibleWhen, `${at}/visibleWhen`);
      if (f.requiredWhen) checkCondition(f.requiredWhen, `${at}/requiredWhen`);
    });
  }
  if (m.form && m.form.insuredCount.min > m.form.insuredCount.max)
    out.push(finding('/form/insuredCount', 'ref.insuredCount', { ...m.form.insuredCount }));
  if (m.confirm?.layout === 'product' && !m.confirm.blocks)
    out.push(finding('/confirm/blocks', 'ref.confirmBlocks'));
  if (m.period?.start === 'fixed' && !(m.period.fixedStart && m.period.fixedEnd))
    out.push(finding('/period', 'ref.fixedPeriod'));
  if (m.contractFlow?.enabled && !m.contractFlow.contractPath)
    out.push(finding('/contractFlow', 'ref.contractPath'));
  return out;
}
