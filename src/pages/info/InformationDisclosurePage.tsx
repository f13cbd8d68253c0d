import { ServerArticle } from './ServerArticle';

/** /informationDisclosure: the server article page-informationDisclosure (edu-svc wxb/_bai/selectFileById, migration 141). */
export default function InformationDisclosurePage() {
  return <ServerArticle articleId="page-informationDisclosure" testId="information-disclosure" />;
}
