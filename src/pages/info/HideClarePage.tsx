import { InfoArticle } from './InfoArticle';

/** HideClare: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function HideClarePage() {
  return <InfoArticle testId="hide-clare" paragraphs={['shell.info.hideClare.1', 'shell.info.hideClare.2']} />;
}
