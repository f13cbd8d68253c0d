import { z } from 'zod/mini';
import { contentLang } from '../content-lang';
import { sharedText } from '../shared-text';
import { PolicyStatus } from '../../engine/routes/policy-status';

/** Shapes shared by the order and policy calls. Status codes (the engine's): docs/policy-lifecycle.md. */
export const policyStatus = z.enum(PolicyStatus);

/** A person's identity as every party carries it; name and ID are needed to insure anyone. */
const identity = {
  name: z.string().check(z.trim(), z.minLength(1)),
  licenceType: z.string().check(z.minLength(1)),
  licenceNo: z.string().check(z.trim(), z.minLength(1)),
  sex: z.string(),
  phone: z.string(),
};

/** The area (codes and names) of the insured and of the form. */
const area = {
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
};

/** The policy holder of spec §3. Product rules (which fields a product asks for) are checked by the engine. */
export const policyHolderForm = z.object({
  ...identity,
  birthday: z.string(),
  holderCode: z.string(),
  type: z.literal('01'),
  location: sharedText(0, 200),
  provinceCode: z.string(),
  cityCode: z.string(),
  email: z.optional(sharedText(0, 100)),
});

/** One insured of spec §3. */
export const insuredForm = z.object({
  ...identity,
  /** 'YYYY-MM-DD 00:00:00'. */
  birthday: z.string(),
  isHolder: z.enum(['Y', 'N']),
  ...area,
  bnfyOption: z.literal('01'),
  type: z.literal('01'),
  relaToHolder: z.string(),
  /** Age in full years on the cover start date. */
  insureYear: z.int(),
  socialMedicalInsurance: z.enum(['Y', 'N', '']),
  // Typed or picked free text, bounded (a school's name is at most 50 in the shared list).
  schoolName: sharedText(0, 100),
  schoolType: sharedText(0, 50),
  schoolNature: sharedText(0, 50),
  collegeName: sharedText(0, 100),
  /** The grade (the form's `class` field). */
  grade: sharedText(0, 50),
  /** The class (the form's `grade` field). */
  classAndGrade: sharedText(0, 50),
  location: sharedText(0, 200),
});

/**
 * The agent of the sale. The gateway rebuilds it from its own records and reads only agentCode
 * (the one a promo link names), so the rest may be left out and defaults to empty.
 */
export const agentForm = z.object({
  agentCode: z.string(),
  agentName: z._default(z.string(), ''),
  branchCode: z._default(z.string(), ''),
  branchName: z._default(z.string(), ''),
  departCode: z._default(z.string(), ''),
  departName: z._default(z.string(), ''),
  portion: z._default(z.literal(1), 1),
  channelCode: z._default(z.literal('edu'), 'edu'),
  channelName: z._default(z.string(), ''),
});

/** The commission-contract fields a contract-based product's order carries (docs/contract-flow.md). */
export const commissionContractFields = z.object({
  commissionContractNo: z.string(),
  bailorName: z.string(),
  bailorIdNo: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  signatureDate: z.string(),
});

/**
 * One application form (spec §3 "Application form sent on submit"): the one description of it, which
 * the engine builds (engine/rules/application-form.ts) and the gateway parses. Product rules are
 * checked by the engine.
 */
export const applicationForm = z.object({
  applicationType: z._default(z.literal('00'), '00'),
  /** 'YYYY-MM-DD 00:00:00'. */
  startDate: z.string().check(z.minLength(8)),
  /** 'YYYY-MM-DD 23:59:59' or 'YYYY-MM-DD 00:00:00' (confirm layout endOfDay). */
  endDate: z.string().check(z.minLength(8)),
  ...area,
  projectCode: z.string(),
  projectName: z.string(),
  productCode: z.string().check(z.minLength(1)),
  productName: z.string().check(z.minLength(1)),
  branchName: z.string(),
  branchCode: z.string(),
  channelType: z.literal('02'),
  channalCode: z.literal('edu'),
  productType: z.literal('00'),
  isRenewal: z.enum(['Y', 'N']),
  renewalTimes: z.int(),
  renewalLastPolicyNo: z.string(),
  policyKind: z.literal('00'),
  term: z.string(),
  policyHolder: policyHolderForm,
  insureds: z.array(insuredForm).check(z.minLength(1)),
  risk: z.array(z.object({ riskCode: z.string(), riskName: z.string(), programCode: z.string() })),
  plan: z.object({
    code: z.string().check(z.minLength(1)),
    quantity: z.int().check(z.gte(1)),
    reducePrem: z._default(z.literal(0), 0),
    name: z.string(),
    prem: z.number(),
  }),
  agents: z.array(agentForm),
  factors: z._default(z.array(z.object({ factorCode: z.string(), factorValue: z.string() })), []),
  schanelCode: z.optional(z.string()),
  insuranceCompanies: z.array(z.object({ name: z.string(), code: z.string(), partyRole: z.string() })),
  idempotentSerialNo: z.string(),
  ...z.partial(commissionContractFields).shape,
});

