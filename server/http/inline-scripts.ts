import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the storefront's index.html: the build
 * writes the boot script there (scripts/build/route-preload.ts), so that its preloads start while
 * the document is parsed instead of a round trip later, and the policy allows exactly that text.
 * Read from the file being served, again whenever it changes: a release that writes a new
 * index.html beside a running gateway has its own boot script allowed at once.
 */
export function inlineScriptSources(dir: string): () => readonly string[] {
  const file = resolve(dir, 'index.html');
  let seen = '';
  let sources: readonly string[] = [];
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return [];
    }
    if (stamp !== seen) {
      sources = inlineScriptHashes(readFileSync(file, 'utf8'));
      seen = stamp;
    }
    return sources;
  };
}

/** The text of a document's inline scripts (those without `src`, not empty), in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '');
}

/** The hash sources of a document's inline scripts, in order. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}
