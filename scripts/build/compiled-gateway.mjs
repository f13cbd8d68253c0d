/**
 * The gateway as `npm start` runs it: scripts/start.ts and the first start's child
 * (server/first-start-child.ts) compiled by esbuild into one JavaScript file each, kept in
 * node_modules/.cache/gateway and compiled again when any of their TypeScript sources has changed.
 *
 * Why: with the TypeScript loader (tsx) every start resolved and loaded ~370 server, engine and
 * contract files through its hooks: ~1 s of CPU to start the loader and ~3 s more to load the code,
 * in the gateway and again in the first start's child, and ~30 MB of RSS. The compiled file loads in
 * a fraction of that. Packages stay in node_modules (imported as they are); a file compiled from a
 * source keeps that source's `import.meta.url`, so paths beside it (the migrations, the template)
 * resolve as before.
 *
 * Plain JavaScript: it runs before anything can load TypeScript.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'gateway');
const STAMP = join(OUT_DIR, 'inputs.json');

/** What is compiled: output name → TypeScript entry. */
export const ENTRIES = {
  start: 'scripts/start.ts',
  'first-start-child': 'server/first-start-child.ts',
};

/** The compiled file of an entry. */
export const compiledFile = (name) => join(OUT_DIR, `${name}.mjs`);

/**
 * Why the compiled files cannot be used as they are, or '' when they can: every source they were
 * compiled from is still there, unchanged (modification time), for the same checkout, Node and esbuild.
 */
export function staleness(esbuildVersion) {
  if (!existsSync(STAMP)) return 'not compiled yet';
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  if (stamp.root !== ROOT || stamp.esbuild !== esbuildVersion || stamp.node !== process.version)
    return 'compiled for another checkout, Node or esbuild';
  for (const name of Object.keys(ENTRIES))
    if (!existsSync(compiledFile(name))) return `${name}.mjs is missing`;
  for (const [file, mtimeMs] of Object.entries(stamp.inputs)) {
    const path = join(ROOT, file);
    if (!existsSync(path) || statSync(path).mtimeMs !== mtimeMs) return `${file} has changed`;
  }
  return '';
}

/**
 * Keeps a package import as it is, adding the file extension Node's ES module loader needs to a
 * subpath that names a file ('ajv/dist/2020').
 */
function externalPackages() {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const parts = args.path.split('/');
        const subpath = parts.slice(args.path.startsWith('@') ? 2 : 1).join('/');
        if (!subpath || extname(subpath)) return { path: args.path, external: true };
        let resolved = '';
        try {
          resolved = createRequire(args.importer).resolve(args.path);
        } catch {
          return { path: args.path, external: true };
        }
        // Only a subpath that is a file of the package gets its extension; one the package's
        // `exports` maps elsewhere ('zod/mini' → zod/mini/index.js) stays as written.
        const file = subpath + extname(resolved);
        if (!resolved.split(sep).join('/').endsWith(`/${file}`)) return { path: args.path, external: true };
        return { path: args.path + extname(resolved), external: true };
      });
    },
  };
}

/** Compiles the sources of this checkout: `import.meta.url` in each stays the URL of its source file. */
function sourceUrls() {
  return {
    name: 'source-urls',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url'))
          return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
        const contents = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Compiles ENTRIES into OUT_DIR (each file written whole, then renamed into place) and records the sources. */
export async function compile(esbuild) {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    // One file per entry, no shared chunks: a running gateway never reads another build's files.
    splitting: false,
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    define: {
      'process.env.GATEWAY_FIRST_START_CHILD': JSON.stringify(compiledFile('first-start-child')),
    },
    plugins: [externalPackages(), sourceUrls()],
  });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => [file, statSync(join(ROOT, file)).mtimeMs]),
  );
  const stamp = { root: ROOT, node: process.version, esbuild: esbuild.version, inputs };
  writeFileSync(`${STAMP}.${process.pid}`, JSON.stringify(stamp));
  renameSync(`${STAMP}.${process.pid}`, STAMP);
}

/** The compiled scripts/start.ts, compiled first when it is missing or older than its sources. */
export async function compiledStart() {
  // esbuild's version from its package.json: loading esbuild itself costs ~0.5 s of CPU, only worth it to compile.
  const why = staleness(createRequire(import.meta.url)('esbuild/package.json').version);
  if (why) {
    const started = Date.now();
    await compile(await import('esbuild'));
    process.stdout.write(
      `[start] compiled the gateway (${why}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }
  return compiledFile('start');
}
