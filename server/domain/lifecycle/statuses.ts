import { routes } from '../../../engine/routes/table';

/**
 * Policy statuses of spec §4, with the codes this gateway answers and the policy detail route
 * (spec §2) the app opens for each. Documented in docs/policy-lifecycle.md.
 */
export const PolicyStatus = {
  toBePaid: '01',
  paymentTimeout: '02',
  waitIssue: '03',
  issueFail: '04',
  waitInsurance: '05',
  guarantee: '06',
  overdue: '07',
  surrender: '08',
  cancel: '09',
} as const;

export type PolicyStatusCode = (typeof PolicyStatus)[keyof typeof PolicyStatus];

export const allStatuses: readonly PolicyStatusCode[] = Object.values(PolicyStatus);

export function isPolicyStatus(value: string): value is PolicyStatusCode {
  return (allStatuses as readonly string[]).includes(value);
}

/** The policy detail route of spec §2 that shows an order in each status. */
export const detailRouteOf: Record<PolicyStatusCode, string> = {
  '01': routes.policyDetailTobePaid.path,
  '02': routes.policyDetailPaymentTimeout.path,
  '03': routes.policyDetailWaitIssue.path,
  '04': routes.policyDetailIssueFail.path,
  '05': routes.policyDetailWaitInsurance.path,
  '06': routes.policyDetailGuarantee.path,
  '07': routes.policyDetailPolicyOverdue.path,
  '08': routes.policyDetailSurrender.path,
  '09': routes.PolicyDetailCancel.path,
};

/** Statuses after issue: the order carries a policy number. */
export const issuedStatuses: readonly PolicyStatusCode[] = ['05', '06', '07', '08'];

/** Statuses an order can be deleted from the user's list in (nothing is in force or pending). */
export const deletableStatuses: readonly PolicyStatusCode[] = ['02', '04', '09'];
