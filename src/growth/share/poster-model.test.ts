import { describe, expect, it } from 'vitest';
import { posterModel, productLink, type ShareProduct } from './poster-model';

const BASE = 'https://shop.example.cn/';
const product: ShareProduct = {
  productCode: '19PR979745',
  name: '济宁市学生成长保障计划',
  path: '/jiningDetails',
  sharedPath: false,
  tagline: '一份保障，一份安心',
};

describe('productLink', () => {
  it('is the hash route of the product page carrying the promoter code', () => {
    expect(productLink(BASE, product, 'U1')).toBe('https://shop.example.cn/#/jiningDetails?promoCode=U1');
    expect(productLink(BASE, product, '')).toBe('https://shop.example.cn/#/jiningDetails');
  });
  it('adds the product code when several products share the path', () => {
    expect(productLink(BASE, { ...product, sharedPath: true }, 'U1')).toBe(
      'https://shop.example.cn/#/jiningDetails?promoCode=U1&productCode=19PR979745',
    );
  });
});

describe('posterModel (spec §6 roles)', () => {
  it('visitor: no code of their own (keeps the one they came with), asked to log in', () => {
    expect(posterModel(BASE, product, { loggedIn: false, isStaff: false })).toMatchObject({
      variant: 'visitor',
      code: '',
    });
    expect(
      posterModel(BASE, product, { loggedIn: false, isStaff: false, storedPromoCode: 'U9' }),
    ).toMatchObject({ code: 'U9', recommender: 'U9' });
    expect(
      posterModel(BASE, product, { loggedIn: false, isStaff: false, storedPromoCode: 'U9' }).link,
    ).toContain('promoCode=U9');
  });
  it('staff: their own code, name and licence number', () => {
    const model = posterModel(BASE, product, {
      loggedIn: true,
      isStaff: true,
      userCode: 'U2',
      staffName: '王建华',
      licenseNumber: '2026118',
      promoter: { code: 'U7', name: 'x' },
    });
    expect(model).toMatchObject({
      variant: 'staff',
      code: 'U2',
      staff: { name: '王建华', licence: '2026118' },
    });
    expect(model.recommender).toBeUndefined();
  });
  it("customer: their promoter's code with the 'recommender' label; no label without another person's code", () => {
    expect(
      posterModel(BASE, product, {
        loggedIn: true,
        isStaff: false,
        userCode: 'U1',
        promoter: { code: 'U2', name: '王建华' },
      }),
    ).toMatchObject({ code: 'U2', recommender: '王建华' });
    expect(
      posterModel(BASE, product, { loggedIn: true, isStaff: false, userCode: 'U1', storedPromoCode: 'U5' }),
    ).toMatchObject({ code: 'U5', recommender: 'U5' });
    expect(posterModel(BASE, product, { loggedIn: true, isStaff: false, userCode: 'U1' })).toEqual({
      link: 'https://shop.example.cn/#/jiningDetails',
      code: '',
      variant: 'customer',
    });
  });
});
