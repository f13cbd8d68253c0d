import { validateMobile, validatePassword } from '../../../../engine/validators';
import type { Locale } from '../../../../engine/messages';

/** The first failing check's message, or null: the account forms stop at the first problem. */
export function firstProblem(checks: readonly (() => string | null)[]): string | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

export const mobileProblem = (phone: string, locale: Locale) => () => {
  const result = validateMobile(phone, { locale });
  return result.ok ? null : result.message;
};

export const passwordProblem = (password: string, locale: Locale) => () => {
  const result = validatePassword(password, { locale });
  return result.ok ? null : result.message;
};

export const requiredProblem = (value: string, message: string) => () => (value.trim() ? null : message);
