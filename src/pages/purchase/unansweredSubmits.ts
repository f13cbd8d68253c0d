import { RESUB_TOKEN_TTL_MS } from '../../../contract/idg-svc/resubToken';
import { contentHash } from '../../../engine/normalize/hash';
import type { KeyValueStorage } from '../../state/userStorage';

/**
 * The X-RESUB-TOKENs of order submits that got no answer, kept in sessionStorage so that a reload
 * of the confirm page (by the parent, or by the messaging app's browser) between the lost answer
 * and the next tap sends the same token again: the gateway then answers with the first submit's
 * order instead of making a second one (docs/app-shell.md, API client).
 *
 * A token is kept for one submission only: the same user and the same request (a hash of its
 * content, keys sorted), so a parent who goes back and changes the form gets a fresh token, never
 * the earlier order. It is dropped when an answer arrives, and after the gateway's token lifetime
 * (counted from when it was taken): past it the gateway no longer accepts the token anyway.
 */
export const UNANSWERED_SUBMITS_KEY = 'edu-storefront:unanswered-submits';
/** How long a kept token is sent again: the gateway's lifetime of a resub token. */
export const KEPT_TOKEN_LIFETIME_MS = RESUB_TOKEN_TTL_MS;
/** Submissions kept at most (the oldest goes first): a parent trying a few forms offline. */
const MAX_KEPT = 8;

/** Which submission a token is for. */
export interface SubmissionKey {
  userCode: string;
  requestHash: string;
}

interface Kept extends SubmissionKey {
  token: string;
  takenAt: number;
}

export function submissionKey(userCode: string, request: unknown): SubmissionKey {
  return { userCode, requestHash: contentHash(request) };
}

export const sameSubmission = (a: SubmissionKey, b: SubmissionKey) =>
  a.userCode === b.userCode && a.requestHash === b.requestHash;

const isKept = (value: unknown): value is Kept => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.userCode === 'string' &&
    typeof entry.requestHash === 'string' &&
    typeof entry.token === 'string' &&
    entry.token !== '' &&
    typeof entry.takenAt === 'number' &&
    Number.isFinite(entry.takenAt)
  );
};

/** The kept entries still within their lifetime (a clock set back counts as expired too). */
function readKept(storage: KeyValueStorage, now: number): Kept[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(UNANSWERED_SUBMITS_KEY) ?? '[]');
  } catch {
    parsed = [];
  }
  return (Array.isArray(parsed) ? parsed : [])
    .filter(isKept)
    .filter((entry) => entry.takenAt <= now && now - entry.takenAt < KEPT_TOKEN_LIFETIME_MS);
}

function writeKept(storage: KeyValueStorage, entries: Kept[]): void {
  try {
    if (entries.length === 0) storage.removeItem(UNANSWERED_SUBMITS_KEY);
    else storage.setItem(UNANSWERED_SUBMITS_KEY, JSON.stringify(entries.slice(-MAX_KEPT)));
  } catch {
    // Storage full or disabled: the token is then kept for this page only (the caller's memory).
  }
}

/** The token of this submission's unanswered submit, if one is kept and still within its lifetime. */
export function keptToken(storage: KeyValueStorage, key: SubmissionKey, now: number): string | undefined {
  return readKept(storage, now).find((entry) => sameSubmission(entry, key))?.token;
}

/** Keeps the token a submission is about to be sent with, until its answer arrives. */
export function keepToken(storage: KeyValueStorage, key: SubmissionKey, token: string, now: number): void {
  const others = readKept(storage, now).filter((entry) => !sameSubmission(entry, key));
  writeKept(storage, [...others, { ...key, token, takenAt: now }]);
}

/** An answer arrived for this submission: its token is used up. */
export function forgetToken(storage: KeyValueStorage, key: SubmissionKey, now: number): void {
  writeKept(
    storage,
    readKept(storage, now).filter((entry) => !sameSubmission(entry, key)),
  );
}
