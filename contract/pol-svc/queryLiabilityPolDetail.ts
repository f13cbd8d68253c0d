import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { orderDetail } from '../order/shapes';

/** An issued policy of the user by policy number, with its endorsements. */
export const method = 'GET';
export const path = '/pol-svc/liabilitySvc/v1/queryLiabilityPolDetail';
export const request = z.object({ policyNo: z.string().check(z.minLength(1)) });
export const responseData = z.extend(orderDetail, {
  endorsements: z.array(
    z.object({ endorseNo: z.string(), kind: z.string(), reason: z.string(), createTime: z.string() }),
  ),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
