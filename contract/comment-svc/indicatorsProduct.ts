import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { envelope } from '../envelope';

/** The rating template of a node ('00' policy, '01' claim) for a product. */
export const method = 'GET';
export const path = '/comment-svc/api/v1/indicators/product';
export const request = z.object({
  productCode: z.string().check(z.minLength(1)),
  commentNode: z._default(z.enum(['00', '01']), '00'),
});
/**
 * `lang`: the language of `name` — the brokerage's translation of the item when the reader asked for
 * its language and it has one, else the Chinese name of record (docs/app-shell.md "What is content").
 */
export const templateItem = z.object({
  commentType: z.string(),
  list: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      score: z.number(),
      num: z.number(),
      lang: z.optional(contentLang),
    }),
  ),
});
export const responseData = z.object({ list: z.array(templateItem), total: z.number() });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
