import { useEffect, useState } from 'react';

/**
 * Server HTML, sanitized with DOMPurify before it reaches the DOM (brief: security by default).
 * DOMPurify loads with the first page that needs it.
 */
export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('./sanitize').then(({ sanitizeHtml }) => live && setClean(sanitizeHtml(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return <div className={className} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
