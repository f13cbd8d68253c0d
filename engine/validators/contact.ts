/** Mobile phone and e-mail (spec §5). Values are checked as typed: no trimming, no full-width digits. */
import { format } from '../messages';
import { passed } from './result';
import type { CheckResult, ValidatorOptions } from './result';
import '../messages/zh-CN/validation';

/** 11 digits, starting with 1, second digit 3 to 9. */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * A practical address check: local part of letters, digits and ._%+-, a domain of dot-separated
 * labels (no label starting or ending with a hyphen) and a top-level domain of 2+ letters.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;

export function validateMobile(value: string, options: ValidatorOptions = {}): CheckResult {
  return typeof value === 'string' && MOBILE_PATTERN.test(value)
    ? passed
    : { ok: false, message: format('validation.mobile', undefined, options.locale) };
}

export function validateEmail(value: string, options: ValidatorOptions = {}): CheckResult {
  const ok =
    typeof value === 'string' &&
    value.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(value) &&
    !value.includes('..') &&
    !value.startsWith('.') &&
    !value.includes('.@');
  return ok ? passed : { ok: false, message: format('validation.email', undefined, options.locale) };
}
