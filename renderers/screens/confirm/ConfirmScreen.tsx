/**
 * The confirm page (/confirm by productCode, /confirmIndex, /confirmIndexOneConfig,
 * /confirmIndexForMulti; spec §4 "Confirm page"): the summary, an acknowledgement, and the submit
 * button — disabled for the first 2 s, locked 2000 ms per tap and while a submit is in flight.
 * Submit: warnings, the engine's application form, duplicate check (not for a form whose earlier
 * submit got no answer), the shell's submit callback, toasts, tracking on failure, then the
 * engine's payment route.
 */
import { Button, Checkbox } from 'antd-mobile';
import { clearToast, loadDialog, showToast } from '../../platform/overlays';
import { useMemo, useState } from 'react';
import {
  buildApplicationForm,
  coverPeriod,
  paymentRoute,
  periodYears,
  type SubmittedOrder,
} from '../../../engine';
import { useFormat, useLocale, type Format } from '../../platform/locale';
import type { AgentConfig, ApplicationPayload, PartyState, ProductModel } from '../../../engine/model';
import { ScreenServicesProvider, type Navigate, type ScreenServices } from '../../platform/services';
import { useConfirmLock } from '../../widgets/confirm-button/use-confirm-lock';
import { FixedFooter } from '../../widgets/fixed-footer/FixedFooter';
import { runPaymentRoute, submittedMessage, type PaymentCallbacks } from '../payment/run-payment';
import type { PurchaseDraft } from '../purchase/draft';
import { ConfirmSummary } from './ConfirmSummary';
import { SubmitUnanswered } from './submit-unanswered';
import '../../../engine/messages/zh-CN/payment';

/** Who buys and through whom: what the shell knows beyond the form. */
export interface OrderContext {
  /** The holder's user code (operator, holderCode). */
  operator: string;
  /** The sale's serial number (idg-svc idg3, the one its recording and tracking are filed under) for idempotentSerialNo. */
  idempotentSerialNo: string;
  /** The agent chosen by the engine's chooseAgent (promoter, fixed agent, staff, promo code). */
  agent?: AgentConfig;
  schanelCode?: string;
}

export interface ConfirmScreenProps {
  product: ProductModel;
  services: Partial<ScreenServices>;
  draft: PurchaseDraft;
  order: OrderContext;
  /** Duplicate-insurance check (wxb/repeatInsurance) per insured; resolves the first duplicate's name or null. */
  onCheckDuplicate: (query: { insureds: PartyState[]; startDate: string }) => Promise<string | null>;
  /**
   * Submits (order/submitOrder/v2; saves the payout record). Rejects with the server msg, or with
   * SubmitUnanswered when no answer came: the next call must then send the same X-RESUB-TOKEN.
   */
  onSubmitOrder: (payload: ApplicationPayload) => Promise<{ orderCode: string; applicationFormCode: string }>;
  /**
   * True when this form was submitted and got no answer (kept across a reload too): the submit then
   * sends the same X-RESUB-TOKEN and skips the duplicate check, which would find that submit's own order.
   */
  isUnansweredSubmit?: (payload: ApplicationPayload) => boolean;
  /** A tracking record (op-log) with this opDetail. */
  onTrack: (opDetail: string) => void;
  /** Clears the saved form data (after a duplicate). */
  onClearSavedForm: () => void;
  payment: Omit<PaymentCallbacks, 'navigate'>;
  /** Test hooks for the 2 s / 2000 ms timing. */
  openDelayMs?: number;
  tapLockMs?: number;
}

const SUBMITTING_TOAST_MS = 3000;

