/**
 * The product's region (manifest `region`) as the limit of where its insured may be at school:
 * the region picker offers only that area, a one-city product starts on its city, and an insured
 * region outside it is refused (the insure page and the gateway alike).
 */
import type { Party, ProductModel, RegionModel, RegionValue } from '../model';

/** The product's region codes from broad to narrow ([province, city?, county?]); empty = sold everywhere. */
export function regionScopeCodes(region: RegionModel | undefined): string[] {
  if (!region) return [];
  return [region.provinceCode, region.cityCode, region.countyCode].filter((code): code is string =>
    Boolean(code),
  );
}

/**
 * True when the product's form asks the party for a region (a field named region): only then is the
 * region of the order the buyer's answer. Elsewhere buildApplicationForm sends the product's region,
 * and the gateway files it (./derived-order.ts).
 */
export function asksRegion(model: Pick<ProductModel, 'form'>, party: Party): boolean {
  return model.form[party].fields.some((field) => field.name === 'region');
}

/** The product's region codes as buildApplicationForm sends them for a party whose form asks none ('' for a level it does not name). */
export function productRegionCodes(model: Pick<ProductModel, 'region'>) {
  return {
    provinceCode: model.region?.provinceCode ?? '',
    cityCode: model.region?.cityCode ?? '',
    countyCode: model.region?.countyCode ?? '',
  };
}

/** True when a chosen region lies inside the product's region (every scoped level matches). */
export function isWithinRegion(
  region: RegionModel | undefined,
  value: Partial<RegionValue> | undefined,
): boolean {
  const scope = regionScopeCodes(region);
  if (scope.length === 0) return true;
  if (!value) return false;
  const chosen = [value.provinceCode, value.cityCode, value.countyCode];
  return scope.every((code, level) => chosen[level] === code);
}

/** The product's area as one name (云南省, 山东省济宁市, …), for messages and headings. */
export function regionName(region: RegionModel | undefined): string {
  return region ? [region.provinceName, region.cityName, region.countyName].filter(Boolean).join('') : '';
}

/**
 * Where the region picker starts: a product of one city (or county) is preselected there, so the
 * parent only picks the district; a province-wide or nationwide product starts empty.
 */
export function presetRegion(model: Pick<ProductModel, 'region'>): RegionValue | undefined {
  const region = model.region;
  if (!region?.cityCode) return undefined;
  const value: RegionValue = {
    provinceCode: region.provinceCode,
    provinceName: region.provinceName,
    cityCode: region.cityCode,
    cityName: region.cityName ?? '',
  };
  if (region.countyCode) {
    value.countyCode = region.countyCode;
    value.countyName = region.countyName ?? '';
  }
  return value;
}
