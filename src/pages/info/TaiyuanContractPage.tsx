import { ServerArticle } from './ServerArticle';

/** /taiyuanContract: the server article page-taiyuanContract (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function TaiyuanContractPage() {
  return <ServerArticle articleId="page-taiyuanContract" testId="taiyuan-contract" />;
}
