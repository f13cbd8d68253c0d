/**
 * A region value's code path and text: what a closed region picker shows. Apart from
 * ./region-options.ts, so that the division table (@vant/area-data, ~30 KB gzip) loads only when a
 * picker opens.
 */
import type { RegionValue } from '../../engine/model';

export function regionCodesOf(value: RegionValue | undefined): string[] {
  if (!value) return [];
  return [value.provinceCode, value.cityCode, value.countyCode].filter((code): code is string =>
    Boolean(code),
  );
}

export function regionText(value: RegionValue | undefined): string {
  return value ? [value.provinceName, value.cityName, value.countyName].filter(Boolean).join(' ') : '';
}
