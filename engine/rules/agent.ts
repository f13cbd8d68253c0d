/**
 * Agent config (spec §3, §6): built from the attribute entry whose attrCode is PermanentAgent; the
 * agent of an order comes from the product's fixed agent, the promoter lookup, the employee settings
 * or a locally stored promo code — in that order.
 */
import type { AgentConfig, ProductModel } from '../model';

export const PERMANENT_AGENT = 'PermanentAgent';

/** One attribute entry as prod-svc api/v1/attr/{code}/edu serves it. */
export interface AttributeEntry {
  attrCode: string;
  /** Scalars as strings; objects and arrays as JSON text. */
  attrValue: string;
}

/** The product's attributes as entries (what the gateway serves). */
export function attributeEntries(model: ProductModel): AttributeEntry[] {
  return Object.entries(model.attributes)
    .filter(([, value]) => value !== undefined)
    .map(([attrCode, value]) => ({
      attrCode,
      attrValue: typeof value === 'string' ? value : JSON.stringify(value),
    }));
}

/** The agent config from attribute entries (the one with attrCode PermanentAgent), if any. */
export function agentConfigFromAttributes(entries: readonly AttributeEntry[]): AgentConfig | undefined {
  const entry = entries.find((e) => e.attrCode === PERMANENT_AGENT);
  if (!entry) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(entry.attrValue);
  } catch {
    return undefined;
  }
  const v = (value ?? {}) as Record<string, unknown>;
  const text = (key: string): string => (typeof v[key] === 'string' ? (v[key] as string) : '');
  if (!text('agentCode') || !text('branchCode')) return undefined;
  return {
    branchCode: text('branchCode'),
    branchName: text('branchName'),
    agentCode: text('agentCode'),
    agentName: text('agentName'),
    departCode: text('departCode'),
    departName: text('departName'),
    ...(text('schanelCode') ? { schanelCode: text('schanelCode') } : {}),
  };
}

export interface AgentSources {
  /** From registerCustomer/queryPromotersInfo. */
  promoter?: AgentConfig;
  /** The logged-in staff member (selectByEmployeeNum), used when the product's Employee setting is on. */
  staff?: AgentConfig;
  /** From a promo code stored locally. */
  promoCode?: AgentConfig;
}

export function chooseAgent(model: ProductModel, sources: AgentSources): AgentConfig | undefined {
  if (model.agent) return model.agent;
  if (sources.promoter) return sources.promoter;
  if (model.employeeAgent?.enabled && sources.staff) {
    return {
      ...sources.staff,
      ...(model.employeeAgent.departCode ? { departCode: model.employeeAgent.departCode } : {}),
      ...(model.employeeAgent.departName ? { departName: model.employeeAgent.departName } : {}),
    };
  }
  return sources.promoCode;
}
