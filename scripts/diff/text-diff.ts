/** A line diff of two clause texts, read as a buyer reads them (HTML reduced to its lines of text). */

export type DiffLine = { op: ' ' | '+' | '-'; text: string };

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text lines of a clause: block ends and <br> break lines, other tags go, blank lines drop. */
export function textLines(html: string): string[] {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Changed lines with one line of context either side (longest common subsequence). */
export function diffLines(before: readonly string[], after: readonly string[], context = 1): DiffLine[] {
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const all: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      all.push({ op: ' ', text: before[i]! });
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!))
      all.push({ op: '-', text: before[i++]! });
    else all.push({ op: '+', text: after[j++]! });
  }
  const near = (k: number) => all.slice(Math.max(0, k - context), k + context + 1).some((l) => l.op !== ' ');
  return all.filter((line, k) => line.op !== ' ' || near(k));
}
