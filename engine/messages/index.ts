/**
 * The message catalogue: every user-facing string of the storefront, in zh-CN (the UI language;
 * spec messages verbatim) and en-US. One file per area, merged here; each area's en-US file must
 * have exactly the zh-CN keys (the type checks it).
 */
import * as zh from './zh-CN';
import * as en from './en-US';

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
const enUS: Record<MessageKey, string> = {
  ...en.validation,
  ...en.engine,
  ...en.shell,
  ...en.screens,
  ...en.gateway,
  ...en.growth,
  ...en.contract,
  ...en.identity,
  ...en.release,
};

export type MessageKey = keyof typeof zhCN;
export type Locale = 'zh-CN' | 'en-US';
export const locales: readonly Locale[] = ['zh-CN', 'en-US'];

export const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Formats a message; `{name}` placeholders are replaced from `params`. */
export function format(
  key: MessageKey,
  params?: Record<string, string | number>,
  locale: Locale = 'zh-CN',
): string {
  const template = catalogues[locale][key] ?? catalogues['zh-CN'][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
