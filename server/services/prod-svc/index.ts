import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as display from '../../../contract/prod-svc/productDisplay';
import * as attr from '../../../contract/prod-svc/attr';
import * as attrV2 from '../../../contract/prod-svc/attrV2';
import * as calpremiums from '../../../contract/prod-svc/calpremiums';
import * as notification from '../../../contract/prod-svc/notificationInfo';
import * as programs from '../../../contract/prod-svc/programDisplay';
import * as eduList from '../../../contract/prod-svc/productEduList';
import * as detail from '../../../contract/prod-svc/productDetailSvc';
import * as status from '../../../contract/prod-svc/productStatus';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { insurersIn, nameFields, orderNamesIn } from '../../domain/products/names';
import type { ProductFacts } from '../../domain/products/port';

/** Attribute titles one/two/three: the product type levels (spec §3 Product type). */
const CATEGORY_ATTRS = ['productCategory1', 'productCategory2', 'productCategory3'] as const;

/** prod-svc: product display, attributes, premium (computed by the engine), protocols, programs, catalogue. */
export async function registerProdSvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const product = (request: FastifyRequest, code: string): ProductFacts => {
    // A product switched off at load (its manifest failed its checks) says so, not "unknown".
    if (ctx.products.unavailable(code))
      throw new ApiError(
        Codes.conflict,
        msg(request, 'gw.biz.productUnavailable', { productCode: code }),
        409,
      );
    const found = ctx.products.get(code);
    if (!found)
      throw new ApiError(Codes.notFound, msg(request, 'gw.biz.productUnknown', { productCode: code }), 404);
    return found;
  };
  const attributeList = (p: ProductFacts) =>
    Object.entries(p.attributes).map(([attrCode, value]) => ({
      attrCode,
      attrName: attrCode,
      attrValue: typeof value === 'string' ? value : JSON.stringify(value),
    }));

  app.get(display.path, async (request) => {
    const { productCode } = parseRequest(display.request, request, 'query');
    const p = product(request, productCode);
    return ok<display.ResponseData>({
      productCode: p.productCode,
      productName: p.productName,
      projectCode: p.projectCode,
      projectName: p.projectName,
      manifestVersion: p.manifestVersion,
      list: p.planGroups,
    });
  });

  app.get(status.path, async (request) => {
    const { productCode } = parseRequest(status.request, request, 'query');
    const p = ctx.products.unavailable(productCode) ? undefined : ctx.products.get(productCode);
    return ok<status.ResponseData>({
      productCode,
      available: p !== undefined,
      manifestVersion: p?.manifestVersion ?? '',
    });
  });

  app.get(attr.path, async (request) => {
    const { code } = parseRequest(attr.params, request, 'params');
    const p = product(request, code);
    return ok<attr.ResponseData>({ productCode: p.productCode, list: attributeList(p) });
  });

  app.get(attrV2.path, async (request) => {
    const { code } = parseRequest(attrV2.params, request, 'params');
    const { attrMark } = parseRequest(attrV2.request, request, 'query');
    const p = product(request, code);
    const levels = [p.category.level1, p.category.level2, p.category.level3];
    const categoryEntries = CATEGORY_ATTRS.map((attrCode, i) => ({
      attrCode,
      attrName: attrCode,
      attrValue: levels[i] ?? '',
    }));
    const list =
      attrMark === 'ClassOfEduInsure'
        ? categoryEntries
        : attrMark
          ? attributeList(p).filter((a) => a.attrCode === attrMark)
          : [...categoryEntries, ...attributeList(p)];
    return ok<attrV2.ResponseData>({
      productCode: p.productCode,
      productCategory1: p.category.level1,
      productCategory2: p.category.level2,
      productCategory3: p.category.level3,
      list,
    });
  });

  app.post(calpremiums.path, async (request) => {
    const [item] = parseRequest(calpremiums.request, request, 'body');
    const p = product(request, item!.productCode);
    const result = ctx.products.premium(item!, localeOf(request));
    if (!result.ok)
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.biz.premiumFailed', { reason: result.reason }),
        400,
      );
    return ok<calpremiums.ResponseData>({ productCode: p.productCode, totalPremium: result.totalPremium });
  });

  app.get(notification.path, async (request) => {
    const { productCode } = parseRequest(notification.request, request, 'query');
    const p = product(request, productCode);
    return ok<notification.ResponseData>({
      productCode,
      manifestVersion: p.manifestVersion,
      rules: p.rules,
      clauses: p.clauses,
    });
  });

  app.post(programs.path, async (request) => {
    const { productCode } = parseRequest(programs.request, request, 'body');
    const p = product(request, productCode);
    return ok<programs.ResponseData>({ productCode, list: p.programs });
  });

  app.post(eduList.path, async (request) => {
    const q = parseRequest(eduList.request, request, 'body');
    const names = orderNamesIn(ctx.products, localeOf(request));
    const list = ctx.products
      .list()
      .filter((p) => (q.onSaleOnly ? p.kind === 'onSale' : true))
      .filter((p) => (q.productCategory1 ? p.category.level1 === q.productCategory1 : true))
      .map((p) => ({
        productCode: p.productCode,
        ...nameFields(names, p),
        detailPath: p.detailPath,
        kind: p.kind,
        productCategory1: p.category.level1,
        renewalLabel: p.renewalLabel,
        areaName: p.areaName,
        offlineChannel: Boolean(p.offlineChannel),
        insurers: insurersIn(names, p),
      }));
    return ok<eduList.ResponseData>({ list, total: list.length });
  });

  app.get(detail.path, async (request) => {
    const { id } = parseRequest(detail.request, request, 'query');
    const p = product(request, id);
    return ok<detail.ResponseData>({
      productCode: p.productCode,
      productName: p.productName,
      kind: p.kind,
      detailPath: p.detailPath,
      manifestVersion: p.manifestVersion,
      labels: p.labels,
      insurers: insurersIn(orderNamesIn(ctx.products, localeOf(request)), p),
      sections: p.sections,
      attributes: p.attributes,
    });
  });
}
