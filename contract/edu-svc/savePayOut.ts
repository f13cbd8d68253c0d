import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { isRealDate } from '../civil-date';

/**
 * Saves the payout record after submit (spec §4: "A payout record is then saved and the user goes
 * to payment"). Its only fields are the application form and the payout start time, which spec §5
 * fixes: "The payout start time is the start date at 00:00:00". The gateway stores the order's start
 * date at 00:00:00, not the time sent; any other key is refused (strict).
 */
export const method = 'POST';
export const path = '/edu-svc/pay/out/savePayOut';
export const request = z.strictObject({
  appCode: z.string().check(z.minLength(1)),
  payOutStartTime: z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2} 00:00:00$/, 'payOutStartTime must be YYYY-MM-DD 00:00:00'),
      z.refine(isRealDate, 'gw.input.notRealDate'),
    ),
});
export const response = envelope(z.object({ appCode: z.string() }));
export type Request = z.infer<typeof request>;
