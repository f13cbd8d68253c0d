/**
 * Every rejected call becomes an ApiFailure (spec §8 "Rejections"): the server's msg, or
 * "获取{name}失败", or "失败" when the reply is not an object; the code defaults to '____'.
 */
export const DEFAULT_FAILURE_CODE = '____';

export type FailureKind = 'code' | 'http' | 'network' | 'shape' | 'session';

export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: FailureKind,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code of a reply: its `code` field as a string, '____' when absent. */
export function codeOf(body: unknown): string {
  if (!isObject(body) || body.code === undefined || body.code === null || body.code === '')
    return DEFAULT_FAILURE_CODE;
  return String(body.code);
}

/** The message of a failed reply: the server's msg, else the "failed to get {name}" default, else 失败. */
export function messageOf(body: unknown, fallbackForName: string, notObject: string): string {
  if (!isObject(body)) return notObject;
  const msg = body.msg ?? body.message;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : fallbackForName;
}
