import { ServerArticle } from './ServerArticle';

/** /hideClare: the server article page-hideClare (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function HideClarePage() {
  return <ServerArticle articleId="page-hideClare" testId="hide-clare" />;
}
