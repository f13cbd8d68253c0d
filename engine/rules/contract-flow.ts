/**
 * The commission-contract flow (spec §6, §3; docs/contract-flow.md): a contract-based product is
 * bought after the holder signs a commission contract with the product's account manager. Which
 * products have the flow and who their manager is are manifest data (`contractFlow`).
 */
import type { ProductModel } from '../model';
import type { CommissionContract } from '../model/purchase';
import { format, type Locale } from '../messages';
import { compareCivilDates, formatCivilDate, parseCivilDate } from '../validators/calendar';
import type { CheckResult } from '../validators/result';
import { addDays, addYears, daysBetween } from './dates';
import '../messages/zh-CN/engine';

/** 'none': an ordinary product; 'noManager': the flow stops with 未配置客户经理; 'ready': sign, then buy. */
export type ContractFlowState = 'none' | 'noManager' | 'ready';

export function contractFlowState(model: ProductModel): ContractFlowState {
  if (!model.contractFlow?.enabled) return 'none';
  return model.contractFlow.accountManager ? 'ready' : 'noManager';
}

/** The contract-based flow needs a configured account manager (else 未配置客户经理). */
export function contractFlowReady(model: ProductModel): boolean {
  return contractFlowState(model) !== 'noManager';
}

/** A contract runs one year by default: from `today` to the day before the same date next year. */
export function defaultContractTerm(today: string): { contractStart: string; contractEnd: string } {
  const start = parseCivilDate(today);
  if (!start) throw new Error(`[engine] defaultContractTerm: not a date: ${today}`);
  return { contractStart: today, contractEnd: formatCivilDate(addDays(addYears(start, 1), -1)) };
}

/** Longest commission contract the flow accepts (a school year plus the summer, rounded up to 3 years). */
const MAX_TERM_DAYS = 3 * 366;

/**
 * Checks a contract term: both real dates, the start not before `today`, the end after the start,
 * at most three years. The message names what is wrong (catalogue text).
 */
export function checkContractTerm(
  contractStart: string,
  contractEnd: string,
  today: string,
  locale: Locale = 'zh-CN',
): CheckResult {
  const start = parseCivilDate(contractStart);
  const end = parseCivilDate(contractEnd);
  const now = parseCivilDate(today);
  if (!start)
    return {
      ok: false,
      message: format(
        'engine.contract.badDate',
        { field: format('engine.contract.start', undefined, locale) },
        locale,
      ),
    };
  if (!end)
    return {
      ok: false,
      message: format(
        'engine.contract.badDate',
        { field: format('engine.contract.end', undefined, locale) },
        locale,
      ),
    };
  if (now && compareCivilDates(start, now) < 0)
    return { ok: false, message: format('engine.contract.startPast', undefined, locale) };
  if (compareCivilDates(end, start) <= 0)
    return { ok: false, message: format('engine.contract.endBeforeStart', undefined, locale) };
  if (daysBetween(start, end) > MAX_TERM_DAYS)
    return { ok: false, message: format('engine.contract.tooLong', undefined, locale) };
  return { ok: true };
}

/** What the gateway answers for a signed contract (jzq/api/agreement). */
export interface SignedContract {
  contractNo: string;
  bailorName: string;
  bailorIdNo: string;
  contractStart: string;
  contractEnd: string;
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  signTime: string;
}

/** The commission-contract fields of the application form (spec §3) from a signed contract. */
export function commissionContractOf(signed: SignedContract): CommissionContract {
  return {
    commissionContractNo: signed.contractNo,
    bailorName: signed.bailorName,
    bailorIdNo: signed.bailorIdNo,
    contractStart: signed.contractStart,
    contractEnd: signed.contractEnd,
    signatureDate: signed.signTime.slice(0, 10),
  };
}
