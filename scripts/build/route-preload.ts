/**
 * Build step: product detail routes show their first screen before the app's code has arrived.
 *
 * - At build time each public on-sale product's first screen is rendered to HTML by the app's own
 *   components (an SSR build of ./first-screens.entry.tsx) and written to
 *   `first-screen/<path>.html` (the path's default product: the shared path's primary, or the only
 *   one) and `first-screen/<path>~<productCode>.html` (each product). Each file starts with a
 *   comment listing the files the route needs (page, catalogue, the product's model). The names
 *   are derived from the route, so nothing here grows with the catalogue; the files are not
 *   hashed and the gateway serves them `no-cache`, so they always name this build's chunks.
 * - A tiny classic boot script, inline at the end of index.html's body (the gateway's CSP allows
 *   exactly its text, by hash: server/http/inline-scripts.ts), derives that name from the URL's hash and fetches it on
 *   single-segment paths. Once it and the route's stylesheets are in, it puts the first screen in
 *   place of the page skeleton, waits for it to be painted, then preloads the listed chunks.
 * - The entry (src/main.tsx) is small: it starts the app (src/app/start.tsx) after the boot script
 *   says the first screen is painted or will not be. The boot script preloads the app's chunks: at
 *   once on other routes, right after the paint on a detail route (before it, they would take the
 *   bandwidth the first screen needs). The app removes the first screen in the frame it draws the
 *   real page (src/app/firstScreen.ts).
 *
 * - The insure pages (the routes a visitor may open on a public product) have no first screen, but
 *   their chunks are known too: the page's and the form machinery's are in the boot script, the
 *   product's model in its card, `catalogue/<productCode>.json`
 *   (./product-cards.ts), which the app needs anyway: the boot script fetches it at once, leaves it
 *   for the app (BOOT_CARD) and preloads what it names, instead of the app discovering them one
 *   import after another. The app itself starts at once there, as on the route table's other paths.
 *
 * A phone on a slow network sees the product after the document and one small request, instead of
 * after the whole chain of downloads (entry → route chunk → catalogue → model) and the first render.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { inlineAsset } from './asset-inlining.ts';
import { PRODUCT_INDEX } from '../../engine/generated/product-index.ts';
import { BOOT_CARD, CARD_DIR, MODELS_ASKED, modelAddress } from '../../src/products/product-files.ts';
import { FIRST_SCREEN_DIR, FIRST_SCREEN_PATH, firstScreenFile } from '../../contract/first-screen.ts';
import { PRODUCT_CODE_PATTERN } from '../../contract/product-card.ts';
import { productCardFiles } from './product-cards.ts';
import { APP_ENTRY_MODULE, isStorefrontBuild } from './storefront-build.ts';
import { builtModels } from './product-models.ts';
import { routes as routeTable, type RouteFlags } from '../../engine/routes/table.ts';
import { pickOnPath, type ProductIndexEntry } from '../../engine/catalogue/product-index.ts';
import {
  FIRST_SCREEN_CLASS,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_SIGNAL,
  TAPPABLE,
} from '../../src/app/firstScreen.ts';

/**
 * The insure pages' module (src/routes/pages.ts) and their paths: the routes of the table open to
 * visitors on public products.
 */
const INSURE_MODULE = 'src/pages/purchase/InsurePage.tsx';
/** The page table, which the router imports lazily (see pageTableFiles). */
const PAGE_TABLE_MODULE = 'src/routes/pages.ts';
export const INSURE_PATHS: readonly string[] = Object.values(routeTable)
  .filter((route: RouteFlags & { path: string }) => route.visitorsOnPublicProducts)
  .map((route) => route.path);
/** The modules whose chunks a product detail route loads before it can draw (its path is looked up in the index). */
const ROUTE_MODULES = [
  'src/pages/product/ProductRoutePage.tsx',
  'src/products/catalogue.ts',
  'engine/generated/product-index.ts',
];
/**
 * The app proper, which the small entry imports once the first screen is painted (src/main.tsx).
 * (src/app/framework.ts, imported just before it, is a few hundred bytes; what it imports is
 * preloaded with the app.)
 */
const APP_START_MODULES = ['src/app/start.tsx'];
/**
 * The boot script's product code in an insure link's query: only a code that can name a file
 * (contract/product-card.ts), as the app's own lookup (src/products/catalogue.ts) takes it.
 */
