import { type PolicyStatusCode } from '../../../engine/routes/policy-status';

/**
 * Policy statuses of spec §4: the codes and each status's page are the engine's
 * (engine/routes/policy-status.ts, shared with the app); the gateway's own rules about them are
 * below. Documented in docs/policy-lifecycle.md.
 */
export {
  PolicyStatus,
  allStatuses,
  isPolicyStatus,
  statusPath,
  type PolicyStatusCode,
} from '../../../engine/routes/policy-status';

/** Statuses after issue: the order carries a policy number. */
export const issuedStatuses: readonly PolicyStatusCode[] = ['05', '06', '07', '08'];

/** Statuses an order can be deleted from the user's list in (nothing is in force or pending). */
export const deletableStatuses: readonly PolicyStatusCode[] = ['02', '04', '09'];
