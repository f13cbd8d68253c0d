import { describe, expect, it } from 'vitest';
import { dueTimeEvent, issueEvent, transition, transitionTable } from './transitions';
import { PolicyStatus as S, allStatuses, statusPath } from './statuses';

const day = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('policy transition table', () => {
  it('moves an unpaid order to waiting-to-issue on payment, timeout or cancel otherwise', () => {
    expect(transition(S.toBePaid, 'pay')).toEqual({ ok: true, to: S.waitIssue });
    expect(transition(S.toBePaid, 'payTimeout')).toEqual({ ok: true, to: S.paymentTimeout });
    expect(transition(S.toBePaid, 'cancel')).toEqual({ ok: true, to: S.cancel });
  });

  it('refuses events a status does not accept', () => {
    expect(transition(S.guarantee, 'pay')).toEqual({ ok: false, from: S.guarantee, event: 'pay' });
    expect(transition(S.cancel, 'surrender').ok).toBe(false);
    expect(transition(S.overdue, 'surrender').ok).toBe(false);
    expect(transition(S.toBePaid, 'surrender').ok).toBe(false);
  });

  it('lets in-force and not-yet-started policies be surrendered', () => {
    expect(transition(S.guarantee, 'surrender')).toEqual({ ok: true, to: S.surrender });
    expect(transition(S.waitInsurance, 'surrender')).toEqual({ ok: true, to: S.surrender });
  });

  it('has a row and a detail route for every status; terminal states accept nothing', () => {
    for (const status of allStatuses) {
      expect(transitionTable[status]).toBeDefined();
      expect(statusPath(status)).toMatch(/^\/[Pp]olicyDetail/);
    }
    for (const terminal of [S.paymentTimeout, S.issueFail, S.overdue, S.surrender, S.cancel]) {
      expect(Object.keys(transitionTable[terminal])).toHaveLength(0);
    }
  });
});

describe('time-driven events', () => {
  const start = at('2026-09-01T00:00:00+08:00');
  const end = at('2027-08-31T23:59:59+08:00');
  const deadline = at('2026-08-01T10:30:00Z');

  it('times out an unpaid order only once its deadline has passed', () => {
    const p = { status: S.toBePaid, payDeadline: deadline, startDate: start, endDate: end };
    expect(dueTimeEvent(p, new Date(deadline.getTime() - 1))).toBeNull();
    expect(dueTimeEvent(p, deadline)).toBe('payTimeout');
  });

  it('starts cover on the start date and ends it after the end date', () => {
    const waiting = { status: S.waitInsurance, payDeadline: null, startDate: start, endDate: end };
    expect(dueTimeEvent(waiting, new Date(start.getTime() - 1))).toBeNull();
    expect(dueTimeEvent(waiting, start)).toBe('coverStarts');
    const inForce = { ...waiting, status: S.guarantee };
    expect(dueTimeEvent(inForce, end)).toBeNull();
    expect(dueTimeEvent(inForce, new Date(end.getTime() + 1000))).toBe('coverEnds');
  });

  it('decides waiting-for-insurance or guarantee at issue from the start date', () => {
    expect(issueEvent({ issued: true }, start, new Date(start.getTime() - day))).toBe('issueStartsLater');
    expect(issueEvent({ issued: true }, start, new Date(start.getTime() + day))).toBe('issueStarted');
    expect(issueEvent({ issued: false, reason: 'x' }, start, start)).toBe('issueFailed');
  });
});
