/**
 * /payoff?productCode= (back from the messaging-app OAuth step: pay, then see the result) and
 * /paySuccess?orderCode=&productCode=&applicationFormCode= (the order's result). Both read the
 * result through the shell's callbacks (order/searchOrderCharge, the order detail, the manifest).
 * Each outcome has its own title and wording (issue 13): a failed or cancelled payment is never
 * shown as a success and offers to pay again; 出单失败 says what happens to the money.
 */
import { Button, ErrorBlock, Result } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Locale, type StorefrontKey } from '../../../engine/messages';
import { useFormat } from '../../platform/locale';
import { PAYABLE_OUTCOMES, type PaymentOutcome } from '../../../engine/rules/payment-outcome';
import type { Navigate } from '../../platform/services';
import { OrderFacts } from './OrderFacts';
import '../../../engine/messages/zh-CN/payment';
import '../../../engine/messages/zh-CN/screens';

export interface PaymentResult {
  outcome: PaymentOutcome;
  orderCode: string;
  /** Total premium in yuan. */
  amount?: number;
  productName?: string;
  /** The language the gateway answered the product's (and plan's) name in (Chinese when absent). */
  productNameLang?: Locale;
  planName?: string;
  planNameLang?: Locale;
  insuredNames?: readonly string[];
  startDate?: string;
  endDate?: string;
  payDeadline?: string | null;
  /** payElsewhere: where and how to pay (the manifest's payment notice). */
  instruction?: string;
  /** issueFailed: what happens to the money. */
  refundStatus?: 'none' | 'pending' | 'refunded';
}

type ResultStatus = 'success' | 'error' | 'info' | 'waiting' | 'warning';
const VIEW: Record<PaymentOutcome, { status: ResultStatus; title: StorefrontKey; text?: StorefrontKey }> = {
  paid: { status: 'success', title: 'screens.pay.paid', text: 'screens.pay.paidText' },
  free: { status: 'success', title: 'screens.pay.free', text: 'screens.pay.freeText' },
  unpaid: { status: 'waiting', title: 'screens.pay.unpaid', text: 'screens.pay.unpaidText' },
  confirming: { status: 'waiting', title: 'screens.pay.confirming', text: 'screens.pay.confirmingText' },
  failed: { status: 'error', title: 'screens.pay.failed', text: 'screens.pay.failedText' },
  cancelled: { status: 'warning', title: 'screens.pay.cancelled', text: 'screens.pay.cancelledText' },
  payElsewhere: { status: 'info', title: 'screens.pay.payElsewhere' },
  closed: { status: 'info', title: 'screens.pay.closed', text: 'screens.pay.closedText' },
  issueFailed: { status: 'error', title: 'screens.pay.issueFailed', text: 'screens.pay.issueFailedText' },
};
const REFUND_TEXT: Record<'none' | 'pending' | 'refunded', StorefrontKey> = {
  none: 'screens.pay.noRefund',
  pending: 'screens.pay.refundPending',
  refunded: 'screens.pay.refunded',
};
/** Back from the cashier before its answer arrived: ask again this often, this many times. */
const CONFIRM_INTERVAL_MS = 1_000;
const CONFIRM_ATTEMPTS = 10;

type State =
  { status: 'loading' } | { status: 'ready'; result: PaymentResult } | { status: 'error'; message: string };

function useResult(load: () => Promise<PaymentResult>) {
  const format = useFormat();
  const [state, setState] = useState<State>({ status: 'loading' });
  const confirmations = useRef(0);
  // A re-check keeps the page as it is (no "checking" flash) until the answer is in.
  const check = useCallback(() => {
    load().then(
      (result) => setState({ status: 'ready', result }),
      (error: unknown) =>
        setState({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : format('screens.pay.loadFailed'),
        }),
    );
  }, [load, format]);
  // A retry tap shows loading first.
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    check();
  }, [check]);
  // The first state is already loading.
  useEffect(() => check(), [check]);
  const confirming = state.status === 'ready' && state.result.outcome === 'confirming';
  useEffect(() => {
    if (!confirming || confirmations.current >= CONFIRM_ATTEMPTS) return;
    const timer = setTimeout(() => {
      confirmations.current += 1;
      check();
    }, CONFIRM_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [confirming, state, check]);
  return { state, reload };
}

export interface PaymentResultScreenProps {
  /** Reads the order's payment state and what was bought. */
  loadResult: () => Promise<PaymentResult>;
  /** Pays an unpaid order (opens the cashier); resolves when the buyer is back. */
  onPay?: (() => Promise<void>) | undefined;
  /** Starts a new application for the same product (出单失败, a closed order). */
  onApplyAgain?: (() => void) | undefined;
  navigate: Navigate;
}

export function PaymentResultScreen({ loadResult, onPay, onApplyAgain, navigate }: PaymentResultScreenProps) {
  const format = useFormat();
  const { state, reload } = useResult(loadResult);
  if (state.status === 'loading')
    return <p style={{ padding: 24, textAlign: 'center' }}>{format('screens.pay.checking')}</p>;
  if (state.status === 'error') {
    return (
      <ErrorBlock status="default" title={state.message} description="">
        <Button onClick={() => reload()}>{format('screens.pay.retry')}</Button>
      </ErrorBlock>
    );
  }
  const { result } = state;
  const view = VIEW[result.outcome];
  const payable = PAYABLE_OUTCOMES.includes(result.outcome);
  const done = result.outcome === 'paid' || result.outcome === 'free';
  const description =
    result.outcome === 'payElsewhere' ? (result.instruction ?? '') : view.text ? format(view.text) : '';
  return (
    <main
      data-testid="payment-result"
      data-outcome={result.outcome}
      style={{ background: '#fff', minHeight: '100vh' }}
    >
      <Result status={view.status} title={format(view.title)} description={description} />
      {result.outcome === 'issueFailed' ? (
        <p
          data-testid="refund-status"
          role="status"
          style={{
            margin: '0 24px 12px',
            padding: 12,
            background: '#fff7e6',
            color: '#ad6800',
            borderRadius: 8,
            fontSize: 14,
          }}
        >
          {format('screens.common.labelValue', {
            label: format('screens.pay.refund'),
            value: format(REFUND_TEXT[result.refundStatus ?? 'none']),
          })}
        </p>
      ) : null}
      <OrderFacts
        result={result}
        showDeadline={!done && result.outcome !== 'closed' && result.outcome !== 'issueFailed'}
      />
      <div style={{ display: 'grid', gap: 12, padding: 24 }}>
        {payable && onPay ? (
          <Button block color="primary" onClick={() => void onPay().then(() => reload())}>
            {format(result.outcome === 'unpaid' ? 'screens.pay.payNow' : 'screens.pay.payAgain')}
          </Button>
        ) : null}
        {(result.outcome === 'issueFailed' || result.outcome === 'closed') && onApplyAgain ? (
          <Button block color="primary" onClick={onApplyAgain}>
            {format('screens.pay.applyAgain')}
          </Button>
        ) : null}
        {result.outcome === 'unpaid' ||
        result.outcome === 'confirming' ||
        result.outcome === 'payElsewhere' ? (
          <Button block onClick={() => reload()}>
            {format('screens.pay.refresh')}
          </Button>
        ) : null}
        {done ? (
          <Button block color="primary" onClick={() => navigate('policyList')}>
            {format('screens.pay.viewPolicies')}
          </Button>
        ) : null}
        <Button block fill="none" onClick={() => navigate('home')}>
          {format('screens.pay.backHome')}
        </Button>
      </div>
    </main>
  );
}
