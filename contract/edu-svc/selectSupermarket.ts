import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { envelope } from '../envelope';
import { market } from './queryIdByArea';

/** One market by id, with the products it sells (catalogue entries). */
export const method = 'POST';
export const path = '/edu-svc/supermarket/_bai/selectSupermarket';
export const request = z.object({ id: z.string().check(z.minLength(1)) });
export const responseData = z.extend(market, {
  netStatus: z.enum(['0', '1']),
  bannerUrl: z.nullable(z.string()),
  /** Product names in the reader's language where the manifest translates them (`productNameLang` says which). */
  products: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      productNameLang: contentLang,
      detailPath: z.string(),
    }),
  ),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
