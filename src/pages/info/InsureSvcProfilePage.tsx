import { InfoArticle } from './InfoArticle';

/** InsureSvcProfile: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function InsureSvcProfilePage() {
  return <InfoArticle testId="insure-svc-profile" paragraphs={['shell.info.insureSvc.1', 'shell.info.insureSvc.2', 'shell.info.insureSvc.3']} />;
}
