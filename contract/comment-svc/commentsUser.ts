import { z } from 'zod';
import { envelope } from '../envelope';
import { ratingListItem } from './commentsProduct';

/** The logged-in user's own ratings, paged. */
export const method = 'POST';
export const path = '/comment-svc/api/v1/comments/user';
export const request = z
  .object({ pn: z.number().int().min(1).default(1), ps: z.number().int().min(1).max(50).default(15) })
  .default({ pn: 1, ps: 15 });
export const responseData = z.object({ list: z.array(ratingListItem), total: z.number() });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
