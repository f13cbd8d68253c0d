import type { Condition } from './condition';

/** One guarantee line as sold per copy. */
export interface DutyModel {
  limitName: string;
  amount?: number;
  unit?: '万' | '元';
  daily: boolean;
  showValue?: string;
  weight: number;
}

export interface RiskModel {
  riskCode: string;
  riskName: string;
  duties: DutyModel[];
}

/** A program (spec §3 Program): the insurer's unit of cover. */
export interface ProgramModel {
  code: string;
  name: string;
  weight: number;
  tag?: string;
  productCode: string;
  productName: string;
  projectCode: string;
  projectName: string;
  /** First risk (the spec's single risk/riskCode/riskName of a program). */
  riskCode: string;
  riskName: string;
  risks: RiskModel[];
  /** Every duty of every risk, sorted by weight. */
  duties: DutyModel[];
  /** True for the grouped layout's shared programs. */
  shared: boolean;
}

/** A plan the buyer picks: in the grouped layout its own program plus the shared ones. */
export interface PlanModel {
  /** Selection key: the plan's own program code. */
  code: string;
  name: string;
  weight: number;
  tag?: string;
  groupName: string;
  /** Own program first, then the shared programs (grouped layout). */
  programs: ProgramModel[];
}

/** A plan option group (spec §3), plans sorted by weight. */
export interface PlanGroupModel {
  name: string;
  weight: number;
  productCode: string;
  plans: PlanModel[];
  /** Factor codes that apply to the group (the product's factors). */
  factors: string[];
}

/** One row of the guarantee table, ready to draw. */
export interface GuaranteeRow {
  limitName: string;
  /** e.g. `20万`, `2000元`, `50元/天`, or the manifest's showValue. */
  value: string;
  weight: number;
  /** Scroll the name (20+ characters). */
  marqueeName: boolean;
  /** Scroll the value (more than 10 characters). */
  marqueeValue: boolean;
}

/** A premium factor. */
export interface FactorModel {
  code: string;
  name: string;
  options: { value: string; label: string }[];
  default: string;
  setsPeriodYear: boolean;
  /** Derived from the insured (never chosen): the first rule whose condition holds gives the value. */
  derive?: DeriveRule[];
}

/** One rule of a derived factor: this option value when the condition holds for the insured. */
export interface DeriveRule {
  value: string;
  when: Condition;
}

/** One row of the rating table. */
export interface RateModel {
  program: string;
  when: Record<string, string>;
  premium: number;
}
