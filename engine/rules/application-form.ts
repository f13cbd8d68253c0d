/**
 * The application form sent on submit (spec §3) with the date rules of §5. Pure: the purchase
 * state in, the payload out. Field mapping state → payload is in PAYLOAD_KEYS (validateApplicationForm
 * reads it back the same way).
 */
import { ID_CARD_TYPE } from '../catalogue/option-lists';
import type {
  AgentConfig,
  AgentPayload,
  ApplicationPayload,
  FieldName,
  InsuredPayload,
  Party,
  PartyState,
  PolicyHolderPayload,
  ProductModel,
  PurchaseState,
} from '../model';
import { ageOn } from '../validators/age';
import { coverPeriodFrom } from './dates';
import { factorValues, periodYears, planForCode } from './plan-selection';
import { personFacts } from './person-facts';

export const CHANNEL_NAME = '教保渠道';

/** Which payload key each form field is sent as (region fans out into codes and names). */
export const PAYLOAD_KEYS: Record<Party, Partial<Record<FieldName, string>>> = {
  holder: {
    name: 'name',
    idType: 'licenceType',
    idNumber: 'licenceNo',
    telephone: 'phone',
    email: 'email',
    sexValue: 'sex',
    birthday: 'birthday',
    location: 'location',
    region: 'provinceCode',
  },
  insured: {
    name: 'name',
    idType: 'licenceType',
    idNumber: 'licenceNo',
    telephone: 'phone',
    sexValue: 'sex',
    birthday: 'birthday',
    relationType: 'relaToHolder',
    checked: 'isHolder',
    region: 'provinceCode',
    location: 'location',
    schoolName: 'schoolName',
    schoolKind: 'schoolType',
    schoolNature: 'schoolNature',
    CollegeName: 'collegeName',
    class: 'grade',
    grade: 'classAndGrade',
    securityCode: 'socialMedicalInsurance',
  },
};

function pick(from: PartyState, keys: readonly (keyof PartyState)[]): PartyState {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (from[key] !== undefined) out[key] = from[key];
  return out as PartyState;
}

function holderPayload(model: ProductModel, s: PurchaseState): PolicyHolderPayload {
  const h = s.holder;
  const facts = personFacts(h);
  return {
    birthday: facts.birthday,
    phone: h.telephone ?? '',
    licenceNo: (h.idNumber ?? '').trim().toUpperCase(),
    licenceType: h.idType ?? ID_CARD_TYPE,
    sex: facts.sex,
    name: (h.name ?? '').trim(),
    holderCode: h.userCode ?? s.operator,
    type: '01',
    location: h.location ?? '',
    provinceCode: h.region?.provinceCode ?? model.region?.provinceCode ?? '',
    cityCode: h.region?.cityCode ?? model.region?.cityCode ?? '',
    ...(h.email ? { email: h.email } : {}),
  };
}

/** An insured's age in full years on the cover's first day (insureYear); 0 without a usable birthday. */
export function insureYearOf(birthday: string | undefined, startDate: string): number {
  try {
    return birthday ? ageOn(birthday, startDate) : 0;
  } catch {
    return 0;
  }
}

