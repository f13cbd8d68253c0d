/**
 * The engine's browser-safe public surface (no React, DOM, network or Node). The Node loader is
 * engine/node.ts (loadCatalogue); schema validation is engine/load/validate.ts (Ajv).
 */
export * from './model';
export type { ProductManifest } from './generated/manifest';
export { SECTION_TYPES, FIELD_WIDGETS, isSectionType, isFieldWidget } from './registry-keys';
export type { SectionType, FieldWidget } from './registry-keys';

// load → resolve `extends` → normalize
export { resolveManifest, type FamilyLookup, type ResolveResult, type ResolveError } from './load/resolve';
export { mergeJson, KEYED_ARRAYS, type Json, type JsonObject } from './load/merge';
export { buildProductModel, ManifestError, type BuildOptions } from './load/build';
export { normalizeManifest, GENERIC_CONFIRM_BLOCKS } from './normalize/product';
export { contentHash, stableStringify } from './normalize/hash';
export { scheduleOf, applyScheduled, type ScheduledEntry } from './load/schedule';

// catalogue
export { createCatalogue, type Catalogue, type RenewalLabel } from './catalogue/catalogue';
export { createLazyCatalogue, type LazyCatalogue, type LazyCatalogueSources } from './catalogue/lazy';
export {
  modelsFromManifests,
  loaderByFileName,
  forFile,
  type ManifestSources,
  type JsonLoader,
} from './catalogue/from-manifests';
export { toModelFile, fromModelFile, type ModelFile, type ModelData } from './catalogue/model-file';
export type { ProductIndexEntry } from './catalogue/product-index';
export { SPEC_RENEWAL_TABLE } from './catalogue/renewal-table';
export * from './catalogue/option-lists';

// product rules (pure)
export {
  guaranteeRows,
  guaranteeRow,
  guaranteeValue,
  formatAmount,
  MARQUEE_NAME_CHARS,
  MARQUEE_VALUE_CHARS,
} from './rules/guarantee';
export {
  planForCode,
  factorValues,
  defaultSelection,
  periodYears,
  allowsCopies,
} from './rules/plan-selection';
export {
  startingPremium,
  planPriceFrom,
  describePriceFrom,
  factorCombinations,
  type PriceFrom,
} from './rules/starting-premium';
export {
  planComparison,
  hasPlanComparison,
  type PlanComparison,
  type ComparisonColumn,
  type ComparisonRow,
} from './rules/plan-comparison';
export { schoolDetails, type LabelledValue } from './rules/school-details';
export {
  derivedFactorValue,
  derivedFactorProblems,
  isDerivedFactor,
  withDerivedFactors,
} from './rules/derived-factors';
export { effectiveModel, nextScheduledChange } from './rules/effective';
export {
  buildPremiumRequest,
  calculatePremium,
  premiumForSelection,
  formatPremium,
  roundPremium,
  PremiumError,
  CHANNEL_NO,
} from './rules/premium';
export {
  coverPeriod,
  coverPeriodFrom,
  coverStartDate,
  renewalStartDate,
  isAllowedStart,
  todayInChina,
  addDays,
  addYears,
  daysBetween,
  type CoverPeriod,
  type CoverPeriodInput,
} from './rules/dates';
export { buildApplicationForm, PAYLOAD_KEYS, CHANNEL_NAME } from './rules/application-form';
export { personFacts } from './rules/person-facts';
export {
  validateApplicationForm,
  partyRecordFromPayload,
  type ValidateOptions,
} from './rules/validate-application';
export { documentsRead, everyDocumentRead, type ReadRecord } from './rules/read-records';
export { checkPartyRecord, isFieldVisible, isFieldRequired, type FieldProblem } from './rules/party-fields';
export {
  formProblems,
  checkFormField,
  type FormProblem,
  type FormSchemaOptions,
  type FormValues,
} from './rules/form-check';
export { checkEligibility, describeBound, type EligibilityInput } from './rules/eligibility';
export { evaluateCondition, conditionFields, type ConditionContext } from './rules/condition';
export { paymentRoute, PAY_URL_MAX_LOOKUPS, type SubmittedOrder } from './rules/payment-route';
export {
  paymentOutcome,
  PAYABLE_OUTCOMES,
  type PaymentOutcome,
  type PaymentFacts,
} from './rules/payment-outcome';
export {
  attributeEntries,
  agentConfigFromAttributes,
  chooseAgent,
  PERMANENT_AGENT,
  type AttributeEntry,
  type AgentSources,
} from './rules/agent';
export { confirmTarget, confirmLayoutForCode } from './rules/confirm';
export {
  contractFlowState,
  contractFlowReady,
  defaultContractTerm,
  checkContractTerm,
  commissionContractOf,
  type ContractFlowState,
  type SignedContract,
} from './rules/contract-flow';
export {
  contractGate,
  checkCommissionContract,
  COMMISSION_CONTRACT_FIELDS,
  type ContractGate,
  type ContractCheck,
  type ContractFlowSpec,
} from './rules/contract-gate';

// validators (engine/validators)
export * from './validators';
