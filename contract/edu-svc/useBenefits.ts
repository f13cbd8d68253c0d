import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Redeem one use of a third-party value-added benefit that comes with an in-force policy (spec §7
 * `POST thirdParty/api/useBenefits`): e.g. an online doctor consultation. The benefit catalogue is
 * the gateway's (table biz_benefits: code, name, provider, uses per policy, products); each use
 * gets a voucher the third party honours. `requestNo` makes a retry safe: the same requestNo of the
 * same caller answers the first use again instead of spending another.
 */
export const method = 'POST';
export const path = '/edu-svc/thirdParty/api/useBenefits';
export const request = z.object({
  policyNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  benefitCode: z
    .string()
    .check(z.trim(), z.regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'benefitCode must be an upper-case code')),
  requestNo: z.optional(z.string().check(z.trim(), z.minLength(8), z.maxLength(64))),
});
export const responseData = z.object({
  useNo: z.string(),
  policyNo: z.string(),
  benefitCode: z.string(),
  benefitName: z.string(),
  provider: z.string(),
  voucherCode: z.string(),
  usedTimes: z.int(),
  remainingTimes: z.int(),
  useTime: z.string(),
});
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
