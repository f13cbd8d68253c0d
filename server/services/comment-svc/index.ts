import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as templateCall from '../../../contract/comment-svc/indicatorsProduct';
import * as submitCall from '../../../contract/comment-svc/commentSubmit';
import * as statsCall from '../../../contract/comment-svc/statisticsProduct';
import * as listCall from '../../../contract/comment-svc/commentsProduct';
import * as userCall from '../../../contract/comment-svc/commentsUser';
import * as statusCall from '../../../contract/comment-svc/commentStatus';
import * as detailsCall from '../../../contract/comment-svc/commentDetails';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { checkRating, overallScore } from '../../domain/ratings/check';
import { loadTemplate, namedOfRecord, ownRatedBusiness, toListItem, type CommentRow } from './rows';

/** comment-svc/api/v1: rating templates per node, submit (the §5 checks), statistics, lists, status. */
export async function registerCommentSvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.get(templateCall.path, async (request) => {
    const q = templateCall.request.safeParse(request.query ?? {});
    if (!q.success) throw new ApiError(Codes.badInput, msg(request, 'gw.biz.templateMissing'), 400);
    const template = await loadTemplate(db, q.data.commentNode, localeOf(request));
    const counts = await db.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM biz_comments WHERE product_code = $1 AND comment_node = $2 AND status = '1'",
      [q.data.productCode, q.data.commentNode],
    );
    const num = Number(counts[0]?.n ?? 0);
    const list = template.map((t) => ({
      commentType: t.commentType,
      list: t.items.map((i) => ({ ...i, score: 0, num })),
    }));
    return ok<templateCall.ResponseData>({ list, total: list.length });
  });

  app.post(submitCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const [body] = parseRequest(submitCall.request, request, 'body');
    const rating = body!;
    const node = rating.commentNode ?? '00';
    const template = await loadTemplate(db, node, 'zh-CN');
    const check = checkRating(rating, template);
    if (!check.ok) {
      const { label, ...params } = check.params ?? {};
      const text = msg(request, check.key, {
        ...params,
        ...(label ? { label: msg(request, label as Parameters<typeof msg>[1]) } : {}),
      });
      throw new ApiError(Codes.badInput, text, 400);
    }
    // Only the user's own orders (bizType 00) and policies (01) can be rated: checkRating refused
    // claim cases (02, none is held here) and any other type.
    const own = await ownRatedBusiness(
      db,
      { bizType: rating.bizType!, bizNo: rating.bizNo!, productCode: rating.productCode! },
      user.userCode,
    );
    if (!own) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.ratingNotYours'), 404);
    // The names of record are stored, never the client's words (which are in the reader's language):
    // the order's product name and the template's Chinese item names.
    const productName = own.product_name;
    const who = await ctx.userName(user.userCode);
    const inserted = await db.query<{ id: string | number }>(
      `INSERT INTO biz_comments (user_code, user_name, login_account, product_code, product_name, biz_no, biz_type, comment_node, comment_list, score, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (user_code, biz_no, comment_node) DO NOTHING RETURNING id`,
      [
        user.userCode,
        who.name,
        user.phone,
        rating.productCode,
        productName,
        rating.bizNo,
        rating.bizType!.trim(),
        node,
        JSON.stringify(namedOfRecord(rating.commentList, template)),
        overallScore(rating),
        clock.now(),
      ],
    );
    if (inserted.length === 0)
      throw new ApiError(Codes.conflict, msg(request, 'gw.biz.ratingDuplicate'), 409);
    return ok({ id: Number(inserted[0]!.id) }, msg(request, 'gw.biz.ratingSucceeded'));
  });

  app.post(statsCall.path, async (request) => {
    const q = parseRequest(statsCall.request, request, 'body');
    const rows = await db.query<CommentRow>(
      `SELECT * FROM biz_comments WHERE product_code = $1 AND status = '1' AND ($2::text IS NULL OR comment_node = $2)`,
      [q.productCode, q.commentNode ?? null],
    );
    const byItem = new Map<string, { name: string; sum: number; n: number }>();
    for (const row of rows) {
      for (const item of toListItem(row).commentList.flatMap((c) => c.list)) {
        const agg = byItem.get(item.code) ?? { name: item.name, sum: 0, n: 0 };
        agg.sum += item.score;
        agg.n += 1;
        byItem.set(item.code, agg);
      }
    }
    const mean = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);
    const total = rows.length;
    const score = mean(
      rows.reduce((a, r) => a + Number(r.score), 0),
      total,
    );
    const items = [...byItem.entries()].map(([code, a]) => ({ code, name: a.name, score: mean(a.sum, a.n) }));
    return ok<statsCall.ResponseData>({ productCode: q.productCode, total, score, items });
  });

  app.post(listCall.path, async (request) => {
    const q = parseRequest(listCall.request, request, 'body');
    const where = `product_code = $1 AND comment_node = $2 AND status = '1'`;
    const count = await db.one<{ n: string | number }>(
      `SELECT count(*) AS n FROM biz_comments WHERE ${where}`,
      [q.productCode, q.commentNode],
    );
    const rows = await db.query<CommentRow>(
      `SELECT * FROM biz_comments WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${q.ps} OFFSET ${(q.pn - 1) * q.ps}`,
      [q.productCode, q.commentNode],
    );
    return ok<listCall.ResponseData>({
      list: rows.map((r) => toListItem(r, { publicList: true })),
      total: Number(count?.n ?? 0),
    });
  });

  app.post(userCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(userCall.request, request, 'body');
    const count = await db.one<{ n: string | number }>(
      'SELECT count(*) AS n FROM biz_comments WHERE user_code = $1',
      [user.userCode],
    );
    const rows = await db.query<CommentRow>(
      `SELECT * FROM biz_comments WHERE user_code = $1 ORDER BY created_at DESC, id DESC LIMIT ${q.ps} OFFSET ${(q.pn - 1) * q.ps}`,
      [user.userCode],
    );
    return ok<userCall.ResponseData>({ list: rows.map((r) => toListItem(r)), total: Number(count?.n ?? 0) });
  });

  app.post(detailsCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(detailsCall.request, request, 'body');
    const row = await db.one<CommentRow>(
      'SELECT * FROM biz_comments WHERE user_code = $1 AND biz_no = $2 AND comment_node = $3',
      [user.userCode, q.bizNo, q.commentNode],
    );
    return ok<detailsCall.ResponseData>(row ? toListItem(row) : null);
  });

  app.post(statusCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { node, bizType } = parseRequest(statusCall.params, request, 'params');
    parseRequest(statusCall.query, request, 'query');
    const { bizNos } = parseRequest(statusCall.request, request, 'body');
    const rows = await db.query<{ biz_no: string }>(
      'SELECT biz_no FROM biz_comments WHERE user_code = $1 AND comment_node = $2 AND biz_type = $3 AND biz_no = ANY($4::text[])',
      [user.userCode, node, bizType, bizNos],
    );
    const rated = new Set(rows.map((r) => r.biz_no));
    return ok<statusCall.ResponseData>({ list: bizNos.map((bizNo) => ({ bizNo, rated: rated.has(bizNo) })) });
  });
}
