import { InfoArticle } from './InfoArticle';

/** TaiyuanContract: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function TaiyuanContractPage() {
  return <InfoArticle testId="taiyuan-contract" paragraphs={['shell.info.taiyuan.1', 'shell.info.taiyuan.2', 'shell.info.taiyuan.3']} />;
}
