import DOMPurify from 'dompurify';

/**
 * The one HTML policy for every piece of rich text the app shows — manifest content (notices,
 * clauses, FAQ) and server HTML (articles, the sales-record replay) alike. HTML formatting stays;
 * anything that runs code, submits data, embeds another document or restyles the page is removed:
 * scripts, event handlers, forms and their controls, frames and plugins, style, and link or image
 * URLs other than http(s), mailto and tel (javascript:, data:, vbscript: …).
 */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
];
// DOMPurify's default URI rule narrowed to http(s), mailto and tel (relative URLs still pass).
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}
