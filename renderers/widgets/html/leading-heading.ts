/**
 * Whether a document's own first heading already says its title (投保须知 above a text that opens
 * with <h3>…投保须知</h3>, a clause named twice): the screen then leaves its heading out instead of
 * showing the same words twice.
 */
const LEADING_HEADING = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/i;

export function leadingHeadingRepeats(html: string, title: string | undefined): boolean {
  if (!title) return false;
  const match = LEADING_HEADING.exec(html);
  if (!match) return false;
  const text = (match[2] ?? '').replace(/<[^>]*>/g, '').replace(/\s+/g, '');
  return text.includes(title.replace(/\s+/g, ''));
}
