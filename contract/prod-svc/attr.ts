import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Product attributes (spec §3: ageIssue, applicationScope, …, PermanentAgent, Employee). */
export const method = 'GET';
export const path = '/prod-svc/api/v1/attr/:code/edu';
export const params = z.object({ code: z.string().check(z.minLength(1)) });
export const attribute = z.object({ attrCode: z.string(), attrName: z.string(), attrValue: z.string() });
export const responseData = z.object({ productCode: z.string(), list: z.array(attribute) });
export const response = envelope(responseData);
export type Params = z.infer<typeof params>;
export type ResponseData = z.infer<typeof responseData>;
export const pathFor = (code: string) => `/prod-svc/api/v1/attr/${encodeURIComponent(code)}/edu`;
