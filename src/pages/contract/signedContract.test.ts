// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSignedContract,
  commissionContractFor,
  readSignedContract,
  saveSignedContract,
} from './signedContract';
import { withCommissionContract } from './orderLink';

const signed = {
  contractNo: 'CT1',
  bailorName: '张丽',
  bailorIdNo: '370811198803150022',
  contractStart: '2026-11-22',
  contractEnd: '2027-11-21',
  signTime: '2026-11-22 10:00:00',
};

describe('the signed contract kept for the purchase', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is kept per product, gives the commission-contract fields, and is cleared', () => {
    saveSignedContract('21PR336218', signed);
    expect(readSignedContract('21PR336218')).toEqual(signed);
    expect(readSignedContract('21PR803361')).toBeUndefined();
    expect(commissionContractFor('21PR336218')).toEqual({
      commissionContractNo: 'CT1',
      bailorName: '张丽',
      bailorIdNo: '370811198803150022',
      contractStart: '2026-11-22',
      contractEnd: '2027-11-21',
      signatureDate: '2026-11-22',
    });
    clearSignedContract('21PR336218');
    expect(readSignedContract('21PR336218')).toBeUndefined();
  });

  it('ignores a damaged entry rather than sending half a contract', () => {
    window.sessionStorage.setItem('edu.contract.signed.21PR336218', '{"contractNo":1');
    expect(readSignedContract('21PR336218')).toBeUndefined();
    window.sessionStorage.setItem('edu.contract.signed.21PR336218', '{"contractNo":"CT1"}');
    expect(commissionContractFor('21PR336218')).toBeUndefined();
  });

  it('puts the fields on the application form of that product only', () => {
    saveSignedContract('21PR336218', signed);
    const payload = {
      operator: 'U1',
      applicationForms: { productCode: '21PR336218', startDate: '2026-12-01' },
    };
    expect(withCommissionContract(payload).applicationForms).toMatchObject({
      productCode: '21PR336218',
      commissionContractNo: 'CT1',
      signatureDate: '2026-11-22',
    });
    const other = { operator: 'U1', applicationForms: { productCode: '19PR979745' } };
    expect(withCommissionContract(other)).toBe(other);
  });
});