export function ConfirmScreen(props: ConfirmScreenProps) {
  const format = useFormat();
  const locale = useLocale();
  const { product, services, draft, order } = props;
  const [acknowledged, setAcknowledged] = useState(false);
  const lock = useConfirmLock(props.openDelayMs, props.tapLockMs);
  const period = useMemo(
    () =>
      coverPeriod(product, {
        ...(draft.chosenStart ? { chosenStart: draft.chosenStart } : {}),
        ...(draft.renewalStart ? { renewalStart: draft.renewalStart } : {}),
        years: periodYears(product, draft.selection),
      }),
    [product, draft.chosenStart, draft.renewalStart, draft.selection],
  );
  const navigate: Navigate = (to, query) => services.navigate?.(to, query);

  async function submit() {
    if (!lock.tryTap()) return;
    if (!acknowledged) {
      showToast({ content: format('screens.confirm.unconfirmed') });
      return;
    }
    const people = draft.insureds.map((insured) =>
      insured.checked
        ? { ...insured, idNumber: draft.holder.idNumber ?? '', name: draft.holder.name ?? '' }
        : insured,
    );
    if (people.some((insured) => !insured.idNumber?.trim())) {
      showToast({ content: format('screens.confirm.missingInsuredId') });
      return;
    }
    lock.hold();
    try {
      const payload = buildApplicationForm(product, {
        holder: draft.holder,
        insureds: draft.insureds,
        selection: draft.selection,
        startDate: period.startDate,
        totalPremium: draft.premium ?? 0,
        operator: order.operator,
        idempotentSerialNo: order.idempotentSerialNo,
        ...(order.agent ? { agent: order.agent } : {}),
        ...(order.schanelCode ? { schanelCode: order.schanelCode } : {}),
        ...(draft.renewal ? { renewal: draft.renewal } : {}),
      });
      // The same form submitted before without an answer goes again with its token, unchecked: the
      // gateway answers with that submit's result (its own duplicate check included).
      if (product.duplicateCheck && !props.isUnansweredSubmit?.(payload)) {
        const duplicate = await props.onCheckDuplicate({ insureds: people, startDate: period.startDate });
        if (duplicate) {
          props.onTrack(format('screens.confirm.trackDuplicate'));
          props.onClearSavedForm();
          await showDuplicate(duplicate, navigate, format);
          return;
        }
      }
      showToast({ content: format('screens.confirm.submitting'), duration: SUBMITTING_TOAST_MS });
      const created = await answeredSubmit(() => props.onSubmitOrder(payload), format);
      // The buyer gave up after 网络异常: the button is theirs again, with nothing more to say.
      if (!created) return;
      const submitted: SubmittedOrder = { ...created, totalPremium: draft.premium ?? 0 };
      const route = paymentRoute(product, submitted);
      showToast({ icon: 'success', content: submittedMessage(route, locale) });
      await runPaymentRoute(route, { ...props.payment, navigate }, locale);
    } catch (error) {
      clearToast();
      showToast({
        icon: 'fail',
        content: error instanceof Error && error.message ? error.message : format('screens.confirm.failed'),
      });
      props.onTrack(format('screens.confirm.trackFailed'));
    } finally {
      lock.release();
    }
  }

  return (
    <ScreenServicesProvider services={services}>
      <main
        data-testid="confirm-screen"
        style={{ background: '#f5f6f8', minHeight: '100vh', paddingBottom: 96 }}
      >
        {/* The nav bar already says 确认投保信息: only a product's own confirm heading is drawn here. */}
        {product.confirm.title ? (
          <h1 style={{ margin: 0, padding: '12px 16px', fontSize: 18, background: '#fff' }}>
            {product.confirm.title}
          </h1>
        ) : null}
        <ConfirmSummary product={product} draft={draft} period={period} blocks={product.confirm.blocks} />
        <FixedFooter>
          <Checkbox
            checked={acknowledged}
            onChange={setAcknowledged}
            style={{ '--font-size': '13px', '--icon-size': '16px', marginBottom: 8 }}
          >
            {format('screens.confirm.acknowledge')}
          </Checkbox>
          <Button block color="primary" disabled={lock.locked} onClick={() => void submit()}>
            {format('screens.confirm.submit')}
          </Button>
        </FixedFooter>
      </main>
    </ScreenServicesProvider>
  );
}

/**
 * The submit, offered again while it gets no answer (spec §8: 网络异常 with a retry button): the
 * shell sends a retry with the first try's X-RESUB-TOKEN, so it cannot make a second order.
 * Undefined when the buyer cancels.
 */
async function answeredSubmit<T>(send: () => Promise<T>, format: Format): Promise<T | undefined> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof SubmitUnanswered)) throw error;
      clearToast();
      const Dialog = await loadDialog();
      const retry = await Dialog.confirm({
        content: format('screens.pay.networkError'),
        confirmText: format('screens.pay.retry'),
        cancelText: format('screens.pay.cancel'),
      });
      if (!retry) return undefined;
      showToast({ content: format('screens.confirm.submitting'), duration: SUBMITTING_TOAST_MS });
    }
  }
}

/** The duplicate-insurance alert: personal centre (/myIndex) or OK (home). */
async function showDuplicate(name: string, navigate: Navigate, format: Format): Promise<void> {
  // Loaded when it is shown (with its mask and motion layer): not part of the screen's first paint.
  const Dialog = await loadDialog();
  await new Promise<void>((resolve) => {
    Dialog.show({
      content: format('screens.confirm.duplicate', { name }),
      closeOnAction: true,
      onClose: resolve,
      actions: [
        [
          { key: 'myIndex', text: format('screens.confirm.goMyIndex'), onClick: () => navigate('myIndex') },
          { key: 'ok', text: format('screens.confirm.ok'), bold: true, onClick: () => navigate('home') },
        ],
      ],
    });
  });
}
