import { describe, expect, it } from 'vitest';
import { canonicalNotify, signNotify, verifyNotify, type PayNotify } from './signature';

const notify: PayNotify = {
  notifyId: 'N1',
  tradeNo: 'T1',
  orderCode: 'O1',
  amount: 12800,
  status: 'SUCCESS',
  timestamp: 1,
};

describe('payment notify signature', () => {
  it('signs a canonical, key-sorted string', () => {
    expect(canonicalNotify(notify)).toBe(
      'amount=12800&notifyId=N1&orderCode=O1&status=SUCCESS&timestamp=1&tradeNo=T1',
    );
  });
  it('verifies its own signature and rejects a changed amount, another secret or junk', () => {
    const sig = signNotify(notify, 's3cret');
    expect(verifyNotify(notify, sig, 's3cret')).toBe(true);
    expect(verifyNotify({ ...notify, amount: 1 }, sig, 's3cret')).toBe(false);
    expect(verifyNotify(notify, sig, 'other')).toBe(false);
    expect(verifyNotify(notify, 'zz', 's3cret')).toBe(false);
  });
});
