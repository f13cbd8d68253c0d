import { InfoArticle } from './InfoArticle';

/** AboutUs: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function AboutUsPage() {
  return <InfoArticle testId="about-us" paragraphs={['shell.info.aboutUs.1', 'shell.info.aboutUs.2', 'shell.info.aboutUs.3']} />;
}
