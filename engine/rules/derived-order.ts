/**
 * What a submitted application form may not choose (issue 12, defect 6): the product's names, the
 * plan's risks, the insurers, the holder's user code and the agent. The gateway rebuilds them from
 * the pinned manifest, the session and the attribution rules (chooseAgent, as the app applies them),
 * so a client cannot put an invented risk on the insurer's form or move a promoter's commission.
 * The channel code (schanelCode) is the caller's account's, else the chosen agent's — as the app
 * builds it — and absent when neither has one. The term is the product's, the form's region its
 * first insured's (checked against the product's region), and each insured's age (insureYear) is
 * counted from the checked birthday to the start day, as buildApplicationForm counts them.
 */
import type { ProductModel } from '../model';
import { chooseAgent, type AgentSources } from './agent';
import { agentPayload, insureYearOf } from './application-form';
import { planForCode } from './plan-selection';

/** The part of a submitted form this rebuild reads; everything else passes through untouched. */
export interface SubmittedForm {
  plan: { code: string; name?: string };
  policyHolder: Record<string, unknown>;
  insureds: readonly Record<string, unknown>[];
  startDate: string;
  [key: string]: unknown;
}

/** The form's own region fields: the first insured's (the app's buildApplicationForm), which the engine has checked against the product's region. */
const REGION_KEYS = [
  'provinceCode',
  'provinceName',
  'cityCode',
  'cityName',
  'countyCode',
  'countyName',
] as const;

export interface DerivationContext {
  /** The caller's user code (the session): the holder of the order. */
  holderCode: string;
  /** Attribution the gateway vouches for: the caller's promoter relation, the caller as staff, a promo code naming a real promoter. */
  agentSources: AgentSources;
  /** The caller's channel code from their account (spec §3 user: schanelCode; '05' = all-sale), if any. */
  channelCode?: string;
}

/** The form with every derivable field rebuilt from the manifest and the context; what the client sent there is ignored. */
export function rebuildDerivedFields<F extends SubmittedForm>(
  model: ProductModel,
  form: F,
  context: DerivationContext,
): F {
  const plan = planForCode(model, form.plan.code);
  if (!plan) throw new RangeError(`[engine] ${model.productCode} has no plan ${form.plan.code}`);
  const chosen = chooseAgent(model, context.agentSources);
  // A promoter whose branch the gateway does not know sells under the product's branch.
  const agent = chosen && {
    ...chosen,
    branchCode: chosen.branchCode || model.branch.code,
    branchName: chosen.branchName || model.branch.name,
  };
  const { schanelCode: _claimedChannel, ...sent } = form as F & { schanelCode?: unknown };
  const channelCode = context.channelCode || agent?.schanelCode;
  const first = form.insureds[0] ?? {};
  const startDay = form.startDate.slice(0, 10);
  return {
    ...(sent as F),
    ...(channelCode ? { schanelCode: channelCode } : {}),
    ...Object.fromEntries(REGION_KEYS.map((key) => [key, String(first[key] ?? '')])),
    term: model.period.term,
    insureds: form.insureds.map((insured) => ({
      ...insured,
      insureYear: insureYearOf(
        typeof insured.birthday === 'string' ? insured.birthday.slice(0, 10) : undefined,
        startDay,
      ),
    })),
    productName: model.name,
    projectCode: model.project.code,
    projectName: model.project.name,
    branchCode: agent ? agent.branchCode : model.branch.code,
    branchName: agent ? agent.branchName : model.branch.name,
    policyHolder: { ...form.policyHolder, holderCode: context.holderCode },
    plan: { ...form.plan, name: plan.name },
    risk: plan.programs.flatMap((p) =>
      p.risks.map((r) => ({ riskCode: r.riskCode, riskName: r.riskName, programCode: p.code })),
    ),
    agents: agent ? [agentPayload(agent)] : [],
    insuranceCompanies: model.insurers.map((i) => ({
      name: i.name,
      code: i.code ?? '',
      partyRole: i.partyRole,
    })),
  };
}
