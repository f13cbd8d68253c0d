/**
 * The gateway's check of a submitted order (submitOrder v2): the payload must be what
 * buildApplicationForm would build for this product — fields complete and valid (spec §5 messages),
 * ages eligible, plan/factors/premium from the rating table, dates per the product's rules, and
 * each party's region codes a real place (the division table: ./region-names.ts) where the form
 * asks for them (elsewhere the order is filed under the product's region: ./derived-order.ts).
 */
import { format, type Locale } from '../messages';
import type {
  ApplicationFormPayload,
  FieldName,
  PartyState,
  PayloadError,
  PayloadCheck,
  Party,
  ProductModel,
} from '../model';
import { parseCivilDate } from '../validators/calendar';
import { PAYLOAD_KEYS } from './application-form';
import { personFacts } from './person-facts';
import type { ConditionContext } from './condition';
import { coverPeriodFrom, isAllowedStart } from './dates';
import { checkEligibility } from './eligibility';
import { checkPartyRecord } from './party-fields';
import { regionProblem, type RegionProblem } from './region-names';
import { asksRegion } from './region-scope';
import { calculatePremium, PremiumError } from './premium';
import { planForCode, periodYears } from './plan-selection';
import { derivedFactorProblems } from './derived-factors';
import { documentsRead } from './read-records';
import { checkProtocolsRead } from '../validators/form-rules';
import { validateEmail } from '../validators/contact';
import '../messages/zh-CN/engine';
import '../messages/zh-CN/application';

export interface ValidateOptions {
  locale?: Locale;
  /** Today 'YYYY-MM-DD' in China (the gateway's clock); when given, start dates in the past are rejected. */
  today?: string;
}

/** Reads a payload party back into form-field names (the inverse of PAYLOAD_KEYS). */
export function partyRecordFromPayload(
  party: Party,
  payload: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(PAYLOAD_KEYS[party]) as [FieldName, string][]) {
    const value = payload[key];
    if (field === 'region')
      record.region =
        typeof value === 'string' && value !== ''
          ? { provinceCode: value, cityCode: payload.cityCode, countyCode: payload.countyCode }
          : undefined;
    else if (field === 'checked') record.checked = value === 'Y';
    else if (field === 'birthday') record.birthday = typeof value === 'string' ? value.slice(0, 10) : value;
    else record[field] = value;
  }
  return record;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The payload key of each region level's code. */
const REGION_CODE_KEYS = { province: 'provinceCode', city: 'cityCode', county: 'countyCode' } as const;

/** Why a party's region codes name no real place, said so that the buyer knows to pick the region again. */
function regionProblemMessage(problem: RegionProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'unknown':
      return format('engine.region.unknownCode', { code: problem.code }, locale);
    case 'noParent':
      return format('engine.region.noParent', { code: problem.code }, locale);
    case 'outside':
      return format(
        'engine.region.notWithin',
        {
          name: problem.name,
          code: problem.code,
          parentName: problem.parentName,
          parentCode: problem.parentCode,
        },
        locale,
      );
  }
}

