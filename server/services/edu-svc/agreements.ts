import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as agreement from '../../../contract/edu-svc/jzqAgreement';
import * as relate from '../../../contract/edu-svc/jzqRelate';
import * as list from '../../../contract/edu-svc/contractList';
import * as pdf from '../../../contract/edu-svc/contractPdf';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { businessNo } from '../../domain/gateway/codes';
import { formatChinaTime, parseChinaTime } from '../../domain/gateway/time';
import { maskId, validateIdCard } from '../../../engine/validators';
import { checkContractTerm, defaultContractTerm } from '../../../engine/rules/contract-flow';
import { contractProductOr400 } from './contract-manager';

/** A signed agreement as stored (biz_agreements), with its PDF. */
export interface AgreementRow {
  contract_no: string;
  user_name: string;
  product_code: string;
  order_code: string | null;
  sign_time: Date;
  start_date: Date | null;
  end_date: Date | null;
  bailor_id_no: string | null;
  pdf: Uint8Array;
}

const day = (d: Date | null): string => (d ? formatChinaTime(new Date(d)).slice(0, 10) : '');

/** A mainland ID number or 400 naming the field (the engine's checksum and date rules). */
export function idNoOr400(request: FastifyRequest, field: string, value: string): string {
  const checked = validateIdCard(value, 'holder', { locale: localeOf(request) });
  if (!checked.ok)
    throw new ApiError(
      Codes.badInput,
      msg(request, 'gw.biz.badField', { field, message: checked.message }),
      400,
    );
  return checked.normalized;
}

