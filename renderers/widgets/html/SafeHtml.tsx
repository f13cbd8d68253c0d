/**
 * Rich text from the server or a manifest, sanitized with DOMPurify before it reaches the DOM:
 * scripts, event handlers and javascript: URLs are stripped (security by default).
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} style={{ lineHeight: 1.7, fontSize: 14, wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
