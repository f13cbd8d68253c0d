import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ProductModel } from '../../../engine/model';
import type { PurchaseDraft } from '../../../renderers/screens/purchase/draft';
import { migrateDraft } from '../../../renderers/screens/purchase/migrate-draft';
import { useT, type Translate } from '../../messages/useT';
import { toastText } from '../../platform/toast';
import { forgetDeviceDraft, keepDraftOnDevice, readDeviceDraft } from '../../state/deviceDraft';
import { session } from '../../state/user';
import { appStore } from '../../state/store';
import { clearProtocolsAtom } from '../../state/protocols';
import '../../../engine/messages/zh-CN/release';

type Restored = {
  initial: PurchaseDraft | null;
  notice: string | null;
  forget: boolean;
  clearReads: boolean;
};

/** The draft the insure screen starts from, and what to tell the buyer about it (docs/products.md). */
function restore(product: ProductModel, draft: PurchaseDraft | undefined, t: Translate): Restored {
  const stored = readDeviceDraft(product.productCode);
  if (!stored) return { initial: draft ?? null, notice: null, forget: false, clearReads: false };
  const loggedIn = Boolean(session.read().userId);
  // A release reload always takes the device copy; a visitor's copy only when the page has none (a new tab, a reload).
  const base = stored.reason === 'productUpdated' || !draft ? stored.draft : draft;
  const versionChanged = stored.manifestVersion !== product.manifestVersion;
  const { draft: migrated, dropped } = migrateDraft(product, base, versionChanged);
  const updated = stored.reason === 'productUpdated' || versionChanged;
  const notice =
    dropped.length > 0
      ? t('release.draftFieldDropped', { label: dropped.join('、') })
      : updated
        ? t('release.productUpdated')
        : base === stored.draft
          ? t('release.draftRestored')
          : null;
  // Once in a logged-in page's state (or taken back after a release), the device copy has done its work.
  return {
    initial: migrated,
    notice,
    forget: loggedIn || stored.reason === 'productUpdated',
    clearReads: versionChanged,
  };
}

/**
 * The insure screen's draft with the device copy (state/deviceDraft.ts): a draft kept before login
 * or across a release reload is taken back, migrated to the product as it is now, with a notice;
 * while nobody is logged in, every change is kept on the device too. `product` is undefined while
 * it loads; the draft is restored once, when it arrives.
 */
export function useDeviceDraft(
  product: ProductModel | undefined,
  draft: PurchaseDraft | undefined,
  setDraft: (draft: PurchaseDraft) => void,
): { initialDraft: PurchaseDraft | null; onDraftChange: (draft: PurchaseDraft) => void } {
  const t = useT();
  const productCode = product?.productCode;
  // Once per product, when it arrives; not again when the same product is redrawn in another
  // language. Worked out while rendering, not kept in state: setting state once the form was up
  // drew the page a second time (26 components, a commit before the first input was ready).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the product's code, see above
  const current = useMemo(() => (product ? restore(product, draft, t) : null), [productCode]);
  const applied = useRef<Restored | null>(null);
  useEffect(() => {
    if (!current || !product || applied.current === current) return;
    // The restore's effects outside React (device storage, a toast), once.
    applied.current = current;
    if (current.forget) forgetDeviceDraft(product.productCode);
    // Clause texts may have changed with the version: they are read again.
    if (current.clearReads) appStore.set(clearProtocolsAtom);
    if (current.initial && current.initial !== draft) setDraft(current.initial);
    if (current.notice) toastText(current.notice, 3000);
  }, [current, draft, setDraft, product]);
  const onDraftChange = useCallback(
    (next: PurchaseDraft) => {
      setDraft(next);
      if (product && !session.read().userId)
        keepDraftOnDevice(product.productCode, {
          manifestVersion: product.manifestVersion,
          reason: 'visitor',
          draft: next,
        });
    },
    [product, setDraft],
  );
  return { initialDraft: current?.initial ?? draft ?? null, onDraftChange };
}

/**
 * A submit refused because the product was released anew since the page loaded (PRODUCT_UPDATED_CODE):
 * the draft goes to the device and the app reloads on the insure page, which loads the product as
 * released and tells the buyer (产品信息已更新) with what they typed kept.
 */
export function reloadForRelease(product: ProductModel, draft: PurchaseDraft, insureHref: string): void {
  keepDraftOnDevice(product.productCode, {
    manifestVersion: product.manifestVersion,
    reason: 'productUpdated',
    draft,
  });
  // replaceState fires no hashchange: the router does not draw the insure page (and take the draft
  // back) in this old page; the reload opens it with the released bundle.
  window.history.replaceState(null, '', `#${insureHref}`);
  window.location.reload();
}
