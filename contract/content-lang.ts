import { z } from 'zod/mini';
import type { Locale } from '../engine/messages';

/**
 * The language a piece of content is written in, when the gateway answers it in the reader's
 * language (Accept-Language) where it has a translation and in the Chinese of record where not:
 * the brokerage's articles and rating template, the products' names on orders, product lists and
 * drafts (docs/app-shell.md
 * "What is content, not UI text"). The app marks the text with it (`lang`). Absent from a gateway
 * that does not say: Chinese.
 */
export const contentLang = z.enum(['zh-CN', 'en-US']) satisfies z.ZodMiniType<Locale>;
export type ContentLang = z.infer<typeof contentLang>;
