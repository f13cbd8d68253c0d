/**
 * Build step: the stylesheets nearly every route draws with go inline in index.html instead of as
 * <link>s — the entry's (global and antd-mobile base styles), then those of antd-mobile's shared
 * chunk groups and of the product group (vite.config.ts codeSplitting): ~21 KB, ~6 KB compressed.
 *
 * Why: each linked stylesheet is a request, and every request costs the page's main thread besides
 * its round trip (bench:ab at 4× CPU: these three off the insure route, −13 ± 11 ms). The
 * insure route asked for three before its form could draw, a product detail route for six before
 * its first screen could show (one of them the entry's own, already inline: a second download).
 *
 * They are taken out of the chunks' CSS lists (`viteMetadata.importedCss`) before vite writes its
 * loader's dependency lists and index.html's links, and before the boot script's lists are made
 * (scripts/build/route-preload.ts, also `generateBundle` order 'pre', listed after this plugin), so
 * nothing links them a second time. The CSP allows inline styles ('unsafe-inline' in style-src);
 * scripts stay external.
 */
import type { Plugin } from 'vite';
import { isStorefrontBuild } from './storefront-build.ts';

/** The chunk groups whose stylesheets go inline (vite.config.ts codeSplitting), in cascade order. */
export const INLINED_STYLE_GROUPS = [
  'antd-common',
  'antd-motion',
  'antd-popup',
  'antd-detail',
  'antd-form',
  'product',
] as const;

interface ChunkLike {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}
export type BundleLike = Record<string, ChunkLike | { type: 'asset'; source: string | Uint8Array }>;

const chunksOf = (bundle: BundleLike): ChunkLike[] =>
  Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');

/** The stylesheets to inline, in cascade order: the entry's, then each group's. */
function stylesheetsToInline(bundle: BundleLike): string[] {
  const chunks = chunksOf(bundle);
  const cssOf = (chunk: ChunkLike) => [...(chunk.viteMetadata?.importedCss ?? [])];
  const files = chunks.filter((chunk) => chunk.isEntry).flatMap(cssOf);
  for (const group of INLINED_STYLE_GROUPS) {
    const named = chunks.filter((chunk) => chunk.name === group);
    if (named.length > 1)
      throw new Error(
        `[inline-stylesheets] ${named.length} chunks are named "${group}": rename the module that takes the group's name`,
      );
    files.push(...named.flatMap(cssOf));
  }
  return [...new Set(files)];
}

/** The stylesheets to inline, taken out of every chunk's CSS list so that nothing links them. */
export function takeInlinedStylesheets(bundle: BundleLike): string[] {
  const inlined = stylesheetsToInline(bundle);
  for (const chunk of chunksOf(bundle))
    for (const file of inlined) chunk.viteMetadata?.importedCss.delete(file);
  return inlined;
}

export function inlineStylesheets(): Plugin {
  let inlined: string[] = [];
  return {
    name: 'edu:inline-stylesheets',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        const bundle = output as unknown as BundleLike;
        // The names are vite.config.ts's groups: one renamed there would quietly be linked again.
        const missing = INLINED_STYLE_GROUPS.filter(
          (group) => !chunksOf(bundle).some((c) => c.name === group),
        );
        if (
          isStorefrontBuild(output as unknown as Parameters<typeof isStorefrontBuild>[0]) &&
          missing.length > 0
        )
          this.error(
            `[inline-stylesheets] no chunk named ${missing.join(', ')}: rename it in INLINED_STYLE_GROUPS as in vite.config.ts codeSplitting`,
          );
        inlined = takeInlinedStylesheets(bundle);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.path !== '/index.html' || !ctx.bundle) return [];
        const css = inlined
          .map((file) => ctx.bundle?.[file])
          .map((asset) => (asset?.type === 'asset' ? String(asset.source) : ''))
          .join('');
        // `</style` cannot occur in CSS the bundler wrote, but a stray one must not end the element early.
        return css
          ? [{ tag: 'style', children: css.replaceAll('</style', '<\\/style'), injectTo: 'head' as const }]
          : [];
      },
    },
  };
}
