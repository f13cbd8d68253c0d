import { atom } from 'jotai/vanilla';

/**
 * The record of the purchase in progress: which product, whether it is a renewal (spec §3
 * "Renewal adds renewalTimes (previous plus 1), isRenewal Y and renewalLastPolicyNo"), the
 * trajectory serial number and the steps taken. Cleared by routes flagged clearRecord.
 */
export type RenewalRecord = { isRenewal: 'Y'; renewalTimes: number; renewalLastPolicyNo: string };
export type FlowRecord = {
  productCode?: string;
  renewal?: RenewalRecord;
  serialNo?: string;
  /** the userCode the serial was issued to (growth/recording/serial.ts) */
  serialOwner?: string;
  promoCode?: string;
  /** the order submitted in this flow (for /payoff and /paySuccess) */
  orderCode?: string;
  applicationFormCode?: string;
  steps: string[];
};

export const emptyRecord = (): FlowRecord => ({ steps: [] });
export const recordAtom = atom<FlowRecord>(emptyRecord());
export const clearRecordAtom = atom(null, (_get, set) => set(recordAtom, emptyRecord()));
