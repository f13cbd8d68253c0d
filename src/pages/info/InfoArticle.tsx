import type { MessageKey } from '../../../engine/messages';
import { useT } from '../../messages/useT';

/** A fixed information page: its paragraphs come from the message catalogue. */
export function InfoArticle({ paragraphs, testId }: { paragraphs: readonly MessageKey[]; testId: string }) {
  const t = useT();
  return (
    <article className="section rich-text" data-testid={testId}>
      {paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </article>
  );
}
