/**
 * What a submitted application form may not choose (issue 12, defect 6): the product's names, the
 * plan's risks, the insurers, the holder's user code and the agent. The gateway rebuilds them from
 * the pinned manifest, the session and the attribution rules (chooseAgent, as the app applies them),
 * so a client cannot put an invented risk on the insurer's form or move a promoter's commission.
 * The channel code (schanelCode) is the caller's account's, else the chosen agent's — as the app
 * builds it — and absent when neither has one. The term is the product's, the form's region its
 * first insured's (checked against the product's region), each region name (the form's, each
 * insured's) the division table's name of its code, never the name sent — a form that says 济宁市's
 * code with another city's name is filed as 济宁市 (validateApplicationForm has refused codes that
 * name no real place) — and each insured's age (insureYear) is counted from the checked birthday
 * to the start day, as buildApplicationForm counts them. An insured's region is the buyer's answer
 * only where the product's form asks for it (a region field): elsewhere it is the product's region,
 * as buildApplicationForm fills it, whatever codes were sent — a Beijing order of a product sold in
 * Shandong that never asked where is filed in Shandong. So are the holder's province and city codes.
 */
import type { ProductModel } from '../model';
import { chooseAgent, type AgentSources } from './agent';
import { agentPayload, insureYearOf } from './application-form';
import { planForCode } from './plan-selection';
import { regionNames, regionProblem } from './region-names';
import { asksRegion, productRegionCodes } from './region-scope';

/** The part of a submitted form this rebuild reads; everything else passes through untouched. */
export interface SubmittedForm {
  plan: { code: string; name?: string };
  policyHolder: Record<string, unknown>;
  insureds: readonly Record<string, unknown>[];
  startDate: string;
  [key: string]: unknown;
}

/**
 * A party's region fields with each name the division table's name of its code. Throws on codes that
 * name no real place (validateApplicationForm refuses them first: a programming error upstream).
 */
function namedRegion(party: Readonly<Record<string, unknown>>) {
  const codes = {
    provinceCode: String(party.provinceCode ?? ''),
    cityCode: String(party.cityCode ?? ''),
    countyCode: String(party.countyCode ?? ''),
  };
  const problem = regionProblem(codes);
  if (problem) throw new RangeError(`[engine] region ${problem.level} ${problem.code}: ${problem.kind}`);
  return { ...codes, ...regionNames(codes) };
}

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
  const startDay = form.startDate.slice(0, 10);
  // The region the buyer chose where the form asks one (validateApplicationForm has checked it
  // against the product's), else the product's: the codes sent are not read.
  const insuredRegion = asksRegion(model, 'insured') ? undefined : namedRegion(productRegionCodes(model));
  const regions = form.insureds.map((insured) => insuredRegion ?? namedRegion(insured));
  return {
    ...(sent as F),
    ...(channelCode ? { schanelCode: channelCode } : {}),
    // The form's own region fields: the first insured's, else the product's (buildApplicationForm).
    ...(regions[0] ?? namedRegion(productRegionCodes(model))),
    term: model.period.term,
    insureds: form.insureds.map((insured, index) => ({
      ...insured,
      ...regions[index],
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
    policyHolder: {
      ...form.policyHolder,
      // The holder's province and city (codes only): the product's where the form asks the holder no
      // region (buildApplicationForm's holderPayload), whatever was sent.
      ...(asksRegion(model, 'holder')
        ? {}
        : { provinceCode: model.region?.provinceCode ?? '', cityCode: model.region?.cityCode ?? '' }),
      holderCode: context.holderCode,
    },
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
