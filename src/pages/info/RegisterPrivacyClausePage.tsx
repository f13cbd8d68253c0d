import { ServerArticle } from './ServerArticle';

/** /registerPrivacyClause: the server article page-registerPrivacyClause (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function RegisterPrivacyClausePage() {
  return <ServerArticle articleId="page-registerPrivacyClause" testId="register-privacy" />;
}
