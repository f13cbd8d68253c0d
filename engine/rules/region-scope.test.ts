import { describe, expect, it } from 'vitest';
import { isWithinRegion, presetRegion, regionName, regionScopeCodes } from './region-scope';

const yunnan = { provinceCode: '530000', provinceName: '云南省' };
const jining = { provinceCode: '370000', provinceName: '山东省', cityCode: '370800', cityName: '济宁市' };
const lanshan = {
  ...jining,
  cityCode: '371300',
  cityName: '临沂市',
  countyCode: '371302',
  countyName: '兰山区',
};

describe('region scope (issue 13 item 3)', () => {
  it('accepts a school in the product region at every level it names, and refuses one outside', () => {
    expect(isWithinRegion(yunnan, { provinceCode: '530000', cityCode: '532900', countyCode: '532930' })).toBe(
      true,
    );
    expect(isWithinRegion(yunnan, { provinceCode: '370000', cityCode: '370800', countyCode: '370811' })).toBe(
      false,
    );
    expect(isWithinRegion(jining, { provinceCode: '370000', cityCode: '370100' })).toBe(false);
    expect(
      isWithinRegion(lanshan, { provinceCode: '370000', cityCode: '371300', countyCode: '371311' }),
    ).toBe(false);
    expect(isWithinRegion(undefined, { provinceCode: '110000' })).toBe(true);
    expect(isWithinRegion(yunnan, undefined)).toBe(false);
  });

  it('names the area and presets the picker only for a product of one city or county', () => {
    expect(regionName(jining)).toBe('山东省济宁市');
    expect(regionScopeCodes(lanshan)).toEqual(['370000', '371300', '371302']);
    expect(presetRegion({ region: yunnan })).toBeUndefined();
    expect(presetRegion({ region: jining })).toEqual({
      provinceCode: '370000',
      provinceName: '山东省',
      cityCode: '370800',
      cityName: '济宁市',
    });
    expect(presetRegion({ region: lanshan })).toMatchObject({ countyCode: '371302', countyName: '兰山区' });
  });
});
