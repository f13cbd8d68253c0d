import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { envelope } from '../envelope';

/**
 * One server article (rich text) by id, for /richTextPage?id= (spec §7 wxb/_bai/selectFileById).
 * `content` is server HTML: the app sanitizes it (DOMPurify) before showing it.
 * Written by the shell; the gateway-business owner refines it.
 */
export const method = 'GET';
export const path = '/edu-svc/wxb/_bai/selectFileById';
export const request = z.object({ id: z.string().check(z.minLength(1)) });
/**
 * `lang`: the language the title and content are written in — the brokerage's translation when the
 * reader asked for its language (Accept-Language) and it has one, else the Chinese text of record
 * (docs/app-shell.md "Articles").
 */
export const article = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lang: z.optional(contentLang),
  updateTime: z.optional(z.string()),
});
export const response = envelope(article);
export type Article = z.infer<typeof article>;
