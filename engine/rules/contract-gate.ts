/**
 * The contract-based flow as a rule (spec §6, docs/contract-flow.md): a product whose manifest has
 * `contractFlow` is bought only with a signed commission contract. The app asks before insure and
 * confirm (no signed contract → the product's contract page, which says 未配置客户经理 when there
 * is no manager); the gateway asks on submitOrder v2 (no contract → 400 naming what is missing).
 * Manifest data only: which products, where their contract page is, whether a manager is set.
 */
import type { ProductModel } from '../model';
import type { CommissionContract } from '../model/purchase';
import { format, type Locale } from '../messages';
import '../messages/zh-CN/engine';

/** The commission-contract fields of the application form (spec §3), in the order the spec lists them. */
export const COMMISSION_CONTRACT_FIELDS = [
  'commissionContractNo',
  'bailorName',
  'bailorIdNo',
  'contractStart',
  'contractEnd',
  'signatureDate',
] as const satisfies readonly (keyof CommissionContract)[];

/** The manifest's contractFlow (the gateway passes the same data from its product facts). */
export type ContractFlowSpec = ProductModel['contractFlow'];

/**
 * What a product asks before insure/submit: 'open' — nothing; 'sign' — a signed commission contract,
 * made on `contractPath`; 'noManager' — the flow cannot be completed (未配置客户经理 on `contractPath`).
 */
export type ContractGate =
  { kind: 'open' } | { kind: 'sign'; contractPath: string } | { kind: 'noManager'; contractPath: string };

export function contractGate(flow: ContractFlowSpec): ContractGate {
  if (!flow?.enabled) return { kind: 'open' };
  const contractPath = flow.contractPath ?? '';
  return flow.accountManager?.employeeNum
    ? { kind: 'sign', contractPath }
    : { kind: 'noManager', contractPath };
}

export type ContractCheck =
  | { ok: true }
  | {
      ok: false;
      reason: 'noManager' | 'unsigned';
      missing: (keyof CommissionContract)[];
      contractPath: string;
      message: string;
    };

/**
 * Whether buying may go on: `fields` are the commission-contract fields the purchase carries (from
 * the signed contract in the app, from the application form at the gateway). A field counts only
 * when it is a non-empty string. The message names what is missing (catalogue text).
 */
export function checkCommissionContract(
  flow: ContractFlowSpec,
  fields: Partial<Record<keyof CommissionContract, unknown>> | Readonly<Record<string, unknown>> | undefined,
  locale: Locale = 'zh-CN',
): ContractCheck {
  const gate = contractGate(flow);
  if (gate.kind === 'open') return { ok: true };
  const missing = COMMISSION_CONTRACT_FIELDS.filter((key) => {
    const value = (fields as Readonly<Record<string, unknown>> | undefined)?.[key];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (gate.kind === 'noManager') {
    return {
      ok: false,
      reason: 'noManager',
      missing,
      contractPath: gate.contractPath,
      message: format('engine.contract.noManager', undefined, locale),
    };
  }
  if (missing.length === 0) return { ok: true };
  return {
    ok: false,
    reason: 'unsigned',
    missing,
    contractPath: gate.contractPath,
    message: format('engine.contract.required', { fields: missing.join(', ') }, locale),
  };
}
