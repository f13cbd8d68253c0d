import { InfoArticle } from './InfoArticle';

/** ClaimSvcProfile: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function ClaimSvcProfilePage() {
  return <InfoArticle testId="claim-svc-profile" paragraphs={['shell.info.claimSvc.1', 'shell.info.claimSvc.2', 'shell.info.claimSvc.3']} />;
}
