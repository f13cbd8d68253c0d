/**
 * Images and logos named by a manifest exist under products/ (https URLs are not checked), and an SVG
 * image holds no live text: a phone lays out an SVG image's <text> on its main thread when the page
 * first paints (its own document, fonts matched afresh: ~20–35 ms per banner measured on the CI
 * machine, several times that on a cheap phone). Outlined text draws the same and costs nothing
 * (scripts/assets/outline-svg-text.ts; editable sources in products/assets/src/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isObject, type Json } from '../../../engine/load/merge';
import { finding, type Finding } from '../problem';

const IMAGE_KEYS = new Set(['image', 'logoUrl', 'images']);

/** Variants share their family's images: look each path up once. */
const seen = new Map<string, boolean>();
const exists = (productsDir: string, path: string): boolean => {
  const key = `${productsDir}\u0000${path}`;
  let known = seen.get(key);
  if (known === undefined) {
    known = existsSync(resolve(productsDir, path));
    seen.set(key, known);
  }
  return known;
};

/** An SVG image's live text: `<text` or `<textPath` elements (comments and CDATA aside, not worth it). */
const SVG_TEXT = /<text(Path)?[\s>/]/;
const liveText = new Map<string, boolean>();
const hasLiveText = (productsDir: string, path: string): boolean => {
  const file = resolve(productsDir, path);
  let known = liveText.get(file);
  if (known === undefined) {
    known = /\.svg$/i.test(path) && SVG_TEXT.test(readFileSync(file, 'utf8'));
    liveText.set(file, known);
  }
  return known;
};

export function assetsRule(manifest: Json, productsDir: string): Finding[] {
  const out: Finding[] = [];
  const check = (value: Json | undefined, pointer: string): void => {
    if (typeof value === 'string') {
      if (/^https:\/\//.test(value)) return;
      if (!exists(productsDir, value)) out.push(finding(pointer, 'assets.missing', { path: value }));
      else if (hasLiveText(productsDir, value)) out.push(finding(pointer, 'assets.svgText', { path: value }));
    } else if (Array.isArray(value)) value.forEach((v, i) => check(v, `${pointer}/${i}`));
  };
  const walk = (node: Json, pointer: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${pointer}/${i}`));
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (IMAGE_KEYS.has(key)) check(value, `${pointer}/${key}`);
        else walk(value, `${pointer}/${key}`);
      }
    }
  };
  walk(manifest, '');
  return out;
}
