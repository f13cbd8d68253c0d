import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Rating submission: an array of one rating body (spec §3). The §5 checks answer their own
 * messages ('missing {label} parameter', 'Please rate all'); success msg 'Rating succeeded'.
 * Fields are loose here so the gateway can answer the §5 message rather than a schema error.
 */
export const method = 'POST';
export const path = '/comment-svc/api/v1/comment/submit';
export const commentItem = z.object({
  commentType: z.string(),
  list: z.array(z.object({ name: z.string(), code: z.string(), score: z.optional(z.nullable(z.number())) })),
});
export const ratingBody = z.object({
  productCode: z.optional(z.string()),
  productName: z.optional(z.string()),
  userCode: z.optional(z.string()),
  userName: z.optional(z.string()),
  loginAccount: z.optional(z.string()),
  bizNo: z.optional(z.string()),
  bizType: z.optional(z.string()),
  commentNode: z._default(z.enum(['00', '01']), '00'),
  commentList: z._default(z.array(commentItem), []),
});
export const request = z.array(ratingBody).check(z.length(1));
export const response = envelope(z.object({ id: z.number() }));
export type RatingBody = z.input<typeof ratingBody>;
export type Request = z.input<typeof request>;
