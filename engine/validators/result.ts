import type { Locale } from '../messages';

/** What every field validator answers: ok, or the catalogue message to show. */
export type CheckResult = { ok: true } | { ok: false; message: string };

/** Options every validator accepts; the locale only picks the message language (zh-CN by default). */
export interface ValidatorOptions {
  locale?: Locale;
}

export const passed: CheckResult = { ok: true };
