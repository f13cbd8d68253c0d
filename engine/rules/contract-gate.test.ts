import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../node';
import { jiningModel } from '../testing/models';
import { checkCommissionContract, COMMISSION_CONTRACT_FIELDS, contractGate } from './contract-gate';

/** vitest runs from the repository root (as every-product.test.ts reads it). */
const productsDir = 'products';
const SIGNED = {
  commissionContractNo: 'CT202611220001',
  bailorName: '张丽',
  bailorIdNo: '370***********0022',
  contractStart: '2026-11-22',
  contractEnd: '2027-11-21',
  signatureDate: '2026-11-22',
};

describe('contract gate (spec §6): a contract-flow product is bought only with a signed commission contract', () => {
  it('answers from the manifests: sign first on the contract page, or 未配置客户经理 for 20PR552806', async () => {
    const catalogue = await loadCatalogue(productsDir);
    const gate = (code: string) => contractGate(catalogue.productForCode(code)!.contractFlow);
    expect(gate('21PR336218')).toEqual({ kind: 'sign', contractPath: '/lanshanContract' });
    for (const code of ['21PR803361', '21PR803472', '21PR803585'])
      expect(gate(code)).toEqual({ kind: 'sign', contractPath: '/jiningOfflineContract' });
    expect(gate('20PR552806')).toEqual({ kind: 'noManager', contractPath: '/xuZhouOfflineSign' });
    // Every other product is open: the rule is manifest data, not a list of codes.
    const gated = catalogue.products
      .filter((p) => contractGate(p.contractFlow).kind !== 'open')
      .map((p) => p.productCode)
      .sort();
    expect(gated).toEqual(['20PR552806', '21PR336218', '21PR803361', '21PR803472', '21PR803585']);
  });

  it('lets an ordinary product through with or without contract fields', () => {
    expect(contractGate(jiningModel().contractFlow)).toEqual({ kind: 'open' });
    expect(checkCommissionContract(jiningModel().contractFlow, undefined)).toEqual({ ok: true });
  });

  it('refuses an unsigned purchase naming every missing field, and passes a complete one', () => {
    const flow = {
      enabled: true,
      contractPath: '/lanshanContract',
      accountManager: { employeeNum: 'JT0000E0001' },
    };
    const none = checkCommissionContract(flow, undefined);
    expect(none).toMatchObject({
      ok: false,
      reason: 'unsigned',
      contractPath: '/lanshanContract',
      missing: [...COMMISSION_CONTRACT_FIELDS],
    });
    expect(none.ok ? '' : none.message).toBe(
      `该产品须先与客户经理签署委托协议，缺少：${COMMISSION_CONTRACT_FIELDS.join(', ')}`,
    );
    const partial = checkCommissionContract(
      flow,
      { ...SIGNED, bailorIdNo: ' ', signatureDate: 20261122 },
      'en-US',
    );
    expect(partial).toMatchObject({ ok: false, missing: ['bailorIdNo', 'signatureDate'] });
    expect(partial.ok ? '' : partial.message).toContain('missing: bailorIdNo, signatureDate');
    expect(checkCommissionContract(flow, SIGNED)).toEqual({ ok: true });
  });

  it('stops with 未配置客户经理 without a manager, even with contract fields', () => {
    const flow = { enabled: true, contractPath: '/xuZhouOfflineSign' };
    expect(checkCommissionContract(flow, SIGNED)).toMatchObject({
      ok: false,
      reason: 'noManager',
      message: '未配置客户经理',
      missing: [],
    });
    expect(checkCommissionContract({ ...flow, enabled: false }, undefined)).toEqual({ ok: true });
  });
});
