import { routes, type RouteName } from './table';

/**
 * The nine policy statuses of spec §4 as the gateway codes them (docs/policy-lifecycle.md) and the
 * status page of spec §2 that shows an order in each: written once, here, for the gateway (which
 * answers each order's `detailPath`) and the app (its status pages, tabs and labels).
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

/** The status page (a route name of the table) of each status; its title is the status's name. */
export const statusRoute = {
  '01': 'policyDetailTobePaid',
  '02': 'policyDetailPaymentTimeout',
  '03': 'policyDetailWaitIssue',
  '04': 'policyDetailIssueFail',
  '05': 'policyDetailWaitInsurance',
  '06': 'policyDetailGuarantee',
  '07': 'policyDetailPolicyOverdue',
  '08': 'policyDetailSurrender',
  '09': 'PolicyDetailCancel',
} as const satisfies Record<PolicyStatusCode, RouteName>;

/** The path of a status's page, as the gateway answers it in `detailPath`. */
export const statusPath = (code: PolicyStatusCode): string => routes[statusRoute[code]].path;

/** The status a status page shows, from its route name. */
export function statusOfRoute(route: RouteName): PolicyStatusCode | undefined {
  return allStatuses.find((code) => statusRoute[code] === route);
}
