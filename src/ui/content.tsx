/**
 * Content inside the app's catalogue text: people's names as they registered them, products' names
 * from the manifests and the brokerage's own names (its areas and markets) are data in whatever
 * language they were written, not UI words. Marked
 * `data-content` (as the screens mark manifest and user content), so the English walk can tell the
 * catalogue's words from them (tests/e2e/purchase/locale-check.ts), and with `lang` where the gateway
 * says which language it answered a name in (docs/app-shell.md "What is content, not UI text").
 */
import type { Locale } from '../../engine/messages';

export type ContentKind = 'user' | 'product' | 'brokerage';

export function Content({
  kind,
  lang,
  children,
}: {
  kind: ContentKind;
  lang?: Locale | undefined;
  children: string;
}) {
  return (
    <span data-content={kind} lang={lang}>
      {children}
    </span>
  );
}

/**
 * A product's name as an order carries it: in the language the gateway answered it in (Chinese, the
 * name of record, when it does not say).
 */
export function ProductName({ name, lang }: { name: string; lang?: Locale | undefined }) {
  return (
    <Content kind="product" lang={lang ?? 'zh-CN'}>
      {name}
    </Content>
  );
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
