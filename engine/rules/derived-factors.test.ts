import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductModel } from '../model';
import { loadCatalogue } from '../node';
import { idNumberFor } from '../testing/models';
import { derivedFactorValue, withDerivedFactors } from './derived-factors';
import { validateApplicationForm } from './validate-application';
import { buildApplicationForm } from './application-form';
import { premiumForSelection } from './premium';

/** 19PR799624, critical illness: priced by the insured's age band (0-6 / 7-12 / 13-17周岁). */
let critical: ProductModel;
let medical: ProductModel;
beforeAll(async () => {
  const catalogue = await loadCatalogue('products');
  critical = catalogue.productForCode('19PR799624')!;
  medical = catalogue.products.find((m) => m.factors.some((f) => f.code === 'socialSecurity'))!;
});

const START = '2026-09-01';
const band = (model: ProductModel) => model.factors.find((f) => f.code === 'ageBand')!;

describe('a factor derived from the insured', () => {
  it('takes the age band from the birthday on the cover start date', () => {
    expect(derivedFactorValue(band(critical), { birthday: '2020-09-02' }, START)).toBe('0-6'); // 6 on the start date
    expect(derivedFactorValue(band(critical), { birthday: '2019-09-01' }, START)).toBe('7-12'); // 7th birthday that day
    expect(derivedFactorValue(band(critical), { birthday: '2016-03-10' }, START)).toBe('7-12'); // 10
    expect(derivedFactorValue(band(critical), { birthday: '2013-09-01' }, START)).toBe('13-17');
    expect(derivedFactorValue(band(critical), { birthday: '' }, START)).toBeUndefined();
  });

  it('reads the birthday from an ID card number, as the application form does', () => {
    const tenYearsOld = { idType: '0', idNumber: idNumberFor('2016-03-10') };
    expect(derivedFactorValue(band(critical), tenYearsOld, START)).toBe('7-12');
  });

  it('sets the selection from the insured and leaves it alone when nothing changes', () => {
    const selection = { planCode: 'HTCI799624-B', copies: 1, factors: { insurePeriod: '1', ageBand: '0-6' } };
    const derived = withDerivedFactors(
      critical,
      selection,
      [{ idType: '0', idNumber: idNumberFor('2016-03-10') }],
      START,
    );
    expect(derived.factors).toEqual({ insurePeriod: '1', ageBand: '7-12' });
    expect(withDerivedFactors(critical, derived, [{ birthday: '2016-03-10' }], START)).toBe(derived);
    expect(withDerivedFactors(critical, selection, [{ name: '未填' }], START)).toBe(selection);
  });

  it('derives social insurance from the insured’s answer', () => {
    const factor = medical.factors.find((f) => f.code === 'socialSecurity')!;
    expect(derivedFactorValue(factor, { securityCode: 'N' }, START)).toBe('N');
    expect(derivedFactorValue(factor, { securityCode: 'Y' }, START)).toBe('Y');
  });
});

describe('the submit check of a derived factor', () => {
  const payload = (ageBand: string) => {
    const insured = {
      relationType: '03',
      name: '张小明',
      idType: '0',
      idNumber: idNumberFor('2016-03-10'),
      telephone: '13812345678',
      securityCode: 'Y',
    };
    const holder = {
      name: '张伟',
      idType: '0',
      idNumber: idNumberFor('1985-03-12'),
      telephone: '13812345678',
      userCode: 'U100',
    };
    const selection = { planCode: 'HTCI799624-B', copies: 1, factors: { insurePeriod: '1', ageBand } };
    return buildApplicationForm(critical, {
      holder,
      insureds: [insured],
      selection,
      startDate: START,
      totalPremium: premiumForSelection(critical, selection),
      operator: 'U100',
      idempotentSerialNo: 'SN1',
    });
  };

  it('refuses a 10-year-old in the 0-6 band (¥238), naming the band the insured is in', () => {
    const tampered = payload('0-6');
    expect(tampered.applicationForms.plan.prem).toBe(238);
    const check = validateApplicationForm(critical, tampered, { today: '2026-08-31' });
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.errors).toContainEqual({
      path: '/applicationForms/factors',
      message: '被保险人年龄应为7-12周岁（由被保险人张小明的信息得出），不能为0-6周岁',
    });
  });

  it('accepts the band the insured is in (¥199)', () => {
    const honest = payload('7-12');
    expect(honest.applicationForms.plan.prem).toBe(199);
    const check = validateApplicationForm(critical, honest, { today: '2026-08-31' });
    expect(check.ok ? [] : check.errors.filter((e) => e.path.endsWith('/factors'))).toEqual([]);
  });
});
