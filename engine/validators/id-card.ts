/**
 * The 18-digit resident ID card (spec §5).
 *
 * Which message, precisely:
 * - 「…身份证号位数有误!」 when the text does not match the spec's pattern: exactly 18 ASCII characters,
 *   region code starting 1-9, birth year 18xx-20xx, month 01-12, day 01-31, last character a digit or
 *   X. So a wrong length, full-width digits, surrounding spaces, a 17xx or 21xx year, month 13 or
 *   day 32 all give this message. The value is NOT trimmed: a pasted number with spaces is rejected
 *   so that what we store is exactly what the customer sees.
 * - 「…身份证号码校验错误!」 when the pattern matches but the number cannot be real: the first two
 *   digits are not a known province code; the birth date is not a calendar date (04-31, 02-30, 02-29
 *   in a non-leap year such as 1900); the birthday is after today (China time); or the check
 *   character does not match the checksum.
 * - A lowercase x as check character is accepted and normalized to X (phones often offer only the
 *   lowercase letter); `normalized` is the value to store and send.
 */
import { format } from '../messages';
import type { MessageKey } from '../messages';
import { chinaDateOf, compareCivilDates, formatCivilDate, isRealDate, toCivilDate } from './calendar';
import type { CivilDate } from './calendar';
import type { ValidatorOptions } from './result';
import '../messages/zh-CN/validation';

export type IdCardSubject = 'holder' | 'insured' | 'custody';

export type IdCardResult =
  { ok: true; birthday: string; sex: 'male' | 'female'; normalized: string } | { ok: false; message: string };

export interface IdCardOptions extends ValidatorOptions {
  /** The day a birthday may not be after; 'YYYY-MM-DD' or an instant read in China time. Default: now. */
  today?: string | Date;
}

const ID_PATTERN = /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/** Province-level codes of spec §5: 11-15, 21-23, 31-37, 41-46, 50-54, 61-65, 71, 81, 82, 91. */
const PROVINCE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [11, 15],
  [21, 23],
  [31, 37],
  [41, 46],
  [50, 54],
  [61, 65],
  [71, 71],
  [81, 82],
  [91, 91],
];

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

const MESSAGES: Record<IdCardSubject, { length: MessageKey; invalid: MessageKey }> = {
  holder: { length: 'validation.holderIdCardLength', invalid: 'validation.holderIdCardInvalid' },
  insured: { length: 'validation.insuredIdCardLength', invalid: 'validation.insuredIdCardInvalid' },
  custody: { length: 'validation.custodyIdCardLength', invalid: 'validation.custodyIdCardInvalid' },
};

export function isKnownProvinceCode(code: number): boolean {
  return PROVINCE_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** The check character the first 17 digits call for (weights summed mod 11). */
export function idCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

export function validateIdCard(
  value: string,
  subject: IdCardSubject = 'holder',
  options: IdCardOptions = {},
): IdCardResult {
  const keys = MESSAGES[subject];
  const fail = (key: MessageKey): IdCardResult => ({
    ok: false,
    message: format(key, undefined, options.locale),
  });

  if (typeof value !== 'string' || !ID_PATTERN.test(value)) return fail(keys.length);
  const normalized = value.toUpperCase();

  if (!isKnownProvinceCode(Number(normalized.slice(0, 2)))) return fail(keys.invalid);

  const birth: CivilDate = {
    year: Number(normalized.slice(6, 10)),
    month: Number(normalized.slice(10, 12)),
    day: Number(normalized.slice(12, 14)),
  };
  if (!isRealDate(birth)) return fail(keys.invalid);
  const today = options.today === undefined ? chinaDateOf(new Date()) : toCivilDate(options.today);
  if (!today) throw new RangeError(`[validators] validateIdCard: invalid today "${String(options.today)}"`);
  if (compareCivilDates(birth, today) > 0) return fail(keys.invalid);

  if (idCheckCharacter(normalized.slice(0, 17)) !== normalized[17]) return fail(keys.invalid);

  const sexDigit = Number(normalized[16]);
  return {
    ok: true,
    birthday: formatCivilDate(birth),
    sex: sexDigit % 2 === 1 ? 'male' : 'female',
    normalized,
  };
}
