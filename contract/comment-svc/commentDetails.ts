import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { ratingListItem } from './commentsProduct';

/** The user's own rating of one business item (null when not rated). */
export const method = 'POST';
export const path = '/comment-svc/api/v1/comment/details';
export const request = z.object({
  bizNo: z.string().check(z.minLength(1)),
  commentNode: z._default(z.enum(['00', '01']), '00'),
});
export const responseData = z.nullable(ratingListItem);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
