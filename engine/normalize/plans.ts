import type { Program, ProductManifest } from '../generated/manifest';
import type { DutyModel, FactorModel, PlanGroupModel, PlanModel, ProgramModel, RateModel } from '../model';

const byWeight = <T extends { weight: number }>(a: T, b: T): number => a.weight - b.weight;

interface Owner {
  productCode: string;
  productName: string;
  projectCode: string;
  projectName: string;
}

function program(p: Program, owner: Owner, shared: boolean): ProgramModel {
  const risks = p.risks.map((r) => ({
    riskCode: r.riskCode,
    riskName: r.riskName,
    duties: r.duties
      .map((d): DutyModel => ({
        limitName: d.limitName,
        ...(d.amount !== undefined ? { amount: d.amount } : {}),
        ...(d.unit !== undefined ? { unit: d.unit } : {}),
        daily: d.daily ?? false,
        ...(d.showValue !== undefined ? { showValue: d.showValue } : {}),
        weight: d.weight,
      }))
      .sort(byWeight),
  }));
  const first = risks[0];
  return {
    code: p.code,
    name: p.name,
    weight: p.weight,
    ...(p.tag !== undefined ? { tag: p.tag } : {}),
    ...owner,
    riskCode: first?.riskCode ?? '',
    riskName: first?.riskName ?? '',
    risks,
    duties: risks.flatMap((r) => r.duties).sort(byWeight),
    shared,
  };
}

/**
 * Plan groups sorted by weight, plans inside sorted by weight. In the grouped layout every plan is
 * its own program plus the shared programs (e.g. 简化版/基础版/强化版 = own code + shared code).
 */
export function normalizePlans(manifest: ProductManifest): {
  layout: 'list' | 'grouped';
  groups: PlanGroupModel[];
  plans: PlanModel[];
} {
  const plans = manifest.plans;
  if (!plans) return { layout: 'list', groups: [], plans: [] };
  const owner: Owner = {
    productCode: manifest.productCode,
    productName: manifest.name,
    projectCode: manifest.project?.code ?? '',
    projectName: manifest.project?.name ?? '',
  };
  const shared = plans.layout === 'grouped' ? (plans.shared ?? []).map((p) => program(p, owner, true)) : [];
  const factorCodes = (manifest.premium?.factors ?? []).map((f) => f.code);
  const groups = [...plans.groups].sort(byWeight).map((g): PlanGroupModel => ({
    name: g.name,
    weight: g.weight,
    productCode: manifest.productCode,
    factors: factorCodes,
    plans: [...g.programs].sort(byWeight).map((p): PlanModel => ({
      code: p.code,
      name: p.name,
      weight: p.weight,
      ...(p.tag !== undefined ? { tag: p.tag } : {}),
      groupName: g.name,
      programs: [program(p, owner, false), ...shared],
    })),
  }));
  return { layout: plans.layout, groups, plans: groups.flatMap((g) => g.plans) };
}

export function normalizeFactors(premium: ProductManifest['premium']): {
  factors: FactorModel[];
  rates: RateModel[];
} {
  const factors = (premium?.factors ?? []).map((f) => ({
    code: f.code,
    name: f.name,
    options: f.options.map((o) => ({ value: o.value, label: o.label })),
    default: f.default ?? f.options[0].value,
    setsPeriodYear: f.setsPeriodYear ?? false,
    ...(f.derive ? { derive: f.derive.map((r) => ({ value: r.value, when: r.when })) } : {}),
  }));
  const rates = (premium?.rates ?? []).map((r) => {
    const when: Record<string, string> = {};
    for (const [code, value] of Object.entries(r.when ?? {})) if (value !== undefined) when[code] = value;
    return { program: r.program, when, premium: r.premium };
  });
  return { factors, rates };
}
