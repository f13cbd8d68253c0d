/**
 * The insure form's check: the same field rules as the gateway's (party-fields.ts), with the spec's
 * messages, each problem at the field's path (`holder.name`, `insureds.0.idNumber`) — the whole form
 * (formProblems, on next and submit) or one field (checkFormField, while the buyer types). Plain
 * functions: the form's resolver (renderers/screens/insure/form-resolver.ts) turns them into
 * react-hook-form's errors, with no schema library in between.
 */
import type { Locale } from '../messages';
import type { FieldName, PartyState, ProductModel } from '../model';
import { format } from '../messages';
import { checkEligibility } from './eligibility';
import { checkPartyRecord, partyFieldChecks } from './party-fields';
import { personFacts } from './person-facts';
import '../messages/zh-CN/engine';

export interface FormSchemaOptions {
  locale?: Locale;
  /** Date ages are checked on ('YYYY-MM-DD', usually the cover start date). */
  onDate: string;
  /** Factor values of the current selection (for factor.* conditions). */
  factors?: Readonly<Record<string, string>>;
}

/** A problem of the form: the field's path (`insureds.0.name`; `insureds`, the list) and the message. */
export interface FormProblem {
  path: string;
  message: string;
}

/** Every problem of the whole form, in the order the page lists them (holder, the list, each insured). */
export function formProblems(
  model: ProductModel,
  data: FormValues,
  options: FormSchemaOptions,
): FormProblem[] {
  const locale = options.locale ?? 'zh-CN';
  const found: FormProblem[] = [];
  const base = { holder: data.holder, factor: options.factors ?? {}, onDate: options.onDate };
  for (const p of checkPartyRecord(model, 'holder', data.holder, base, locale))
    found.push({ path: `holder.${p.field.name}`, message: p.message });
  const count = insuredCountProblem(model, data.insureds.length, locale);
  if (count) found.push({ path: 'insureds', message: count });
  data.insureds.forEach((insured, index) => {
    const problems = checkPartyRecord(model, 'insured', insured, { ...base, insured }, locale);
    for (const p of problems) found.push({ path: `insureds.${index}.${p.field.name}`, message: p.message });
    if (problems.length > 0) return;
    const age = ageProblem(model, data.holder, insured, options.onDate, locale);
    if (age) found.push({ path: `insureds.${index}.birthday`, message: age });
  });
  return found;
}

/** The list's own rule: the number of insured persons the product takes. */
function insuredCountProblem(model: ProductModel, count: number, locale: Locale): string | undefined {
  const { min, max } = model.form.insuredCount;
  return count < min || count > max ? format('engine.submit.insuredCount', { min, max }, locale) : undefined;
}

/** The age rule of a complete insured record (the holder's facts when the insured is the holder). */
function ageProblem(
  model: ProductModel,
  holder: Record<string, unknown>,
  insured: Record<string, unknown>,
  onDate: string,
  locale: Locale,
): string | undefined {
  const facts = personFacts(insured.checked === true ? (holder as PartyState) : (insured as PartyState));
  const age = checkEligibility(model, {
    party: 'insured',
    birthday: facts.birthday,
    onDate,
    name: String(insured.name ?? ''),
    locale,
  });
  return age.ok ? undefined : age.message;
}

/**
 * One field's problem (`holder.name`, `insureds.2.birthday`) with the same rules and message the
 * whole form's check gives at that path, from the field's check compiled once per product: what
 * the form runs while the buyer types. At `insureds` (the list, checked after a person is added or
 * removed) only the list's own rule, the number of persons: their fields are checked when each is
 * touched or the form is submitted. `null` when the path is neither.
 */
export function checkFormField(
  model: ProductModel,
  data: Partial<FormValues>,
  path: string,
  options: FormSchemaOptions,
): string | undefined | null {
  const locale = options.locale ?? 'zh-CN';
  const holder = data.holder ?? {};
  const base = { holder, factor: options.factors ?? {}, onDate: options.onDate };
  if (path === 'insureds') return insuredCountProblem(model, data.insureds?.length ?? 0, locale);
  const parts = path.split('.');
  if (parts[0] === 'holder' && parts.length === 2) {
    const check = partyFieldChecks(model, 'holder').get(parts[1] as FieldName);
    return check ? check(holder, base, locale) : null;
  }
  const insured =
    parts[0] === 'insureds' && parts.length === 3 ? data.insureds?.[Number(parts[1])] : undefined;
  const check = insured && partyFieldChecks(model, 'insured').get(parts[2] as FieldName);
  if (!insured || !check) return null;
  const ctx = { ...base, insured };
  const message = check(insured, ctx, locale);
  // The birthday's path also carries the age rule, once the insured's record is complete.
  if (message || parts[2] !== 'birthday') return message;
  if (checkPartyRecord(model, 'insured', insured, ctx, locale).length > 0) return undefined;
  return ageProblem(model, holder, insured, options.onDate, locale);
}

export type FormValues = { holder: Record<string, unknown>; insureds: Record<string, unknown>[] };
