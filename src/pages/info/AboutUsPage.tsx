import { ServiceHotline } from '../../ui/ServiceHotline';
import { ServerArticle } from './ServerArticle';

/** /aboutUs: the server article page-aboutUs (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function AboutUsPage() {
  // The hotline comes from the app's one setting (src/app/brokerage.ts), not the article text.
  return (
    <>
      <ServerArticle articleId="page-aboutUs" testId="about-us" />
      <ServiceHotline />
    </>
  );
}
