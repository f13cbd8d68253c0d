/**
 * Keeps the factors that follow from the insured (age band, social insurance: manifest `derive`)
 * in step with what the buyer types: on entry and on every change of an insured, the engine derives
 * them (ages on the cover start date) and the selection — and so the premium — follows. The plan
 * panel shows them read-only; the gateway refuses a submitted value that differs.
 */
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PartyState, PlanSelection, ProductModel } from '../../../engine/model';
import { coverStartDate } from '../../../engine/rules/dates';
import { isDerivedFactor, withDerivedFactors } from '../../../engine/rules/derived-factors';
import type { PurchaseFormValues } from './form-resolver';

export function useDerivedFactors(
  product: ProductModel,
  form: UseFormReturn<PurchaseFormValues>,
  selection: PlanSelection,
  onChange: (next: PlanSelection) => void,
  chosenStart: string | undefined,
  renewalStart?: string,
): void {
  const latest = useRef({ selection, onChange });
  // Declared before the subscription's effect, so it runs first: derive() always reads this render's values.
  useEffect(() => {
    latest.current = { selection, onChange };
  });

  useEffect(() => {
    if (!product.factors.some(isDerivedFactor)) return undefined;
    const onDate = coverStartDate(product, {
      ...(chosenStart ? { chosenStart } : {}),
      ...(renewalStart ? { renewalStart } : {}),
    });
    const derive = (insureds: readonly PartyState[]) => {
      const next = withDerivedFactors(product, latest.current.selection, insureds, onDate);
      if (next !== latest.current.selection) latest.current.onChange(next);
    };
    derive(form.getValues('insureds') ?? []);
    const subscription = form.watch((values, { name }) => {
      if (name === undefined || name.startsWith('insureds')) derive((values.insureds ?? []) as PartyState[]);
    });
    return () => subscription.unsubscribe();
  }, [product, form, chosenStart, renewalStart]);
}
