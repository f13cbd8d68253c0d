import type { AgentConfig } from './flow';
import type { CommissionContractFields } from '../../contract/order/shapes';

/** A region picked in the form (province / city / county codes and names). */
export interface RegionValue {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  countyCode?: string;
  countyName?: string;
}

/** One holder or insured record as the form holds it (spec §3 keys; values are strings). */
export interface PartyState {
  name?: string;
  idType?: string;
  idNumber?: string;
  telephone?: string;
  email?: string;
  sexValue?: string;
  birthday?: string;
  location?: string;
  region?: RegionValue;
  userCode?: string;
  relationType?: string;
  /** The insured is the holder. */
  checked?: boolean;
  schoolName?: string;
  schoolKind?: string;
  schoolNature?: string;
  CollegeName?: string;
  /** Holds the grade (spec §3). */
  class?: string;
  /** Holds the class (spec §3). */
  grade?: string;
  /** Social insurance Y/N. */
  securityCode?: string;
}

/** The buyer's plan choice. */
export interface PlanSelection {
  /** The plan's own program code. */
  planCode: string;
  /** Factor code → value; missing factors take their default. */
  factors?: Readonly<Record<string, string>>;
  /** Number of copies (buyCopies, default 1). */
  copies?: number;
  /** How many people are insured: each program is priced once per insured (insuranceVOS count, default 1). */
  insuredCount?: number;
}

/** The commission-contract fields a contract-based product's order carries: as the contract describes them. */
export type CommissionContract = CommissionContractFields;

/** Everything the application-form builder needs from the purchase flow. */
export interface PurchaseState {
  holder: PartyState;
  insureds: PartyState[];
  selection: PlanSelection;
  /** Cover start date 'YYYY-MM-DD' (see coverPeriod for the product's rule). */
  startDate: string;
  totalPremium: number;
  /** The holder's user code (operator and holderCode). */
  operator: string;
  idempotentSerialNo: string;
  /** The agent chosen by chooseAgent (promoter, fixed agent, staff or promo code). */
  agent?: AgentConfig;
  schanelCode?: string;
  /** A renewal of an earlier policy. */
  renewal?: { previousTimes: number; lastPolicyNo: string };
  commissionContract?: CommissionContract;
}
