// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { XSS_PAYLOADS } from './xss-payloads';

const CODE_URL = /^\s*(?:javascript|vbscript|data:text\/html)/i;
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'dynsrc',
  'lowsrc',
  'data',
  'xlink:href',
  'srcset',
];

/** Every way the sanitized markup could still run code once it is in the page. */
function dangersIn(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'frame',
        'object',
        'embed',
        'form',
        'input',
        'button',
        'style',
        'base',
        'meta',
        'link',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      if (attr.startsWith('on')) found.push(`${tag}[${attr}]`);
      if (attr === 'style') found.push(`${tag}[style]`);
      if (URL_ATTRIBUTES.includes(attr) && CODE_URL.test(value)) found.push(`${tag}[${attr}=${value}]`);
    }
  }
  return found;
}

describe('the one HTML policy', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves nothing that runs code of %s', (payload) => {
    expect(dangersIn(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps the formatting a clause or article needs', () => {
    const html =
      '<h3>第一条</h3><p>保险责任：<strong>意外身故</strong></p><ul><li>一</li></ul><table><tr><td>20万</td></tr></table><a href="https://example.com/a">条款</a><a href="tel:95500">95500</a><img src="/assets/logo.png" alt="logo">';
    const clean = sanitizeHtml(html);
    for (const part of [
      '<h3>',
      '<strong>',
      '<li>',
      '<td>',
      'href="https://example.com/a"',
      'href="tel:95500"',
      'src="/assets/logo.png"',
    ])
      expect(clean).toContain(part);
  });
});
