import { z } from 'zod';
import { envelope } from '../envelope';

/** Schools of an area matching a name (and optionally address/phone) — the insured's school picker. */
export const method = 'GET';
export const path = '/edu-svc/schoolinfo/getSchoolByNameAddressPhone';
export const request = z.object({
  areaCode: z
    .string()
    .regex(/^\d{6}$/, 'areaCode must be 6 digits')
    .optional(),
  name: z.string().max(50).optional(),
  address: z.string().max(100).optional(),
  phone: z.string().max(20).optional(),
  /** The chosen 学校类型 (spec §9 school kinds, edu_NN): only schools of that kind. */
  schoolKind: z
    .string()
    .regex(/^edu_\d{2}$/, 'schoolKind must be edu_NN')
    .optional(),
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
