import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The local insurance markets of an area (spec §3 Market: id, status 1 online / 2 offline, online flag). */
export const method = 'POST';
export const path = '/edu-svc/supermarket/_bai/queryIdByArea';
export const request = z.object({
  areaCode: z.string().check(z.regex(/^\d{6}$/, 'areaCode must be 6 digits')),
});
/** `areaName`: the area's name (济宁市), so no screen shows a raw code. */
export const market = z.object({
  id: z.string(),
  name: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  status: z.enum(['1', '2']),
  online: z.boolean(),
});
export const responseData = z.object({ areaCode: z.string(), areaName: z.string(), list: z.array(market) });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
