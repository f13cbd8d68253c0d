/**
 * The product lint: every manifest (or the given ones, checked against the rest of the catalogue)
 * → schema (resolved over its families) + semantic rules → problems placed at file:line:column.
 */
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import {
  describeFinding,
  manifestRules,
  premiumRangeRule,
  registryRule,
  type CheckLocale,
} from '../../engine/checks';
import type { ProductManifest } from '../../engine/generated/manifest';
import { isObject, type Json } from '../../engine/load/merge';
import { resolveManifest } from '../../engine/load/resolve';
import { validateManifest } from '../../engine/load/validate';
import { locate, type Layer } from './locate';
import type { Finding, LintProblem } from './problem';
import { assetsRule } from './rules/assets';
import { renewalRule, uniquenessRule, type CatalogueEntry } from './rules/catalogue';
import { schemaLinkRule } from './rules/schema-link';
import { schemaFinding } from './schema-finding';
import { positionAt, positionOfPointer, readSource, type SourceFile } from './source';

export interface LintOptions {
  /** The catalogue (products/). */
  productsDir: string;
  /** Files or directories to check; empty = the whole catalogue. */
  targets?: string[];
  /** Paths are printed relative to this directory. */
  cwd?: string;
  /** Language of the messages: Chinese for operators unless asked otherwise. */
  locale?: CheckLocale;
}

export interface LintResult {
  problems: LintProblem[];
  manifestCount: number;
}

async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => join(dir, n));
}

const isFamilyPath = (path: string): boolean => basename(dirname(path)) === 'families';
const familyName = (path: string): string => basename(path, '.json');

/** Schema problems the lint reports in its own words (registry rule) are dropped from Ajv's list. */
const OWN_WORDS = new Set(['discriminator']);

