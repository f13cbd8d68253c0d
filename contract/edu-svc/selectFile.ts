import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { contentLang } from '../content-lang';

/** The server articles (rich text) available to /richTextPage, newest layout order first; content not included. */
export const method = 'GET';
export const path = '/edu-svc/wxb/_bai/selectFile';
export const responseData = z.object({
  list: z.array(
    z.object({ id: z.string(), title: z.string(), lang: z.optional(contentLang), updateTime: z.string() }),
  ),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
