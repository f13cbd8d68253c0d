/**
 * A region's names from its codes, by the administrative division table (@vant/area-data): the one
 * place the engine reads it. The region picker names what was picked with it, and the gateway names
 * an order's regions with it (an order never carries a region name the client wrote: see
 * ./derived-order.ts), refusing a code the table does not know or one outside the code above it
 * (./validate-application.ts). County codes share their first four digits with their city, city
 * codes their first two with their province.
 *
 * Apart from ./region-scope.ts, which the form loads at once: the table (~30 KB gzip) loads only
 * with a module that names regions (the picker's sheet, the gateway).
 */
import { areaList } from '@vant/area-data';

export type RegionLevel = 'province' | 'city' | 'county';

/** A region's codes from broad to narrow; an empty or missing code is a level not chosen. */
export interface RegionCodes {
  provinceCode?: string | undefined;
  cityCode?: string | undefined;
  countyCode?: string | undefined;
}

/** The names of a region's codes ('' for a level not chosen). */
export interface RegionNames {
  provinceName: string;
  cityName: string;
  countyName: string;
}

/**
 * The table of a level. Read in a function, not at the module's top: a module that only declares
 * functions has no side effects, so a bundle that uses none of them (the app outside the region
 * picker) leaves it and the table out, though an engine module it loads imports this one.
 */
function tableOf(level: RegionLevel): Record<string, string> {
  if (level === 'province') return areaList.province_list;
  return level === 'city' ? areaList.city_list : areaList.county_list;
}

/** How many leading digits a code shares with the code of the level above it. */
const SHARED_WITH_PARENT = { city: 2, county: 4 } as const;

/** The division table's name of a code at a level; undefined for a code it does not know there. */
export function regionNameOf(level: RegionLevel, code: string): string | undefined {
  // A string only: a client's code such as `constructor` must not find the object's own properties.
  const name: unknown = tableOf(level)[code];
  return typeof name === 'string' ? name : undefined;
}

/** The names of a region's codes: '' for a level not chosen or a code the table does not know. */
export function regionNames(codes: RegionCodes): RegionNames {
  const name = (level: RegionLevel, code: string | undefined) =>
    code ? (regionNameOf(level, code) ?? '') : '';
  return {
    provinceName: name('province', codes.provinceCode),
    cityName: name('city', codes.cityCode),
    countyName: name('county', codes.countyCode),
  };
}

/** Why a region's codes name no real place, at the first level that is wrong. */
export type RegionProblem =
  /** The table has no such code at that level. */
  | { kind: 'unknown'; level: RegionLevel; code: string }
  /** A real code, but of another province (a city) or city (a county) than the one chosen above it. */
  | {
      kind: 'outside';
      level: RegionLevel;
      code: string;
      name: string;
      parentCode: string;
      parentName: string;
    }
  /** A code chosen while the level above it was not. */
  | { kind: 'noParent'; level: RegionLevel; code: string };

/** The first problem of a region's codes (broad to narrow), or undefined when they name a real place. */
export function regionProblem(codes: RegionCodes): RegionProblem | undefined {
  const path: [RegionLevel, string][] = [
    ['province', codes.provinceCode ?? ''],
    ['city', codes.cityCode ?? ''],
    ['county', codes.countyCode ?? ''],
  ];
  let parent: { code: string; name: string } | undefined;
  for (const [level, code] of path) {
    if (code === '') {
      parent = undefined;
      continue;
    }
    const name = regionNameOf(level, code);
    if (name === undefined) return { kind: 'unknown', level, code };
    if (level !== 'province') {
      if (!parent) return { kind: 'noParent', level, code };
      const shared = SHARED_WITH_PARENT[level];
      if (code.slice(0, shared) !== parent.code.slice(0, shared))
        return { kind: 'outside', level, code, name, parentCode: parent.code, parentName: parent.name };
    }
    parent = { code, name };
  }
  return undefined;
}
