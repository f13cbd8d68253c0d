import type { StorefrontKey } from '../../engine/messages';
import {
  allStatuses,
  statusOfRoute,
  statusRoute,
  type PolicyStatusCode,
} from '../../engine/routes/policy-status';
import { routes, type RouteName } from '../../engine/routes/table';

/**
 * The actions each policy status allows on its page (spec §4). The statuses and each one's page
 * are the engine's (engine/routes/policy-status.ts, shared with the gateway); a status's name is its
 * page's title.
 */
export { statusOfRoute, type PolicyStatusCode };
export const POLICY_STATUSES = allStatuses;

export type PolicyAction =
  'pay' | 'cancel' | 'delete' | 'renew' | 'rate' | 'ePolicy' | 'email' | 'applyAgain';

type StatusInfo = { route: RouteName; label: StorefrontKey; actions: readonly PolicyAction[] };

const actions: Record<PolicyStatusCode, readonly PolicyAction[]> = {
  '01': ['pay', 'cancel'],
  '02': ['applyAgain', 'delete'],
  '03': [],
  '04': ['applyAgain', 'delete'],
  '05': ['ePolicy', 'email', 'rate'],
  '06': ['ePolicy', 'email', 'rate', 'renew'],
  '07': ['ePolicy', 'email', 'renew'],
  '08': ['ePolicy', 'email'],
  '09': ['applyAgain', 'delete'],
};

export const statusInfo = Object.fromEntries(
  allStatuses.map((code) => {
    const route = statusRoute[code];
    return [code, { route, label: routes[route].title, actions: actions[code] }];
  }),
) as Record<PolicyStatusCode, StatusInfo>;

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
