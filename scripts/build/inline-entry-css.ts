/**
 * Build step: the entry's stylesheets (a few KB: global and antd-mobile base styles) go inline in
 * index.html instead of as <link>s. A linked stylesheet blocks the first paint for a round trip;
 * inline, the page skeleton (or a product's first screen) paints as soon as the document has
 * arrived. The CSP allows inline styles ('unsafe-inline' in style-src); scripts stay external.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\.?\/?(assets\/[^"]+\.css)"[^>]*>/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'edu:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The storefront's index.html only (Storybook's build reads the same config).
        if (ctx.path !== '/index.html') return html;
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') return link;
          // `</style` cannot occur in CSS the bundler wrote, but a stray one must not end the element early.
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
