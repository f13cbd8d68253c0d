import type { IssueOutcome } from './transitions';

/** The insurer's issuing system. The sandbox one stands in until a real insurer is plugged in. */
export interface Issuer {
  readonly name: string;
  /** null while the insurer is still processing. */
  issue(order: { orderCode: string; startDate: Date; paidAt: Date }, now: Date): Promise<IssueOutcome | null>;
}

/** How long the sandbox insurer takes to issue a paid order (the app shows "waiting to issue" meanwhile). */
export const SANDBOX_ISSUE_DELAY_MS = 2 * 60 * 1000;

const dayKey = (d: Date) => Math.floor((d.getTime() + 8 * 3_600_000) / 86_400_000); // China time (UTC+8) day

/**
 * Sandbox issuer: answers SANDBOX_ISSUE_DELAY_MS after payment. Insurers do not issue cover that
 * would start before the day it was paid, so such an order fails to issue; every other one is issued.
 */
export function sandboxIssuer(delayMs = SANDBOX_ISSUE_DELAY_MS): Issuer {
  return {
    name: 'sandbox',
    async issue({ startDate, paidAt }, now) {
      if (now.getTime() < paidAt.getTime() + delayMs) return null;
      return dayKey(startDate) < dayKey(paidAt)
        ? { issued: false, reason: 'start date before payment date' }
        : { issued: true };
    },
  };
}
