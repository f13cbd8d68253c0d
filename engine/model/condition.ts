import type { Condition } from '../generated/manifest';

/** A declarative condition (see the schema's `condition`): evaluated by engine/rules/condition.ts. */
export type { Condition };

/** The fixed operator set; the lint rejects anything else. */
export const CONDITION_OPERATORS = [
  'eq',
  'ne',
  'in',
  'notIn',
  'empty',
  'notEmpty',
  'ageLt',
  'ageGte',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
