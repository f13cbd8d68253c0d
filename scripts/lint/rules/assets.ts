/** Images and logos named by a manifest exist under products/ (https URLs are not checked). */
import { existsSync } from 'node:fs';
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

export function assetsRule(manifest: Json, productsDir: string): Finding[] {
  const out: Finding[] = [];
  const check = (value: Json | undefined, pointer: string): void => {
    if (typeof value === 'string') {
      if (!/^https:\/\//.test(value) && !exists(productsDir, value)) {
        out.push(finding(pointer, 'assets.missing', { path: value }));
      }
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