export function validateApplicationForm(
  model: ProductModel,
  payload: unknown,
  options: ValidateOptions = {},
): PayloadCheck {
  const locale = options.locale ?? 'zh-CN';
  const errors: PayloadError[] = [];
  const root = asRecord(payload);
  const formValue = Array.isArray(root.applicationForms) ? root.applicationForms[0] : root.applicationForms;
  const form = asRecord(formValue) as Partial<ApplicationFormPayload> & Record<string, unknown>;
  const base = Array.isArray(root.applicationForms) ? '/applicationForms/0' : '/applicationForms';
  const add = (path: string, message: string): void => void errors.push({ path, message });
  const named = (field: string, message: string): string =>
    format('engine.submit.invalid', { field, message }, locale);
  // A party's region codes must name a real place: the gateway files the order under its names
  // (rebuildDerivedFields), never the names the client sent.
  const checkRegionCodes = (party: Readonly<Record<string, unknown>>, at: string): void => {
    const code = (key: string) => (typeof party[key] === 'string' ? party[key] : '');
    const problem = regionProblem({
      provinceCode: code('provinceCode'),
      cityCode: code('cityCode'),
      countyCode: code('countyCode'),
    });
    if (problem) add(`${at}/${REGION_CODE_KEYS[problem.level]}`, regionProblemMessage(problem, locale));
  };

  if (model.kind !== 'onSale')
    return {
      ok: false,
      errors: [{ path: base, message: format('engine.submit.notForSale', undefined, locale) }],
    };
  if (form.productCode !== model.productCode)
    add(`${base}/productCode`, format('engine.submit.wrongProduct', undefined, locale));

  // Dates
  const start = typeof form.startDate === 'string' ? form.startDate.slice(0, 10) : '';
  const startOk =
    /^\d{4}-\d{2}-\d{2} 00:00:00$/.test(String(form.startDate ?? '')) && parseCivilDate(start) !== undefined;
  if (!startOk) add(`${base}/startDate`, format('engine.submit.badDate', { field: 'startDate' }, locale));
  if (startOk && options.today && !isAllowedStart(model, start, options.today))
    add(`${base}/startDate`, format('engine.submit.badDate', { field: 'startDate' }, locale));

  // Plan, factors, premium
  const planCode = typeof form.plan?.code === 'string' ? form.plan.code : '';
  const plan = planForCode(model, planCode);
  const factors = Array.isArray(form.factors) ? form.factors : [];
  const chosen = Object.fromEntries(factors.map((f) => [String(f.factorCode), String(f.factorValue)]));
  if (!plan) add(`${base}/plan/code`, format('engine.submit.unknownPlan', { code: planCode }, locale));
  else {
    const copies = Number(form.plan?.quantity ?? 1);
    try {
      const expected = calculatePremium(
        model,
        {
          buyCopies: copies,
          channelNo: 'edu',
          factorInfos: factors.map((f) => ({
            factorCode: String(f.factorCode),
            factorValue: String(f.factorValue),
          })),
          // Each program is priced once per insured person.
          insuranceVOS: plan.programs.map((p) => ({
            count: Math.max(1, Array.isArray(form.insureds) ? form.insureds.length : 1),
            programCode: p.code,
            riskBeans: p.risks.map((r) => ({ riskCode: r.riskCode })),
          })),
          productCode: model.productCode,
          renewalStatus: 1,
        },
        locale,
      );
      if (Math.abs(Number(form.plan?.prem) - expected) > 0.005)
        add(
          `${base}/plan/prem`,
          format('engine.submit.premiumMismatch', { expected: expected.toFixed(2) }, locale),
        );
    } catch (error) {
      if (!(error instanceof PremiumError)) throw error;
      add(error.code === 'badCount' ? `${base}/plan/quantity` : `${base}/factors`, error.message);
    }
    if (startOk) {
      const period = coverPeriodFrom(model, start, periodYears(model, { planCode, factors: chosen }));
      if (form.endDate !== period.end)
        add(`${base}/endDate`, format('engine.submit.badDate', { field: 'endDate' }, locale));
    }
  }

  // Holder and insureds
  // A party's region codes are read where the form asks that party for a region; elsewhere the order
  // is filed under the product's region (rebuildDerivedFields) and the codes sent are not read.
  if (asksRegion(model, 'holder')) checkRegionCodes(asRecord(form.policyHolder), `${base}/policyHolder`);
  const holder = partyRecordFromPayload('holder', asRecord(form.policyHolder));
  const onDate = startOk ? start : (options.today ?? start);
  const ctxBase: ConditionContext = { holder, factor: chosen, onDate };
  for (const problem of checkPartyRecord(model, 'holder', holder, ctxBase, locale)) {
    add(
      `${base}/policyHolder/${PAYLOAD_KEYS.holder[problem.field.name] ?? problem.field.name}`,
      named(problem.field.label, problem.message),
    );
  }
  /** Birthday and sex come from the ID number when it is an ID card: a payload that says otherwise is rejected. */
  const identity = (record: Record<string, unknown>, at: string): string => {
    const facts = personFacts(record as PartyState);
    const sent = String(record.birthday ?? '');
    if (facts.birthday && sent && sent !== facts.birthday)
      add(
        `${at}/birthday`,
        format(
          'engine.submit.idMismatch',
          { field: format('engine.field.birthday', undefined, locale) },
          locale,
        ),
      );
    if (
      facts.sex &&
      record.sexValue !== undefined &&
      record.sexValue !== '' &&
      String(record.sexValue) !== facts.sex
    )
      add(
        `${at}/sex`,
        format('engine.submit.idMismatch', { field: format('engine.field.sex', undefined, locale) }, locale),
      );
    return facts.birthday || sent;
  };
  // An e-mail address the form carries is checked whether or not the product's form asks for one (spec §5).
  const email = asRecord(form.policyHolder).email;
  if (typeof email === 'string' && email !== '') {
    const checked = validateEmail(email, { locale });
    const path = `${base}/policyHolder/email`;
    if (!checked.ok && !errors.some((error) => error.path === path)) add(path, checked.message);
  }
  const holderBirthday = identity(holder, `${base}/policyHolder`);
  const holderAge = checkEligibility(model, {
    party: 'holder',
    birthday: holderBirthday,
    onDate,
    name: String(holder.name ?? ''),
    locale,
  });
  if (model.eligibility.holderAge && !holderAge.ok) add(`${base}/policyHolder/birthday`, holderAge.message);

  const insureds = Array.isArray(form.insureds) ? form.insureds : [];
  const { min, max } = model.form.insuredCount;
  if (insureds.length < min || insureds.length > max)
    add(`${base}/insureds`, format('engine.submit.insuredCount', { min, max }, locale));
  // Likewise each insured's (a region field on the insured form).
  const insuredRegionAsked = asksRegion(model, 'insured');
  insureds.forEach((raw, index) => {
    if (insuredRegionAsked) checkRegionCodes(asRecord(raw), `${base}/insureds/${index}`);
    const insured = partyRecordFromPayload('insured', asRecord(raw));
    for (const problem of checkPartyRecord(model, 'insured', insured, { ...ctxBase, insured }, locale)) {
      add(
        `${base}/insureds/${index}/${PAYLOAD_KEYS.insured[problem.field.name] ?? problem.field.name}`,
        named(problem.field.label, problem.message),
      );
    }
    // "Self" (isHolder Y, relation 00) is the holder, who has the holder's credential.
    const record = asRecord(raw);
    const sameCredential =
      String(record.licenceType ?? '') === String(holder.idType ?? '') &&
      String(record.licenceNo ?? '')
        .trim()
        .toUpperCase() ===
        String(holder.idNumber ?? '')
          .trim()
          .toUpperCase();
    if ((record.isHolder === 'Y' || record.relaToHolder === '00') && !sameCredential)
      add(
        `${base}/insureds/${index}/${record.isHolder === 'Y' ? 'isHolder' : 'relaToHolder'}`,
        format('engine.submit.notTheHolder', { name: String(insured.name ?? '') }, locale),
      );
    const birthday = identity(insured, `${base}/insureds/${index}`);
    const age = checkEligibility(model, {
      party: 'insured',
      birthday,
      onDate,
      name: String(insured.name ?? ''),
      locale,
    });
    if (!age.ok) add(`${base}/insureds/${index}/birthday`, age.message);
  });

  // A factor that follows from the insured (age band, …) must be what their details give on the start date.
  const insuredRecords = insureds.map((raw) => partyRecordFromPayload('insured', asRecord(raw)));
  for (const message of derivedFactorProblems(model, chosen, insuredRecords, onDate, locale))
    add(`${base}/factors`, message);

  // Protocols (spec §5): every clause read, and there is at least one — an order that says it read
  // none would otherwise be filed with the product's clauses as confirmed.
  const reads = documentsRead(model, root.readRecords);
  const protocols = checkProtocolsRead(reads.mustReadRead, reads.mustRead, { locale });
  if (!protocols.ok) add('/readRecords', protocols.message);

  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}
