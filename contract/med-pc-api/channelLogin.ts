import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { sessionUser } from '../user-svc/shapes';

/**
 * Channel login (spec §7 "POST med-pc-api/userLogin/wyb/channelLogin"): a partner channel that
 * already knows the user's phone logs them in with a signed channel token — an HS256 JWT signed with
 * the channel secret (the gateway's secret here), `sub` = the phone, expiring within 10 minutes.
 * The account is created on first use. Answers the same session as login.
 */
export const method = 'POST';
export const path = '/med-pc-api/userLogin/wyb/channelLogin';
export const request = z.object({
  channelToken: z.string().check(z.minLength(1), z.maxLength(2000)),
  channelCode: z.optional(z.string().check(z.maxLength(32))),
});
export const response = envelope(sessionUser);
export type Request = z.infer<typeof request>;
