import { InfoArticle } from './InfoArticle';

/** RegisterPrivacyClause: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function RegisterPrivacyClausePage() {
  return <InfoArticle testId="register-privacy" paragraphs={['shell.info.privacy.1', 'shell.info.privacy.2', 'shell.info.privacy.3']} />;
}
