import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Starts a face check (sandbox provider). The app sends the payload obfuscated: `data` is base64 of
 * the JSON {name, idNo, idType 1, backUrl, startFrom 2}. The answer's url is the provider page;
 * it calls back to backUrl (an in-app path such as /CertificationResult) with checkId and result.
 */
export const method = 'POST';
export const path = '/op-log/api/v1/validate/face';
export const payload = z.object({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  idNo: z.string().check(z.trim(), z.minLength(15), z.maxLength(18)),
  idType: z.union([z.literal(1), z.literal('1')]),
  backUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  startFrom: z.optional(z.union([z.literal(2), z.literal('2')])),
});
export const request = z.object({ data: z.string().check(z.minLength(1), z.maxLength(4000)) });
export const responseData = z.object({ checkId: z.string(), url: z.string() });
export const response = envelope(responseData);
export type Payload = z.input<typeof payload>;
export type ResponseData = z.infer<typeof responseData>;
export const encodePayload = (p: Payload) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(p))));
