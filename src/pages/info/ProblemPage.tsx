import { ServerArticle } from './ServerArticle';

/** /problem: the server article page-problem (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function ProblemPage() {
  return <ServerArticle articleId="page-problem" testId="problem" />;
}
