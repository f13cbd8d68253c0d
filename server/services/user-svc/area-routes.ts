import type { FastifyInstance } from 'fastify';
import { areaList } from '@vant/area-data';
import * as getArea from '../../../contract/user-svc/getArea';
import * as findBranch from '../../../contract/user-svc/findEduOrgBelongJtBranch';
import * as tourContactPerson from '../../../contract/user-svc/tourContactPerson';
import type { PlatformContext } from '../../accounts/context';
import { branchForArea } from '../../accounts/branches';
import { ok } from '../../http/envelope';
import { parseParams, parseQuery } from '../../http/validate';
import { gw } from '../paths';

type Level = getArea.Region['level'];
const LEVELS: readonly [Level, Record<string, string>][] = [
  ['province', areaList.province_list],
  ['city', areaList.city_list],
  ['county', areaList.county_list],
];

/** Children of an area, from the code digits: '0' → provinces; 'PP0000' → its cities; 'PPCC00' → its counties. */
function childrenOf(areaId: string): getArea.Region[] {
  const [level, prefix] =
    areaId === '0'
      ? (['province', ''] as const)
      : areaId.endsWith('0000')
        ? (['city', areaId.slice(0, 2)] as const)
        : areaId.endsWith('00')
          ? (['county', areaId.slice(0, 4)] as const)
          : ([null, ''] as const);
  if (!level) return [];
  const list = LEVELS.find(([l]) => l === level)?.[1] ?? {};
  return Object.entries(list)
    .filter(([code]) => code.startsWith(prefix))
    .map(([value, label]) => ({ label, value, level }));
}

export function registerAreaRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const cache = new Map<string, getArea.Region[]>();

  app.get(gw(getArea.path), async (request, reply) => {
    const { areaId } = parseParams(getArea.params, request);
    let regions = cache.get(areaId);
    if (!regions) cache.set(areaId, (regions = childrenOf(areaId)));
    reply.header('cache-control', 'public, max-age=86400');
    return ok(regions);
  });

  app.get(gw(findBranch.path), async (request) => {
    const { areaCode } = parseQuery(findBranch.request, request);
    return ok(branchForArea(areaCode));
  });

  app.get(gw(tourContactPerson.path), async (request) => {
    const { areaCode } = parseQuery(tourContactPerson.request, request);
    const branch = branchForArea(areaCode);
    const staff = await ctx.deps.db.one<{
      staff_name: string | null;
      actual_name: string | null;
      phone: string;
      license_number: string | null;
    }>(
      'SELECT staff_name, actual_name, phone, license_number FROM users WHERE is_staff AND branch_code = $1 ORDER BY id LIMIT 1',
      [branch.branchCode],
    );
    if (!staff) return ok(null);
    return ok({
      name: staff.staff_name ?? staff.actual_name ?? '',
      phone: staff.phone,
      licenseNumber: staff.license_number ?? '',
      ...branch,
    });
  });
}
