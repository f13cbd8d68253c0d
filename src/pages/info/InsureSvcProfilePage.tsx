import { ServerArticle } from './ServerArticle';

/** /insureSvcProfile: the server article page-insureSvcProfile (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function InsureSvcProfilePage() {
  return <ServerArticle articleId="page-insureSvcProfile" testId="insure-svc-profile" />;
}
