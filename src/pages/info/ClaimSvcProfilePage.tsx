import { ServerArticle } from './ServerArticle';

/** /claimSvcProfile: the server article page-claimSvcProfile (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function ClaimSvcProfilePage() {
  return <ServerArticle articleId="page-claimSvcProfile" testId="claim-svc-profile" />;
}
