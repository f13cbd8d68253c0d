import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as agreement from '../../../contract/edu-svc/jzqAgreement';
import * as relate from '../../../contract/edu-svc/jzqRelate';
import * as list from '../../../contract/edu-svc/contractList';
import * as pdf from '../../../contract/edu-svc/contractPdf';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { businessNo } from '../../domain/gateway/codes';
import { formatChinaTime, parseChinaTime } from '../../domain/gateway/time';
import { maskId } from '../../../engine/validators';

interface AgreementRow {
  contract_no: string;
  user_name: string;
  product_code: string;
  order_code: string | null;
  sign_time: Date;
  pdf: Uint8Array;
}

/** edu-svc jzq/api/* and api/contract_*: e-signed commission contracts and the signed-agreements list. */
export async function registerAgreements(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(agreement.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(agreement.request, request, 'body');
    const product = ctx.products.get(body.productCode);
    if (!product) throw new ApiError(Codes.badInput, msg(request, 'gw.biz.productUnknown', { productCode: body.productCode }), 400);
    const order = body.orderCode
      ? await db.one<{ start_date: Date; end_date: Date }>('SELECT start_date, end_date FROM biz_orders WHERE order_code = $1 AND user_code = $2', [body.orderCode, user.userCode])
      : undefined;
    if (body.orderCode && !order) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const now = clock.now();
    const contractNo = businessNo('CT', now);
    const bytes = await ctx.esign.sign({
      contractNo,
      productCode: product.productCode,
      productName: product.productName,
      signerName: body.signerName,
      signerIdMasked: maskId(body.signerIdNo),
      orderCode: body.orderCode ?? null,
      startDate: order ? formatChinaTime(new Date(order.start_date)).slice(0, 10) : null,
      endDate: order ? formatChinaTime(new Date(order.end_date)).slice(0, 10) : null,
      signedAt: now,
      clauses: product.clauses.map((c) => `${c.displayNo}. ${c.resourceName}`),
    });
    await db.query(
      `INSERT INTO biz_agreements (contract_no, user_code, user_name, order_code, product_code, start_date, end_date, sign_time, pdf)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [contractNo, user.userCode, body.signerName, body.orderCode ?? null, product.productCode, order?.start_date ?? null, order?.end_date ?? null, now, Buffer.from(bytes)],
    );
    return ok<agreement.ResponseData>({ contractNo, contractUrl: pdf.pathFor(contractNo), signTime: formatChinaTime(now) });
  });

  app.post(relate.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(relate.request, request, 'body');
    const order = await db.one('SELECT 1 FROM biz_orders WHERE order_code = $1 AND user_code = $2', [body.orderCode, user.userCode]);
    if (!order) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const updated = await db.query(
      'UPDATE biz_agreements SET order_code = $3, start_date = $4, end_date = $5 WHERE contract_no = $1 AND user_code = $2 RETURNING contract_no',
      [body.contractNo, user.userCode, body.orderCode, parseChinaTime(body.startDate.slice(0, 10)), parseChinaTime(body.endDate.slice(0, 10))],
    );
    if (updated.length === 0) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.agreementNotFound'), 404);
    return ok({ contractNo: body.contractNo, orderCode: body.orderCode });
  });

  app.get(list.path, async (request) => {
    const user = await ctx.requireUser(request);
    const rows = await db.query<AgreementRow>(
      'SELECT contract_no, user_name, product_code, order_code, sign_time FROM biz_agreements WHERE user_code = $1 ORDER BY sign_time DESC',
      [user.userCode],
    );
    return ok<list.ResponseData>({
      list: rows.map((r) => ({
        contractNo: r.contract_no,
        signTime: formatChinaTime(new Date(r.sign_time)),
        contractUrl: pdf.pathFor(r.contract_no),
        userName: r.user_name,
        productCode: r.product_code,
        orderCode: r.order_code,
      })),
    });
  });

  app.get(pdf.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { contractNo } = parseRequest(pdf.params, request, 'params');
    const row = await db.one<AgreementRow>('SELECT pdf FROM biz_agreements WHERE contract_no = $1 AND user_code = $2', [contractNo, user.userCode]);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.agreementNotFound'), 404);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${contractNo}.pdf"`)
      .send(Buffer.from(row.pdf));
  });
}
