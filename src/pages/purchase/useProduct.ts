import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import type { PurchaseDraft } from '../../../renderers/screens/purchase/draft';
import { catalogue } from '../../products/catalogue';
import { effectiveModel, modelInLocale } from '../../../engine/rules/effective';
import { localeAtom } from '../../state/locale';
import { productFormAtom } from '../../state/form';
import { useAsync } from '../../ui/useAsync';

/**
 * The ProductModel of a product code (its manifest chunk loads on demand), as in effect now: a
 * scheduled change (the manifest's `schedule`) shows once its time has come on this device; the
 * gateway's clock decides the price and the clause texts an order stores. In the UI language: its
 * English content (the manifest's i18n) in en-US.
 */
export function useProduct(productCode: string) {
  const locale = useAtomValue(localeAtom);
  // Loaded with the route (src/app/router.tsx): drawn in the page's first render, no loading state.
  const loaded = productCode ? catalogue.loaded(productCode) : undefined;
  const known = useMemo(
    () => (loaded ? modelInLocale(effectiveModel(loaded, new Date()), locale) : undefined),
    [loaded, locale],
  );
  return useAsync(
    async () => {
      if (!productCode || !(await catalogue.entry(productCode))) return undefined;
      return modelInLocale(effectiveModel(await catalogue.load(productCode), new Date()), locale);
    },
    [productCode, locale],
    known,
  );
}

/**
 * The stored purchase draft of a product (form slot `values`), kept across reload and navigation
 * by the app state snapshot and cleared where a route says clearForm.
 */
export function useDraft(
  productCode: string,
): [PurchaseDraft | undefined, (draft: PurchaseDraft) => void, (slot: 'serialNo', value: string) => void] {
  const slotAtom = useMemo(() => productFormAtom(productCode), [productCode]);
  const form = useAtomValue(slotAtom);
  const write = useSetAtom(slotAtom);
  const setDraft = useCallback((draft: PurchaseDraft) => write('values', draft), [write]);
  const setSlot = useCallback((slot: 'serialNo', value: string) => write(slot, value), [write]);
  return [form.values as PurchaseDraft | undefined, setDraft, setSlot];
}

/**
 * The insure page's draft: read once per product, written without subscribing. The screen owns the
 * live form; its changes flow out here, and re-rendering the page for its own echo would redraw the
 * whole screen on every keystroke.
 */
export function useDraftOnce(
  productCode: string,
): [PurchaseDraft | undefined, (draft: PurchaseDraft) => void, (slot: 'serialNo', value: string) => void] {
  const store = useStore();
  const slotAtom = useMemo(() => productFormAtom(productCode), [productCode]);
  const draft = useMemo(() => store.get(slotAtom).values as PurchaseDraft | undefined, [store, slotAtom]);
  const setDraft = useCallback(
    (next: PurchaseDraft) => store.set(slotAtom, 'values', next),
    [store, slotAtom],
  );
  const setSlot = useCallback(
    (slot: 'serialNo', value: string) => store.set(slotAtom, slot, value),
    [store, slotAtom],
  );
  return [draft, setDraft, setSlot];
}
