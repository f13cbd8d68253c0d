import { ServerArticle } from './ServerArticle';

/** /registerKnow: the server article page-registerKnow (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function RegisterKnowPage() {
  return <ServerArticle articleId="page-registerKnow" testId="register-know" />;
}
