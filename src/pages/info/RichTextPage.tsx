import { useSearchParams } from 'react-router-dom';
import { selectFileById } from '../../api/edu-svc/selectFileById';
import { useT } from '../../messages/useT';
import { AsyncView, EmptyState } from '../../ui/AsyncView';
import { SafeHtml } from '../../ui/SafeHtml';
import { useAsync } from '../../ui/useAsync';

/** /richTextPage?id=: a server article, its HTML sanitized with DOMPurify. */
export default function RichTextPage() {
  const t = useT();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const state = useAsync(async () => (id ? (await selectFileById({ id })).data : undefined), [id]);
  if (!id) return <EmptyState text={t('shell.info.richTextMissing')} />;
  return (
    <AsyncView state={state} onRetry={state.reload} isEmpty={(a) => !a}>
      {(article) =>
        article && (
          <article className="section">
            <h2 className="section-title">{article.title}</h2>
            <SafeHtml html={article.content} />
          </article>
        )
      }
    </AsyncView>
  );
}
