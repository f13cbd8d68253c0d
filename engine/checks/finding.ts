/**
 * A product check's finding: where (a JSON pointer) and what (a message key of ./messages with its
 * parameters). The text is chosen when printed — Chinese for operators by default, English on request —
 * and a key with a `.hint` twin carries its fix hint.
 */
import { checksEn } from './messages/en-US';
import { checksZh, type CheckKey } from './messages/zh-CN';

export type CheckLocale = 'zh-CN' | 'en-US';
export type CheckParams = Record<string, string | number>;

export interface Finding {
  /** JSON pointer in the resolved manifest (or in the file, for file-level findings). */
  pointer: string;
  key: CheckKey;
  params?: CheckParams;
}

export const finding = (pointer: string, key: CheckKey, params?: CheckParams): Finding => ({
  pointer,
  key,
  ...(params ? { params } : {}),
});

const catalogues: Record<CheckLocale, Record<CheckKey, string>> = { 'zh-CN': checksZh, 'en-US': checksEn };

const isKey = (value: string): value is CheckKey => value in checksZh;

/**
 * One message of the checks in `locale`, `{name}` replaced from params. A parameter written
 * `@<key>` is itself a message of the checks (a word such as 被保险人 / insured), translated too.
 */
export function checkText(key: CheckKey, params: CheckParams = {}, locale: CheckLocale = 'zh-CN'): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    const word = value.slice(1);
    return value.startsWith('@') && isKey(word) ? catalogues[locale][word] : value;
  });
}

/** The message and (when the key has one) the fix hint of a finding. */
export function describeFinding(
  f: Finding,
  locale: CheckLocale = 'zh-CN',
): { message: string; hint?: string } {
  const hintKey = `${f.key}.hint` as CheckKey;
  const message = checkText(f.key, f.params, locale);
  return hintKey in checksZh ? { message, hint: checkText(hintKey, f.params, locale) } : { message };
}
