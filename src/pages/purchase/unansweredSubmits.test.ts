import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../state/userStorage';
import {
  forgetToken,
  KEPT_TOKEN_LIFETIME_MS,
  keepToken,
  keptToken,
  submissionKey,
  UNANSWERED_SUBMITS_KEY,
} from './unansweredSubmits';

const request = {
  operator: 'U1',
  applicationForms: {
    productCode: '19PR979745',
    insureds: [{ name: '李小明', cardId: '370811201603150031' }],
  },
};
const T0 = 1_800_000_000_000;

describe('the unanswered submits kept across a reload', () => {
  it('gives the token back for the same user and the same request, in any key order', () => {
    const storage = memoryStorage();
    keepToken(storage, submissionKey('U1', request), 'tok-1', T0);
    const reordered = {
      applicationForms: { insureds: request.applicationForms.insureds, productCode: '19PR979745' },
      operator: 'U1',
    };
    expect(keptToken(storage, submissionKey('U1', reordered), T0 + 1000)).toBe('tok-1');
  });

  it('gives nothing to another user or to a changed request (another insured: a fresh token, not the old order)', () => {
    const storage = memoryStorage();
    keepToken(storage, submissionKey('U1', request), 'tok-1', T0);
    expect(keptToken(storage, submissionKey('U2', request), T0)).toBeUndefined();
    const otherChild = {
      ...request,
      applicationForms: {
        ...request.applicationForms,
        insureds: [{ name: '李小红', cardId: '370811201603150058' }],
      },
    };
    expect(keptToken(storage, submissionKey('U1', otherChild), T0)).toBeUndefined();
  });

  it("lasts the gateway's token lifetime from when it was taken (30 minutes), and not from a clock set back", () => {
    const storage = memoryStorage();
    const key = submissionKey('U1', request);
    expect(KEPT_TOKEN_LIFETIME_MS).toBe(30 * 60 * 1000);
    keepToken(storage, key, 'tok-1', T0);
    expect(keptToken(storage, key, T0 + KEPT_TOKEN_LIFETIME_MS - 1)).toBe('tok-1');
    expect(keptToken(storage, key, T0 + KEPT_TOKEN_LIFETIME_MS)).toBeUndefined();
    expect(keptToken(storage, key, T0 - 1)).toBeUndefined();
  });

  it('forgets a submission once answered, keeping the others; an expired one goes at the next write', () => {
    const storage = memoryStorage();
    const first = submissionKey('U1', request);
    const second = submissionKey('U1', { ...request, operator: 'U1 ' });
    keepToken(storage, first, 'tok-1', T0);
    keepToken(storage, second, 'tok-2', T0 + 1000);
    forgetToken(storage, first, T0 + 2000);
    expect(keptToken(storage, first, T0 + 2000)).toBeUndefined();
    expect(keptToken(storage, second, T0 + 2000)).toBe('tok-2');
    forgetToken(storage, first, T0 + 1000 + KEPT_TOKEN_LIFETIME_MS);
    expect(storage.getItem(UNANSWERED_SUBMITS_KEY)).toBeNull();
  });

  it('keeps the eight latest submissions', () => {
    const storage = memoryStorage();
    const keys = Array.from({ length: 9 }, (_, i) => submissionKey('U1', { ...request, n: i }));
    keys.forEach((key, i) => keepToken(storage, key, `tok-${i}`, T0 + i));
    expect(keptToken(storage, keys[0]!, T0 + 10)).toBeUndefined();
    expect(keptToken(storage, keys[1]!, T0 + 10)).toBe('tok-1');
    expect(keptToken(storage, keys[8]!, T0 + 10)).toBe('tok-8');
  });

  it('reads storage it cannot parse as nothing kept', () => {
    const storage = memoryStorage();
    const key = submissionKey('U1', request);
    storage.setItem(UNANSWERED_SUBMITS_KEY, '{not json');
    expect(keptToken(storage, key, T0)).toBeUndefined();
    storage.setItem(
      UNANSWERED_SUBMITS_KEY,
      JSON.stringify([
        { ...key, token: 5, takenAt: T0 },
        { ...key, token: '' },
      ]),
    );
    expect(keptToken(storage, key, T0)).toBeUndefined();
  });
});
