import { z } from 'zod';
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
  .object({
    seq: z.number().int().min(1).max(50),
    phone: mobile.optional(),
    schoolName: z.string().trim().min(2).max(60).optional(),
    grade: z.string().trim().min(1).max(20).optional(),
    classAndGrade: z.string().trim().min(1).max(20).optional(),
    location: z.string().trim().min(2).max(120).optional(),
  })
  .strict()
  .refine((e) => Object.keys(e).length > 1, {
    message: 'give at least one of phone, schoolName, grade, classAndGrade, location',
  });
export const request = z.object({
  appCode: z.string().trim().min(1).max(64),
  insureds: z.array(extension).min(1).max(50),
});
export const insuredView = z.object({
  seq: z.number().int(),
  name: z.string(),
  maskedLicenceNo: z.string(),
  phone: z.string().nullable(),
  schoolName: z.string().nullable(),
  grade: z.string().nullable(),
  classAndGrade: z.string().nullable(),
  location: z.string().nullable(),
});
export const responseData = z.object({ appCode: z.string(), insureds: z.array(insuredView) });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
