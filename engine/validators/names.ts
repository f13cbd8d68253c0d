/**
 * Person names (spec §5).
 * - validateName: 2-20 characters, each a Chinese character, an ASCII letter or the middle dot ·
 *   (U+00B7, as in 阿卜杜·热合曼); the dot may not lead, trail or repeat.
 * - validateChineseName: the spec says "2-40 characters" and the message says 2(含)-20(含)位. We read
 *   40 as the display width (a Chinese character counts 2, as the legacy byte-length checks did): at
 *   least 2 characters and a width of at most 40, i.e. 2 to 20 Chinese characters. Only Chinese
 *   characters and the middle dot.
 * - validateEnglishName: 2-30 characters of ASCII letters, with single spaces, dots, hyphens or
 *   apostrophes between them (JOHN SMITH, O'NEIL, MARY-ANN).
 * Counting is by code point, so rare characters outside the BMP (𠮷) count once.
 */
import { format } from '../messages';
import { passed } from './result';
import type { CheckResult, ValidatorOptions } from './result';
import '../messages/zh-CN/validation';

const NAME_PATTERN = /^(?!·)(?!.*··)(?!.*·$)[\p{Script=Han}A-Za-z·]{2,20}$/u;
const CHINESE_NAME_PATTERN = /^(?!·)(?!.*··)(?!.*·$)[\p{Script=Han}·]+$/u;
const ENGLISH_NAME_PATTERN = /^[A-Za-z]+(?:[ .'-][A-Za-z]+)*\.?$/;

function displayWidth(text: string): number {
  return [...text].reduce((width, char) => width + (/\p{Script=Han}/u.test(char) ? 2 : 1), 0);
}

export function validateName(value: string, options: ValidatorOptions = {}): CheckResult {
  return typeof value === 'string' && NAME_PATTERN.test(value)
    ? passed
    : { ok: false, message: format('validation.name', undefined, options.locale) };
}

export function validateChineseName(value: string, options: ValidatorOptions = {}): CheckResult {
  const ok =
    typeof value === 'string' &&
    CHINESE_NAME_PATTERN.test(value) &&
    [...value].length >= 2 &&
    displayWidth(value) <= 40;
  return ok ? passed : { ok: false, message: format('validation.chineseName', undefined, options.locale) };
}

export function validateEnglishName(value: string, options: ValidatorOptions = {}): CheckResult {
  const ok =
    typeof value === 'string' && value.length >= 2 && value.length <= 30 && ENGLISH_NAME_PATTERN.test(value);
  return ok ? passed : { ok: false, message: format('validation.englishName', undefined, options.locale) };
}
