/**
 * The catalogues loaded so far (zh-CN always; en-US once ./english.ts has run) — apart from
 * ./index.ts so that ./english.ts registers itself without importing the module that loads it.
 */
import * as zh from './zh-CN';

const zhCN = {
  ...zh.validation,
  ...zh.engine,
  ...zh.shell,
  ...zh.screens,
  ...zh.gateway,
  ...zh.growth,
  ...zh.contract,
  ...zh.identity,
  ...zh.release,
};

export type MessageKey = keyof typeof zhCN;
export type Locale = 'zh-CN' | 'en-US';

export const catalogues: { 'zh-CN': Record<MessageKey, string> } & Partial<
  Record<Locale, Record<MessageKey, string>>
> = { 'zh-CN': zhCN };

/** Called by a locale's catalogue module when it is evaluated. */
export function registerCatalogue(locale: Locale, messages: Record<MessageKey, string>): void {
  catalogues[locale] = messages;
}
