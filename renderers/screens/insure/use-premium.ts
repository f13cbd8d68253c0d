/**
 * Asks the gateway for the premium on every change of the selection (plan, factors, copies) and
 * keeps the previous figure when a call fails (spec §8: logged, the premium keeps its previous
 * value). A slower, older answer never overwrites a newer one.
 */
import { useEffect, useRef, useState } from 'react';
import type { PlanSelection, PremiumRequestItem, ProductModel } from '../../../engine/model';
import { buildPremiumRequest } from '../../../engine/rules/premium';

export type CalculatePremium = (request: [PremiumRequestItem]) => Promise<number>;

export interface PremiumState {
  premium: number | null;
  pending: boolean;
}

export function usePremium(
  product: ProductModel,
  selection: PlanSelection,
  calculate: CalculatePremium,
  initial: number | null,
  onPremium: (premium: number) => void,
): PremiumState {
  const [premium, setPremium] = useState(initial);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  const onPremiumRef = useRef(onPremium);
  onPremiumRef.current = onPremium;
  const selectionKey = JSON.stringify([selection.planCode, selection.copies ?? 1, selection.factors ?? {}, selection.insuredCount ?? 1]);

  useEffect(() => {
    const ticket = ++latest.current;
    let request: [PremiumRequestItem];
    try {
      request = buildPremiumRequest(product, selectionFromKey(selectionKey));
    } catch (error) {
      console.error('[renderers] cannot build the premium request', error);
      return;
    }
    setPending(true);
    calculate(request).then(
      (total) => {
        if (ticket !== latest.current) return;
        setPremium(total);
        onPremiumRef.current(total);
      },
      (error: unknown) => {
        // Keep the previous figure; the buyer sees the last good premium, not a blank.
        console.warn('[renderers] failed to calculate premium', error);
      },
    ).finally(() => {
      if (ticket === latest.current) setPending(false);
    });
    // selection is captured through its key: a new object with the same choice asks nothing.
  }, [product, selectionKey, calculate]);

  return { premium, pending };
}

function selectionFromKey(key: string): PlanSelection {
  const [planCode, copies, factors, insuredCount] = JSON.parse(key) as [string, number, Record<string, string>, number];
  return { planCode, copies, factors, insuredCount };
}
