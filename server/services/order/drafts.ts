import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as saveCall from '../../../contract/order/saveTempFormV2';
import * as selectCall from '../../../contract/order/selectTempForm';
import * as deleteCall from '../../../contract/order/deleteTempForm';
import { send, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { nameFields, orderNamesIn, type OrderNames } from '../../domain/products/names';
import { businessNo } from '../../domain/gateway/codes';
import { formatChinaTime } from '../../domain/gateway/time';
import { withResub } from './resub';

interface DraftRow {
  serial_no: string;
  product_code: string;
  product_name: string;
  form: unknown;
  created_at: Date;
  updated_at: Date;
}

const toDraft = (r: DraftRow, names: OrderNames) => ({
  serialNo: r.serial_no,
  productCode: r.product_code,
  ...nameFields(names, { productCode: r.product_code, productName: r.product_name }),
  form: (typeof r.form === 'string' ? JSON.parse(r.form) : r.form) as Record<string, unknown>,
  createTime: formatChinaTime(new Date(r.created_at)),
  updateTime: formatChinaTime(new Date(r.updated_at)),
});

/**
 * Drafts one user may keep (each up to the body limit, 256 KiB): more than a parent saves for their
 * children in a season, few enough that one account cannot fill the database. Updating one is
 * always possible; a new one past the limit is refused with a message to delete old ones.
 */
export const MAX_DRAFTS = 50;

/** Saved drafts of the insure form (the /zancunList page): save, list, delete — each the user's own. */
export async function registerDrafts(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(saveCall.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(saveCall.request, request, 'body');
    // The draft keeps the product's Chinese name of record from its manifest, never a client's.
    const product = ctx.products.get(body.productCode);
    if (!product)
      throw new ApiError(
        Codes.notFound,
        msg(request, 'gw.biz.productUnknown', { productCode: body.productCode }),
        404,
      );
    const answer = await withResub(ctx, request, user.userCode, 'order/saveTempForm/v2', async () => {
      const now = clock.now();
      if (body.serialNo) {
        const updated = await db.query(
          `UPDATE biz_temp_forms SET form = $3, product_code = $4, product_name = $5, updated_at = $6
            WHERE serial_no = $1 AND user_code = $2 RETURNING serial_no`,
          [
            body.serialNo,
            user.userCode,
            JSON.stringify(body.form),
            body.productCode,
            product.productName,
            now,
          ],
        );
        if (updated.length === 0)
          throw new ApiError(Codes.notFound, msg(request, 'gw.biz.tempFormNotFound'), 404);
        return ok({ serialNo: body.serialNo });
      }
      const serialNo = businessNo('TF', now);
      // A new draft only while the user has fewer than MAX_DRAFTS: counted and written in one
      // transaction, under a per-user lock on PostgreSQL so that simultaneous saves are counted in
      // turn (PGlite runs one transaction at a time).
      await db.tx(async (tx) => {
        if (!tx.oneTransactionAtATime)
          await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('drafts:' || $1, 0))`, [
            user.userCode,
          ]);
        const held = await tx.one<{ n: number | string }>(
          'SELECT count(*) AS n FROM biz_temp_forms WHERE user_code = $1',
          [user.userCode],
        );
        if (Number(held?.n ?? 0) >= MAX_DRAFTS)
          throw new ApiError(Codes.conflict, msg(request, 'gw.biz.tooManyDrafts', { max: MAX_DRAFTS }));
        await tx.query(
          `INSERT INTO biz_temp_forms (serial_no, user_code, product_code, product_name, form, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)`,
          [serialNo, user.userCode, body.productCode, product.productName, JSON.stringify(body.form), now],
        );
      });
      return ok({ serialNo });
    });
    return send(reply, answer);
  });

  app.post(selectCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(selectCall.request, request, 'body');
    const rows = await db.query<DraftRow>(
      `SELECT serial_no, product_code, product_name, form, created_at, updated_at FROM biz_temp_forms
        WHERE user_code = $1 AND ($2::text IS NULL OR serial_no = $2) AND ($3::text IS NULL OR product_code = $3)
        ORDER BY updated_at DESC, serial_no DESC`,
      [user.userCode, q.serialNo ?? null, q.productCode ?? null],
    );
    if (q.serialNo && rows.length === 0)
      throw new ApiError(Codes.notFound, msg(request, 'gw.biz.tempFormNotFound'), 404);
    const names = orderNamesIn(ctx.products, localeOf(request));
    return ok({ list: rows.map((r) => toDraft(r, names)), total: rows.length });
  });

  app.post(deleteCall.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { serial } = parseRequest(deleteCall.params, request, 'params');
    const answer = await withResub(
      ctx,
      request,
      user.userCode,
      `order/deleteTempForm/${serial}`,
      async () => {
        const gone = await db.query(
          'DELETE FROM biz_temp_forms WHERE serial_no = $1 AND user_code = $2 RETURNING serial_no',
          [serial, user.userCode],
        );
        if (gone.length === 0) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.deleteFailed'), 404);
        return ok({ serialNo: serial }, msg(request, 'gw.biz.deleted'));
      },
    );
    return send(reply, answer);
  });
}
