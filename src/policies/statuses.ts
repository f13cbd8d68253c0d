import type { MessageKey } from '../../engine/messages';
import type { RouteName } from '../../engine/routes/table';

/**
 * The nine policy statuses (spec §4) as the gateway codes them (docs/policy-lifecycle.md), the
 * status page of spec §2 for each, and the actions each status allows on its page.
 */
export const POLICY_STATUSES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type PolicyStatusCode = (typeof POLICY_STATUSES)[number];

export type PolicyAction =
  'pay' | 'cancel' | 'delete' | 'renew' | 'rate' | 'ePolicy' | 'email' | 'applyAgain';

type StatusInfo = { route: RouteName; label: MessageKey; actions: readonly PolicyAction[] };

export const statusInfo: Record<PolicyStatusCode, StatusInfo> = {
  '01': { route: 'policyDetailTobePaid', label: 'shell.title.policy.tobePaid', actions: ['pay', 'cancel'] },
  '02': {
    route: 'policyDetailPaymentTimeout',
    label: 'shell.title.policy.paymentTimeout',
    actions: ['applyAgain', 'delete'],
  },
  '03': { route: 'policyDetailWaitIssue', label: 'shell.title.policy.waitIssue', actions: [] },
  '04': {
    route: 'policyDetailIssueFail',
    label: 'shell.title.policy.issueFail',
    actions: ['applyAgain', 'delete'],
  },
  '05': {
    route: 'policyDetailWaitInsurance',
    label: 'shell.title.policy.waitInsurance',
    actions: ['ePolicy', 'email', 'rate'],
  },
  '06': {
    route: 'policyDetailGuarantee',
    label: 'shell.title.policy.guarantee',
    actions: ['ePolicy', 'email', 'rate', 'renew'],
  },
  '07': {
    route: 'policyDetailPolicyOverdue',
    label: 'shell.title.policy.overdue',
    actions: ['ePolicy', 'email', 'renew'],
  },
  '08': {
    route: 'policyDetailSurrender',
    label: 'shell.title.policy.surrender',
    actions: ['ePolicy', 'email'],
  },
  '09': {
    route: 'PolicyDetailCancel',
    label: 'shell.title.policy.cancel',
    actions: ['applyAgain', 'delete'],
  },
};

/** The status a status page shows, from its route. */
export function statusOfRoute(route: RouteName): PolicyStatusCode | undefined {
  return POLICY_STATUSES.find((code) => statusInfo[code].route === route);
}

/** Tabs of /policyList: all, then the statuses a buyer looks for most. */
export const POLICY_TABS: readonly (PolicyStatusCode | 'all')[] = [
  'all',
  '01',
  '03',
  '05',
  '06',
  '07',
  '02',
  '04',
  '08',
  '09',
];
