import { z } from 'zod/mini';
import { mobile } from '../user-svc/shapes';
import { envelope } from '../envelope';

/**
 * Supplement the insureds' extension details on one of the caller's application forms (spec §7
 * `POST ins-svc applicationforms/insured_extend`): contact phone, school, grade, class, location (address) —
 * the details a school or insurer asks for after purchase. Underwriting facts (name, ID, birthday)
 * are not extension data: changing them is an endorsement. Allowed while the form is live (to be
 * paid, waiting to issue, waiting for insurance, in force); `seq` is the insured's position (1-based).
 */
export const method = 'POST';
export const path = '/ins-svc/applicationforms/insured_extend';
const extension = z
  .strictObject({
    seq: z.int().check(z.gte(1), z.lte(50)),
    phone: z.optional(mobile),
    schoolName: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(60))),
    grade: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
    classAndGrade: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
    location: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(120))),
  })
  .check(
    z.refine((e) => Object.keys(e).length > 1, {
      message: 'gw.input.extendNothing',
    }),
  );
export const request = z.object({
  appCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  insureds: z.array(extension).check(z.minLength(1), z.maxLength(50)),
});
export const insuredView = z.object({
  seq: z.int(),
  name: z.string(),
  maskedLicenceNo: z.string(),
  phone: z.nullable(z.string()),
  schoolName: z.nullable(z.string()),
  grade: z.nullable(z.string()),
  classAndGrade: z.nullable(z.string()),
  location: z.nullable(z.string()),
});
export const responseData = z.object({ appCode: z.string(), insureds: z.array(insuredView) });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
