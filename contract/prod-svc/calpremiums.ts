import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Premium calculation: a one-element list (spec §3 premium request item); reads data.totalPremium. */
export const method = 'POST';
export const path = '/prod-svc/calpremiums';
export const premiumItem = z.object({
  buyCopies: z.int().check(z.gte(1), z.lte(100)),
  channelNo: z.literal('edu'),
  factorInfos: z.array(z.object({ factorCode: z.string().check(z.minLength(1)), factorValue: z.string() })),
  insuranceVOS: z
    .array(
      z.object({
        count: z.int().check(z.gte(1)),
        programCode: z.string().check(z.minLength(1)),
        riskBeans: z.array(z.object({ riskCode: z.string().check(z.minLength(1)) })),
      }),
    )
    .check(z.minLength(1)),
  productCode: z.string().check(z.minLength(1)),
  renewalStatus: z.union([z.literal(1), z.literal('1')]),
});
export const request = z.array(premiumItem).check(z.length(1));
export const responseData = z.object({ productCode: z.string(), totalPremium: z.number() });
export const response = envelope(responseData);
export type PremiumItem = z.infer<typeof premiumItem>;
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
