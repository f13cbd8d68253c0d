import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Staff only: the promoter's achievement — customers who came through their code, valid policies
 * attributed to them (their customers' or with them as the order's agent), premiums, renewals due, rewards.
 */
export const method = 'GET';
export const path = '/growth/promoter/summary';
export const responseData = z.object({
  customers: z.number(),
  validOrders: z.number(),
  premiumTotal: z.number(),
  renewalsDue: z.number(),
  rewardTotal: z.number(),
  /** reward per yuan of paid premium (the gateway's PROMOTER_REWARD_RATE) */
  rewardRate: z.number(),
  monthOrders: z.number(),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
