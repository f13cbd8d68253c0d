/**
 * Premium factors that follow from the insured (issue 12, defect 7): an age band, sex, social
 * insurance. The manifest declares them with `derive` rules (conditions over `insured.<field>`,
 * never code); the insure screen and renewals set them from the insured, and the gateway's check
 * refuses a submitted value that differs — a 10-year-old cannot be priced in the 0-6 band.
 */
import { format, type Locale } from '../messages';
import type { Condition, FactorModel, PartyState, PlanSelection, ProductModel } from '../model';
import { personFacts } from './person-facts';
import { conditionFields, evaluateCondition } from './condition';
import '../messages/zh-CN/engine';

/** An insured's details by form-field name: the screen's PartyState or a submitted form read back (partyRecordFromPayload). */
export type InsuredFacts = PartyState | Readonly<Record<string, unknown>>;

export const isDerivedFactor = (factor: FactorModel): boolean => (factor.derive?.length ?? 0) > 0;

/**
 * The value a derived factor takes for one insured (form-field names, e.g. idNumber, birthday,
 * securityCode), ages on `onDate` (the cover start date); undefined while the facts are missing.
 * Birthday and sex come from an ID card number when it is one, as the application form sends them.
 */
export function derivedFactorValue(
  factor: FactorModel,
  insured: InsuredFacts,
  onDate: string,
): string | undefined {
  const facts = personFacts(insured as PartyState);
  const given = insured as Readonly<Record<string, unknown>>;
  const record = {
    ...given,
    birthday: facts.birthday || given.birthday,
    sexValue: facts.sex || given.sexValue,
  };
  return factor.derive?.find((rule) => evaluateCondition(rule.when, { insured: record, onDate }))?.value;
}

/**
 * The selection with every derived factor set from the first insured whose details give a value;
 * the same object when nothing changes (the screen re-prices only on a real change).
 */
export function withDerivedFactors(
  model: ProductModel,
  selection: PlanSelection,
  insureds: readonly InsuredFacts[],
  onDate: string,
): PlanSelection {
  let factors = selection.factors ?? {};
  for (const factor of model.factors.filter(isDerivedFactor)) {
    const value = insureds
      .map((insured) => derivedFactorValue(factor, insured, onDate))
      .find((v) => v !== undefined);
    if (value !== undefined && factors[factor.code] !== value) factors = { ...factors, [factor.code]: value };
  }
  return factors === (selection.factors ?? {}) ? selection : { ...selection, factors };
}

/** Why the chosen derived factors do not match the insureds (one message per insured and factor, naming the band). */
export function derivedFactorProblems(
  model: ProductModel,
  chosen: Readonly<Record<string, string>>,
  insureds: readonly InsuredFacts[],
  onDate: string,
  locale: Locale = 'zh-CN',
): string[] {
  const problems: string[] = [];
  const label = (factor: FactorModel, value: string | undefined) =>
    factor.options.find((o) => o.value === value)?.label ?? value ?? '';
  for (const factor of model.factors.filter(isDerivedFactor)) {
    for (const insured of insureds) {
      const name = typeof insured.name === 'string' ? insured.name : '';
      const expected = derivedFactorValue(factor, insured, onDate);
      if (expected === undefined) {
        problems.push(format('engine.factor.underivable', { name: factor.name, insured: name }, locale));
      } else if (expected !== chosen[factor.code]) {
        const params = {
          name: factor.name,
          insured: name,
          expected: label(factor, expected),
          given: label(factor, chosen[factor.code]),
        };
        problems.push(format('engine.factor.derivedMismatch', params, locale));
      }
    }
  }
  return problems;
}

/** Words in a factor's name or option labels that mean it is a fact about the insured. */
const INSURED_FACT = /年龄|周岁|岁|性别|社保|医保|^男$|^女$/;

/**
 * Lint: why a manifest factor is wrong about derivation, if it is — a free factor that reads as a
 * fact about the insured, a rule giving a value that is no option, or a rule reading anything but
 * the insured.
 */
/** What is wrong with a factor's derivation, as data: the product checks word it (engine/checks). */
export type DerivationIssue =
  | { kind: 'free'; factor: string }
  | { kind: 'notAnOption'; factor: string; value: string }
  | { kind: 'readsOther'; factor: string; value: string; fields: string };

export function factorDerivationProblems(factor: {
  name: string;
  options: readonly { value: string; label: string }[];
  derive?: readonly { value: string; when: Condition }[];
}): DerivationIssue[] {
  if (!factor.derive) {
    const aboutInsured = [factor.name, ...factor.options.map((o) => o.label)].some((text) =>
      INSURED_FACT.test(text),
    );
    return aboutInsured ? [{ kind: 'free', factor: factor.name }] : [];
  }
  return factor.derive.flatMap((rule): DerivationIssue[] => {
    const issues: DerivationIssue[] = [];
    if (!factor.options.some((o) => o.value === rule.value))
      issues.push({ kind: 'notAnOption', factor: factor.name, value: rule.value });
    const foreign = conditionFields(rule.when).filter((field) => !field.startsWith('insured.'));
    if (foreign.length > 0)
      issues.push({ kind: 'readsOther', factor: factor.name, value: rule.value, fields: foreign.join(', ') });
    return issues;
  });
}
