import type { ProductManifest } from '../generated/manifest';
import type { Locale } from '../messages';
import type { AgentConfig, ConfirmBlock, ConfirmLayout, ProductModel } from '../model';
import { normalizeForm } from './form';
import { contentHash } from './hash';
import { normalizeFactors, normalizePlans } from './plans';
import { normalizeProtocols, normalizeSections } from './sections';

/**
 * The blocks of the shared confirm pages (spec §2 confirm dispatcher: "the product name and the plan
 * details"): the plan's duties and amounts and the child's school are shown; a block with nothing to
 * show (no school fields, a product sold by the single copy) draws nothing.
 */
export const GENERIC_CONFIRM_BLOCKS: readonly ConfirmBlock[] = [
  'product',
  'plan',
  'guarantees',
  'holder',
  'insured',
  'school',
  'beneficiary',
  'period',
  'copies',
  'premium',
];

const CONFIRM_ROUTES = {
  generic: 'confirmIndex',
  multiPlan: 'confirmIndexForMulti',
  oneConfig: 'confirmIndexOneConfig',
  product: 'confirm',
} as const;

function confirmLayout(confirm: ProductManifest['confirm']): ConfirmLayout {
  const layout = confirm?.layout ?? 'generic';
  return {
    layout,
    route: CONFIRM_ROUTES[layout],
    endOfDay: confirm?.endOfDay ?? true,
    blocks: confirm?.blocks ? [...confirm.blocks] : [...GENERIC_CONFIRM_BLOCKS],
    ...(confirm?.title !== undefined ? { title: confirm.title } : {}),
    ...(confirm?.notice !== undefined ? { notice: confirm.notice } : {}),
  };
}

function agentOf(attributes: ProductManifest['attributes']): AgentConfig | undefined {
  const agent = attributes?.PermanentAgent;
  if (!agent) return undefined;
  return {
    branchCode: agent.branchCode,
    branchName: agent.branchName,
    agentCode: agent.agentCode,
    agentName: agent.agentName,
    departCode: agent.departCode ?? '',
    departName: agent.departName ?? '',
    ...(agent.schanelCode !== undefined ? { schanelCode: agent.schanelCode } : {}),
  };
}

export interface NormalizeOptions {
  /** Locale of option labels (default zh-CN). */
  locale?: Locale;
  /** Precomputed manifestVersion (skips hashing). */
  manifestVersion?: string;
}

/** Maps a resolved, schema-valid manifest to the ProductModel every consumer uses. */
export function normalizeManifest(m: ProductManifest, options: NormalizeOptions = {}): ProductModel {
  const locale = options.locale ?? 'zh-CN';
  const protocols = normalizeProtocols(m.protocols);
  const plans = normalizePlans(m);
  const { factors, rates } = normalizeFactors(m.premium);
  const attributes = m.attributes ?? {};
  const payment = m.payment ?? { mode: 'oauth' as const };
  const collectsPremium = attributes.Issoufei !== false && payment.mode !== 'none';
  return {
    productCode: m.productCode,
    name: m.name,
    shortName: m.shortName ?? m.name,
    kind: m.kind,
    productType: m.productType ?? 'other',
    // "$schema" only tells an editor which schema to use: it is not part of the product's version.
    manifestVersion: options.manifestVersion ?? contentHash({ ...m, $schema: undefined }),
    category: {
      productCategory1: m.category.level1,
      productCategory2: m.category.level2 ?? '',
      productCategory3: m.category.level3 ?? '',
    },
    project: m.project ?? { code: '', name: '' },
    ...(m.region ? { region: m.region } : {}),
    route: {
      path: m.route.path,
      requiresLogin: m.route.access === 'login',
      clearRecord: m.route.clearRecord,
      clearForm: m.route.clearForm,
      title: m.route.title ?? m.name,
      ...(m.route.sharedPath ? { sharedPath: m.route.sharedPath } : {}),
    },
    insurers: m.insurers,
    labels: m.labels ?? [],
    sections: normalizeSections(m.sections, protocols),
    attributes,
    eligibility: {
      ...(m.eligibility?.insuredAge ? { insuredAge: m.eligibility.insuredAge } : {}),
      ...(m.eligibility?.holderAge ? { holderAge: m.eligibility.holderAge } : {}),
      ageOn: m.eligibility?.ageOn ?? 'startDate',
    },
    period: {
      start: m.period?.start ?? 'nextDay',
      ...(m.period?.fixedStart ? { fixedStart: m.period.fixedStart } : {}),
      ...(m.period?.fixedEnd ? { fixedEnd: m.period.fixedEnd } : {}),
      ...(m.period?.maxDaysAhead ? { maxDaysAhead: m.period.maxDaysAhead } : {}),
      term: m.period?.term ?? '1Y',
      years: attributes.guaranteeTime ? [...attributes.guaranteeTime] : [1],
    },
    planLayout: plans.layout,
    planGroups: plans.groups,
    plans: plans.plans,
    ...(m.plans?.defaultPlan !== undefined || plans.plans[0]
      ? { defaultPlanCode: m.plans?.defaultPlan ?? plans.plans[0]?.code ?? '' }
      : {}),
    ...(m.plans?.exactPlanCount !== undefined ? { exactPlanCount: m.plans.exactPlanCount } : {}),
    maxCopies: m.plans?.maxCopies ?? 1,
    factors,
    rates,
    form: normalizeForm(m.form, locale),
    protocols,
    confirm: confirmLayout(m.confirm),
    duplicateCheck: m.duplicateCheck?.enabled ?? true,
    collectsPremium,
    payment: collectsPremium ? payment : { ...payment, mode: 'none' },
    ...(m.renewal ? { renewal: { label: m.renewal.label } } : {}),
    share: {
      title: m.share?.title ?? m.name,
      tagline: m.share?.tagline ?? '',
      ...(m.share?.image ? { image: m.share.image } : {}),
    },
    branch: m.branch ?? { code: 'JT0000', name: '本部' },
    ...(agentOf(attributes) ? { agent: agentOf(attributes) as AgentConfig } : {}),
    ...(attributes.Employee ? { employeeAgent: attributes.Employee } : {}),
    ...(m.contractFlow ? { contractFlow: m.contractFlow } : {}),
    ...(m.offlineChannel ? { offlineChannel: m.offlineChannel } : {}),
  };
}