const BOOT_PRODUCT_CODE = new RegExp(
  `(?:^|&)productCode=(${PRODUCT_CODE_PATTERN.source.replace(/^\^|\$$/g, '')})(?:&|$)`,
);

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, OutputChunkLike | { type: 'asset'; fileName: string }>;

/** The bundle as a graph of chunks: lookups by module, and a chunk's static closure. */
function chunkGraph(bundle: BundleLike) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = (suffix: string): OutputChunkLike => {
    const has = (id: string | null) => id?.replaceAll('\\', '/').endsWith(suffix) ?? false;
    const found = chunks.find((c) => has(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(has));
    if (!found)
      throw new Error(
        `[route-preload] no chunk for ${suffix}: was it renamed? update scripts/build/route-preload.ts`,
      );
    return found;
  };
  /** A chunk with its static imports, transitively, as JS and CSS file names. */
  const closure = (start: OutputChunkLike, into = new Set<string>()): Set<string> => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
    for (const file of start.imports) {
      const next = byFile.get(file);
      if (next) closure(next, into);
    }
    return into;
  };
  const inEntry = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, inEntry);
  return { byModule, closure, inEntry };
}

/** Modules the entry must not load before the first screen is painted: the UI framework. */
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai)[\\/]/;

/**
 * Fails the build when the entry's static imports reach the UI framework: the entry would then
 * wait for React (downloaded and evaluated) before the boot script's first screen can hand over,
 * which pushes a detail page's largest paint back (an app module the entry imports, pulled into a
 * chunk group that imports React, did: Lighthouse LCP 1.44 → 1.86 s).
 */
export function assertEntryWithoutFramework(bundle: BundleLike): void {
  for (const file of chunkGraph(bundle).inEntry) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    const framework = chunk.moduleIds.find((id) => FRAMEWORK_MODULE.test(id));
    if (framework)
      throw new Error(
        `[route-preload] the entry (${APP_ENTRY_MODULE}) imports ${file}, which holds ${framework.replace(/^.*node_modules[\\/]/, '')}: ` +
          'it would load the framework before the first screen is painted. Import what the entry needs from a module ' +
          'no chunk group takes along with React (vite.config.ts codeSplitting), or import it from src/app/start.tsx.',
      );
  }
}

/**
 * The app's chunks beyond the entry (src/app/start.tsx and what it imports): index.html preloads
 * them on every route, so they download while the entry waits for the first screen.
 */
export function appStartFiles(bundle: BundleLike): string[] {
  const { byModule, closure, inEntry } = chunkGraph(bundle);
  const files = new Set<string>();
  for (const module of APP_START_MODULES) closure(byModule(module), files);
  return [...files].filter((file) => !inEntry.has(file));
}

/** The stylesheets every product detail route needs: the boot script links them at once. */
export function routeStylesheets(bundle: BundleLike): string[] {
  const { byModule, closure } = chunkGraph(bundle);
  const files = new Set<string>();
  for (const module of ROUTE_MODULES) closure(byModule(module), files);
  return [...files].filter((file) => file.endsWith('.css'));
}

export interface FirstScreenFile {
  fileName: string;
  source: string;
}

/**
 * The first-screen files: for each product with first-screen HTML (`htmlByCode`), its own file and,
 * for its path's default product, the path's file; each starts with `<!--preload:…-->`, the JS
 * chunks its route needs beyond what index.html preloads.
 */
export function firstScreenFiles(
  bundle: BundleLike,
  index: readonly ProductIndexEntry[],
  htmlByCode: ReadonlyMap<string, string>,
  modelsVersion: string,
): FirstScreenFile[] {
  const { byModule, closure, inEntry } = chunkGraph(bundle);
  const preloadedByHtml = new Set([...inEntry, ...appStartFiles(bundle)]);
  const base = new Set<string>();
  for (const module of ROUTE_MODULES) closure(byModule(module), base);
  const files: FirstScreenFile[] = [];
  for (const entry of index) {
    const html = htmlByCode.get(entry.productCode);
    if (html === undefined || !FIRST_SCREEN_PATH.test(entry.path)) continue;
    const chunks = [
      ...[...base].filter((file) => file.endsWith('.js') && !preloadedByHtml.has(file)),
      modelAddress(entry, modelsVersion),
    ];
    const source = `<!--preload:${chunks.join(' ')}-->${html}`;
    files.push({ fileName: firstScreenFile(entry.path, entry.productCode), source });
    // The path's own file is the product the page shows when the link names none.
    if (
      pickOnPath(
        index.filter((other) => other.path === entry.path),
        (other) => other,
      ) === entry
    )
      files.push({ fileName: firstScreenFile(entry.path), source });
  }
  return files;
}

