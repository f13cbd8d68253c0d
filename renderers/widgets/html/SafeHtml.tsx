/**
 * Rich text from a manifest or the server, passed through the app's one HTML policy
 * (./sanitize.ts) before it reaches the DOM.
 */
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className = 'rich-text' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      data-testid="rich-text"
      style={{ lineHeight: 1.7, fontSize: 14, wordBreak: 'break-word' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
