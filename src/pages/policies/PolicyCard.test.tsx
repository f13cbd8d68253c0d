// @vitest-environment jsdom
/**
 * A 待出单 card in the policy list follows its order: once the insurer has issued it, the card shows
 * 待起保, the policy number and the link to the 待起保 page, without the list being reloaded. The
 * order service is the gateway's edge: a fake that answers the order as the gateway would stands in.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, PolicySummary } from '../../../contract/order/shapes';
import { PolicyStatus, statusPath } from '../../../engine/routes/policy-status';
import { MemoryRouting } from '../../app/MemoryRouting';
import { PolicyCard } from './PolicyCard';
import { ISSUE_WATCH_DELAYS_MS } from './useIssueWatch';

const read = vi.hoisted(() => vi.fn<() => Promise<{ data?: OrderDetail }>>());
vi.mock('../../api/order', () => ({ orderSvc: { searchOrderDetailForPro: read } }));

const listed: PolicySummary = {
  orderCode: 'OD1',
  applicationFormCode: 'AF1',
  policyNo: null,
  productCode: '19PR999676',
  productName: '学生意外险',
  status: PolicyStatus.waitIssue,
  detailPath: statusPath(PolicyStatus.waitIssue),
  holderName: '张丽',
  insuredNames: ['王小明'],
  totalPremium: 90,
  startDate: '2026-11-28',
  endDate: '2027-11-27',
  createTime: '2026-11-27 10:00:00',
  payDeadline: null,
};
/** The same order as the gateway answers it once the insurer has issued it. */
const issued = {
  ...listed,
  status: PolicyStatus.waitInsurance,
  detailPath: statusPath(PolicyStatus.waitInsurance),
  policyNo: 'P20261127000001',
} as OrderDetail;

const card = () => screen.getByTestId('policy-card');
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  read.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a policy card', () => {
  it('turns from 待出单 into the issued policy by itself', async () => {
    // The first look: still 待出单; the second: issued.
    read.mockResolvedValueOnce({ data: { ...issued, ...listed } }).mockResolvedValue({ data: issued });
    render(
      <MemoryRouting path="/policyList">
        <PolicyCard policy={listed} />
      </MemoryRouting>,
    );
    expect(card().dataset.status).toBe(PolicyStatus.waitIssue);
    expect(card().getAttribute('href')).toBe('#/policyDetailWaitIssue?orderCode=OD1');

    await pass(ISSUE_WATCH_DELAYS_MS[0]!);
    expect(read).toHaveBeenCalledWith({ orderCode: 'OD1' }, { silent: true });
    expect(card().dataset.status).toBe(PolicyStatus.waitIssue);

    await pass(ISSUE_WATCH_DELAYS_MS[1]!);
    expect(card().dataset.status).toBe(PolicyStatus.waitInsurance);
    expect(card().getAttribute('href')).toBe('#/policyDetailWaitInsurance?orderCode=OD1');
    expect(card().textContent).toContain('P20261127000001');

    // Issued: no more reads.
    await pass(10 * 60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not read an order that is not waiting to be issued', async () => {
    render(
      <MemoryRouting path="/policyList">
        <PolicyCard policy={issued} />
      </MemoryRouting>,
    );
    await pass(10 * 60_000);
    expect(read).not.toHaveBeenCalled();
  });
});
