import { PolicyStatus as S, type PolicyStatusCode } from './statuses';

/**
 * Events that move a policy. `pay`, `cancel` and `surrender` come from calls; the rest come from
 * the sweeper (time) and the issuing step.
 */
export type LifecycleEvent =
  | 'pay'
  | 'payTimeout'
  | 'cancel'
  | 'issueStarted'
  | 'issueStartsLater'
  | 'issueFailed'
  | 'coverStarts'
  | 'coverEnds'
  | 'surrender';

/** The one transition table: from status → event → to status. Nothing else moves a policy. */
export const transitionTable: Readonly<
  Record<PolicyStatusCode, Partial<Record<LifecycleEvent, PolicyStatusCode>>>
> = {
  [S.toBePaid]: { pay: S.waitIssue, payTimeout: S.paymentTimeout, cancel: S.cancel },
  [S.waitIssue]: { issueStarted: S.guarantee, issueStartsLater: S.waitInsurance, issueFailed: S.issueFail },
  [S.waitInsurance]: { coverStarts: S.guarantee, surrender: S.surrender },
  [S.guarantee]: { coverEnds: S.overdue, surrender: S.surrender },
  [S.paymentTimeout]: {},
  [S.issueFail]: {},
  [S.overdue]: {},
  [S.surrender]: {},
  [S.cancel]: {},
};

export type TransitionResult =
  { ok: true; to: PolicyStatusCode } | { ok: false; from: PolicyStatusCode; event: LifecycleEvent };

export function transition(from: PolicyStatusCode, event: LifecycleEvent): TransitionResult {
  const to = transitionTable[from][event];
  return to ? { ok: true, to } : { ok: false, from, event };
}

export interface LifecycleConfig {
  /** How long an unpaid order waits for payment before it times out. */
  paymentWindowMs: number;
}

export const defaultLifecycleConfig: LifecycleConfig = { paymentWindowMs: 30 * 60 * 1000 };

/** What the sweeper looks at for one order. */
export interface PolicyTimes {
  status: PolicyStatusCode;
  payDeadline: Date | null;
  startDate: Date;
  endDate: Date;
}

/** The outcome the issuer reports for a paid order. */
export type IssueOutcome = { issued: true } | { issued: false; reason: string };

/**
 * The time-driven event due for an order at `now`, if any. Issuing (waitIssue) is decided by the
 * issuer, not by time alone: see `issueEvent`.
 */
export function dueTimeEvent(policy: PolicyTimes, now: Date): LifecycleEvent | null {
  const t = now.getTime();
  switch (policy.status) {
    case S.toBePaid:
      return policy.payDeadline && t >= policy.payDeadline.getTime() ? 'payTimeout' : null;
    case S.waitInsurance:
      return t >= policy.startDate.getTime() ? 'coverStarts' : null;
    case S.guarantee:
      return t > policy.endDate.getTime() ? 'coverEnds' : null;
    default:
      return null;
  }
}

/** After the issuer answered: in force now, later, or failed. */
export function issueEvent(outcome: IssueOutcome, startDate: Date, now: Date): LifecycleEvent {
  if (!outcome.issued) return 'issueFailed';
  return startDate.getTime() > now.getTime() ? 'issueStartsLater' : 'issueStarted';
}
