import { SUCCESS_CODE, type Envelope } from '../../contract/envelope';

/** A successful gateway answer. */
export const ok = <T>(data: T, msg = '成功'): Envelope<T> => ({ code: SUCCESS_CODE, msg, data });

/**
 * A rule the caller broke, answered in the envelope: `code` is the §8 code the app reacts to
 * ('406' → login, '401' → storage cleared, anything else → toast of `msg`); `httpStatus` is the
 * HTTP status (200 unless the failure is a transport-level one such as 400 bad input, 404, 413, 429).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    override readonly message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** Envelope codes used by the gateway beyond the spec's own. */
export const Codes = {
  badInput: '4000',
  login: '406',
  clearStorage: '401',
  notFound: '4040',
  conflict: '4090',
  /** A submit from a product version no longer sold (contract/order/submitOrderV2 PRODUCT_UPDATED_CODE). */
  productUpdated: '4091',
  rateLimited: '4290',
  forbidden: '4030',
} as const;
