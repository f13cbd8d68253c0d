/**
 * A manifest file as the lint sees it: its text, parsed JSON (or the parse problems at their
 * positions), and the means to turn a JSON pointer into line:column (jsonc-parser's tree).
 */
import { readFile } from 'node:fs/promises';
import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  visit,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { CheckKey } from '../../engine/checks/messages/zh-CN';
import type { Json } from '../../engine/load/merge';

export interface Position {
  line: number;
  column: number;
}

export interface SourceFile {
  /** Absolute path. */
  path: string;
  /** Path as printed (relative to the working directory). */
  display: string;
  text: string;
  /** Parsed JSON, when the text is valid JSON. */
  json?: Json;
  /** Empty file or JSON syntax problems, with their positions (messages of engine/checks). */
  syntax: SyntaxProblem[];
}

export interface SyntaxProblem {
  offset: number;
  key: CheckKey;
  params?: Record<string, string>;
  /** The JSON pointer it is about, when there is one (a duplicated key: its object). */
  pointer?: string;
}

const pointerOf = (path: (string | number)[]): string =>
  path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/**
 * Keys written twice in one object: JSON.parse keeps the last silently, so an operator who pasted a
 * block and edited the first copy would ship the other one. Each second (third…) occurrence, at its key.
 */
function duplicateKeys(text: string): SyntaxProblem[] {
  const found: SyntaxProblem[] = [];
  const open: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, offset, _length, _line, _column, pathSupplier) => {
      const keys = open.at(-1);
      if (!keys) return;
      if (keys.has(key))
        found.push({ offset, key: 'json.duplicateKey', params: { key }, pointer: pointerOf(pathSupplier()) });
      keys.add(key);
    },
  });
  return found;
}

/** jsonc-parser codes with their own hint in the checks' messages (`json.<code>.hint`). */
const HINTED = new Set([
  'CommaExpected',
  'PropertyNameExpected',
  'ValueExpected',
  'CloseBraceExpected',
  'CloseBracketExpected',
  'ColonExpected',
  'InvalidSymbol',
]);

/** The comma before a closing } or ] (whitespace between), if `offset` is such a closing bracket. */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i -= 1;
  return text[i] === ',' ? i : undefined;
}

export function inspectText(path: string, display: string, text: string): SourceFile {
  const file: SourceFile = { path, display, text, syntax: [] };
  if (text.trim() === '') {
    file.syntax.push({ offset: 0, key: 'json.empty' });
    return file;
  }
  // Fast path: valid JSON needs no syntax tree (positions are looked up only for problems).
  try {
    file.json = JSON.parse(text) as Json;
    file.syntax.push(...duplicateKeys(text));
    return file;
  } catch {
    // fall through: find where and why with jsonc-parser
  }
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  for (const e of errors) {
    const code = printParseErrorCode(e.error);
    if (code === 'InvalidCommentToken') {
      file.syntax.push({ offset: e.offset, key: 'json.comment' });
      continue;
    }
    // A trailing comma is reported by the parser at the closing bracket: point at the comma itself.
    const comma = trailingCommaBefore(text, e.offset);
    if (comma !== undefined) {
      file.syntax.push({ offset: comma, key: 'json.trailingComma' });
      continue;
    }
    file.syntax.push({
      offset: e.offset,
      key: HINTED.has(code) ? (`json.${code}` as CheckKey) : 'json.invalid',
      params: { code },
    });
  }
  if (file.syntax.length === 0) {
    // jsonc-parser accepts a few things JSON.parse does not (e.g. a lone comment token): report at the start.
    file.syntax.push({ offset: 0, key: 'json.invalid', params: { code: 'SyntaxError' } });
  }
  return file;
}

export async function readSource(path: string, display: string): Promise<SourceFile> {
  return inspectText(path, display, await readFile(path, 'utf8'));
}

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const trees = new WeakMap<SourceFile, Node | undefined>();

function treeOf(file: SourceFile): Node | undefined {
  if (!trees.has(file)) trees.set(file, parseTree(file.text));
  return trees.get(file);
}

export function segments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Line and column of the value at `pointer` (or of the deepest existing parent). */
export function positionOfPointer(file: SourceFile, pointer: string): Position {
  const tree = treeOf(file);
  if (!tree) return { line: 1, column: 1 };
  const path = segments(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  for (let n = path.length; n >= 0; n -= 1) {
    const node = findNodeAtLocation(tree, path.slice(0, n));
    if (node) return positionAt(file.text, node.offset);
  }
  return { line: 1, column: 1 };
}
