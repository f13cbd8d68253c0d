import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The brokerage branch an education organisation's area belongs to (spec §7
 * "GET api/v1/findEduOrgBelongJtBranch"; §9 branch defaults: head office 本部 JT0000, the Guangdong
 * branch JT0144001). `areaCode` is the organisation's province, city or county code.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/findEduOrgBelongJtBranch';
export const request = z.object({
  areaCode: z.optional(z.string().check(z.regex(/^\d{6}$/))),
});
export const branch = z.object({ branchCode: z.string(), branchName: z.string() });
export const response = envelope(branch);
export type Branch = z.infer<typeof branch>;
