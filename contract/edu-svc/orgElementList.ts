import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Schools of an area as the org element list (spec §7 lists it under user-svc api/v1.5/orgElementList/edu;
 * elementRelaConfId picks the school kind, areaCode the county/city/province).
 */
export const method = 'GET';
export const path = '/user-svc/api/v1.5/orgElementList/edu';
export const request = z.object({
  elementRelaConfId: z.optional(z.string()),
  areaCode: z.string().check(z.regex(/^\d{6}$/, 'areaCode must be 6 digits')),
});
export const responseData = z.object({
  list: z.array(z.object({ label: z.string(), value: z.string(), schoolKind: z.string() })),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
