/**
 * The insure form's resolver: the engine's rules, so the page says exactly what the gateway's check
 * would — required fields (请完善投保信息!), the validators' messages and age eligibility — at each
 * field's path. While the buyer types (one field validated on change or blur) it runs that field's
 * check, compiled once per product (checkFormField); the whole form (next, a submit) gets every
 * problem (formProblems) as react-hook-form's errors. After a person is added or removed
 * react-hook-form checks `insureds`, the list: that is the number of persons only, so a new person's
 * empty fields are not marked before the buyer has been there (touched, or a submit).
 */
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
// The engine's modules, not its index: the insure route's chunks then carry only what it uses
// (scripts/build/flow-chunks.ts groups modules by static imports, and the index imports them all).
import {
  checkFormField,
  formProblems,
  type FormProblem,
  type FormValues,
} from '../../../engine/rules/form-check';
import { coverStartDate, todayInChina } from '../../../engine/rules/dates';
import type { Locale } from '../../../engine/messages';
import type { PartyState, PlanSelection, ProductModel } from '../../../engine/model';

export interface PurchaseFormValues {
  holder: PartyState;
  insureds: PartyState[];
}

/** The date ages are measured on: the cover start date or today, as the product says. */
export function eligibilityDate(product: ProductModel, chosenStart?: string, renewalStart?: string): string {
  return product.eligibility.ageOn === 'startDate'
    ? coverStartDate(product, {
        ...(chosenStart ? { chosenStart } : {}),
        ...(renewalStart ? { renewalStart } : {}),
      })
    : todayInChina();
}

/** `insureds.2.name` → `{ insureds: { 2: { name: error } } }`, the shape react-hook-form reads. */
function errorsAt(path: string, message: string): FieldErrors<PurchaseFormValues> {
  const parts = path.split('.');
  let node: Record<string, unknown> = { type: 'custom', message };
  for (let i = parts.length - 1; i >= 0; i -= 1) node = { [parts[i] as string]: node };
  return node as FieldErrors<PurchaseFormValues>;
}

export function purchaseResolver(
  product: ProductModel,
  selection: PlanSelection,
  chosenStart?: string,
  locale: Locale = 'zh-CN',
  renewalStart?: string,
): Resolver<PurchaseFormValues> {
  const options = {
    onDate: eligibilityDate(product, chosenStart, renewalStart),
    factors: selection.factors ?? {},
    locale,
  };
  return (values, _context, resolverOptions) => {
    const [name, ...others] = resolverOptions.names ?? [];
    if (name !== undefined && others.length === 0) {
      const message = checkFormField(product, values as unknown as FormValues, name, options);
      if (message !== null)
        return { values: message ? {} : values, errors: message ? errorsAt(name, message) : {} };
    }
    const problems = formProblems(product, values as unknown as FormValues, options);
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: nestedErrors(problems) };
  };
}

/**
 * The whole form's problems in react-hook-form's shape (`insureds.0.name` → `insureds[0].name`). The
 * list's own problem (the number of persons) goes to `insureds.root` when a person has problems too,
 * as react-hook-form reads a field array's error.
 */
function nestedErrors(problems: FormProblem[]): FieldErrors<PurchaseFormValues> {
  const errors: FieldErrors<PurchaseFormValues> = {};
  const inPersons = problems.some((p) => p.path.startsWith('insureds.'));
  for (const { path, message } of problems)
    set(errors, path === 'insureds' && inPersons ? 'insureds.root' : path, { type: 'custom', message });
  return errors;
}