/** The insure pages' own chunks and stylesheets (page, form machinery, catalogue) beyond what the app start preloads. */
export function insurePageFiles(bundle: BundleLike): string[] {
  const { byModule, closure, inEntry } = chunkGraph(bundle);
  const preloadedByHtml = new Set([...inEntry, ...appStartFiles(bundle)]);
  const page = closure(byModule(INSURE_MODULE), closure(byModule('src/products/catalogue.ts')));
  return [...page].filter((file) => /\.(js|css)$/.test(file) && !preloadedByHtml.has(file));
}

/**
 * The page table's chunk (src/routes/pages.ts: which chunk draws each route but the entry pages,
 * src/routes/entry-pages.ts): the router needs it at once on the table's routes, so the boot script
 * preloads it there with the app; on a product's page or form it loads after the first screen.
 */
export function pageTableFiles(bundle: BundleLike): string[] {
  const { byModule, closure, inEntry } = chunkGraph(bundle);
  const preloadedByHtml = new Set([...inEntry, ...appStartFiles(bundle)]);
  return [...closure(byModule(PAGE_TABLE_MODULE))].filter(
    (file) => file.endsWith('.js') && !preloadedByHtml.has(file),
  );
}

/**
 * The route table's own single-segment paths (not the insure pages): they never have a first
 * screen, so the boot script starts the app on them at once instead of asking for one. A fixed list
 * (the table's), not the catalogue's: it does not grow with the products.
 */
export const APP_ONLY_PATHS: readonly string[] = Object.values(routeTable)
  .map((route: RouteFlags & { path: string }) => route.path)
  .filter((path) => FIRST_SCREEN_PATH.test(path) && !INSURE_PATHS.includes(path));

/**
 * The boot script: ES5 on purpose (old in-app browsers). `stylesheets`: the route's CSS, linked at
 * once (as stylesheets: the first screen needs them, and the app's loader then finds them linked).
 * While it looks for a first screen, `window[FIRST_SCREEN_SIGNAL]` is a promise that settles once
 * the first screen has been painted, or will not be (no file, a fetch error, the app drew first).
 * "Painted" is the browser's own word for it where it has one (the largest-contentful-paint entry
 * of the first screen's largest visible image, or of any of its elements when it has no image),
 * else two animation frames; at most a second. Its images are files (scripts/build/asset-inlining.ts),
 * so that paint waits for them to arrive: they have the bandwidth before the app's chunks, as the
 * first screen's other requests do. (Which image is largest is read after a frame, from
 * the layout the browser made anyway: measuring at once would force that layout inside the task.)
 * The app's own chunks (`appStart`: src/app/start.tsx and what it imports) are preloaded by this
 * script too, not by index.html: at once on a route without a first screen, after the paint on one
 * with it — so on a detail route the first screen's requests have the phone's bandwidth to themselves.
 * A path of the route table (APP_ONLY_PATHS) is known to have none: no request, no wait, the app
 * starts at once, with the page table (`pageTable`, which the router needs there) preloaded beside
 * it, as on the table's paths of more than one segment (not at `/`: the layout draws it). An insure page starts the app at once too, with its own chunks (`insurePage`)
 * preloaded beside it, and fetches its product's card (`cards`/<code>.json): the app takes that
 * answer from `window[cardSlot]` (a promise of the card, null when the gateway has none), and the
 * model it names is preloaded as soon as it is in. Before, the app waited for such an answer
 * (and the detail pages' stylesheets) — a round trip and about 170 ms at 4× CPU before its first
 * byte of code was asked for.
 * A model (JSON, fetched by the catalogue) is preloaded `as=fetch` with the credentials a
 * same-origin fetch uses, so the fetch takes the preloaded response; not when the app has asked for
 * it already (MODELS_ASKED): the preload would then download it a second time. After a first screen's paint the
 * preload links go in four per task: each link starts a request inside appendChild, and thirty of
 * them in one task held the main thread for 20–35 ms at 4× — a long task while the first screen is
 * on show. Where nothing is on show yet (an insure page, the table's routes) they go in at once: in
 * batches, the last ones waited behind the app's own evaluation and arrived after it needed them.
 * An insure page's stylesheets are linked with its chunks: the app's loader then finds them linked
 * instead of asking for them when it imports the page, and waiting for them before drawing it.
 * A tap on a control of the static first screen (the buy button, a plan tab) is kept under
 * `window[FIRST_SCREEN_SIGNAL + 'Tap']`, with the route it was made on, for the app to replay when it
 * takes over on that route (src/app/firstScreen.ts): it is not lost, however slow the network.
 */
