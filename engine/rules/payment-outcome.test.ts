import { describe, expect, it } from 'vitest';
import { paymentOutcome, type PaymentFacts } from './payment-outcome';

const online = { collectsPremium: true, payment: { mode: 'oauth' as const } };
const base: PaymentFacts = {
  status: '01',
  paid: false,
  totalPremium: 150,
  payStatus: 'UNPAID',
  backFromCashier: false,
};

describe('payment outcome (issue 13)', () => {
  it('tells a failed or cancelled cashier visit apart from a success', () => {
    expect(paymentOutcome(online, { ...base, payStatus: 'FAILED', backFromCashier: true })).toBe('failed');
    expect(paymentOutcome(online, { ...base, payStatus: 'CANCELLED', backFromCashier: true })).toBe(
      'cancelled',
    );
    expect(paymentOutcome(online, { ...base, status: '03', paid: true, payStatus: 'SUCCESS' })).toBe('paid');
  });

  it('waits for the cashier’s answer only when the buyer has just come back from it', () => {
    expect(paymentOutcome(online, { ...base, payStatus: 'WAITING', backFromCashier: true })).toBe(
      'confirming',
    );
    expect(paymentOutcome(online, { ...base, payStatus: 'WAITING' })).toBe('unpaid');
  });

  it('says a free policy is free, a fee-system premium is paid elsewhere, and a refused policy failed to issue', () => {
    expect(
      paymentOutcome(
        { collectsPremium: false, payment: { mode: 'none' } },
        { ...base, status: '03', paid: true, totalPremium: 0 },
      ),
    ).toBe('free');
    const feeSystem = {
      collectsPremium: true,
      payment: {
        mode: 'payUrl' as const,
        notice: { title: 't', text: 'x', afterConfirm: 'showOrder' as const },
      },
    };
    expect(paymentOutcome(feeSystem, base)).toBe('payElsewhere');
    expect(paymentOutcome(online, { ...base, status: '04', paid: true, payStatus: 'SUCCESS' })).toBe(
      'issueFailed',
    );
    expect(paymentOutcome(online, { ...base, status: '02' })).toBe('closed');
  });
});
