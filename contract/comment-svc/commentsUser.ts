import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { ratingListItem } from './commentsProduct';

/** The logged-in user's own ratings, paged. */
export const method = 'POST';
export const path = '/comment-svc/api/v1/comments/user';
export const request = z._default(
  z.object({
    pn: z._default(z.int().check(z.gte(1)), 1),
    ps: z._default(z.int().check(z.gte(1), z.lte(50)), 15),
  }),
  { pn: 1, ps: 15 },
);
export const responseData = z.object({ list: z.array(ratingListItem), total: z.number() });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
