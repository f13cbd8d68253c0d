/**
 * Asks the gateway for the premium once per change of a price-affecting input (plan, factors —
 * the period is one — copies, insured count), debounced, and keeps the previous figure when a call
 * fails (spec §8: logged, the premium keeps its previous value). A slower, older answer never
 * overwrites a newer one. A failed call is asked again when "Next" waits for it (whenSettled).
 *
 * Why the refs: the page hands us a fresh `calculate` and `onPremium` on every render, and every
 * answer updates the draft, which re-renders the page. Depending on those callbacks made each answer
 * ask again — a request loop (issue 13: 10–28 calpremiums a second on an idle page). Only the
 * selection key starts a request.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlanSelection, PremiumRequestItem, ProductModel } from '../../../engine/model';
import { buildPremiumRequest } from '../../../engine/rules/premium';

export type CalculatePremium = (request: [PremiumRequestItem]) => Promise<number>;

export interface PremiumState {
  premium: number | null;
  /** A request for the current selection is waiting or on its way (the figure is the previous one). */
  pending: boolean;
  /**
   * The current selection's premium once its request has settled: the figure, or null when it
   * failed or cannot be asked for. "Next" waits for it, so the confirm page and the order carry the
   * price of what was chosen, never a blank one a quick tap got ahead of. When the current
   * selection's call failed, it asks again (the buyer was told to try again) and waits for that.
   */
  whenSettled(): Promise<number | null>;
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
  // Asks for the same selection once more: bumped when "Next" meets a failed call.
  const [attempt, setAttempt] = useState(0);
  // The ask (selection and attempt) the shown figure answers, or whose call failed; pending while it is not the current one.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const calculateRef = useRef(calculate);
  const onPremiumRef = useRef(onPremium);
  useEffect(() => {
    calculateRef.current = calculate;
    onPremiumRef.current = onPremium;
  });
  const selectionKey = premiumSelectionKey(selection);
  const askKey = `${attempt} ${selectionKey}`;
  // What whenSettled answers from: the current selection, the last settled one, who waits for it.
  const current = useRef({ key: askKey, askable: true, premium: initial });
  const settled = useRef<{ key: string; premium: number | null } | null>(null);
  const waiters = useRef<((premium: number | null) => void)[]>([]);
  const request = useMemo((): [PremiumRequestItem] | null => {
    try {
      return buildPremiumRequest(product, selectionFromKey(selectionKey));
    } catch (error) {
      console.error('[renderers] cannot build the premium request', error);
      return null;
    }
  }, [product, selectionKey]);

  useEffect(() => {
    current.current = { key: askKey, askable: request !== null, premium };
  });

  useEffect(() => {
    if (!request) return undefined;
    // Cleared when the selection changes again: a slower, older answer is then ignored.
    let live = true;
    const settle = (value: number | null) => {
      settled.current = { key: askKey, premium: value };
      const waiting = waiters.current;
      waiters.current = [];
      for (const resolve of waiting) resolve(value);
    };
    const timer = setTimeout(() => {
      calculateRef.current(request).then(
        (total) => {
          if (!live) return;
          setPremium(total);
          setSettledKey(askKey);
          onPremiumRef.current(total);
          settle(total);
        },
        (error: unknown) => {
          // Keep the previous figure; the buyer sees the last good premium, not a blank.
          console.warn('[renderers] failed to calculate premium', error);
          if (!live) return;
          setSettledKey(askKey);
          settle(null);
        },
      );
    }, PREMIUM_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, askKey]);

  const whenSettled = useCallback((): Promise<number | null> => {
    const now = current.current;
    if (!now.askable) return Promise.resolve(null);
    const last = settled.current;
    if (last?.key === now.key && last.premium !== null) return Promise.resolve(last.premium);
    // A failed call is asked again (a dropped connection, a chunk that did not download): the
    // buyer's tap is the retry the failure message asked for.
    if (last?.key === now.key) setAttempt((n) => n + 1);
    return new Promise((resolve) => waiters.current.push(resolve));
  }, []);

  return { premium, pending: request !== null && settledKey !== askKey, whenSettled };
}