/** The order as the client builds it (engine buildApplicationForm); submitOrder v2 also takes a list of one form. */
export const orderSubmission = z.object({
  source: z._default(z.literal('01'), '01'),
  entryType: z._default(z.literal('00'), '00'),
  /** The holder's user code. */
  operator: z.string().check(z.minLength(1)),
  applicationForms: applicationForm,
  /** The manifest version (content hash) the buyer saw; a stale one is rejected. */
  manifestVersion: z.optional(z.string()),
});

/** A read record of a confirmed clause (spec §3: displayNo, resourceName, type). */
export const readRecord = z.object({ displayNo: z.number(), resourceName: z.string(), type: z.string() });

export const policySummary = z.object({
  orderCode: z.string(),
  applicationFormCode: z.string(),
  policyNo: z.nullable(z.string()),
  productCode: z.string(),
  /**
   * The product's name in the reader's language (Accept-Language) where its manifest translates the
   * name the order was sold under, else that Chinese name of record; `productNameLang` says which
   * (absent: Chinese). docs/app-shell.md "What is content, not UI text".
   */
  productName: z.string(),
  productNameLang: z.optional(contentLang),
  status: policyStatus,
  /** The policy detail route of spec §2 that shows this status. */
  detailPath: z.string(),
  holderName: z.string(),
  insuredNames: z.array(z.string()),
  totalPremium: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  createTime: z.string(),
  payDeadline: z.nullable(z.string()),
});

/** What an order sold (insurer, plan, cover limits per copy), read from the manifest version it stores. */
export const soldCover = z.object({
  /** The names in the reader's language where that version's manifest translates them (`…Lang` says which; absent: Chinese). */
  insurerName: z.string(),
  insurerNameLang: z.optional(contentLang),
  planName: z.string(),
  planNameLang: z.optional(contentLang),
  cover: z.array(
    z.object({ limitName: z.string(), limitNameLang: z.optional(contentLang), value: z.string() }),
  ),
});

export const orderDetail = z.extend(policySummary, {
  /** The plan's name (the form's plan), in the reader's language as `productName` is; absent: read applicationForm.plan.name. */
  planName: z.optional(z.string()),
  planNameLang: z.optional(contentLang),
  serialNo: z.nullable(z.string()),
  manifestVersion: z.string(),
  /**
   * The clauses the buyer confirmed, as stored (the Chinese contract text); the application detail
   * (/insureDetail) answers each title in the reader's language where the order's manifest version
   * translates it (`resourceNameLang`; absent: Chinese).
   */
  confirmedClauses: z.array(
    z.object({
      resourceName: z.string(),
      resourceNameLang: z.optional(contentLang),
      displayNo: z.number(),
      valueMark: z.string(),
      content: z.string(),
    }),
  ),
  applicationForm: z.record(z.string(), z.unknown()),
  paidTime: z.nullable(z.string()),
  issueTime: z.nullable(z.string()),
  /** What was sold, from the manifest version the order stores (never today's file); null for an order older than the archive. */
  sold: z.optional(z.nullable(soldCover)),
  /** Money of an order the insurer refused (出单失败): none (not refused, or nothing paid), pending, refunded. */
  refundStatus: z._default(z.enum(['none', 'pending', 'refunded']), 'none'),
});

/** The page a list call asks for: the first by default, 15 rows, at most 50. */
export const pageRequest = {
  pageNum: z._default(z.int().check(z.gte(1)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 15),
};

/** One page of a list answer. */
export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export type PolicySummary = z.infer<typeof policySummary>;
export type OrderDetail = z.infer<typeof orderDetail>;
export type ApplicationForm = z.infer<typeof applicationForm>;
export type PolicyHolderForm = z.infer<typeof policyHolderForm>;
export type InsuredForm = z.infer<typeof insuredForm>;
export type AgentForm = z.infer<typeof agentForm>;
export type CommissionContractFields = z.infer<typeof commissionContractFields>;
export type OrderSubmission = z.infer<typeof orderSubmission>;
