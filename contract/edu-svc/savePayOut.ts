import { z } from 'zod';
import { envelope } from '../envelope';
import { isRealDate } from '../civil-date';

/** Saves the payout record after submit (payout start time = start date at 00:00:00, spec §5). */
export const method = 'POST';
export const path = '/edu-svc/pay/out/savePayOut';
export const request = z
  .object({
    appCode: z.string().min(1),
    payOutStartTime: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} 00:00:00$/, 'payOutStartTime must be YYYY-MM-DD 00:00:00')
      .refine(isRealDate, 'payOutStartTime is not a real date'),
    bankName: z.string().optional(),
    accountName: z.string().optional(),
    accountNo: z.string().optional(),
  })
  .passthrough();
export const response = envelope(z.object({ appCode: z.string() }));
export type Request = z.infer<typeof request>;
