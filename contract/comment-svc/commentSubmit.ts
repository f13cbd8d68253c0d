import { z } from 'zod';
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
  list: z.array(z.object({ name: z.string(), code: z.string(), score: z.number().nullable().optional() })),
});
export const ratingBody = z.object({
  productCode: z.string().optional(),
  productName: z.string().optional(),
  userCode: z.string().optional(),
  userName: z.string().optional(),
  loginAccount: z.string().optional(),
  bizNo: z.string().optional(),
  bizType: z.string().optional(),
  commentNode: z.enum(['00', '01']).default('00'),
  commentList: z.array(commentItem).default([]),
});
export const request = z.array(ratingBody).length(1);
export const response = envelope(z.object({ id: z.number() }));
export type RatingBody = z.input<typeof ratingBody>;
export type Request = z.input<typeof request>;
