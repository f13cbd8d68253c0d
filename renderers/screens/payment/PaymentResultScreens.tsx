/**
 * /payoff?productCode= (back from the messaging-app OAuth step: pay, then see the result) and
 * /paySuccess?orderCode=&productCode=&applicationFormCode= (the order's result). Both read the
 * result through the shell's callbacks (order/searchOrderCharge, the sandbox cashier).
 */
import { Button, ErrorBlock, Result } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { format } from '../../../engine/messages';
import { formatPremium } from '../../../engine';

export interface PaymentResult {
  status: 'paid' | 'unpaid';
  orderCode: string;
  /** Total premium in yuan. */
  amount?: number;
  productName?: string;
}

type State = { status: 'loading' } | { status: 'ready'; result: PaymentResult } | { status: 'error'; message: string };

function useResult(load: () => Promise<PaymentResult>) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (result) => setState({ status: 'ready', result }),
      (error: unknown) => setState({ status: 'error', message: error instanceof Error && error.message ? error.message : format('screens.pay.loadFailed') }),
    );
  }, [load]);
  useEffect(reload, [reload]);
  return { state, reload };
}

export interface PaymentResultScreenProps {
  /** Reads the order's payment state. */
  loadResult: () => Promise<PaymentResult>;
  /** Pays an unpaid order (opens the cashier); resolves when the buyer is back. */
  onPay?: (() => Promise<void>) | undefined;
  navigate: (path: string, query?: Record<string, string>) => void;
}

export function PaymentResultScreen({ loadResult, onPay, navigate }: PaymentResultScreenProps) {
  const { state, reload } = useResult(loadResult);
  if (state.status === 'loading') return <p style={{ padding: 24, textAlign: 'center' }}>{format('screens.pay.checking')}</p>;
  if (state.status === 'error') {
    return (
      <ErrorBlock status="default" title={state.message} description="">
        <Button onClick={reload}>{format('screens.pay.retry')}</Button>
      </ErrorBlock>
    );
  }
  const { result } = state;
  const paid = result.status === 'paid';
  return (
    <main data-testid="payment-result" style={{ background: '#fff', minHeight: '100vh' }}>
      <Result status={paid ? 'success' : 'waiting'} title={format(paid ? 'screens.pay.paid' : 'screens.pay.unpaid')} description={result.productName ?? ''} />
      <dl style={{ margin: 0, padding: '0 24px', fontSize: 14 }}>
        <dt style={{ color: '#999' }}>{format('screens.pay.orderCode')}</dt>
        <dd style={{ margin: '2px 0 10px' }} data-testid="order-code">{result.orderCode}</dd>
        {result.amount !== undefined ? (
          <>
            <dt style={{ color: '#999' }}>{format('screens.pay.amount')}</dt>
            <dd style={{ margin: '2px 0 10px' }}>{format('screens.insure.premiumValue', { premium: formatPremium(result.amount) })}</dd>
          </>
        ) : null}
      </dl>
      <div style={{ display: 'grid', gap: 12, padding: 24 }}>
        {!paid && onPay ? (
          <Button block color="primary" onClick={() => void onPay().then(reload)}>
            {format('screens.pay.payNow')}
          </Button>
        ) : null}
        {!paid ? <Button block onClick={reload}>{format('screens.pay.refresh')}</Button> : null}
        {paid ? (
          <Button block color="primary" onClick={() => navigate('/policyList')}>
            {format('screens.pay.viewPolicies')}
          </Button>
        ) : null}
        <Button block fill="none" onClick={() => navigate('/')}>
          {format('screens.pay.backHome')}
        </Button>
      </div>
    </main>
  );
}
