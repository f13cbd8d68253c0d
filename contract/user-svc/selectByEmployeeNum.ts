import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The staff check (spec §6): whether a user code (or employee number) is brokerage staff, with
 * the public details a share text shows (name, licence, branch). Public: promoter codes travel in
 * share links. A customer or unknown code answers { isStaff: false } and nothing else.
 */
export const method = 'GET';
export const path = '/user-svc/api/selectByEmployeeNum';
export const request = z.object({ userCode: z.string().check(z.minLength(1)) });
export const response = envelope(
  z.object({
    isStaff: z.boolean(),
    staffName: z.optional(z.string()),
    licenseNumber: z.optional(z.string()),
    branchCode: z.optional(z.string()),
    branchName: z.optional(z.string()),
    employeeNum: z.optional(z.string()),
  }),
);
