/**
 * Checks one holder/insured record against the product's fields: required (请完善投保信息!),
 * visibility conditions, and the validators with the spec's messages. Shared by the form schema
 * (browser) and validateApplicationForm (gateway), so both say the same thing.
 */
import { ID_CARD_TYPE, HK_MO_PASS_TYPE } from '../catalogue/option-lists';
import { format, type Locale } from '../messages';
import type { FieldModel, FieldName, Party, ProductModel } from '../model';
import { validateEmail, validateMobile } from '../validators/contact';
import { validateHkMoTwCard } from '../validators/credentials';
import { validateIdCard } from '../validators/id-card';
import { validateName } from '../validators/names';
import { evaluateCondition, type ConditionContext } from './condition';
import { isWithinRegion, regionName } from './region-scope';
import '../messages/zh-CN/engine';
import '../messages/zh-CN/validation';

export interface FieldProblem {
  field: FieldModel;
  message: string;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && !Array.isArray(value))
    return isEmpty((value as Record<string, unknown>).provinceCode);
  return false;
}

export function isFieldVisible(field: FieldModel, ctx: ConditionContext): boolean {
  return !field.visibleWhen || evaluateCondition(field.visibleWhen, ctx);
}

export function isFieldRequired(field: FieldModel, ctx: ConditionContext): boolean {
  return field.requiredWhen ? evaluateCondition(field.requiredWhen, ctx) : field.required;
}

type ValueCheck = (record: Readonly<Record<string, unknown>>, locale: Locale) => string | undefined;

/** The format check of one field's value, chosen once from its validator (and region rule). */
function compileValueCheck(model: ProductModel, field: FieldModel): ValueCheck {
  // The insured's (school's) region must lie in the product's region: a Yunnan-only policy is not
  // written for a school in Shandong, whatever the form was given.
  const inRegion = field.widget === 'region' && field.party === 'insured';
  const check = compileStringCheck(model, field);
  return (record, locale) => {
    const value = record[field.name];
    if (inRegion && value && typeof value === 'object')
      return isWithinRegion(model.region, value)
        ? undefined
        : format('engine.region.outside', { area: regionName(model.region) }, locale);
    return typeof value === 'string' ? check(value, record, locale) : undefined;
  };
}

function compileStringCheck(
  model: ProductModel,
  field: FieldModel,
): (value: string, record: Readonly<Record<string, unknown>>, locale: Locale) => string | undefined {
  const message = (r: { ok: true } | { ok: false; message: string }) => (r.ok ? undefined : r.message);
  switch (field.validator) {
    case 'mobile':
      return (value, _record, locale) => message(validateMobile(value, { locale }));
    case 'email':
      return (value, _record, locale) => message(validateEmail(value, { locale }));
    case 'name':
      return (value, _record, locale) => message(validateName(value, { locale }));
    case 'idNumber': {
      const subject = field.party === 'holder' ? 'holder' : model.form.insuredSubject;
      return (value, record, locale) => {
        const type = String(record.idType ?? ID_CARD_TYPE);
        if (type === ID_CARD_TYPE) return message(validateIdCard(value, subject, { locale }));
        if (type === HK_MO_PASS_TYPE) return message(validateHkMoTwCard(value, { locale }));
        return undefined;
      };
    }
    case 'none':
      return () => undefined;
  }
}

/** A field's check against its record: its problem's message, or undefined when it has none. */
export type FieldCheck = (
  record: Readonly<Record<string, unknown>>,
  ctx: ConditionContext,
  locale: Locale,
) => string | undefined;

function compileFieldCheck(model: ProductModel, party: Party, field: FieldModel): FieldCheck {
  const valueCheck = compileValueCheck(model, field);
  // The insured who is the holder takes the holder's data: only the relation is asked.
  const takenFromHolder =
    party === 'insured' && field.name !== 'relationType' && HOLDER_SHARED.has(field.name);
  return (record, ctx, locale) => {
    if (!isFieldVisible(field, ctx)) return undefined;
    if (takenFromHolder && record.checked === true) return undefined;
    if (isEmpty(record[field.name]))
      return isFieldRequired(field, ctx) ? format('validation.formIncomplete', undefined, locale) : undefined;
    return valueCheck(record, locale);
  };
}

const compiled = new WeakMap<ProductModel, Record<Party, ReadonlyMap<FieldName, FieldCheck>>>();

/**
 * The checks of a party's fields, built once per product model: the form validates the one field
 * being typed in without running the whole form's rules (and the gateway runs them all alike).
 */
export function partyFieldChecks(model: ProductModel, party: Party): ReadonlyMap<FieldName, FieldCheck> {
  let checks = compiled.get(model);
  if (!checks) {
    const build = (p: Party, fields: readonly FieldModel[]) =>
      new Map(fields.map((field) => [field.name, compileFieldCheck(model, p, field)] as const));
    checks = {
      holder: build('holder', model.form.holder.fields),
      insured: build('insured', model.form.insured.fields),
    };
    compiled.set(model, checks);
  }
  return checks[party];
}

/** Problems of one record (holder or one insured); empty when the record is complete and valid. */
export function checkPartyRecord(
  model: ProductModel,
  party: Party,
  record: Readonly<Record<string, unknown>>,
  ctx: ConditionContext,
  locale: Locale = 'zh-CN',
): FieldProblem[] {
  const fields = party === 'holder' ? model.form.holder.fields : model.form.insured.fields;
  const checks = partyFieldChecks(model, party);
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const message = checks.get(field.name)?.(record, ctx, locale);
    if (message) problems.push({ field, message });
  }
  return problems;
}

/** Fields an insured who is the holder copies from the holder. */
export const HOLDER_SHARED: ReadonlySet<FieldName> = new Set<FieldName>([
  'name',
  'idType',
  'idNumber',
  'telephone',
  'email',
  'sexValue',
  'birthday',
]);
