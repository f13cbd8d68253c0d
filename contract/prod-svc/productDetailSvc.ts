import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { envelope } from '../envelope';

/** Product configuration for the configurable page (/newProductDetail): content, attributes, insurers, labels. */
export const method = 'GET';
export const path = '/prod-svc/api/v2/productdetailsvc';
export const request = z.object({
  id: z.string().check(z.minLength(1)),
  channelNo: z._default(z.string(), 'edu'),
});
export const responseData = z.object({
  productCode: z.string(),
  productName: z.string(),
  kind: z.string(),
  detailPath: z.string(),
  manifestVersion: z.string(),
  labels: z.array(z.string()),
  /** `name` in the reader's language where the manifest translates it (`nameLang` says which). */
  insurers: z.array(
    z.object({
      partyRole: z.string(),
      logoUrl: z.string(),
      insuringAreaCode: z.string(),
      name: z.string(),
      nameLang: z.optional(contentLang),
    }),
  ),
  sections: z.array(z.record(z.string(), z.unknown())),
  attributes: z.record(z.string(), z.unknown()),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