export function routePreloadScript(
  stylesheets: readonly string[],
  appStart: readonly string[] = [],
  insurePage: readonly string[] = [],
  pageTable: readonly string[] = [],
): string {
  const names = (paths: readonly string[]) => `|${paths.map((p) => p.slice(1)).join('|')}|`;
  return `(function(app,css,dir,id,cls,signal,plain,insure,insurePage,asked,cards,cardSlot,table){var settle=function(){},chunks=[],per=4;try{
var base=location.href.split('#')[0].replace(/[^\\/]*$/,''),h=location.hash.slice(1)||'/',q=h.indexOf('?'),path=q<0?h:h.slice(0,q);
if(!${FIRST_SCREEN_PATH.toString()}.test(path)||!window.fetch||!window.Promise){if(path!=='/')chunks=table;return preload();}
var name=path.slice(1),code=q<0?null:(h.slice(q+1).match(${BOOT_PRODUCT_CODE.toString()})||[])[1];
if(plain.indexOf('|'+name+'|')>=0){per=1e9;chunks=table;return preload();}
if(insure.indexOf('|'+name+'|')>=0){per=1e9;chunks=insurePage;preload();if(code){var card=fetch(base+cards+'/'+code+'.json').then(function(r){return r.status===200?r.json():r.status===204||r.status===404?null:Promise.reject(r.status)});window[cardSlot]={code:code,card:card};card.then(function(c){if(c&&c.preload){chunks=c.preload;preload();}},function(){});}return;}
var html=null,waiting=1,i,l;
window[signal]=new Promise(function(done){settle=function(){preload();done();};});
fetch(base+dir+'/'+name+(code?'~'+code:'')+'.html').then(function(r){return r.ok?r.text():null}).then(function(t){
var m=t&&/^<\\!--preload:([^>]*)-->/.exec(t);if(m){chunks=m[1].split(' ');html=t.slice(m[0].length);if(!html)preload();}show();},function(){settle();});
for(i=0;i<css.length;i++){l=document.createElement('link');l.rel='stylesheet';l.href=base+css[i];l.onload=l.onerror=show;waiting++;document.head.appendChild(l);}
}catch(e){settle();}
function preload(){var list=app.concat(chunks);app=[];chunks=[];(function batch(at){var j=at;for(;j<list.length&&j<at+per;j++){if(!list[j])continue;var c=document.createElement('link');if(/\\.css$/.test(list[j]))c.rel='stylesheet';else{c.crossOrigin='';if(/\\.json(\\?|$)/.test(list[j])){if((window[asked]||[]).indexOf(base+list[j])>=0)continue;c.rel='preload';c.setAttribute('as','fetch');}else c.rel='modulepreload';}c.href=base+list[j];document.head.appendChild(c);}if(j<list.length)setTimeout(function(){batch(j);},0);})(0);}
function show(){var root=document.getElementById('root');if(--waiting)return;
if(!html||!root||!root.querySelector('.boot-bar')){chunks=html!==null?chunks:[];return settle();}
var d=document.createElement('div');d.id=id;d.innerHTML=html;root.parentNode.insertBefore(d,root);document.documentElement.className+=' '+cls;
d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(TAPPABLE)});if(t)window[signal+'Tap']={x:e.clientX,y:e.clientY,text:t.textContent,hash:location.hash};});
var imgs=d.getElementsByTagName('img'),decoded=[];for(var k=0;k<imgs.length;k++)decoded.push(imgs[k].decode?imgs[k].decode().catch(function(){}):0);
Promise.all(decoded).then(function(){painted(d,imgs);});}
function painted(d,imgs){var po,types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
function done(){if(po)po.disconnect();settle();}
setTimeout(done,1000);
if(types.indexOf('largest-contentful-paint')<0){requestAnimationFrame(function(){requestAnimationFrame(done);});return;}
requestAnimationFrame(function(){setTimeout(function(){
var target=null,area=0,vh=window.innerHeight,vw=window.innerWidth;
for(var k=0;k<imgs.length;k++){var r=imgs[k].getBoundingClientRect(),a=Math.max(0,Math.min(r.bottom,vh)-Math.max(r.top,0))*Math.max(0,Math.min(r.right,vw)-Math.max(r.left,0));if(a>area){area=a;target=imgs[k];}}
po=new PerformanceObserver(function(list){var e=list.getEntries();for(var j=0;j<e.length;j++)if(e[j].element&&(target?e[j].element===target:d.contains(e[j].element)))done();});
po.observe({type:'largest-contentful-paint',buffered:true});},0);});}
})(/*app-start*/${JSON.stringify(appStart)},${JSON.stringify(stylesheets)},${JSON.stringify(FIRST_SCREEN_DIR)},${JSON.stringify(FIRST_SCREEN_ID)},${JSON.stringify(FIRST_SCREEN_CLASS)},${JSON.stringify(FIRST_SCREEN_SIGNAL)},${JSON.stringify(names(APP_ONLY_PATHS))},${JSON.stringify(names(INSURE_PATHS))},/*insure-page*/${JSON.stringify(insurePage)},${JSON.stringify(MODELS_ASKED)},${JSON.stringify(CARD_DIR)},${JSON.stringify(BOOT_CARD)},/*page-table*/${JSON.stringify(pageTable)});
`;
}

