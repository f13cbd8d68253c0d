import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as list from '../../../contract/edu-svc/selectFile';
import * as byId from '../../../contract/edu-svc/selectFileById';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import type { Locale } from '../../../engine/messages';
import { localeOf, msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';

interface ArticleRow {
  id: string;
  title: string;
  content: string;
  updated_at: Date;
  /** the reader's language's version, when there is one for the current Chinese text */
  tr_title: string | null;
  tr_content: string | null;
}

/**
 * An article in the reader's language: the brokerage's translation (biz_article_translations,
 * migration 255) when it translates the current Chinese text, else the Chinese text of record.
 * `lang` says which, so the app marks it as content in that language.
 */
const SELECT = `SELECT a.id, a.title, a.content, a.updated_at, t.title AS tr_title, t.content AS tr_content
  FROM biz_articles a
  LEFT JOIN biz_article_translations t
    ON t.article_id = a.id AND t.locale = $1 AND t.source_updated_at >= a.updated_at`;

function inReaderLanguage(row: ArticleRow, locale: Locale): { title: string; content: string; lang: Locale } {
  return row.tr_title !== null && row.tr_content !== null
    ? { title: row.tr_title, content: row.tr_content, lang: locale }
    : { title: row.title, content: row.content, lang: 'zh-CN' };
}

/**
 * edu-svc wxb/_bai/selectFile*: server articles (the app sanitizes their HTML before showing it):
 * /richTextPage?id= and the information pages (ids `page-<route name>`, migration 141).
 */
export async function registerArticles(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db } = ctx.deps;

  app.get(list.path, async (request) => {
    const locale = localeOf(request);
    const rows = await db.query<ArticleRow>(`${SELECT} ORDER BY a.seq, a.id`, [locale]);
    return ok<list.ResponseData>({
      list: rows.map((r) => {
        const { title, lang } = inReaderLanguage(r, locale);
        return { id: r.id, title, lang, updateTime: formatChinaTime(new Date(r.updated_at)) };
      }),
    });
  });

  app.get(byId.path, async (request) => {
    const { id } = parseRequest(byId.request, request, 'query');
    const locale = localeOf(request);
    const row = await db.one<ArticleRow>(`${SELECT} WHERE a.id = $2`, [locale, id]);
    // HTTP 200 with code 4040: an HTTP 404 would make the app clear its storage (spec §8), logging out a reader.
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.articleNotFound'));
    return ok<byId.Article>({
      id: row.id,
      ...inReaderLanguage(row, locale),
      updateTime: formatChinaTime(new Date(row.updated_at)),
    });
  });
}
