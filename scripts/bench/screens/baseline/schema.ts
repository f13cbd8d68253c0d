/** The baseline's rules, written by hand with zod: the insure form's required fields and formats. */
import { z } from 'zod';

const FILL = '请完善投保信息!';
const name = z
  .string()
  .min(1, FILL)
  .regex(/^(?!·)(?!.*··)(?!.*·$)[\p{Script=Han}A-Za-z·]{2,20}$/u, '请输入正确的姓名');
const idNumber = z
  .string()
  .min(1, FILL)
  .regex(/^\d{17}[\dXx]$/, '请输入正确的身份证号码');
const required = z.string().min(1, FILL);

export const holderSchema = z.object({
  name,
  idType: required,
  idNumber,
  telephone: z
    .string()
    .min(1, FILL)
    .regex(/^1\d{10}$/, '请输入正确的手机号码'),
});

export const insuredSchema = z.object({
  relationType: required,
  name,
  idType: required,
  idNumber,
  region: required,
  schoolKind: required,
  schoolName: required,
  class: required,
  grade: required,
  securityCode: required,
});

export const formSchema = z.object({
  planCode: required,
  holder: holderSchema,
  insureds: z.array(insuredSchema).min(1).max(3),
});

export type FormValues = z.infer<typeof formSchema>;
export type Insured = FormValues['insureds'][number];
