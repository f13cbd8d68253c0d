import { describe, expect, it } from 'vitest';
import { allStatuses, statusOfRoute, statusPath, statusRoute } from './policy-status';
import { routeNameFor } from './table';

describe('policy status → status page (one mapping for the gateway and the app)', () => {
  it('gives each of the nine statuses its own page of spec §2, and finds the status back from the page', () => {
    expect(allStatuses).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09']);
    const paths = allStatuses.map(statusPath);
    expect(new Set(paths).size).toBe(9);
    expect(paths).toEqual([
      '/policyDetailTobePaid',
      '/policyDetailPaymentTimeout',
      '/policyDetailWaitIssue',
      '/policyDetailIssueFail',
      '/policyDetailWaitInsurance',
      '/policyDetailGuarantee',
      '/policyDetailPolicyOverdue',
      '/policyDetailSurrender',
      '/PolicyDetailCancel',
    ]);
    for (const code of allStatuses) {
      // The path the gateway answers leads the app's router back to the same status.
      const name = routeNameFor(statusPath(code));
      expect(name).toBe(statusRoute[code]);
      expect(statusOfRoute(name!)).toBe(code);
    }
    expect(statusOfRoute('policyList')).toBeUndefined();
  });
});
