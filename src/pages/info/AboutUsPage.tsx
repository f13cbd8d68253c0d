import { ServerArticle } from './ServerArticle';

/** /aboutUs: the server article page-aboutUs (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function AboutUsPage() {
  return <ServerArticle articleId="page-aboutUs" testId="about-us" />;
}
