import { InfoArticle } from './InfoArticle';

/** RegisterKnow: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function RegisterKnowPage() {
  return <InfoArticle testId="register-know" paragraphs={['shell.info.registerKnow.1', 'shell.info.registerKnow.2', 'shell.info.registerKnow.3']} />;
}
