import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { envelope } from '../envelope';

/** The product catalogue (spec §3 catalogue entry: productCode, productName, detail path). */
export const method = 'POST';
export const path = '/prod-svc/api/v2/product/edu/list';
export const request = z._default(
  z.object({ productCategory1: z.optional(z.string()), onSaleOnly: z.optional(z.boolean()) }),
  {},
);
export const entry = z.object({
  productCode: z.string(),
  /** The manifest's name in the reader's language (Accept-Language) where it translates it, else Chinese; `productNameLang` says which. */
  productName: z.string(),
  productNameLang: contentLang,
  detailPath: z.string(),
  kind: z.string(),
  productCategory1: z.string(),
  renewalLabel: z.string(),
  /** Where it is sold, province and city (山东省济宁市); '' for a nationwide product. */
  areaName: z.string(),
  /** Sold through a school's offline roster (docs/offline-channel.md): a visitor cannot buy it here. */
  offlineChannel: z.boolean(),
  /** The insurers behind the product (as productdetailsvc answers them), so /insureCompanies needs this one call. */
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
});
export const responseData = z.object({ list: z.array(entry), total: z.number() });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