/** edu-svc jzq/api/agreement, jzq/api/relate, api/contract_list and the contract PDF (docs/contract-flow.md). */
export async function registerAgreements(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(agreement.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(agreement.request, request, 'body');
    const idNo = idNoOr400(request, 'signerIdNo', body.signerIdNo);
    const { product, manager } = await contractProductOr400(ctx, request, body.productCode);
    const now = clock.now();
    const today = formatChinaTime(now).slice(0, 10);
    const term = {
      ...defaultContractTerm(today),
      ...(body.contractStart ? { contractStart: body.contractStart } : {}),
      ...(body.contractEnd ? { contractEnd: body.contractEnd } : {}),
    };
    const termCheck = checkContractTerm(term.contractStart, term.contractEnd, today, localeOf(request));
    if (!termCheck.ok)
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.biz.badField', { field: 'contractEnd', message: termCheck.message }),
        400,
      );
    if (body.certId) {
      const cert = await db.one<{ name: string; id_no: string }>(
        'SELECT name, id_no FROM biz_contract_certs WHERE cert_id = $1 AND user_code = $2',
        [body.certId, user.userCode],
      );
      if (!cert)
        throw new ApiError(
          Codes.badInput,
          msg(request, 'gw.biz.badField', { field: 'certId', message: msg(request, 'gw.biz.certNotFound') }),
          400,
        );
      if (cert.id_no !== idNo || cert.name !== body.signerName)
        throw new ApiError(
          Codes.badInput,
          msg(request, 'gw.biz.badField', { field: 'certId', message: msg(request, 'gw.biz.certMismatch') }),
          400,
        );
    }
    const order = body.orderCode
      ? await db.one<{ start_date: Date; end_date: Date; product_code: string }>(
          'SELECT start_date, end_date, product_code FROM biz_orders WHERE order_code = $1 AND user_code = $2',
          [body.orderCode, user.userCode],
        )
      : undefined;
    if (body.orderCode && !order)
      throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    if (order && order.product_code !== product.productCode)
      throw new ApiError(Codes.badInput, msg(request, 'gw.biz.contractProductMismatch'), 400);
    const contractNo = businessNo('CT', now);
    const bytes = await ctx.esign.sign({
      contractNo,
      productCode: product.productCode,
      productName: product.productName,
      signerName: body.signerName,
      signerIdMasked: maskId(idNo),
      orderCode: body.orderCode ?? null,
      startDate: order ? day(order.start_date) : null,
      endDate: order ? day(order.end_date) : null,
      signedAt: now,
      clauses: product.clauses.map((c) => `${c.displayNo}. ${c.resourceName}`),
      contractTerm: { start: term.contractStart, end: term.contractEnd },
      managerName: manager.managerName,
    });
    await db.query(
      `INSERT INTO biz_agreements (contract_no, user_code, user_name, order_code, product_code, start_date, end_date, sign_time, pdf, bailor_id_no, manager_user_code, cert_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [
        contractNo,
        user.userCode,
        body.signerName,
        body.orderCode ?? null,
        product.productCode,
        parseChinaTime(term.contractStart),
        parseChinaTime(term.contractEnd),
        now,
        Buffer.from(bytes),
        idNo,
        manager.managerUserCode,
        body.certId ?? null,
      ],
    );
    return ok<agreement.ResponseData>({
      contractNo,
      contractUrl: pdf.pathFor(contractNo),
      signTime: formatChinaTime(now),
      bailorName: body.signerName,
      bailorIdNo: maskId(idNo),
      contractStart: term.contractStart,
      contractEnd: term.contractEnd,
      managerName: manager.managerName,
    });
  });

  app.post(relate.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(relate.request, request, 'body');
    const start = parseChinaTime(body.startDate.slice(0, 10));
    const end = parseChinaTime(body.endDate.slice(0, 10));
    if (!start || !end)
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.biz.badField', { field: start ? 'endDate' : 'startDate', message: 'YYYY-MM-DD' }),
        400,
      );
    const order = await db.one<{ product_code: string; payload: Record<string, unknown> | null }>(
      'SELECT product_code, payload FROM biz_orders WHERE order_code = $1 AND user_code = $2',
      [body.orderCode, user.userCode],
    );
    if (!order) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const signed = await db.one<AgreementRow>(
      'SELECT * FROM biz_agreements WHERE contract_no = $1 AND user_code = $2',
      [body.contractNo, user.userCode],
    );
    if (!signed) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.agreementNotFound'), 404);
    if (signed.product_code !== order.product_code)
      throw new ApiError(Codes.badInput, msg(request, 'gw.biz.contractProductMismatch'), 400);
    const linked =
      order.payload && typeof order.payload === 'object' ? order.payload.commissionContractNo : undefined;
    if (typeof linked === 'string' && linked !== '' && linked !== body.contractNo)
      throw new ApiError(Codes.conflict, msg(request, 'gw.biz.contractTaken'), 409);
    // The contract's own term (signed) stays; the contract is linked to the order and its cover dates.
    const fields = {
      commissionContractNo: signed.contract_no,
      bailorName: signed.user_name,
      bailorIdNo: signed.bailor_id_no ?? '',
      contractStart: day(signed.start_date) || body.startDate.slice(0, 10),
      contractEnd: day(signed.end_date) || body.endDate.slice(0, 10),
      signatureDate: day(signed.sign_time),
    };
    await db.query(
      `UPDATE biz_orders SET payload = CASE WHEN jsonb_typeof(payload) = 'object' THEN payload || $3::jsonb ELSE payload END, updated_at = $4
       WHERE order_code = $1 AND user_code = $2`,
      [body.orderCode, user.userCode, JSON.stringify(fields), clock.now()],
    );
    await db.query(
      'UPDATE biz_agreements SET order_code = $3, start_date = COALESCE(start_date, $4), end_date = COALESCE(end_date, $5) WHERE contract_no = $1 AND user_code = $2',
      [body.contractNo, user.userCode, body.orderCode, start, end],
    );
    const { bailorIdNo: _secret, ...shown } = fields;
    return ok<relate.ResponseData>({ contractNo: body.contractNo, orderCode: body.orderCode, ...shown });
  });

  app.get(list.path, async (request) => {
    const user = await ctx.requireUser(request);
    const rows = await db.query<AgreementRow>(
      'SELECT contract_no, user_name, product_code, order_code, sign_time FROM biz_agreements WHERE user_code = $1 ORDER BY sign_time DESC',
      [user.userCode],
    );
    return ok<list.ResponseData>({ list: rows.map(listItem) });
  });

  app.get(pdf.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { contractNo } = parseRequest(pdf.params, request, 'params');
    const row = await db.one<AgreementRow>(
      'SELECT pdf FROM biz_agreements WHERE contract_no = $1 AND user_code = $2',
      [contractNo, user.userCode],
    );
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.agreementNotFound'), 404);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${contractNo}.pdf"`)
      .send(Buffer.from(row.pdf));
  });
}

/** One signed agreement as the lists show it. */
export function listItem(
  r: Pick<AgreementRow, 'contract_no' | 'sign_time' | 'user_name' | 'product_code' | 'order_code'>,
): list.ResponseData['list'][number] {
  return {
    contractNo: r.contract_no,
    signTime: formatChinaTime(new Date(r.sign_time)),
    contractUrl: pdf.pathFor(r.contract_no),
    userName: r.user_name,
    productCode: r.product_code,
    orderCode: r.order_code,
  };
}
