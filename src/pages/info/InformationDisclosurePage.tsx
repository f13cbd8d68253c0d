import { InfoArticle } from './InfoArticle';

/** InformationDisclosure: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function InformationDisclosurePage() {
  return <InfoArticle testId="information-disclosure" paragraphs={['shell.info.disclosure.1', 'shell.info.disclosure.2', 'shell.info.disclosure.3']} />;
}