export async function lintProducts(options: LintOptions): Promise<LintResult> {
  const cwd = options.cwd ?? process.cwd();
  const productsDir = resolve(options.productsDir);
  const show = (path: string): string => relative(cwd, path) || path;
  const schemaPath = resolve(productsDir, '../schemas/product-manifest.schema.json');
  const variantSchemaPath = resolve(productsDir, '../schemas/product-variant.schema.json');
  const familySchemaPath = resolve(productsDir, '../schemas/product-family.schema.json');

  // The catalogue, plus any target outside it (checked against it).
  const cataloguePaths = [
    ...(await jsonFiles(productsDir)),
    ...(await jsonFiles(join(productsDir, 'families'))),
  ];
  const targetPaths = new Set<string>();
  const emptyDirs: string[] = [];
  const fullRun = !options.targets || options.targets.length === 0;
  for (const t of fullRun ? cataloguePaths : (options.targets ?? [])) {
    const abs = resolve(cwd, t);
    const info = await stat(abs).catch(() => undefined);
    if (info?.isDirectory()) {
      const found = [...(await jsonFiles(abs)), ...(await jsonFiles(join(abs, 'families')))];
      if (found.length === 0) emptyDirs.push(show(abs));
      for (const f of found) targetPaths.add(f);
    } else targetPaths.add(abs);
  }
  const allPaths = [...new Set([...cataloguePaths, ...targetPaths])];
  const files = new Map<string, SourceFile>();
  await Promise.all(
    allPaths.map(async (p) =>
      files.set(
        p,
        await readSource(p, show(p)).catch(() => ({
          path: p,
          display: show(p),
          text: '',
          syntax: [{ offset: 0, key: 'json.unreadable' as const }],
        })),
      ),
    ),
  );

  // Families: the catalogue's, overlaid by families next to the targets (fixtures).
  const families = new Map<string, SourceFile>();
  for (const p of allPaths)
    if (isFamilyPath(p) && (p.startsWith(productsDir) || targetPaths.has(p)))
      families.set(familyName(p), files.get(p) as SourceFile);
  const familyJson = (name: string): Json | undefined => families.get(name)?.json;

  const locale = options.locale ?? 'zh-CN';
  const problems: LintProblem[] = emptyDirs.map((dir) => ({
    file: dir,
    line: 1,
    column: 1,
    pointer: '',
    ...describeFinding({ pointer: '', key: 'dir.empty' }, locale),
  }));
  const seen = new Set<string>();
  const report = (
    file: SourceFile,
    pointer: string,
    f: Omit<Finding, 'pointer'>,
    position = positionOfPointer(file, pointer),
  ): void => {
    const p: LintProblem = {
      file: file.display,
      line: position.line,
      column: position.column,
      pointer,
      ...describeFinding({ ...f, pointer }, locale),
    };
    const key = `${p.file}:${p.line}:${p.column}:${p.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(p);
    }
  };

  const entries: CatalogueEntry[] = [];
  const targetDisplays = new Set([...targetPaths].map(show));
  for (const path of allPaths) {
    const file = files.get(path) as SourceFile;
    const isTarget = targetPaths.has(path);
    for (const s of file.syntax)
      if (isTarget) report(file, s.pointer ?? '', s, positionAt(file.text, s.offset));
    if (file.json === undefined) continue;
    const family = isFamilyPath(path);
    // A variant (a file that extends a family) names the variant schema, a family the family schema.
    const isVariant = !family && isObject(file.json) && typeof file.json.extends === 'string';
    const linked = family ? familySchemaPath : isVariant ? variantSchemaPath : schemaPath;
    if (isTarget) for (const f of schemaLinkRule(file.json, path, linked)) report(file, f.pointer, f);

    const resolved = resolveManifest(file.json, familyJson, family ? familyName(path) : file.display);
    if (!resolved.ok) {
      if (!isTarget) continue;
      const e = resolved.error;
      if (e.kind === 'notObject') report(file, '', { key: 'json.notObject' });
      else if (e.kind === 'missingParent') {
        const holder = e.chain.length > 1 ? (families.get(e.chain.at(-1) ?? '') ?? file) : file;
        report(holder, '/extends', {
          key: 'extends.missing',
          params: { parent: e.parent, families: [...families.keys()].join(', ') },
        });
      } else report(file, '/extends', { key: 'extends.cycle', params: { chain: e.chain.join(' → ') } });
      continue;
    }
    const layers: Layer[] = [
      { file, json: file.json },
      ...resolved.chain
        .slice(1)
        .map((name) => families.get(name) as SourceFile)
        .map((f) => ({ file: f, json: f.json as Json })),
    ];
    const place = (f: Finding): void => {
      const at = locate(resolved.value, layers, f.pointer);
      if (isTarget || targetDisplays.has(at.file.display)) report(at.file, at.pointer, f);
    };

    registryRule(resolved.value).forEach(place);
    assetsRule(resolved.value, productsDir).forEach(place);
    const schema = validateManifest(resolved.value).filter((p) => !OWN_WORDS.has(p.keyword));
    // A family is a partial manifest: only what it states is checked, not what variants must add.
    const relevant = family ? schema.filter((p) => p.keyword !== 'required') : schema;
    relevant.forEach((p) => place(schemaFinding(p, resolved.value)));
    if (family || schema.length > 0) continue;

    const manifest = resolved.value as unknown as ProductManifest;
    manifestRules(file.json, manifest).forEach(place);
    entries.push({ file: file.display, manifest, family: resolved.chain[1] });
  }

  const byDisplay = new Map([...files.values()].map((f) => [f.display, f]));
  const familyRates = (name: string): number[] => {
    const premium = (familyJson(name) as { premium?: { rates?: { premium?: unknown }[] } } | undefined)
      ?.premium;
    return (premium?.rates ?? []).map((r) => Number(r.premium)).filter(Number.isFinite);
  };
  const catalogueFindings = [
    ...uniquenessRule(entries),
    ...premiumRangeRule(entries, familyRates),
    ...(fullRun || targetPaths.has(productsDir) ? renewalRule(entries, show(productsDir)) : []),
  ];
  for (const f of catalogueFindings) {
    const file = byDisplay.get(f.file);
    if (!file)
      problems.push({ file: f.file, line: 1, column: 1, pointer: f.pointer, ...describeFinding(f, locale) });
    else if (fullRun || targetDisplays.has(f.file)) report(file, f.pointer, f);
  }
  return { problems, manifestCount: targetPaths.size };
}
