/**
 * Questions, one line each, for the scaffolder: from flags when given, else typed (interactively,
 * or piped line by line). A wrong answer is explained and asked again.
 */
import { createInterface } from 'node:readline';
import type { Parsed } from './parse';

export interface Asker {
  /** One answer: `given` (a flag's value) when set and valid, else asked. Undefined when the input ended. */
  one<T>(
    prompt: string,
    parse: (text: string) => Parsed<T>,
    given?: string,
    fallback?: string,
  ): Promise<T | undefined>;
  /** Answers until an empty line (at least one). */
  many<T>(prompt: string, parse: (text: string) => Parsed<T>): Promise<T[] | undefined>;
  close(): void;
}

/** `interactive` false: only flags count; a missing answer takes its default (or ends the run). */
export function interactiveAsker(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  interactive = true,
): Asker {
  const rl = createInterface({ input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const read = async (prompt: string): Promise<string | undefined> => {
    output.write(prompt);
    const next = await lines.next();
    if (next.done) return undefined;
    output.write('\n');
    return String(next.value);
  };
  const asker: Asker = {
    async one(prompt, parse, given, fallback) {
      if (given !== undefined) {
        const parsed = parse(given);
        if (parsed.ok) return parsed.value;
        output.write(`${parsed.problem}\n`);
      }
      if (!interactive) {
        if (given !== undefined || fallback === undefined) return undefined;
        const parsed = parse(fallback);
        return parsed.ok ? parsed.value : undefined;
      }
      for (;;) {
        const text = await read(`${prompt}${fallback ? `（回车 = ${fallback}）` : ''}：`);
        if (text === undefined) return undefined;
        const parsed = parse(text.trim() === '' && fallback ? fallback : text);
        if (parsed.ok) return parsed.value;
        output.write(`${parsed.problem}\n`);
      }
    },
    async many<T>(prompt: string, parse: (text: string) => Parsed<T>): Promise<T[] | undefined> {
      const out: T[] = [];
      if (!interactive) return undefined;
      for (;;) {
        const text = await read(`${prompt}${out.length > 0 ? '（空行结束）' : ''}：`);
        if (text === undefined) return out.length > 0 ? out : undefined;
        if (text.trim() === '' && out.length > 0) return out;
        const parsed = parse(text);
        if (parsed.ok) out.push(parsed.value);
        else output.write(`${parsed.problem}\n`);
      }
    },
    close: () => rl.close(),
  };
  return asker;
}
