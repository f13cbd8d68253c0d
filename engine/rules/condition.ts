/**
 * The declarative condition evaluator: a small fixed operator set over the form state, never code
 * in data. Field references are `holder.<name>`, `insured.<name>` or `factor.<code>`.
 */
import type { Condition } from '../model';
import { ageOn } from '../validators/age';

export interface ConditionContext {
  holder?: Readonly<Record<string, unknown>>;
  /** The insured record being checked. */
  insured?: Readonly<Record<string, unknown>>;
  factor?: Readonly<Record<string, string>>;
  /** Date ages are measured on ('YYYY-MM-DD'); default today. */
  onDate?: string;
}

function lookup(field: string, ctx: ConditionContext): unknown {
  const dot = field.indexOf('.');
  const scope = field.slice(0, dot);
  const name = field.slice(dot + 1);
  const record =
    scope === 'holder'
      ? ctx.holder
      : scope === 'insured'
        ? ctx.insured
        : scope === 'factor'
          ? ctx.factor
          : undefined;
  return record?.[name];
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function same(a: unknown, b: unknown): boolean {
  return String(a) === String(b);
}

function age(value: unknown, onDate: string | undefined): number | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return ageOn(value.slice(0, 10), onDate);
  } catch {
    return undefined;
  }
}

export function evaluateCondition(condition: Condition, ctx: ConditionContext): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, ctx));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, ctx));
  if ('not' in condition) return !evaluateCondition(condition.not, ctx);
  const value = lookup(condition.field, ctx);
  const operand = condition.value;
  switch (condition.op) {
    case 'eq':
      return !isEmpty(value) && same(value, operand);
    case 'ne':
      return isEmpty(value) || !same(value, operand);
    case 'in':
      return Array.isArray(operand) && operand.some((o) => same(value, o));
    case 'notIn':
      return !Array.isArray(operand) || !operand.some((o) => same(value, o));
    case 'empty':
      return isEmpty(value);
    case 'notEmpty':
      return !isEmpty(value);
    case 'ageLt': {
      const years = age(value, ctx.onDate);
      return years !== undefined && years < Number(operand);
    }
    case 'ageGte': {
      const years = age(value, ctx.onDate);
      return years !== undefined && years >= Number(operand);
    }
  }
}

/** Every field reference of a condition (the lint checks they exist). */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}
