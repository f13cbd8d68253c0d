import { z } from 'zod';
import { envelope } from '../envelope';
import { ratingListItem } from './commentsProduct';

/** The user's own rating of one business item (null when not rated). */
export const method = 'POST';
export const path = '/comment-svc/api/v1/comment/details';
export const request = z.object({
  bizNo: z.string().min(1),
  commentNode: z.enum(['00', '01']).default('00'),
});
export const responseData = ratingListItem.nullable();
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
