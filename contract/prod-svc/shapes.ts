import { z } from 'zod/mini';

/** Shapes shared by the prod-svc calls (spec §3: plan option group, program, duty, protocol). */
export const duty = z.object({ limitName: z.string(), showValue: z.string(), weight: z.number() });

export const program = z.object({
  code: z.string(),
  name: z.string(),
  risk: z.string(),
  riskCode: z.string(),
  riskName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  list: z.array(duty),
});

export const factor = z.object({
  code: z.string(),
  name: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  default: z.optional(z.string()),
});

export const planGroup = z.object({
  name: z.string(),
  weight: z.number(),
  productCode: z.string(),
  list: z.array(program),
  factors: z.array(factor),
});

export const protocol = z.object({
  resourceName: z.string(),
  displayNo: z.number(),
  type: z.literal('html'),
  content: z.string(),
  valueMark: z.string(),
});

export type PlanGroup = z.infer<typeof planGroup>;
export type Program = z.infer<typeof program>;
export type Protocol = z.infer<typeof protocol>;
