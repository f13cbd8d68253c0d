/**
 * Province → city → county options from @vant/area-data (the real administrative division table),
 * and the engine's RegionValue (codes and names) of a chosen code path.
 */
import { areaList } from '@vant/area-data';
import type { RegionValue } from '../../engine/model';
import { regionNames } from '../../engine/rules/region-names';

// The value helpers need no table; they live apart so that a closed picker does not load it.
export { regionCodesOf, regionText } from './region-codes';

export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

let cached: RegionOption[] | undefined;

/** The cascader tree; county codes share the first four digits with their city, cities two with their province. */
export function regionOptions(): RegionOption[] {
  if (cached) return cached;
  const counties = Object.entries(areaList.county_list);
  const cities = Object.entries(areaList.city_list);
  cached = Object.entries(areaList.province_list).map(([provinceCode, provinceName]) => ({
    label: provinceName,
    value: provinceCode,
    children: cities
      .filter(([cityCode]) => cityCode.slice(0, 2) === provinceCode.slice(0, 2))
      .map(([cityCode, cityName]) => ({
        label: cityName,
        value: cityCode,
        children: counties
          .filter(([countyCode]) => countyCode.slice(0, 4) === cityCode.slice(0, 4))
          .map(([countyCode, countyName]) => ({ label: countyName, value: countyCode })),
      })),
  }));
  return cached;
}

/**
 * The tree cut down to a product's region ([province, city?, county?] codes): a Yunnan product
 * offers Yunnan only, a Jining product Jining's districts only. No scope: the whole tree.
 */
export function scopedRegionOptions(scope: readonly string[]): RegionOption[] {
  const cut = (options: readonly RegionOption[], depth: number): RegionOption[] => {
    const code = scope[depth];
    if (!code) return [...options];
    return options
      .filter((o) => o.value === code)
      .map((o) => ({ ...o, children: cut(o.children ?? [], depth + 1) }));
  };
  return cut(regionOptions(), 0);
}

/** The region value of a [province, city, county] code path, named as the gateway names an order's (engine regionNames). */
export function regionValueOf(codes: readonly string[]): RegionValue | undefined {
  const [provinceCode, cityCode, countyCode] = codes;
  if (!provinceCode) return undefined;
  const names = regionNames({ provinceCode, cityCode, countyCode });
  const value: RegionValue = {
    provinceCode,
    provinceName: names.provinceName,
    cityCode: cityCode ?? '',
    cityName: names.cityName,
  };
  if (countyCode) {
    value.countyCode = countyCode;
    value.countyName = names.countyName;
  }
  return value;
}
