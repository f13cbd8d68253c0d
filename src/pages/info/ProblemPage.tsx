import { InfoArticle } from './InfoArticle';

/** Problem: a fixed information page (text in engine/messages/<locale>/shell.ts). */
export default function ProblemPage() {
  return <InfoArticle testId="problem" paragraphs={['shell.info.problem.q1', 'shell.info.problem.a1', 'shell.info.problem.q2', 'shell.info.problem.a2', 'shell.info.problem.q3', 'shell.info.problem.a3']} />;
}
