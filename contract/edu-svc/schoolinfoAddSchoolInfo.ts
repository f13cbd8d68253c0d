import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { sharedText } from '../shared-text';
import { school } from './schoolinfoGetSchoolByNameAddressPhone';

/** Adds a school the buyer typed (school mode 01/03: custom school). */
export const method = 'POST';
export const path = '/edu-svc/schoolinfo/addSchoolInfo';
export const request = z.object({
  /** Shared: every buyer of the county then sees it in the school list. */
  name: sharedText(2, 50),
  provinceCode: z.string().check(z.regex(/^\d{6}$/)),
  cityCode: z.string().check(z.regex(/^\d{6}$/)),
  countyCode: z.string().check(z.regex(/^\d{6}$/)),
  address: sharedText(1, 100),
  phone: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
  schoolKind: z.string().check(z.regex(/^edu_\d{2}$/, 'schoolKind must be edu_NN')),
  schoolNature: z.string().check(z.minLength(1), z.maxLength(10)),
});
export const response = envelope(school);
export type Request = z.input<typeof request>;
