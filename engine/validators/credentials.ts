/** Password and Hong Kong/Macau/Taiwan card number (spec §5). */
import { format } from '../messages';
import { passed } from './result';
import type { CheckResult, ValidatorOptions } from './result';
import '../messages/zh-CN/validation';

/** Only letters, digits and the special characters !@#$%^&*; 8 to 16 of them. */
const PASSWORD_ALPHABET = /^[A-Za-z0-9!@#$%^&*]{8,16}$/;
const PASSWORD_KINDS = [/[A-Za-z]/, /\d/, /[!@#$%^&*]/] as const;

/** A letter followed by 8 or 10 digits (either letter case is accepted). */
const HK_MO_TW_PATTERN = /^[A-Za-z](?:\d{8}|\d{10})$/;

/** 8-16 characters mixing at least 2 of the kinds: letters, digits, !@#$%^&*. */
export function validatePassword(value: string, options: ValidatorOptions = {}): CheckResult {
  const ok =
    typeof value === 'string' &&
    PASSWORD_ALPHABET.test(value) &&
    PASSWORD_KINDS.filter((kind) => kind.test(value)).length >= 2;
  return ok ? passed : { ok: false, message: format('validation.password', undefined, options.locale) };
}

export function validateHkMoTwCard(value: string, options: ValidatorOptions = {}): CheckResult {
  return typeof value === 'string' && HK_MO_TW_PATTERN.test(value)
    ? passed
    : { ok: false, message: format('validation.hkMoTwCard', undefined, options.locale) };
}
