/**
 * The insure page (/insure, /newProductInsure, /maincenter): plan panel with a live premium, the
 * holder and one or more insured (react-hook-form + the engine's rules), the protocol checklist and
 * a bottom bar with the premium, "save draft" and "next". Every change goes out through
 * onDraftChange so the shell can keep it across reloads and navigation.
 */
import { Button } from 'antd-mobile';
import { showToast } from '../../platform/overlays';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FieldsFormProvider } from '../../fields/form-methods';
import { useFormat, useLocale } from '../../platform/locale';
import type { PlanSelection, ProductModel, ProtocolItemModel } from '../../../engine/model';
import { buildPremiumRequest, formatPremium } from '../../../engine/rules/premium';
import { ScreenServicesProvider, type ScreenServices } from '../../platform/services';
import { FixedFooter } from '../../widgets/fixed-footer/FixedFooter';
import { ProtocolChecklist } from '../../widgets/protocols/ProtocolChecklist';
import { clearReads, markAllRead, mayProceed } from '../../widgets/protocols/protocol-reads';
import { draftFor, emptyInsured, type PurchaseDraft } from '../purchase/draft';
import { purchaseResolver, type PurchaseFormValues } from './form-resolver';
import { PartyFields, RootError } from './PartyFields';
import { PlanPanel } from './PlanPanel';
import { usePremium, type CalculatePremium } from './use-premium';
import { useDerivedFactors } from './use-derived-factors';
import { useTrailingCall } from './use-trailing-call';
import { useBelowFoldDrawn } from './use-below-fold';
import '../../../engine/messages/zh-CN/screens';

/** How long typing must pause before the draft is stored (it is stored at once when the page is left). */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface InsureScreenProps {
  product: ProductModel;
  services: Partial<ScreenServices>;
  /** The stored draft (ignored when it belongs to another product). */
  initialDraft?: PurchaseDraft | null | undefined;
  /** Called on every change of the draft: plan, premium, any field, protocols read. */
  onDraftChange: (draft: PurchaseDraft) => void;
  /** Premium of a calpremiums request: resolves to data.totalPremium, rejects on failure. */
  onCalculatePremium: CalculatePremium;
  /** "Save draft": stores the draft as a temp form; rejects with the server msg. */
  onSaveDraft?: ((draft: PurchaseDraft) => Promise<void>) | undefined;
  /**
   * Draw the insured persons and the protocols just after the first view (use-below-fold.ts), not in
   * the same commit. Off by default; the page turns it on unless it returns to a scroll position.
   */
  belowFoldLater?: boolean | undefined;
}

/**
 * The page's parts (plan panel, each person, the protocols) are contained (`contain: content`): a
 * keystroke in one person's field repaints and hit-tests that part, not the whole long page.
 */
const sectionStyle = { marginTop: 8, contain: 'content' } as const;

/**
 * Scrolls the screen's first error message (page order) to the middle of the view: clear of the
 * shell's sticky nav bar (its height is the document's scroll-padding-top) and of the fixed bottom bar.
 */
function showFirstError(screen: HTMLElement | null): void {
  screen?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
}

/** The first message in an error tree, depth first (holder before insured, fields in order). */
function firstErrorMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const child of Object.values(node as Record<string, unknown>)) {
    if (child && typeof child === 'object' && !(child instanceof Element)) {
      const found = firstErrorMessage(child);
      if (found) return found;
    }
  }
  return undefined;
}

