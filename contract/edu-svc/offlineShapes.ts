import { z } from 'zod/mini';

/**
 * The offline school channel (docs/offline-channel.md): a school or the brokerage pre-registers the
 * insured students of a product offline; a parent claims a student's record by name + ID card number,
 * checks and completes it, and confirms it.
 *
 * insStatus: '0' registered by the school (nobody has claimed it), '1' verified (claimed by the
 * caller, editable), '2' confirmed (locked; resetStatus brings it back to '1').
 */
export const insStatus = z.enum(['0', '1', '2']);
export type InsStatus = z.infer<typeof insStatus>;

/** Record numbers are issued by the gateway: OL + digits. */
export const recordNo = z.string().check(z.regex(/^OL\d{6,20}$/, 'recordNo: OL followed by digits'));

/** One offline insured record as the owner sees it (the ID number masked, spec §5). */
export const offlineInsInfo = z.object({
  recordNo: z.string(),
  productCode: z.string(),
  insStatus,
  insuredName: z.string(),
  insuredCardType: z.string(),
  insuredCardNoMasked: z.string(),
  birthday: z.string(),
  sex: z.enum(['0', '1']),
  schoolName: z.string(),
  grade: z.string(),
  className: z.string(),
  holderName: z.nullable(z.string()),
  holderPhone: z.nullable(z.string()),
  relationType: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
});
export type OfflineInsInfo = z.infer<typeof offlineInsInfo>;

/** Relations a holder can have to a school child (spec §9 relationship codes: parents 02 … other 99). */
export const OFFLINE_RELATIONS = ['02', '10', '08', '05', '99'] as const;
/** (zod's `.options` would list '10' and '99' first: integer-like object keys sort ahead; use OFFLINE_RELATIONS for order.) */
export const offlineRelation = z.enum(OFFLINE_RELATIONS);
