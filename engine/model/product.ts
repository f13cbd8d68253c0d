import type { Attributes, Insurer } from '../generated/manifest';
import type { FormModel } from './field';
import type { AgentConfig, ConfirmLayout, PaymentConfig } from './flow';
import type { FactorModel, PlanGroupModel, PlanModel, RateModel } from './plan';
import type { ProtocolGroupModel } from './protocol';
import type { SectionModel } from './section';
import type { Locale } from '../messages';

export type ProductKind = 'onSale' | 'titleOnly' | 'configurable';

export interface RouteModel {
  path: string;
  requiresLogin: boolean;
  clearRecord: boolean;
  clearForm: boolean;
  title: string;
  sharedPath?: 'primary' | 'member';
}

export interface AgeBoundModel {
  value: number;
  unit: 'year' | 'day';
}

export interface EligibilityModel {
  insuredAge?: { min?: AgeBoundModel; max?: AgeBoundModel };
  holderAge?: { min?: AgeBoundModel; max?: AgeBoundModel };
  ageOn: 'startDate' | 'today';
}

export interface PeriodModel {
  start: 'nextDay' | 'fixed' | 'chosen';
  fixedStart?: string;
  fixedEnd?: string;
  maxDaysAhead?: number;
  term: string;
  /** Selectable guarantee periods in years (attribute guaranteeTime; default [1]). */
  years: number[];
}

export interface RegionModel {
  provinceCode: string;
  provinceName: string;
  cityCode?: string;
  cityName?: string;
  countyCode?: string;
  countyName?: string;
}

/**
 * The normalized product: everything the screens, the gateway and the lint need, with defaults
 * applied and references resolved. Built by engine/normalize from a resolved, valid manifest.
 */
export interface ProductModel {
  productCode: string;
  name: string;
  shortName: string;
  kind: ProductKind;
  productType: string;
  /** Content hash of the resolved manifest (the gateway stores it with each order). */
  manifestVersion: string;
  category: { productCategory1: string; productCategory2: string; productCategory3: string };
  project: { code: string; name: string };
  region?: RegionModel;
  route: RouteModel;
  insurers: Insurer[];
  labels: string[];
  sections: SectionModel[];
  attributes: Attributes;
  eligibility: EligibilityModel;
  period: PeriodModel;
  planLayout: 'list' | 'grouped';
  /** Sorted by weight; plans inside sorted by weight. */
  planGroups: PlanGroupModel[];
  /** Every selectable plan, in display order. */
  plans: PlanModel[];
  defaultPlanCode?: string;
  exactPlanCount?: number;
  maxCopies: number;
  factors: FactorModel[];
  rates: RateModel[];
  form: FormModel;
  /** [rules, clauses]. */
  protocols: ProtocolGroupModel[];
  confirm: ConfirmLayout;
  duplicateCheck: boolean;
  /** false: a free product (no premium; straight to /paySuccess). */
  collectsPremium: boolean;
  payment: PaymentConfig;
  renewal?: { label: 'goRenew' | 'buyAgain' };
  share: { title: string; tagline: string; image?: string };
  branch: { code: string; name: string };
  /** From the PermanentAgent attribute, when the product has a fixed agent. */
  agent?: AgentConfig;
  employeeAgent?: { enabled: boolean; departCode?: string; departName?: string };
  /** The commission-contract flow (docs/contract-flow.md); accountManager absent → 未配置客户经理. */
  contractFlow?: { enabled: boolean; contractPath?: string; accountManager?: { employeeNum: string } };
  /** The offline school channel: card-number check and offline information update on the detail page. */
  offlineChannel?: { enabled: boolean; identityRequired?: boolean };
  /**
   * The manifest's scheduled changes, earliest first: from `at` (epoch ms) on, `model` is the
   * product (engine/rules/effective.ts picks it by a clock). Absent when nothing is scheduled.
   */
  schedule?: { from: string; at: number; model: ProductModel }[];
  /**
   * The same product in the other UI languages: the manifest's `i18n` text where given, the Chinese
   * (contract) text elsewhere, option labels in that language. Absent on the locale models themselves.
   */
  locales?: Partial<Record<Locale, ProductModel>>;
}
