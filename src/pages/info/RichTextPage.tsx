import { useSearchParams } from '../../app/routing';
import { useT } from '../../messages/useT';
import { EmptyState } from '../../ui/AsyncView';
import { ServerArticle } from './ServerArticle';
import '../../../engine/messages/zh-CN/info';

/** /richTextPage?id=: a server article, its HTML sanitized with DOMPurify. */
export default function RichTextPage() {
  const t = useT();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  if (!id) return <EmptyState text={t('shell.info.richTextMissing')} />;
  return <ServerArticle articleId={id} testId="rich-text-page" />;
}
