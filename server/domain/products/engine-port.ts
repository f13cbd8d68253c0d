import {
  attributeEntries,
  buildPremiumRequest,
  calculatePremium,
  guaranteeValue,
  PremiumError,
  validateApplicationForm,
  type ProductModel,
  type ProtocolItemModel,
} from '../../../engine';
import type { Catalogue } from '../../../engine/node';
import { rebuildDerivedFields } from '../../../engine/rules/derived-order';
import type { Locale } from '../../../engine/messages';
import type { PlanGroup, Program, Protocol } from '../../../contract/prod-svc/shapes';
import type { ProductFacts, ProductPort, PremiumResult } from './port';

const protocol = (item: ProtocolItemModel): Protocol => ({
  resourceName: item.resourceName,
  displayNo: item.displayNo,
  type: 'html',
  content: item.content,
  valueMark: item.valueMark,
});

function programOf(model: ProductModel, p: ProductModel['plans'][number]['programs'][number]): Program {
  return {
    code: p.code,
    name: p.name,
    risk: p.riskName,
    riskCode: p.riskCode,
    riskName: p.riskName,
    productCode: model.productCode,
    productName: model.name,
    projectCode: model.project.code,
    projectName: model.project.name,
    list: p.duties.map((d) => ({ limitName: d.limitName, showValue: guaranteeValue(d), weight: d.weight })),
  };
}

function factsOf(model: ProductModel, renewalLabel: string): ProductFacts {
  const factors = model.factors.map((f) => ({ code: f.code, name: f.name, options: f.options, default: f.default }));
  const planGroups: PlanGroup[] = model.planGroups.map((g) => ({
    name: g.name,
    weight: g.weight,
    productCode: model.productCode,
    list: g.plans.map((plan) => {
      const own = plan.programs[0];
      return own ? { ...programOf(model, own), name: plan.name } : programOf(model, plan.programs[0]!);
    }),
    factors: factors.filter((f) => g.factors.includes(f.code)),
  }));
  const programs = [...new Map(model.plans.flatMap((p) => p.programs).map((p) => [p.code, programOf(model, p)])).values()];
  const group = (name: 'rules' | 'clauses') => model.protocols.find((g) => g.group === name)?.items.map(protocol) ?? [];
  const region = model.region;
  return {
    productCode: model.productCode,
    productName: model.name,
    projectCode: model.project.code,
    projectName: model.project.name,
    kind: model.kind,
    manifestVersion: model.manifestVersion,
    detailPath: model.route.path,
    renewalLabel,
    category: { level1: model.category.productCategory1, level2: model.category.productCategory2, level3: model.category.productCategory3 },
    insurers: model.insurers.map((i) => ({
      partyRole: String((i as { partyRole?: unknown }).partyRole ?? ''),
      logoUrl: String((i as { logoUrl?: unknown }).logoUrl ?? ''),
      insuringAreaCode: String((i as { insuringAreaCode?: unknown }).insuringAreaCode ?? ''),
      name: String((i as { name?: unknown }).name ?? ''),
    })),
    labels: model.labels,
    sections: model.sections as unknown as Record<string, unknown>[],
    attributes: Object.fromEntries(attributeEntries(model).map((e) => [e.attrCode, e.attrValue])),
    regionCodes: region ? [region.provinceCode, region.cityCode, region.countyCode].filter((c): c is string => Boolean(c)) : [],
    planGroups,
    programs,
    rules: group('rules'),
    clauses: group('clauses'),
    duplicateCheck: model.duplicateCheck,
    collectsPremium: model.collectsPremium,
    ...(model.agent ? { fixedAgentCode: model.agent.agentCode } : {}),
    ...(model.contractFlow?.enabled
      ? { contractFlow: { contractPath: model.contractFlow.contractPath ?? '', accountManagerEmployeeNum: model.contractFlow.accountManager?.employeeNum ?? null } }
      : {}),
    ...(model.offlineChannel?.enabled ? { offlineChannel: { identityRequired: model.offlineChannel.identityRequired ?? false } } : {}),
  };
}

/** The product port over the engine's catalogue: facts for the gateway, premiums and form checks by the engine. */
export function engineProductPort(catalogue: Catalogue): ProductPort {
  const facts = new Map(catalogue.products.map((m) => [m.productCode, factsOf(m, catalogue.renewalLabel(m.productCode) ?? '')]));
  const priced = (run: () => number): PremiumResult => {
    try {
      return { ok: true, totalPremium: run() };
    } catch (error) {
      if (error instanceof PremiumError) return { ok: false, field: error.code, reason: error.message };
      throw error;
    }
  };
  return {
    get: (code) => facts.get(code),
    list: () => [...facts.values()],
    premium(item, locale: Locale) {
      const model = catalogue.productForCode(item.productCode);
      if (!model) return { ok: false, field: 'productCode', reason: item.productCode };
      return priced(() => calculatePremium(model, { ...item, renewalStatus: 1 }, locale));
    },
    formPremium(form, locale) {
      const model = catalogue.productForCode(form.productCode);
      if (!model) return { ok: false, field: 'productCode', reason: form.productCode };
      const factors = Object.fromEntries(form.factors.map((f) => [f.factorCode, f.factorValue]));
      return priced(() => calculatePremium(model, buildPremiumRequest(model, { planCode: form.plan.code, copies: form.plan.quantity, insuredCount: form.insureds.length, factors }, locale)[0], locale));
    },
    validateSubmit(payload, today, locale) {
      const root = payload as { applicationForms?: unknown };
      const form = (Array.isArray(root.applicationForms) ? root.applicationForms[0] : root.applicationForms) as { productCode?: unknown } | undefined;
      const model = catalogue.productForCode(String(form?.productCode ?? ''));
      if (!model) return { ok: false, errors: [{ path: '/applicationForms/productCode', message: String(form?.productCode ?? '') }] };
      return validateApplicationForm(model, payload, { locale, today });
    },
    rebuildDerived(form, context) {
      const model = catalogue.productForCode(form.productCode);
      if (!model) throw new RangeError(`no product ${form.productCode}`);
      return rebuildDerivedFields(model, form, context);
    },
  };
}
