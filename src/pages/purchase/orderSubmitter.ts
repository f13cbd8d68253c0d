import { RESUB_TOKEN_HEADER } from '../../../contract/idg-svc/resubToken';
import type { Request as OrderRequest } from '../../../contract/order/submitOrderV2';
import { SubmitUnanswered } from '../../../renderers/screens/confirm/submit-unanswered';
import { ApiFailure, isApiFailure } from '../../api/failure';
import { idgSvc } from '../../api/idg-svc';
import { clientTexts } from '../../api/instance';
import { orderSvc } from '../../api/order';

/**
 * The confirm page's submitOrder v2 with its X-RESUB-TOKEN kept until an answer arrives: a submit
 * whose answer was lost is sent again with the same token, and the gateway answers it with the first
 * one's result (an order made once, or its refusal) instead of making a second order. Any answer —
 * success or refusal — uses the token up; the next submit takes a new one.
 */
export function orderSubmitter() {
  let unanswered: string | undefined;
  return async (request: OrderRequest) => {
    const token = unanswered ?? (await newToken());
    unanswered = token;
    try {
      const reply = await orderSvc.submitOrderV2(request, {
        silent: true,
        resubToken: false,
        headers: { [RESUB_TOKEN_HEADER]: token },
      });
      unanswered = undefined;
      return reply;
    } catch (error) {
      if (isApiFailure(error) && error.kind === 'network') throw new SubmitUnanswered(error.message);
      unanswered = undefined;
      throw error;
    }
  };
}

async function newToken(): Promise<string> {
  const token = (await idgSvc.resubToken(undefined, { silent: true })).data;
  if (!token) throw new ApiFailure('____', clientTexts().fetchFailed(RESUB_TOKEN_HEADER), 'shape');
  return token;
}
