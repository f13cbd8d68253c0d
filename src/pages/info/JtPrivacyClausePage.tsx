import { InfoArticle } from './InfoArticle';

/** JtPrivacyClause: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function JtPrivacyClausePage() {
  return <InfoArticle testId="jt-privacy" paragraphs={['shell.info.privacy.1', 'shell.info.privacy.2', 'shell.info.privacy.3', 'shell.info.privacy.4']} />;
}
