import { useCurrentRoute } from '../../routes/handle';
import { ServiceHotline } from '../../ui/ServiceHotline';
import { ServerArticle } from './ServerArticle';

/**
 * Every article route of the table (its `article` column: /aboutUs, /problem, /registerKnow, …):
 * the server article `page-<path>` (edu-svc wxb/_bai/selectFileById, first versions in migration
 * 141; a brokerage edits biz_articles). `withHotline` adds the hotline from the app's one setting
 * (src/app/brokerage.ts), not from the article text.
 */
export default function ArticlePage() {
  const current = useCurrentRoute();
  if (!current) return null;
  const { name, route } = current;
  return (
    <>
      <ServerArticle articleId={`page-${route.path.slice(1)}`} testId={`article-${name}`} />
      {route.article === 'withHotline' && <ServiceHotline />}
    </>
  );
}
