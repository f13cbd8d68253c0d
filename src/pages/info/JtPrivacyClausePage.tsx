import { ServerArticle } from './ServerArticle';

/** /JtprivacyClause: the server article page-JtprivacyClause (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function JtPrivacyClausePage() {
  return <ServerArticle articleId="page-JtprivacyClause" testId="jt-privacy" />;
}
