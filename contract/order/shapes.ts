import { z } from 'zod';

/** Shapes shared by the order and policy calls. Status codes: docs/policy-lifecycle.md. */
export const policyStatus = z.enum(['01', '02', '03', '04', '05', '06', '07', '08', '09']);

const party = z
  .object({
    name: z.string().trim().min(1),
    licenceType: z.string().min(1),
    licenceNo: z.string().trim().min(1),
    phone: z.string().optional(),
    sex: z.string().optional(),
    birthday: z.string().optional(),
  })
  .passthrough();

/** One application form (spec §3 "Application form sent on submit"). Product rules are checked by the engine. */
export const applicationForm = z
  .object({
    applicationType: z.string().default('00'),
    startDate: z.string().min(8),
    endDate: z.string().min(8),
    productCode: z.string().min(1),
    productName: z.string().min(1),
    projectCode: z.string().optional(),
    projectName: z.string().optional(),
    policyHolder: party,
    insureds: z.array(party).min(1),
    plan: z
      .object({ code: z.string().min(1), quantity: z.number().int().min(1), reducePrem: z.number().default(0), name: z.string(), prem: z.number() })
      .passthrough(),
    factors: z.array(z.object({ factorCode: z.string(), factorValue: z.string() }).passthrough()).default([]),
    isRenewal: z.enum(['Y', 'N']).optional(),
    renewalTimes: z.number().int().optional(),
    renewalLastPolicyNo: z.string().optional(),
    idempotentSerialNo: z.string().optional(),
  })
  .passthrough();

/** A read record of a confirmed clause (spec §3: displayNo, resourceName, type). */
export const readRecord = z.object({ displayNo: z.number(), resourceName: z.string(), type: z.string() });

export const policySummary = z.object({
  orderCode: z.string(),
  applicationFormCode: z.string(),
  policyNo: z.string().nullable(),
  productCode: z.string(),
  productName: z.string(),
  status: policyStatus,
  /** The policy detail route of spec §2 that shows this status. */
  detailPath: z.string(),
  holderName: z.string(),
  insuredNames: z.array(z.string()),
  totalPremium: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  createTime: z.string(),
  payDeadline: z.string().nullable(),
});

export const orderDetail = policySummary.extend({
  serialNo: z.string().nullable(),
  manifestVersion: z.string(),
  confirmedClauses: z.array(z.object({ resourceName: z.string(), displayNo: z.number(), valueMark: z.string(), content: z.string() })),
  applicationForm: z.record(z.string(), z.unknown()),
  paidTime: z.string().nullable(),
  issueTime: z.string().nullable(),
  /** Money of an order the insurer refused (出单失败): none (not refused, or nothing paid), pending, refunded. */
  refundStatus: z.enum(['none', 'pending', 'refunded']).default('none'),
});

export const paged = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export type PolicySummary = z.infer<typeof policySummary>;
export type OrderDetail = z.infer<typeof orderDetail>;
export type ApplicationForm = z.infer<typeof applicationForm>;
