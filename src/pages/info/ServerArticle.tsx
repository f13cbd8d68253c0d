import { useAtomValue } from 'jotai/react';
import { isApiFailure } from '../../api/failure';
import { localeAtom } from '../../state/locale';
import { useT } from '../../messages/useT';
import { AsyncView } from '../../ui/AsyncView';
import { SafeHtml } from '../../../renderers/widgets/html/SafeHtml';
import { useAsync } from '../../ui/useAsync';
import { eduSvc } from '../../api/edu-svc';
import '../../../engine/messages/zh-CN/info';

/** The gateway's "no such record" code: an article the brokerage has not published yet is an empty page, not an error. */
const NOT_FOUND = '4040';

/**
 * A server article (edu-svc wxb/_bai/selectFileById) as a page: skeleton while loading, the
 * sanitized HTML (DOMPurify), an empty state when the gateway has no such article, an error with
 * retry when the call fails. The information pages and /richTextPage?id= are all drawn by it.
 * The article is the brokerage's content, not UI text: the gateway answers it in the reader's
 * language when the brokerage wrote that version, else in Chinese, and says which (`lang`); it is
 * marked as content in that language (docs/app-shell.md "Articles"). A language switch refetches it.
 */
export function ServerArticle({
  articleId,
  testId,
  pageTitle,
}: {
  articleId: string;
  testId: string;
  /** The nav bar's title (the page's h1): an article titled the same is not headed a second time. */
  pageTitle?: string;
}) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const state = useAsync(async () => {
    try {
      return (await eduSvc.selectFileById({ id: articleId }, { silent: true })).data;
    } catch (error) {
      if (isApiFailure(error) && error.code === NOT_FOUND) return undefined;
      throw error;
    }
  }, [articleId, locale]);
  return (
    <AsyncView
      state={state}
      onRetry={state.reload}
      isEmpty={(article) => !article}
      emptyText={t('shell.info.articleMissing')}
    >
      {(article) =>
        article && (
          <article
            className="section"
            data-testid={testId}
            data-article-id={article.id}
            data-content="brokerage"
            lang={article.lang ?? 'zh-CN'}
          >
            {article.title !== pageTitle && <h2 className="section-title">{article.title}</h2>}
            <SafeHtml html={article.content} />
          </article>
        )
      }
    </AsyncView>
  );
}
