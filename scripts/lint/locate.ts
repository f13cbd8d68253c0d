/**
 * Maps a JSON pointer in a RESOLVED manifest back to the file that states the value: the variant,
 * or one of its families. Keyed arrays (engine/load/merge.ts) pair items by key, so an index in the
 * resolved list is translated to the index of the same-key item in each layer.
 */
import { isObject, itemKeys, KEYED_ARRAYS, type Json } from '../../engine/load/merge';
import { segments, type SourceFile } from './source';

export interface Layer {
  file: SourceFile;
  json: Json;
}

const escape = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** How far `pointer` goes into a layer: the translated pointer and whether all of it exists. */
function translate(resolved: Json, layer: Json, parts: string[]): { pointer: string; depth: number } {
  let r: Json | undefined = resolved;
  let l: Json | undefined = layer;
  let concrete = '';
  let translated = '';
  let depth = 0;
  for (const part of parts) {
    const inArray = Array.isArray(r);
    if (Array.isArray(r) && Array.isArray(l)) {
      const index = Number(part);
      const keyProp = KEYED_ARRAYS[concrete];
      let at = index;
      if (keyProp) {
        const key = itemKeys(r, keyProp)[index];
        at = itemKeys(l, keyProp).indexOf(key ?? '');
      }
      if (at < 0 || at >= l.length) break;
      r = r[index];
      l = l[at];
      translated += `/${at}`;
    } else if (isObject(l) && part in l) {
      r = isObject(r) ? r[part] : undefined;
      l = l[part];
      translated += `/${escape(part)}`;
    } else break;
    concrete += inArray ? '/*' : `/${escape(part)}`;
    depth += 1;
  }
  return { pointer: translated, depth };
}

/** The layer (variant first, then families) that best holds `pointer`, with the pointer in that file. */
export function locate(
  resolved: Json,
  layers: readonly Layer[],
  pointer: string,
): { file: SourceFile; pointer: string } {
  const parts = segments(pointer);
  let best: { file: SourceFile; pointer: string; depth: number } | undefined;
  for (const layer of layers) {
    const t = translate(resolved, layer.json, parts);
    if (t.depth === parts.length) return { file: layer.file, pointer: t.pointer };
    if (!best || t.depth > best.depth) best = { file: layer.file, pointer: t.pointer, depth: t.depth };
  }
  return best ?? { file: (layers[0] as Layer).file, pointer: '' };
}
