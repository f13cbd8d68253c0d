import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../node';
import { regionNameOf, regionNames, regionProblem } from './region-names';

describe('region names from their codes (the division table)', () => {
  it('names each level of a real place, and leaves a level not chosen empty', () => {
    expect(regionNames({ provinceCode: '370000', cityCode: '370800', countyCode: '370811' })).toEqual({
      provinceName: '山东省',
      cityName: '济宁市',
      countyName: '任城区',
    });
    expect(regionNames({ provinceCode: '530000', cityCode: '', countyCode: '' })).toEqual({
      provinceName: '云南省',
      cityName: '',
      countyName: '',
    });
    expect(regionNames({})).toEqual({ provinceName: '', cityName: '', countyName: '' });
    expect(
      regionProblem({ provinceCode: '370000', cityCode: '370800', countyCode: '370811' }),
    ).toBeUndefined();
    expect(regionProblem({ provinceCode: '370000' })).toBeUndefined();
    expect(regionProblem({})).toBeUndefined();
  });

  it('refuses a code it does not know, at the first level that is wrong', () => {
    expect(regionProblem({ provinceCode: '990000', cityCode: '370899' })).toEqual({
      kind: 'unknown',
      level: 'province',
      code: '990000',
    });
    expect(regionProblem({ provinceCode: '370000', cityCode: '370899' })).toMatchObject({
      kind: 'unknown',
      level: 'city',
    });
    // A code of another level is not one of this level; nor is a property every object has.
    expect(regionProblem({ provinceCode: '370800' })).toMatchObject({ kind: 'unknown', level: 'province' });
    expect(regionNameOf('city', 'constructor')).toBeUndefined();
    expect(regionNameOf('county', '__proto__')).toBeUndefined();
  });

  it('refuses a county outside its city, a city outside its province, and a level below one not chosen', () => {
    expect(regionProblem({ provinceCode: '370000', cityCode: '370800', countyCode: '110101' })).toEqual({
      kind: 'outside',
      level: 'county',
      code: '110101',
      name: '东城区',
      parentCode: '370800',
      parentName: '济宁市',
    });
    expect(regionProblem({ provinceCode: '370000', cityCode: '320300' })).toMatchObject({
      kind: 'outside',
      level: 'city',
      parentName: '山东省',
    });
    expect(regionProblem({ provinceCode: '', cityCode: '370800' })).toEqual({
      kind: 'noParent',
      level: 'city',
      code: '370800',
    });
    expect(regionProblem({ provinceCode: '370000', countyCode: '370811' })).toMatchObject({
      kind: 'noParent',
      level: 'county',
    });
  });

  it("names every product's region as its manifest does", async () => {
    const catalogue = await loadCatalogue('products');
    for (const { productCode, region } of catalogue.products) {
      if (!region) continue;
      expect(regionProblem(region), productCode).toBeUndefined();
      expect(regionNames(region), productCode).toEqual({
        provinceName: region.provinceName,
        cityName: region.cityName ?? '',
        countyName: region.countyName ?? '',
      });
    }
  });
});
