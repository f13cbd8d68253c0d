import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Schools of an area matching a name (and optionally address/phone) — the insured's school picker. */
export const method = 'GET';
export const path = '/edu-svc/schoolinfo/getSchoolByNameAddressPhone';
export const request = z.object({
  areaCode: z.optional(z.string().check(z.regex(/^\d{6}$/, 'areaCode must be 6 digits'))),
  name: z.optional(z.string().check(z.maxLength(50))),
  address: z.optional(z.string().check(z.maxLength(100))),
  phone: z.optional(z.string().check(z.maxLength(20))),
  /** The chosen 学校类型 (spec §9 school kinds, edu_NN): only schools of that kind. */
  schoolKind: z.optional(z.string().check(z.regex(/^edu_\d{2}$/, 'schoolKind must be edu_NN'))),
});
export const school = z.object({
  id: z.string(),
  name: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  countyCode: z.string(),
  address: z.string(),
  phone: z.string(),
  schoolKind: z.string(),
  schoolNature: z.string(),
});
export const responseData = z.object({ list: z.array(school), total: z.number() });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