function insuredPayload(
  model: ProductModel,
  s: PurchaseState,
  raw: PartyState,
  startDate: string,
): InsuredPayload {
  // The insured who is the holder takes the holder's identity.
  const i: PartyState = raw.checked
    ? { ...raw, ...pick(s.holder, ['name', 'idType', 'idNumber', 'telephone', 'sexValue', 'birthday']) }
    : raw;
  const facts = personFacts(i);
  const insureYear = insureYearOf(facts.birthday, startDate);
  const region = i.region;
  return {
    birthday: facts.birthday ? `${facts.birthday} 00:00:00` : '',
    isHolder: i.checked ? 'Y' : 'N',
    provinceCode: region?.provinceCode ?? model.region?.provinceCode ?? '',
    provinceName: region?.provinceName ?? model.region?.provinceName ?? '',
    cityCode: region?.cityCode ?? model.region?.cityCode ?? '',
    cityName: region?.cityName ?? model.region?.cityName ?? '',
    countyCode: region?.countyCode ?? model.region?.countyCode ?? '',
    countyName: region?.countyName ?? model.region?.countyName ?? '',
    sex: facts.sex,
    bnfyOption: '01',
    licenceNo: (i.idNumber ?? '').trim().toUpperCase(),
    licenceType: i.idType ?? ID_CARD_TYPE,
    type: '01',
    relaToHolder: i.checked ? '00' : (i.relationType ?? ''),
    phone: i.telephone ?? s.holder.telephone ?? '',
    name: (i.name ?? '').trim(),
    insureYear,
    socialMedicalInsurance: i.securityCode === 'Y' || i.securityCode === 'N' ? i.securityCode : '',
    schoolName: i.schoolName ?? '',
    schoolType: i.schoolKind ?? '',
    schoolNature: i.schoolNature ?? '',
    collegeName: i.CollegeName ?? '',
    grade: i.class ?? '',
    classAndGrade: i.grade ?? '',
    location: i.location ?? '',
  };
}

export function agentPayload(agent: AgentConfig): AgentPayload {
  return {
    branchCode: agent.branchCode,
    agentCode: agent.agentCode,
    portion: 1,
    agentName: agent.agentName,
    branchName: agent.branchName,
    departCode: agent.departCode,
    departName: agent.departName,
    channelCode: 'edu',
    channelName: CHANNEL_NAME,
  };
}

/** The whole submit payload. Throws when the selected plan is not the product's (a programming error upstream). */
export function buildApplicationForm(model: ProductModel, s: PurchaseState): ApplicationPayload {
  const plan = planForCode(model, s.selection.planCode);
  if (!plan) throw new RangeError(`[engine] ${model.productCode} has no plan ${s.selection.planCode}`);
  const period = coverPeriodFrom(model, s.startDate, periodYears(model, s.selection));
  const agent = s.agent ?? model.agent;
  const region = s.insureds[0]?.region ?? model.region;
  const contract = s.commissionContract;
  return {
    source: '01',
    entryType: '00',
    operator: s.operator,
    manifestVersion: model.manifestVersion,
    applicationForms: {
      applicationType: '00',
      startDate: period.start,
      endDate: period.end,
      provinceCode: region?.provinceCode ?? '',
      provinceName: region?.provinceName ?? '',
      cityCode: region?.cityCode ?? '',
      cityName: region?.cityName ?? '',
      countyCode: region?.countyCode ?? '',
      countyName: region?.countyName ?? '',
      projectCode: model.project.code,
      projectName: model.project.name,
      productCode: model.productCode,
      productName: model.name,
      branchName: agent?.branchName ?? model.branch.name,
      branchCode: agent?.branchCode ?? model.branch.code,
      channelType: '02',
      channalCode: 'edu',
      productType: '00',
      isRenewal: s.renewal ? 'Y' : 'N',
      renewalTimes: s.renewal ? s.renewal.previousTimes + 1 : 0,
      renewalLastPolicyNo: s.renewal?.lastPolicyNo ?? '',
      policyKind: '00',
      term: model.period.term,
      policyHolder: holderPayload(model, s),
      insureds: s.insureds.map((i) => insuredPayload(model, s, i, period.startDate)),
      risk: plan.programs.flatMap((p) =>
        p.risks.map((r) => ({ riskCode: r.riskCode, riskName: r.riskName, programCode: p.code })),
      ),
      plan: {
        code: plan.code,
        quantity: s.selection.copies ?? 1,
        reducePrem: 0,
        name: plan.name,
        prem: s.totalPremium,
      },
      agents: agent ? [agentPayload(agent)] : [],
      factors: factorValues(model.factors, s.selection.factors),
      ...((s.schanelCode ?? agent?.schanelCode)
        ? { schanelCode: s.schanelCode ?? agent?.schanelCode ?? '' }
        : {}),
      insuranceCompanies: model.insurers.map((i) => ({
        name: i.name,
        code: i.code ?? '',
        partyRole: i.partyRole,
      })),
      idempotentSerialNo: s.idempotentSerialNo,
      ...(contract ? { ...contract } : {}),
    },
  };
}
