import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as list from '../../../contract/edu-svc/selectFile';
import * as byId from '../../../contract/edu-svc/selectFileById';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';

interface ArticleRow {
  id: string;
  title: string;
  content: string;
  updated_at: Date;
}

/**
 * edu-svc wxb/_bai/selectFile*: server articles (the app sanitizes their HTML before showing it):
 * /richTextPage?id= and the information pages (ids `page-<route name>`, migration 141).
 */
export async function registerArticles(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db } = ctx.deps;

  app.get(list.path, async () => {
    const rows = await db.query<ArticleRow>(
      'SELECT id, title, updated_at FROM biz_articles ORDER BY seq, id',
    );
    return ok<list.ResponseData>({
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        updateTime: formatChinaTime(new Date(r.updated_at)),
      })),
    });
  });

  app.get(byId.path, async (request) => {
    const { id } = parseRequest(byId.request, request, 'query');
    const row = await db.one<ArticleRow>('SELECT * FROM biz_articles WHERE id = $1', [id]);
    // HTTP 200 with code 4040: an HTTP 404 would make the app clear its storage (spec §8), logging out a reader.
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.articleNotFound'));
    return ok<byId.Article>({
      id: row.id,
      title: row.title,
      content: row.content,
      updateTime: formatChinaTime(new Date(row.updated_at)),
    });
  });
}