/**
 * Renders the first screens in Node: an SSR build of ./first-screens.entry.tsx (so the components'
 * imports — CSS, bundled images — resolve as in the app), run once, then deleted.
 */
async function renderFirstScreens(root: string, base: string): Promise<Map<string, string>> {
  const outDir = mkdtempSync(join(tmpdir(), 'edu-first-screen-'));
  try {
    await build({
      configFile: false,
      root,
      base,
      logLevel: 'warn',
      plugins: [react()],
      ssr: { noExternal: true },
      // Bundled images as the app has them (files, named by content: the app build emits the same
      // names), addressed relative to the document, as the app's own URLs are (base './').
      experimental: { renderBuiltUrl: (fileName) => fileName },
      build: {
        assetsInlineLimit: inlineAsset,
        ssr: resolve(root, 'scripts/build/first-screens.entry.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
      },
    });
    const entry = (await import(pathToFileURL(join(outDir, 'first-screens.entry.js')).href)) as {
      renderFirstScreens: (productsDir: string) => Promise<Map<string, string>>;
    };
    return await entry.renderFirstScreens(resolve(root, 'products'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function routePreload(): Plugin {
  let bootSource = '';
  let root = process.cwd();
  let base = './';
  return {
    name: 'edu:route-preload',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      async handler(_options, output) {
        const bundle = output as unknown as BundleLike;
        if (!isStorefrontBuild(bundle)) return;
        assertEntryWithoutFramework(bundle);
        const { version } = await builtModels();
        for (const file of [
          ...firstScreenFiles(bundle, PRODUCT_INDEX, await renderFirstScreens(root, base), version),
          ...productCardFiles(PRODUCT_INDEX, version),
        ]) {
          this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
        }
        bootSource = routePreloadScript(
          routeStylesheets(bundle),
          appStartFiles(bundle).filter((file) => file.endsWith('.js')),
          insurePageFiles(bundle),
          pageTableFiles(bundle),
        );
        // It goes inline into index.html: text that would end the element or open an HTML comment
        // inside it would break the page.
        if (/<\/script|<!--/i.test(bootSource))
          throw new Error(
            '[route-preload] the boot script holds </script or <!--: escape it in routePreloadScript',
          );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!bootSource || !ctx.bundle) return [];
        // The app start's stylesheets are preloaded here; its JS by the boot script (see routePreloadScript).
        // `crossorigin`, as the app's loader links them (vite's preload helper): a preload in another
        // fetch mode is not reused, and the stylesheet would download a second time.
        const appStart = appStartFiles(ctx.bundle as unknown as BundleLike)
          .filter((file) => file.endsWith('.css'))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `./${file}` },
            injectTo: 'head' as const,
          }));
        // Inline, at the end of the body: it runs as the parser reaches it (after the page skeleton,
        // which it looks for; no stylesheet precedes it to wait for), before the entry module, which
        // then finds its signal — and its preloads start then, not after a request for the script
        // itself (Lighthouse's slow 4G: the insure form's first input 1575 → 1392 ms, bench:ab).
        return [{ tag: 'script', children: bootSource, injectTo: 'body' as const }, ...appStart];
      },
    },
  };
}
