import { describe, expect, it } from 'vitest';
import { takeInlinedStylesheets, type BundleLike } from './inline-stylesheets';

const chunk = (name: string, css: string[], isEntry = false) => ({
  type: 'chunk' as const,
  name,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

function bundle(): BundleLike {
  return {
    'assets/index.js': chunk('index', ['assets/index.css'], true),
    'assets/product.js': chunk('product', ['assets/product.css']),
    'assets/antd-common.js': chunk('antd-common', ['assets/antd-common.css']),
    'assets/antd-form.js': chunk('antd-form', ['assets/antd-form.css']),
    'assets/ConfirmPage.js': chunk('ConfirmPage', ['assets/ConfirmPage.css']),
    'assets/index.css': { type: 'asset', source: ':root{}' },
  };
}

describe('the stylesheets index.html carries inline', () => {
  it("are the entry's, then the shared groups', library groups before the app's product group", () => {
    expect(takeInlinedStylesheets(bundle())).toEqual([
      'assets/index.css',
      'assets/antd-common.css',
      'assets/antd-form.css',
      'assets/product.css',
    ]);
  });

  it("leave no chunk's CSS list, so that neither vite's loader nor the boot script links them again", () => {
    const built = bundle();
    takeInlinedStylesheets(built);
    const lists = Object.fromEntries(
      Object.entries(built).flatMap(([file, out]) =>
        out.type === 'chunk' ? [[file, [...(out.viteMetadata?.importedCss ?? [])]]] : [],
      ),
    );
    expect(lists).toEqual({
      'assets/index.js': [],
      'assets/product.js': [],
      'assets/antd-common.js': [],
      'assets/antd-form.js': [],
      // a page's own stylesheet still loads with the page
      'assets/ConfirmPage.js': ['assets/ConfirmPage.css'],
    });
  });

  it('fail the build when two chunks take a group’s name (which one is the group would be a guess)', () => {
    const built = { ...bundle(), 'assets/product2.js': chunk('product', ['assets/other.css']) };
    expect(() => takeInlinedStylesheets(built)).toThrow(/2 chunks are named "product"/);
  });
});
