import type { PlanGroup, Program, Protocol } from '../../../contract/prod-svc/shapes';
import type { PremiumItem } from '../../../contract/prod-svc/calpremiums';
import type { ApplicationForm } from '../../../contract/order/shapes';
import type { Locale } from '../../../engine/messages';
import type { DerivationContext } from '../../../engine/rules/derived-order';
import type { ReadRecord } from '../../../engine/rules/read-records';

/** A clause the buyer confirms, with its full text (stored on the order). */
export interface ClauseText {
  resourceName: string;
  displayNo: number;
  valueMark: string;
  content: string;
}

/** What the gateway needs to know of one product; everything comes from its manifest through the engine. */
export interface ProductFacts {
  productCode: string;
  productName: string;
  projectCode: string;
  projectName: string;
  kind: string;
  manifestVersion: string;
  detailPath: string;
  renewalLabel: string;
  category: { level1: string; level2: string; level3: string };
  insurers: { partyRole: string; logoUrl: string; insuringAreaCode: string; name: string }[];
  labels: string[];
  sections: Record<string, unknown>[];
  attributes: Record<string, unknown>;
  regionCodes: string[];
  /** The province and city it is sold in (山东省济宁市); '' when nationwide. */
  areaName: string;
  planGroups: PlanGroup[];
  programs: Program[];
  rules: Protocol[];
  clauses: Protocol[];
  duplicateCheck: boolean;
  collectsPremium: boolean;
  /** The manifest's fixed agent (PermanentAgent), who takes every order of the product whatever the client names. */
  fixedAgentCode?: string;
  /** The commission-contract flow from the manifest (docs/contract-flow.md); absent for ordinary products. */
  contractFlow?: { contractPath: string; accountManagerEmployeeNum: string | null };
  /** The offline school channel (docs/offline-channel.md): whether confirming needs identity + face verification. */
  offlineChannel?: { identityRequired: boolean };
}

/** A text of the manifest in another language, beside the Chinese text it translates. */
export interface Translation {
  /** the Chinese text (of the current manifest) */
  source: string;
  text: string;
}

/** A product's name, its plans' names (by plan code) and its insurers' names (by Chinese name) as its manifest translates them (`i18n`). */
export interface TranslatedNames {
  product: Translation;
  plans: ReadonlyMap<string, Translation>;
  insurers: ReadonlyMap<string, Translation>;
}

export type PremiumResult = { ok: true; totalPremium: number } | { ok: false; field: string; reason: string };
export type FormCheck = { ok: true } | { ok: false; errors: { path: string; message: string }[] };

/**
 * The product catalogue as the gateway sees it. The one implementation wraps the engine
 * (engine-port.ts): the gateway never computes premiums or product rules itself.
 */
export interface ProductPort {
  get(productCode: string): ProductFacts | undefined;
  /** True for a product whose manifest failed its checks at load: switched off, it answers 产品暂不可售. */
  unavailable(productCode: string): boolean;
  list(): ProductFacts[];
  /** The clause lists of changes scheduled but not yet live (stored ahead, so an order can name them the moment they go live). */
  scheduledClauses(): (readonly ClauseText[])[];
  premium(item: PremiumItem, locale: Locale): PremiumResult;
  /** The premium of a whole application form, as the engine prices its plan, factors and copies. */
  formPremium(form: ApplicationForm, locale: Locale): PremiumResult;
  /** The engine's whole-form check of a submit payload (fields, eligibility, plan, premium, dates). */
  validateSubmit(payload: unknown, today: string, locale: Locale): FormCheck;
  /**
   * The product's and its plans' names in `locale` from its manifest's translation (where a name has
   * none, the translation is the Chinese name); undefined for zh-CN and for an unknown product.
   */
  namesIn(productCode: string, locale: Locale): TranslatedNames | undefined;
  /** The form with risks, insurers, product names, holder code and agent rebuilt from the manifest and the context (the client's ignored). */
  rebuildDerived(form: ApplicationForm, context: DerivationContext): ApplicationForm;
  /** The product's protocol documents a submit's readRecords name, in the manifest's words (what the order stores). */
  readDocuments(productCode: string, records: unknown): ReadRecord[];
}