export function InsureScreen({
  product,
  services,
  initialDraft,
  onDraftChange,
  onCalculatePremium,
  onSaveDraft,
  belowFoldLater = false,
}: InsureScreenProps) {
  const format = useFormat();
  const locale = useLocale();
  // The stored draft seeds the page once; later values of the prop (the shell echoing our own
  // changes back) must not reset anything or re-render the fields.
  const [start] = useState(() => draftFor(product, initialDraft));
  const draft = useRef<PurchaseDraft>(start);
  const [selection, setSelection] = useState<PlanSelection>(start.selection);
  const [readProtocols, setReadProtocols] = useState<string[]>(start.readProtocols);

  const factorsKey = JSON.stringify(selection.factors ?? {});
  const resolver = useMemo(
    () =>
      purchaseResolver(
        product,
        { planCode: '', factors: JSON.parse(factorsKey) as Record<string, string> },
        start.chosenStart,
        locale,
        start.renewalStart,
      ),
    [product, factorsKey, start.chosenStart, locale, start.renewalStart],
  );
  const form = useForm<PurchaseFormValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { holder: start.holder, insureds: start.insureds },
  });
  const insureds = useFieldArray({ control: form.control, name: 'insureds' });

  /** The draft goes out with the form's values as they are now (a copy: the form edits its own in place). */
  const emit = useCallback(
    (patch: Partial<PurchaseDraft>) => {
      const { holder, insureds } = structuredClone(form.getValues());
      draft.current = { ...draft.current, holder, insureds, ...patch };
      onDraftChange(draft.current);
    },
    [form, onDraftChange],
  );
  // Field values go out off the keystroke path: once typing pauses, and at once when the page is
  // hidden or left (use-trailing-call.ts). The page itself does not re-render per keystroke.
  const valuesOut = useTrailingCall(() => emit({}), DRAFT_SAVE_DELAY_MS);
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => valuesOut.schedule() }),
    [form, valuesOut],
  );

  // The premium is per insured person: adding or removing one asks the gateway again.
  const pricedSelection = useMemo(
    () => ({ ...selection, insuredCount: insureds.fields.length }),
    [selection, insureds.fields.length],
  );
  // The request a failed premium answer was for: the last good figure is then another selection's
  // price and is not shown as this one's (the hook keeps it; the display says it cannot be priced).
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const calculate = useCallback<CalculatePremium>(
    (request) =>
      onCalculatePremium(request).then(
        (total) => {
          setFailedFor((failed) => (failed === JSON.stringify(request) ? null : failed));
          return total;
        },
        (error: unknown) => {
          setFailedFor(JSON.stringify(request));
          throw error;
        },
      ),
    [onCalculatePremium],
  );
  const waitingForPremium = useRef(false);
  const { premium, pending, whenSettled } = usePremium(
    product,
    pricedSelection,
    calculate,
    start.premium,
    (value) => emit({ premium: value }),
  );
  const currentRequest = useMemo(() => {
    try {
      // The same request usePremium sends for this selection (copies and factors defaulted alike).
      const { planCode, copies = 1, factors = {}, insuredCount = 1 } = pricedSelection;
      return JSON.stringify(buildPremiumRequest(product, { planCode, copies, factors, insuredCount }));
    } catch {
      return null;
    }
  }, [product, pricedSelection]);
  const premiumFailed = failedFor !== null && failedFor === currentRequest;

  // Stable callbacks: the memoised plan panel and checklist re-render only when what they show changes.
  const changeSelection = useCallback(
    (next: PlanSelection) => {
      setSelection(next);
      emit({ selection: next });
    },
    [emit],
  );
  // Factors that follow from the insured (age band, …) are derived from them, never chosen.
  useDerivedFactors(product, form, selection, changeSelection, start.chosenStart, start.renewalStart);
  const changeReads = useCallback(
    (ids: string[]) => {
      setReadProtocols(ids);
      emit({ readProtocols: ids });
    },
    [emit],
  );
  const { navigate } = services;
  const openProtocol = useCallback(
    (item: ProtocolItemModel) => navigate?.('viewClause', { productCode: product.productCode, id: item.id }),
    [navigate, product.productCode],
  );
  const readAll = useCallback(() => changeReads(markAllRead(product.protocols)), [changeReads, product]);
  const clearAll = useCallback(() => changeReads(clearReads()), [changeReads]);

  // After a failed "next", the first message on the page is scrolled into view, clear of the bars.
  // The count changes in the render that draws the messages (the fields' own updates and this one
  // are one batch), so the effect finds them drawn.
  const [errorsShown, setErrorsShown] = useState(0);
  const screenRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (errorsShown > 0) showFirstError(screenRef.current);
  }, [errorsShown]);

  async function next() {
    // The field typed in is left first, as when a finger taps the button on a phone that keeps the
    // focus (iOS): its change event commits the value (the sales recording samples inputs on change).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const valid = await form.trigger();
    if (!valid) {
      // The first problem in page order (e.g. the age rule), not always the generic "fill in" text.
      // The errors as they are now: `form.formState` is this page's last render's, and the page does
      // not render for errors (reading it would subscribe the whole form to them while typing).
      const errors = [form.getFieldState('holder').error, form.getFieldState('insureds').error];
      showToast({ content: firstErrorMessage(errors) ?? format('screens.insure.fillForm') });
      setErrorsShown((count) => count + 1);
      return;
    }
    if (!mayProceed(product.protocols, readProtocols)) {
      showToast({ content: format('screens.insure.protocolsUnread') });
      return;
    }
    // A tap quicker than the premium's answer waits for it: the order carries the price shown.
    // A second tap meanwhile does not go on twice.
    if (waitingForPremium.current) return;
    waitingForPremium.current = true;
    const settled = await whenSettled().finally(() => (waitingForPremium.current = false));
    if (settled === null) {
      showToast({ content: format('screens.insure.premiumFailedNext') });
      return;
    }
    emit({});
    services.navigate?.(product.confirm.route, { productCode: product.productCode });
  }

  async function saveDraft() {
    if (!onSaveDraft) return;
    try {
      emit({});
      await onSaveDraft(draft.current);
      showToast({ icon: 'success', content: format('screens.insure.draftSaved') });
    } catch (error) {
      showToast({
        icon: 'fail',
        content:
          error instanceof Error && error.message ? error.message : format('screens.insure.draftFailed'),
      });
    }
  }

  const belowFoldDrawn = useBelowFoldDrawn(belowFoldLater);
  const idSubject = product.form.insuredSubject;
  return (
    <ScreenServicesProvider services={services}>
      <FieldsFormProvider form={form}>
        <main
          ref={screenRef}
          data-testid="insure-screen"
          aria-busy={!belowFoldDrawn}
          style={{ background: '#f5f6f8', minHeight: '100vh', paddingBottom: 80 }}
        >
          <h1 style={{ margin: 0, padding: '12px 16px', fontSize: 18, background: '#fff' }}>
            {product.name}
          </h1>
          {start.renewedFrom ? (
            <p
              data-testid="renewal-banner"
              role="note"
              style={{
                margin: 0,
                padding: '8px 16px',
                fontSize: 14,
                background: '#e8f3ff',
                color: '#1677ff',
              }}
            >
              {format(start.renewal ? 'screens.insure.renewalBanner' : 'screens.insure.buyAgainBanner', {
                policyNo: start.renewedFrom,
              })}
            </p>
          ) : null}
          <PlanPanel product={product} selection={selection} onChange={changeSelection} />
          <section style={sectionStyle} aria-label={format('screens.insure.holder')}>
            <h2 style={{ margin: 0, padding: '12px 16px 4px', fontSize: 16, background: '#fff' }}>
              {product.form.holder.title || format('screens.insure.holder')}
            </h2>
            <PartyFields
              product={product}
              fields={product.form.holder.fields}
              recordPath="holder"
              idSubject="holder"
            />
          </section>
          {belowFoldDrawn ? (
            <>
              {insureds.fields.map((item, index) => (
                <section
                  key={item.id}
                  style={sectionStyle}
                  aria-label={format('screens.insure.insuredIndex', { index: index + 1 })}
                >
                  <h2
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      margin: 0,
                      padding: '12px 16px 4px',
                      fontSize: 16,
                      background: '#fff',
                    }}
                  >
                    <span>
                      {product.form.insured.title || format('screens.insure.insured')}
                      {insureds.fields.length > 1 ? ` ${index + 1}` : ''}
                    </span>
                    {insureds.fields.length > product.form.insuredCount.min ? (
                      <button
                        type="button"
                        onClick={() => insureds.remove(index)}
                        style={{ border: 0, background: 'none', color: '#e53935', fontSize: 14 }}
                      >
                        {format('screens.insure.removeInsured')}
                      </button>
                    ) : null}
                  </h2>
                  <PartyFields
                    product={product}
                    fields={product.form.insured.fields}
                    recordPath={`insureds.${index}`}
                    idSubject={idSubject}
                  />
                </section>
              ))}
              <RootError name="insureds" />
              {insureds.fields.length < product.form.insuredCount.max ? (
                <Button
                  block
                  color="primary"
                  fill="outline"
                  style={{ marginTop: 8 }}
                  onClick={() => insureds.append(emptyInsured(product))}
                >
                  {format('screens.insure.addInsured')}
                </Button>
              ) : null}
              <div style={sectionStyle}>
                <ProtocolChecklist
                  groups={product.protocols}
                  read={readProtocols}
                  onOpen={openProtocol}
                  onReadAll={readAll}
                  onClear={clearAll}
                />
              </div>
            </>
          ) : null}
          <FixedFooter gap={8}>
            <div style={{ flex: 1 }}>
              <span style={{ fontSize: 13, color: '#666' }}>{format('screens.insure.premium')} </span>
              {/* The previous figure stays while a new one is asked for (no flicker); a failed one says so instead of an old price. */}
              <strong
                data-testid="premium"
                aria-busy={pending}
                aria-live="polite"
                style={{ fontSize: 20, color: '#ff6b00' }}
              >
                {premiumFailed
                  ? format('screens.insure.premiumFailed')
                  : premium === null
                    ? format('screens.insure.premiumPending')
                    : format('screens.insure.premiumValue', { premium: formatPremium(premium) })}
              </strong>
            </div>
            {onSaveDraft ? (
              <Button color="primary" fill="outline" onClick={() => void saveDraft()}>
                {format('screens.insure.saveDraft')}
              </Button>
            ) : null}
            <Button color="primary" onClick={() => void next()}>
              {format('screens.insure.next')}
            </Button>
          </FixedFooter>
        </main>
      </FieldsFormProvider>
    </ScreenServicesProvider>
  );
}
