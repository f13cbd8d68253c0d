import { RESUB_TOKEN_HEADER } from '../../../contract/idg-svc/resubToken';
import type { Request as OrderRequest } from '../../../contract/order/submitOrderV2';
import { SubmitUnanswered } from '../../../renderers/screens/confirm/submit-unanswered';
import { ApiFailure, DEFAULT_FAILURE_CODE, isApiFailure } from '../../api/failure';
import { idgSvc } from '../../api/idg-svc';
import { clientTexts } from '../../api/instance';
import { orderSvc } from '../../api/order';
import { session } from '../../state/user';
import { memoryStorage, type KeyValueStorage } from '../../state/userStorage';
import {
  forgetToken,
  keepToken,
  KEPT_TOKEN_LIFETIME_MS,
  keptToken,
  sameSubmission,
  submissionKey,
  type SubmissionKey,
} from './unansweredSubmits';

export interface OrderSubmitter {
  (request: OrderRequest): ReturnType<typeof orderSvc.submitOrderV2>;
  /** True when this request was submitted and got no answer: the next submit sends its token again. */
  isUnanswered(request: OrderRequest): boolean;
}

/**
 * The confirm page's submitOrder v2 with its X-RESUB-TOKEN kept until an answer arrives: a submit
 * whose answer was lost is sent again with the same token — after a reload of the page too, the
 * token being kept in sessionStorage for the same user and request (./unansweredSubmits.ts) — and
 * the gateway answers it with the first one's result (an order made once, or its refusal) instead
 * of making a second order. Any answer — success or refusal — uses the token up; the next submit
 * takes a new one.
 */
export function orderSubmitter(
  storage: KeyValueStorage = sessionStore(),
  now: () => number = Date.now,
): OrderSubmitter {
  // This page's own copy, for a storage that refuses the write (full): the page's retry still works.
  let unanswered: (SubmissionKey & { token: string; takenAt: number }) | undefined;
  const keyOf = (request: OrderRequest) => submissionKey(session.read().userCode ?? '', request);
  const tokenOf = (key: SubmissionKey) => {
    const kept = keptToken(storage, key, now());
    if (kept) return kept;
    const mine = unanswered;
    return mine && sameSubmission(mine, key) && now() - mine.takenAt < KEPT_TOKEN_LIFETIME_MS
      ? mine.token
      : undefined;
  };
  const answered = (key: SubmissionKey) => {
    forgetToken(storage, key, now());
    unanswered = undefined;
  };

  const submit = async (request: OrderRequest) => {
    const key = keyOf(request);
    let token = tokenOf(key);
    if (!token) {
      token = await newToken();
      const takenAt = now();
      keepToken(storage, key, token, takenAt);
      unanswered = { ...key, token, takenAt };
    }
    try {
      const reply = await orderSvc.submitOrderV2(request, {
        silent: true,
        resubToken: false,
        headers: { [RESUB_TOKEN_HEADER]: token },
      });
      answered(key);
      return reply;
    } catch (error) {
      if (noAnswer(error)) throw new SubmitUnanswered(error.message);
      answered(key);
      throw error;
    }
  };
  return Object.assign(submit, {
    isUnanswered: (request: OrderRequest) => tokenOf(keyOf(request)) !== undefined,
  });
}

/** A proxy's or load balancer's own failures: it gave up on the gateway or could not reach it. */
const PROXY_GAVE_UP = [502, 503, 504];

/**
 * The gateway's answer never came: the request or its answer was lost on the way, or a proxy in
 * front of the gateway answered in its place (a 502, 503 or 504 without the gateway's own reply,
 * which always carries a code). The order may exist: the submit is unanswered, not refused.
 */
function noAnswer(error: unknown): error is ApiFailure {
  if (!isApiFailure(error)) return false;
  if (error.kind === 'network') return true;
  return (
    error.kind === 'http' &&
    error.code === DEFAULT_FAILURE_CODE &&
    PROXY_GAVE_UP.includes(error.httpStatus ?? 0)
  );
}

function sessionStore(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStorage();
  }
}

async function newToken(): Promise<string> {
  const token = (await idgSvc.resubToken(undefined, { silent: true })).data;
  if (!token) throw new ApiFailure('____', clientTexts().fetchFailed(RESUB_TOKEN_HEADER), 'shape');
  return token;
}
