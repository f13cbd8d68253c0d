import { InfoArticle } from './InfoArticle';

/** ForParentLetter: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function ForParentLetterPage() {
  return <InfoArticle testId="for-parent-letter" paragraphs={['shell.info.parentLetter.1', 'shell.info.parentLetter.2', 'shell.info.parentLetter.3']} />;
}
