import type { Snapshot } from './snapshot';

/**
 * A hand-written shape check of a saved snapshot. It runs before the first route, so it stays
 * out of zod (which the entry chunk does not carry); anything unexpected means "drop it".
 */
type Check = (value: unknown) => boolean;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isBoolean: Check = (v) => typeof v === 'boolean';
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
/** exactly these fields (absent optional ones allowed), nothing else */
const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isRecord(v) &&
    Object.keys(v).every((k) => k in fields) &&
    Object.entries(fields).every(([k, check]) => check(v[k]));

const market = shape({ id: isString, name: isString, online: isBoolean });
const readRecord = shape({ displayNo: isNumber, resourceName: isString, type: isString });
const group = shape({ total: (v) => isNumber(v) && (v as number) >= 0, read: arrayOf(readRecord) });
const renewal = shape({ isRenewal: (v) => v === 'Y', renewalTimes: isNumber, renewalLastPolicyNo: isString });

const state = shape({
  locale: (v) => v === 'zh-CN' || v === 'en-US',
  market: shape({
    inited: isBoolean,
    areaCode: optional(isString),
    areaName: optional(isString),
    market: optional(market),
  }),
  record: shape({
    productCode: optional(isString),
    serialNo: optional(isString),
    serialOwner: optional(isString),
    promoCode: optional(isString),
    orderCode: optional(isString),
    applicationFormCode: optional(isString),
    renewal: optional(renewal),
    steps: arrayOf(isString),
  }),
  form: (v) => isRecord(v) && Object.values(v).every(isRecord),
  protocols: shape({ rules: group, clauses: group }),
});

export function isSnapshot(value: unknown, version: number): value is Snapshot {
  return isRecord(value) && value.version === version && isNumber(value.savedAt) && state(value.state);
}
