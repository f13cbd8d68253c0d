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

function checkValue(
  model: ProductModel,
  field: FieldModel,
  record: Readonly<Record<string, unknown>>,
  locale: Locale,
): string | undefined {
  const value = record[field.name];
  // The insured's (school's) region must lie in the product's region: a Yunnan-only policy is not
  // written for a school in Shandong, whatever the form was given.
  if (field.widget === 'region' && field.party === 'insured' && value && typeof value === 'object')
    return isWithinRegion(model.region, value)
      ? undefined
      : format('engine.region.outside', { area: regionName(model.region) }, locale);
  if (typeof value !== 'string') return undefined;
  switch (field.validator) {
    case 'mobile': {
      const r = validateMobile(value, { locale });
      return r.ok ? undefined : r.message;
    }
    case 'email': {
      const r = validateEmail(value, { locale });
      return r.ok ? undefined : r.message;
    }
    case 'name': {
      const r = validateName(value, { locale });
      return r.ok ? undefined : r.message;
    }
    case 'idNumber': {
      const type = String(record.idType ?? ID_CARD_TYPE);
      if (type === ID_CARD_TYPE) {
        const subject = field.party === 'holder' ? 'holder' : model.form.insuredSubject;
        const r = validateIdCard(value, subject, { locale });
        return r.ok ? undefined : r.message;
      }
      if (type === HK_MO_PASS_TYPE) {
        const r = validateHkMoTwCard(value, { locale });
        return r.ok ? undefined : r.message;
      }
      return undefined;
    }
    case 'none':
      return undefined;
  }
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
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    if (!isFieldVisible(field, ctx)) continue;
    // The insured who is the holder takes the holder's data: only the relation is asked.
    if (
      party === 'insured' &&
      record.checked === true &&
      field.name !== 'relationType' &&
      HOLDER_SHARED.has(field.name)
    )
      continue;
    if (isEmpty(record[field.name])) {
      if (isFieldRequired(field, ctx))
        problems.push({ field, message: format('validation.formIncomplete', undefined, locale) });
      continue;
    }
    const message = checkValue(model, field, record, locale);
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
