import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../node';
import { jiningModel } from '../testing/models';
import {
  checkContractTerm,
  commissionContractOf,
  contractFlowReady,
  contractFlowState,
  defaultContractTerm,
} from './contract-flow';

/** vitest runs from the repository root (as every-product.test.ts reads it). */
const productsDir = 'products';

describe('contract-based flow (spec §6): the account manager is manifest data', () => {
  it('is ready for the products with a manager and stops with 未配置客户经理 for 20PR552806', async () => {
    const catalogue = await loadCatalogue(productsDir);
    const state = (code: string) => contractFlowState(catalogue.productForCode(code)!);
    for (const code of ['21PR336218', '21PR803361', '21PR803472', '21PR803585'])
      expect(state(code)).toBe('ready');
    expect(state('20PR552806')).toBe('noManager');
    expect(contractFlowReady(catalogue.productForCode('20PR552806')!)).toBe(false);
    const withFlow = catalogue.products
      .filter((p) => p.contractFlow?.enabled)
      .map((p) => p.productCode)
      .sort();
    expect(withFlow).toEqual(['20PR552806', '21PR336218', '21PR803361', '21PR803472', '21PR803585']);
  });

  it('is "none" (and ready) for an ordinary product', () => {
    expect(contractFlowState(jiningModel())).toBe('none');
    expect(contractFlowReady(jiningModel())).toBe(true);
  });
});

describe('contract term', () => {
  it('defaults to one year from today', () => {
    expect(defaultContractTerm('2026-11-22')).toEqual({
      contractStart: '2026-11-22',
      contractEnd: '2027-11-21',
    });
    expect(defaultContractTerm('2028-02-29')).toEqual({
      contractStart: '2028-02-29',
      contractEnd: '2029-02-27',
    });
  });

  it('accepts a term from today, rejects a past start, an end not after the start, over three years and non-dates', () => {
    expect(checkContractTerm('2026-11-22', '2027-11-21', '2026-11-22')).toEqual({ ok: true });
    expect(checkContractTerm('2026-11-21', '2027-11-21', '2026-11-22')).toEqual({
      ok: false,
      message: '合同起期不能早于今天',
    });
    expect(checkContractTerm('2026-12-01', '2026-12-01', '2026-11-22')).toEqual({
      ok: false,
      message: '合同止期须晚于起期',
    });
    expect(checkContractTerm('2026-12-01', '2030-12-01', '2026-11-22')).toEqual({
      ok: false,
      message: '合同期限不能超过三年',
    });
    expect(checkContractTerm('2026-02-30', '2027-01-01', '2026-01-01')).toEqual({
      ok: false,
      message: '合同起期日期格式有误',
    });
    expect(checkContractTerm('2026-12-01', 'x', '2026-11-22', 'en-US')).toEqual({
      ok: false,
      message: 'Contract end: not a valid date',
    });
  });
});

it('maps a signed contract to the commission-contract fields of the application form (spec §3)', () => {
  const signed = {
    contractNo: 'CT1',
    bailorName: '张丽',
    bailorIdNo: '370811198803150022',
    contractStart: '2026-11-22',
    contractEnd: '2027-11-21',
    signTime: '2026-11-22 10:00:00',
  };
  expect(commissionContractOf(signed)).toEqual({
    commissionContractNo: 'CT1',
    bailorName: '张丽',
    bailorIdNo: '370811198803150022',
    contractStart: '2026-11-22',
    contractEnd: '2027-11-21',
    signatureDate: '2026-11-22',
  });
});
