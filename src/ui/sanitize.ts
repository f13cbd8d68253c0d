import DOMPurify from 'dompurify';

/** Strips scripts, event handlers, javascript: URLs, forms and frames from server HTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'object', 'embed', 'style'],
    FORBID_ATTR: ['style'],
  });
}
