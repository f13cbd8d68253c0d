import type { FastifyInstance } from 'fastify';
import { regionNameOf } from '../../../engine/rules/region-names';
import { soldInArea } from '../../domain/products/area';
import { nameFields, orderNamesIn } from '../../domain/products/names';
import type { ProductFacts } from '../../domain/products/port';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as byArea from '../../../contract/edu-svc/queryIdByArea';
import * as oneMarket from '../../../contract/edu-svc/selectSupermarket';
import * as schoolSearch from '../../../contract/edu-svc/schoolinfoGetSchoolByNameAddressPhone';
import * as colleges from '../../../contract/edu-svc/schoolinfoSelectSchoolCollege';
import * as addSchool from '../../../contract/edu-svc/schoolinfoAddSchoolInfo';
import * as orgElements from '../../../contract/edu-svc/orgElementList';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { businessNo } from '../../domain/gateway/codes';

interface MarketRow {
  id: string;
  name: string;
  area_code: string;
  status: string;
  net_status: string;
  banner_url: string | null;
  product_codes: unknown;
}
interface SchoolRow {
  id: string;
  name: string;
  province_code: string;
  city_code: string;
  county_code: string;
  address: string;
  phone: string;
  school_kind: string;
  school_nature: string;
  colleges: unknown;
}

/** An area's name at whichever level its code is (a market's area is a city, sometimes a county). */
const areaNameOf = (code: string) =>
  regionNameOf('city', code) ?? regionNameOf('county', code) ?? regionNameOf('province', code) ?? code;
const toMarket = (r: MarketRow) => ({
  id: r.id,
  name: r.name,
  areaCode: r.area_code,
  areaName: areaNameOf(r.area_code),
  status: r.status === '1' ? ('1' as const) : ('2' as const),
  online: r.status === '1',
});
const toSchool = (r: SchoolRow) => ({
  id: r.id,
  name: r.name,
  provinceCode: r.province_code,
  cityCode: r.city_code,
  countyCode: r.county_code,
  address: r.address,
  phone: r.phone,
  schoolKind: r.school_kind,
  schoolNature: r.school_nature,
});
const jsonArray = (v: unknown): string[] =>
  typeof v === 'string' ? (JSON.parse(v) as string[]) : (v as string[]);
/** An area code matches a school at its level: province (xx0000), city (xxxx00) or county. */
const AREA_MATCH = `($1::text IS NULL OR county_code = $1 OR city_code = $1 OR province_code = $1)`;

/** edu-svc supermarket/* and schoolinfo/*: local markets per area, schools for the products' regions. */
export async function registerMarketsAndSchools(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(byArea.path, async (request) => {
    const { areaCode } = parseRequest(byArea.request, request, 'body');
    const rows = await db.query<MarketRow>(
      'SELECT * FROM biz_markets WHERE area_code = $1 ORDER BY seq, id',
      [areaCode],
    );
    return ok<byArea.ResponseData>({ areaCode, areaName: areaNameOf(areaCode), list: rows.map(toMarket) });
  });

  app.post(oneMarket.path, async (request) => {
    const { id } = parseRequest(oneMarket.request, request, 'body');
    const row = await db.one<MarketRow>('SELECT * FROM biz_markets WHERE id = $1', [id]);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.marketNotFound'), 404);
    const names = orderNamesIn(ctx.products, localeOf(request));
    const products = jsonArray(row.product_codes)
      .map((code) => ctx.products.get(code))
      // What the market row lists is checked against the area: another city's product or an
      // offline roster variant never shows, even in a market configured before this rule.
      .filter((p): p is ProductFacts => p !== undefined && soldInArea(p, row.area_code))
      .map((p) => ({ productCode: p.productCode, ...nameFields(names, p), detailPath: p.detailPath }));
    return ok<oneMarket.ResponseData>({
      ...toMarket(row),
      netStatus: row.net_status === '0' ? '0' : '1',
      bannerUrl: row.banner_url,
      products,
    });
  });

  app.get(schoolSearch.path, async (request) => {
    const q = parseRequest(schoolSearch.request, request, 'query');
    const like = (s: string | undefined) => (s ? `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
    const rows = await db.query<SchoolRow>(
      `SELECT * FROM biz_schools WHERE ${AREA_MATCH} AND ($2::text IS NULL OR name LIKE $2)
         AND ($3::text IS NULL OR address LIKE $3) AND ($4::text IS NULL OR phone LIKE $4)
         AND ($5::text IS NULL OR school_kind = $5) ORDER BY name LIMIT 50`,
      [q.areaCode ?? null, like(q.name), like(q.address), like(q.phone), q.schoolKind ?? null],
    );
    return ok<schoolSearch.ResponseData>({ list: rows.map(toSchool), total: rows.length });
  });

  app.get(colleges.path, async (request) => {
    const { schoolId } = parseRequest(colleges.request, request, 'query');
    const row = await db.one<SchoolRow>('SELECT * FROM biz_schools WHERE id = $1', [schoolId]);
    return ok<colleges.ResponseData>({ schoolId, list: row ? jsonArray(row.colleges) : [] });
  });

  app.post(addSchool.path, async (request) => {
    const user = await ctx.requireUser(request);
    const s = parseRequest(addSchool.request, request, 'body');
    const existing = await db.one<SchoolRow>(
      'SELECT * FROM biz_schools WHERE name = $1 AND county_code = $2',
      [s.name, s.countyCode],
    );
    if (existing) return ok(toSchool(existing));
    const id = businessNo('SC', clock.now());
    const rows = await db.query<SchoolRow>(
      `INSERT INTO biz_schools (id, name, province_code, city_code, county_code, address, phone, school_kind, school_nature, created_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING *`,
      [
        id,
        s.name,
        s.provinceCode,
        s.cityCode,
        s.countyCode,
        s.address,
        s.phone,
        s.schoolKind,
        s.schoolNature,
        user.userCode,
      ],
    );
    return ok(toSchool(rows[0]!));
  });

  app.get(orgElements.path, async (request) => {
    const q = parseRequest(orgElements.request, request, 'query');
    const rows = await db.query<SchoolRow>(
      `SELECT * FROM biz_schools WHERE ${AREA_MATCH} AND ($2::text IS NULL OR school_kind = $2) ORDER BY name`,
      [q.areaCode, q.elementRelaConfId ?? null],
    );
    return ok<orgElements.ResponseData>({
      list: rows.map((r) => ({ label: r.name, value: r.id, schoolKind: r.school_kind })),
    });
  });
}
