/**
 * Build step: the favicon (public/favicon.svg, 0.3 KB) goes into index.html as a data: URL instead
 * of a request of its own. The browser asks for it while the app starts, and every request costs a
 * phone's main thread besides a connection's share (scripts/build/inline-stylesheets.ts says how
 * much). The file stays in public/ for what links it by address (the login page's brand mark). The
 * CSP allows data: images (img-src).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ICON_LINK = /(<link rel="icon" href=")\.\/favicon\.svg(")/;

export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'edu:inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.path !== '/index.html') return html;
        if (!ICON_LINK.test(html))
          throw new Error(
            '[inline-favicon] index.html no longer links ./favicon.svg as its icon: update scripts/build/inline-favicon.ts',
          );
        const svg = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8').trim();
        // Not base64: the SVG as text, with what a URL or the attribute cannot hold encoded (a third
        // smaller, and it compresses with the document).
        const text = svg
          .replaceAll('"', "'")
          .replace(/[%#<>\s]+/g, (run) => (/^\s+$/.test(run) ? ' ' : encodeURIComponent(run)));
        return html.replace(ICON_LINK, `$1data:image/svg+xml,${text}$2`);
      },
    },
  };
}
