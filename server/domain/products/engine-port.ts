import {
  attributeEntries,
  effectiveModel,
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
import { documentsRead } from '../../../engine/rules/read-records';
import { planForCode } from '../../../engine/rules/plan-selection';
import type { Locale } from '../../../engine/messages';
import type { PlanGroup, Program, Protocol } from '../../../contract/prod-svc/shapes';
import type { ProductFacts, ProductPort, PremiumResult, TranslatedNames } from './port';
import { systemClock, type Clock } from '../../clock';

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
    // The wire carries sections as plain records (the renderer reads them by the manifest schema).
    sections: model.sections.map((section) => ({ ...section })),
    attributes: Object.fromEntries(attributeEntries(model).map((e) => [e.attrCode, e.attrValue])),
    areaName: region ? `${region.provinceName}${region.cityName ?? ''}` : '',
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

function translatedNames(model: ProductModel | undefined, locale: Locale): TranslatedNames | undefined {
  const other = model?.locales?.[locale];
  if (!model || !other) return undefined;
  return {
    product: { source: model.name, text: other.name },
    plans: new Map(
      model.plans.map((plan) => [
        plan.code,
        { source: plan.name, text: planForCode(other, plan.code)?.name ?? plan.name },
      ]),
    ),
    insurers: new Map(
      model.insurers.map((insurer, i) => [insurer.name, { source: insurer.name, text: other.insurers[i]?.name ?? insurer.name }]),
    ),
  };
}

/**
 * The product port over the engine's catalogue: facts for the gateway, premiums and form checks by
 * the engine. A product with scheduled changes (the manifest's `schedule`) is read as in effect at
 * the gateway's clock: its price and clause texts change on their own at each entry's time.
 */
export function engineProductPort(catalogue: Catalogue, clock: Clock = systemClock, switchedOff: readonly string[] = []): ProductPort {
  // Products whose manifest failed its checks at load (server/domain/products/load.ts): never sold.
  const off = new Set(switchedOff);
  const facts = new WeakMap<ProductModel, ProductFacts>();
  const factsFor = (model: ProductModel): ProductFacts => {
    let known = facts.get(model);
    if (!known) facts.set(model, (known = factsOf(model, catalogue.renewalLabel(model.productCode) ?? '')));
    return known;
  };
  const current = (code: string): ProductModel | undefined => {
    const model = catalogue.productForCode(code);
    return model && effectiveModel(model, clock.now());
  };
  const priced = (run: () => number): PremiumResult => {
    try {
      return { ok: true, totalPremium: run() };
    } catch (error) {
      if (error instanceof PremiumError) return { ok: false, field: error.code, reason: error.message };
      throw error;
    }
  };
  // Built when first asked for (the English model is built on demand), then kept.
  const names = new Map<string, TranslatedNames | undefined>();
  const namesIn = (code: string, locale: Locale): TranslatedNames | undefined => {
    const key = `${code}/${locale}`;
    if (!names.has(key)) names.set(key, translatedNames(catalogue.productForCode(code), locale));
    return names.get(key);
  };
  return {
    namesIn,
    get: (code) => {
      const model = current(code);
      return model && factsFor(model);
    },
    unavailable: (code) => off.has(code),
    list: () => catalogue.products.map((m) => factsFor(effectiveModel(m, clock.now()))),
    scheduledClauses: () => catalogue.products.flatMap((m) => (m.schedule ?? []).map((entry) => factsFor(entry.model).clauses)),
    premium(item, locale: Locale) {
      const model = current(item.productCode);
      if (!model) return { ok: false, field: 'productCode', reason: item.productCode };
      return priced(() => calculatePremium(model, { ...item, renewalStatus: 1 }, locale));
    },
    formPremium(form, locale) {
      const model = current(form.productCode);
      if (!model) return { ok: false, field: 'productCode', reason: form.productCode };
      const factors = Object.fromEntries(form.factors.map((f) => [f.factorCode, f.factorValue]));
      return priced(() => calculatePremium(model, buildPremiumRequest(model, { planCode: form.plan.code, copies: form.plan.quantity, insuredCount: form.insureds.length, factors }, locale)[0], locale));
    },
    validateSubmit(payload, today, locale) {
      const root = payload as { applicationForms?: unknown };
      const form = (Array.isArray(root.applicationForms) ? root.applicationForms[0] : root.applicationForms) as { productCode?: unknown } | undefined;
      const model = current(String(form?.productCode ?? ''));
      if (!model) return { ok: false, errors: [{ path: '/applicationForms/productCode', message: String(form?.productCode ?? '') }] };
      return validateApplicationForm(model, payload, { locale, today });
    },
    readDocuments(productCode, records) {
      // The documents in force now, as validateSubmit checked them.
      const model = current(productCode);
      return model ? documentsRead(model, records).read : [];
    },
    rebuildDerived(form, context) {
      const model = catalogue.productForCode(form.productCode);
      if (!model) throw new RangeError(`no product ${form.productCode}`);
      return rebuildDerivedFields(model, form, context);
    },
  };
}
