import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * The staff check (spec §6): whether a user code (or employee number) is brokerage staff, with
 * the public details a share text shows (name, licence, branch). Public: promoter codes travel in
 * share links. A customer or unknown code answers { isStaff: false } and nothing else.
 */
export const method = 'GET';
export const path = '/user-svc/api/selectByEmployeeNum';
export const request = z.object({ userCode: z.string().min(1) });
export const response = envelope(
  z.object({
    isStaff: z.boolean(),
    staffName: z.string().optional(),
    licenseNumber: z.string().optional(),
    branchCode: z.string().optional(),
    branchName: z.string().optional(),
    employeeNum: z.string().optional(),
  }),
);
