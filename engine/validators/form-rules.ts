/** Holder/insured completeness and the protocols read rule (spec §5, §4). */
import { format } from '../messages';
import { passed } from './result';
import type { CheckResult, ValidatorOptions } from './result';
import '../messages/zh-CN/validation';

/** Fields a holder/insured record may leave empty (spec §5). */
export const OPTIONAL_FORM_FIELDS: readonly string[] = [
  'userCode',
  'faceAuth',
  'cardAuth',
  'cardAuthValue',
  'faceAuthValue',
];

export type FormCompleteResult = { ok: true } | { ok: false; message: string; missing: string[] };

/**
 * Empty means undefined, null, a string of only whitespace, or an empty array. 0 and false are
 * values (a sex code 0 or an unchecked box are answers, not gaps).
 */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** 请完善投保信息! unless every field but the optional ones is non-empty; `missing` names the gaps. */
export function checkFormComplete(
  record: Readonly<Record<string, unknown>>,
  options: ValidatorOptions = {},
): FormCompleteResult {
  const missing = Object.keys(record).filter(
    (field) => !OPTIONAL_FORM_FIELDS.includes(field) && isEmpty(record[field]),
  );
  return missing.length === 0
    ? { ok: true }
    : { ok: false, message: format('validation.formIncomplete', undefined, options.locale), missing };
}

/** Proceeding needs every clause read: the read count equals the clause count and is non-zero. */
export function allClausesRead(readCount: number, clauseCount: number): boolean {
  return clauseCount > 0 && readCount === clauseCount;
}

export function checkProtocolsRead(
  readCount: number,
  clauseCount: number,
  options: ValidatorOptions = {},
): CheckResult {
  return allClausesRead(readCount, clauseCount)
    ? passed
    : { ok: false, message: format('validation.protocolsUnread', undefined, options.locale) };
}
