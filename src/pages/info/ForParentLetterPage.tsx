import { ServerArticle } from './ServerArticle';

/** /forParentLetter: the server article page-forParentLetter (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function ForParentLetterPage() {
  return <ServerArticle articleId="page-forParentLetter" testId="for-parent-letter" />;
}
