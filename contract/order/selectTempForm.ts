import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { envelope } from '../envelope';

/** The user's saved drafts, newest first; with serialNo, just that draft. */
export const method = 'POST';
export const path = '/order/selectTempForm';
export const request = z._default(
  z.object({ serialNo: z.optional(z.string().check(z.minLength(1))), productCode: z.optional(z.string()) }),
  {},
);
export const draft = z.object({
  serialNo: z.string(),
  productCode: z.string(),
  /** The draft's product name (stored: the Chinese name of record) in the reader's language where the manifest translates it; `productNameLang` says which. */
  productName: z.string(),
  productNameLang: contentLang,
  form: z.record(z.string(), z.unknown()),
  createTime: z.string(),
  updateTime: z.string(),
});
export const responseData = z.object({ list: z.array(draft), total: z.number() });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
