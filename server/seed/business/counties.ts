import { areaList } from '@vant/area-data';

let byCity: Map<string, [code: string, name: string][]> | undefined;

/**
 * The counties of a city (its code's first 4 digits), in the division table's order. Indexed once:
 * the seed asks for every product region, and scanning the ~3,000 counties each time cost the first
 * start ~1 s of CPU.
 */
export function countiesOfCity(cityCode: string): readonly [code: string, name: string][] {
  if (!byCity) {
    byCity = new Map();
    for (const [code, name] of Object.entries(areaList.county_list)) {
      const city = code.slice(0, 4);
      byCity.set(city, [...(byCity.get(city) ?? []), [code, name]]);
    }
  }
  return byCity.get(cityCode.slice(0, 4)) ?? [];
}
