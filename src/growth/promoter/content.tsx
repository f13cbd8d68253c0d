/**
 * Content inside the growth pages' catalogue text: people's names as they registered them and
 * product names from the manifests are data in whatever language they were written, not UI words.
 * Marked `data-content` (as the screens mark manifest and user content), so the English walk can tell
 * the catalogue's words from them (tests/e2e/purchase/locale-check.ts).
 */
export type ContentKind = 'user' | 'product';

export function Content({ kind, children }: { kind: ContentKind; children: string }) {
  return <span data-content={kind}>{children}</span>;
}

/** A catalogue message that has `value` filled in somewhere: the value is marked as content. */
export function TextWithContent({ text, value, kind }: { text: string; value: string; kind: ContentKind }) {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Content kind={kind}>{value}</Content>
      {text.slice(at + value.length)}
    </>
  );
}
