import { z } from 'zod/mini';
import type { Locale } from '../../engine/messages';
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
 * The language the title and content are written in: the brokerage's translation when the reader
 * asked for its language (Accept-Language) and it has one, else the Chinese text of record
 * (docs/app-shell.md "Articles"). Absent from a gateway that does not say: Chinese.
 */
export const contentLang = z.enum(['zh-CN', 'en-US']) satisfies z.ZodMiniType<Locale>;
export const article = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lang: z.optional(contentLang),
  updateTime: z.optional(z.string()),
});
export const response = envelope(article);
export type Article = z.infer<typeof article>;
