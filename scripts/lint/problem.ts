/** One lint problem as printed; the findings come from engine/checks (worded in zh-CN or en-US). */
export type { Finding } from '../../engine/checks';
export { finding } from '../../engine/checks';

export interface LintProblem {
  /** File as printed. */
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint?: string;
}

/** `file:line:column  /json/pointer  message  (hint)` */
export function formatProblem(p: LintProblem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.pointer || '/'}  ${p.message}${p.hint ? `  (${p.hint})` : ''}`;
}
