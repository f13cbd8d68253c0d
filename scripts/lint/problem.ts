/** One lint finding, before and after it is placed in a file. */
export interface Finding {
  /** JSON pointer in the resolved manifest (or in the file, for file-level findings). */
  pointer: string;
  message: string;
  hint?: string;
}

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

export const finding = (pointer: string, message: string, hint?: string): Finding => ({
  pointer,
  message,
  ...(hint ? { hint } : {}),
});
