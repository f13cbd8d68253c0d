/**
 * Asks the gateway for the premium once per change of a price-affecting input (plan, factors —
 * the period is one — copies, insured count), debounced, and keeps the previous figure when a call
 * fails (spec §8: logged, the premium keeps its previous value). A slower, older answer never
 * overwrites a newer one.
 *
 * Why the refs: the page hands us a fresh `calculate` and `onPremium` on every render, and every
 * answer updates the draft, which re-renders the page. Depending on those callbacks made each answer
 * ask again — a request loop (issue 13: 10–28 calpremiums a second on an idle page). Only the
 * selection key starts a request.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlanSelection, PremiumRequestItem, ProductModel } from '../../../engine/model';
import { buildPremiumRequest } from '../../../engine/rules/premium';

export type CalculatePremium = (request: [PremiumRequestItem]) => Promise<number>;

export interface PremiumState {
  premium: number | null;
  /** A request for the current selection is waiting or on its way (the figure is the previous one). */
  pending: boolean;
}

/** Quick successive changes (a stepper held down, a factor tapped twice) ask once, for the last. */
export const PREMIUM_DEBOUNCE_MS = 250;

/** The inputs that change the price, as a stable string: equal choices give equal keys. */
export function premiumSelectionKey(selection: PlanSelection): string {
  const factors = Object.entries(selection.factors ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([selection.planCode, selection.copies ?? 1, factors, selection.insuredCount ?? 1]);
}

function selectionFromKey(key: string): PlanSelection {
  const [planCode, copies, factors, insuredCount] = JSON.parse(key) as [
    string,
    number,
    [string, string][],
    number,
  ];
  return { planCode, copies, factors: Object.fromEntries(factors), insuredCount };
}

export function usePremium(
  product: ProductModel,
  selection: PlanSelection,
  calculate: CalculatePremium,
  initial: number | null,
  onPremium: (premium: number) => void,
): PremiumState {
  const [premium, setPremium] = useState(initial);
  // The selection the shown figure answers (or whose call failed); pending while it is not the current one.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const calculateRef = useRef(calculate);
  const onPremiumRef = useRef(onPremium);
  useEffect(() => {
    calculateRef.current = calculate;
    onPremiumRef.current = onPremium;
  });
  const selectionKey = premiumSelectionKey(selection);
  const request = useMemo((): [PremiumRequestItem] | null => {
    try {
      return buildPremiumRequest(product, selectionFromKey(selectionKey));
    } catch (error) {
      console.error('[renderers] cannot build the premium request', error);
      return null;
    }
  }, [product, selectionKey]);

  useEffect(() => {
    if (!request) return undefined;
    // Cleared when the selection changes again: a slower, older answer is then ignored.
    let current = true;
    const timer = setTimeout(() => {
      calculateRef.current(request).then(
        (total) => {
          if (!current) return;
          setPremium(total);
          setSettledKey(selectionKey);
          onPremiumRef.current(total);
        },
        (error: unknown) => {
          // Keep the previous figure; the buyer sees the last good premium, not a blank.
          console.warn('[renderers] failed to calculate premium', error);
          if (current) setSettledKey(selectionKey);
        },
      );
    }, PREMIUM_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [request, selectionKey]);

  return { premium, pending: request !== null && settledKey !== selectionKey };
}
