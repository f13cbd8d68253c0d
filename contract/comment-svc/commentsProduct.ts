import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Published ratings of a product, paged (status 1, productCode, pn, ps, commentNode → list, total). */
export const method = 'POST';
export const path = '/comment-svc/api/v1/_bai/comments/product';
export const request = z.object({
  status: z._default(z.union([z.literal(1), z.literal('1')]), 1),
  productCode: z.string().check(z.minLength(1)),
  pn: z._default(z.int().check(z.gte(1)), 1),
  ps: z._default(z.int().check(z.gte(1), z.lte(50)), 15),
  commentNode: z._default(z.enum(['00', '01']), '00'),
});
export const ratingListItem = z.object({
  createTime: z.string(),
  loginAccount: z.string(),
  bizNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  commentStatistics: z.object({ commentNode: z.string(), score: z.number() }),
  commentList: z.array(
    z.object({
      commentType: z.string(),
      list: z.array(z.object({ name: z.string(), code: z.string(), score: z.number() })),
    }),
  ),
});
export const responseData = z.object({ list: z.array(ratingListItem), total: z.number() });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
