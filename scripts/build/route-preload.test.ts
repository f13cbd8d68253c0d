// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import {
  FIRST_SCREEN_CLASS,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_SIGNAL,
  firstScreenSettled,
  revealApp,
} from '../../src/app/firstScreen';
import { BOOT_CARD, MODELS_ASKED, type ProductCard } from '../../src/products/product-files';
import { productCardFiles } from './product-cards';
import {
  appStartFiles,
  assertEntryWithoutFramework,
  firstScreenFiles,
  APP_ONLY_PATHS,
  INSURE_PATHS,
  insurePageFiles,
  pageTableFiles,
  routePreloadScript,
  routeStylesheets,
} from './route-preload';
import { isStorefrontBuild } from './storefront-build';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  extra: { isEntry?: boolean; css?: string[]; moduleIds?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  moduleIds: extra.moduleIds ?? (facadeModuleId ? [facadeModuleId] : []),
  isEntry: extra.isEntry ?? false,
  imports,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', [], { isEntry: true }),
  'assets/framework-wrap.js': chunk('assets/framework-wrap.js', '/app/src/app/framework.ts', [
    'assets/framework.js',
  ]),
  'assets/start.js': chunk('assets/start.js', '/app/src/app/start.tsx', ['assets/framework.js']),
  'assets/framework.js': chunk('assets/framework.js', null),
  'assets/ProductRoutePage.js': chunk(
    'assets/ProductRoutePage.js',
    '/app/src/pages/product/ProductRoutePage.tsx',
    ['assets/antd-common.js', 'assets/framework.js'],
  ),
  'assets/antd-common.js': chunk('assets/antd-common.js', null, [], { css: ['assets/antd-common.css'] }),
  'assets/catalogue.js': chunk('assets/catalogue.js', null, ['assets/framework.js'], {
    moduleIds: ['/app/src/products/catalogue.ts', '/app/engine/catalogue/lazy.ts'],
  }),
  'assets/product-index.js': chunk('assets/product-index.js', '/app/engine/generated/product-index.ts'),
  'assets/InsurePage.js': chunk('assets/InsurePage.js', '/app/src/pages/purchase/InsurePage.tsx', [
    'assets/forms.js',
    'assets/framework.js',
  ]),
  'assets/forms.js': chunk('assets/forms.js', null, [], { css: ['assets/forms.css'] }),
  'assets/pages.js': chunk('assets/pages.js', '/app/src/routes/pages.ts', ['assets/start.js']),
};

const entry = (
  productCode: string,
  path: string,
  file: string,
  sharedPath?: 'primary' | 'member',
): ProductIndexEntry => ({
  productCode,
  name: productCode,
  kind: 'onSale',
  path,
  requiresLogin: false,
  clearRecord: false,
  clearForm: false,
  title: productCode,
  ...(sharedPath ? { sharedPath } : {}),
  file,
  families: ['student-accident'],
  manifestVersion: 'v1',
});

const index = [
  entry('JN', '/jiningDetails', 'jining.json'),
  entry('A', '/sharedDetails', 'shared-a.json', 'primary'),
  entry('B', '/sharedDetails', 'shared-b.json', 'member'),
];
/** The build's models version (scripts/build/product-models.ts). */
const modelsVersion = 'm1';
const html = new Map([
  ['JN', '<main>济宁</main>'],
  ['A', '<main>A</main>'],
  ['B', '<main>B</main>'],
]);

describe('the first-screen files (build time)', () => {
  const files = new Map(
    firstScreenFiles(bundle, index, html, modelsVersion).map((f) => [f.fileName, f.source]),
  );

  it('has index.html preload the app start and what it imports, on every route', () => {
    expect(appStartFiles(bundle)).toEqual(['assets/start.js', 'assets/framework.js']);
  });

  it('names each file after its route and product, so the boot script needs no list of products', () => {
    expect([...files.keys()].sort()).toEqual([
      'first-screen/jiningDetails.html',
      'first-screen/jiningDetails~JN.html',
      'first-screen/sharedDetails.html',
      'first-screen/sharedDetails~A.html',
      'first-screen/sharedDetails~B.html',
    ]);
    // A shared path's own file is its primary product's.
    expect(files.get('first-screen/sharedDetails.html')).toContain('<main>A</main>');
  });

  it('lists the chunks the route needs beyond what index.html preloads (page, catalogue, index) and the product’s model at the address the app fetches', () => {
    expect(files.get('first-screen/jiningDetails.html')).toBe(
      '<!--preload:assets/ProductRoutePage.js assets/antd-common.js assets/catalogue.js assets/product-index.js assets/products/models/jining.json?v=m1--><main>济宁</main>',
    );
    expect(routeStylesheets(bundle)).toEqual(['assets/antd-common.css']);
  });

  it('leaves other builds that read the same config alone (Storybook has no storefront entry)', () => {
    expect(isStorefrontBuild(bundle)).toBe(true);
    const { ['assets/index.js']: _entry, ...storybook } = bundle;
    expect(
      isStorefrontBuild({
        ...storybook,
        'sb.js': chunk('sb.js', '/app/.storybook/preview.tsx', [], { isEntry: true }),
      }),
    ).toBe(false);
  });

  it('fails the build when the entry would load the framework before the first screen is painted', () => {
    expect(() => assertEntryWithoutFramework(bundle)).not.toThrow();
    const framework = chunk('assets/framework.js', null, [], {
      moduleIds: ['/app/node_modules/react/cjs/react.production.js'],
    });
    // The entry's own imports may hold the loader helpers, not React.
    const tangled = {
      ...bundle,
      'assets/framework.js': framework,
      'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/app-core.js'], {
        isEntry: true,
      }),
      'assets/app-core.js': chunk('assets/app-core.js', null, ['assets/framework.js'], {
        moduleIds: ['/app/src/app/RouterView.tsx', '/app/src/app/firstScreen.ts'],
      }),
    };
    expect(() => assertEntryWithoutFramework({ ...bundle, 'assets/framework.js': framework })).not.toThrow();
    expect(() => assertEntryWithoutFramework(tangled)).toThrow(
      /imports assets\/framework\.js, which holds react\/cjs\/react\.production\.js/,
    );
  });

  it('fails the build, naming the module, when a route module has no chunk', () => {
    const { ['assets/catalogue.js']: _gone, ...withoutCatalogue } = bundle;
    expect(() => firstScreenFiles(withoutCatalogue, index, html, modelsVersion)).toThrow(
      /src\/products\/catalogue\.ts/,
    );
  });
});

describe('the insure pages and the product cards (build time)', () => {
  const cards = new Map(
    productCardFiles(
      [...index, { ...entry('T', '/titleDetails', 't.json'), kind: 'titleOnly' }],
      modelsVersion,
    ).map((f) => [f.fileName, JSON.parse(f.source) as ProductCard]),
  );

  it('covers the routes a visitor may open on a public product (the insure pages)', () => {
    expect([...INSURE_PATHS].sort()).toEqual(['/insure', '/maincenter', '/newProductInsure']);
  });

  it("names the page's own chunks and stylesheets once, for the boot script: the same for every product", () => {
    expect(insurePageFiles(bundle)).toEqual([
      'assets/catalogue.js',
      'assets/InsurePage.js',
      'assets/forms.js',
      'assets/forms.css',
    ]);
  });

  it('gives each product a card: its entry and its model at the address the app fetches', () => {
    expect([...cards.keys()]).toEqual([
      'catalogue/JN.json',
      'catalogue/A.json',
      'catalogue/B.json',
      'catalogue/T.json',
    ]);
    expect(cards.get('catalogue/JN.json')).toEqual({
      entry: index[0],
      preload: ['assets/products/models/jining.json?v=m1'],
    });
    // A product with no form to fill loads no model.
    expect(cards.get('catalogue/T.json')?.preload).toEqual([]);
  });

  it("names the page table's chunk, which the app start does not preload", () => {
    expect(pageTableFiles(bundle)).toEqual(['assets/pages.js']);
  });

  it("knows the route table's other one-segment paths, which never have a first screen", () => {
    expect(APP_ONLY_PATHS).toContain('/policyList');
    expect(APP_ONLY_PATHS).not.toContain('/insure');
    expect(APP_ONLY_PATHS.every((path) => /^\/[A-Za-z0-9_-]+$/.test(path))).toBe(true);
  });
});

describe('the boot script (in the page)', () => {
  const files = new Map(
    [...firstScreenFiles(bundle, index, html, modelsVersion), ...productCardFiles(index, modelsVersion)].map(
      (f) => [f.fileName, f.source],
    ),
  );
  // The boot script is source text by design (the build writes it to a file): running it is the test.
  const script = () =>
    routePreloadScript(
      routeStylesheets(bundle),
      ['assets/start.js'],
      insurePageFiles(bundle),
      pageTableFiles(bundle),
    );
  // eslint-disable-next-line no-new-func -- see above
  const run = () => new Function(script())();
  const links = () =>
    [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel} ${l.getAttribute('href')?.replace(/^.*\/assets\//, '')}`,
    );
  const fetched: string[] = [];
  /** The gateway's static files, seen from the page: the first-screen files and the cards, 404 for anything else. */
  const serve = (url: string) => {
    fetched.push(
      url.replace(/^.*\/(first-screen|catalogue)\//, (_, dir: string) =>
        dir === 'catalogue' ? `${dir}/` : '',
      ),
    );
    const source = files.get(url.replace(/^.*\/((first-screen|catalogue)\/)/, '$1'));
    return Promise.resolve({
      ok: source !== undefined,
      status: source === undefined ? 404 : 200,
      text: () => Promise.resolve(source ?? 'not found'),
      json: () => Promise.resolve(JSON.parse(source ?? 'null') as unknown),
    });
  };
  const loadStylesheets = () =>
    document.head.querySelectorAll('link[rel=stylesheet]').forEach((l) => l.dispatchEvent(new Event('load')));

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><div class="boot-bar">教保在线</div></div>';
    document.documentElement.className = '';
    delete (window as unknown as Record<string, unknown>)[FIRST_SCREEN_SIGNAL];
    fetched.length = 0;
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    vi.stubGlobal('fetch', serve);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on the home page, only preloads the app (the layout draws it, without the page table)', () => {
    window.location.hash = '#/';
    run();
    expect(fetched).toEqual([]);
    // The app's chunks, at once: nothing to paint first.
    expect(links()).toEqual(['modulepreload start.js']);
    expect(FIRST_SCREEN_SIGNAL in window).toBe(false);
  });

  it('on a nested route, preloads the app and the page table the router needs there', () => {
    window.location.hash = '#/passport/login?fullPath=%2F';
    run();
    expect(fetched).toEqual([]);
    expect(links()).toEqual(['modulepreload start.js', 'modulepreload pages.js']);
    expect(FIRST_SCREEN_SIGNAL in window).toBe(false);
  });

  it('shows the first screen in place of the skeleton once it and the stylesheets are in, then preloads its chunks', async () => {
    window.location.hash = '#/jiningDetails';
    run();
    // The first screen's stylesheets only: the app's chunks wait for the paint.
    expect(links()).toEqual(['stylesheet antd-common.css']);
    const settled = firstScreenSettled(window, 5_000);
    loadStylesheets();
    await settled;
    expect(fetched).toEqual(['jiningDetails.html']);
    expect(document.getElementById(FIRST_SCREEN_ID)?.textContent).toBe('济宁');
    expect(document.getElementById(FIRST_SCREEN_ID)?.nextElementSibling?.id).toBe('root');
    expect(document.documentElement.classList.contains(FIRST_SCREEN_CLASS)).toBe(true);
    // Four preload links per task (a long task otherwise), the rest in the tasks after it.
    expect(links().filter((l) => l.startsWith('modulepreload')).length).toBeLessThanOrEqual(4);
    await vi.waitFor(() =>
      expect(links()).toEqual(
        expect.arrayContaining([
          'preload products/models/jining.json?v=m1',
          'modulepreload ProductRoutePage.js',
          'modulepreload start.js',
        ]),
      ),
    );

    revealApp();
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(document.documentElement.classList.contains(FIRST_SCREEN_CLASS)).toBe(false);
  });

  it('on a shared path, shows the product the query names', async () => {
    window.location.hash = '#/sharedDetails?channel=x&productCode=B';
    run();
    loadStylesheets();
    await firstScreenSettled(window, 5_000);
    expect(fetched).toEqual(['sharedDetails~B.html']);
    expect(document.getElementById(FIRST_SCREEN_ID)?.textContent).toBe('B');
  });

  it("on an insure page, starts the app at once with the page's chunks, and the product's as soon as it knows them", async () => {
    window.location.hash = '#/insure?productCode=JN';
    run();
    // Nothing to paint, so nothing to wait for: no signal, no stylesheets of the detail pages.
    expect(FIRST_SCREEN_SIGNAL in window).toBe(false);
    // All at once (nothing on show to keep responsive): the page's own stylesheet linked, so the
    // app's loader finds it and does not wait a round trip for it when it imports the page.
    expect(links()).toEqual([
      'modulepreload start.js',
      'modulepreload catalogue.js',
      'modulepreload InsurePage.js',
      'modulepreload forms.js',
      'stylesheet forms.css',
    ]);
    await vi.waitFor(() => expect(links()).toContain('preload products/models/jining.json?v=m1'));
    expect(fetched).toEqual(['catalogue/JN.json']);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(document.documentElement.className).toBe('');
    // The card is left for the app, which then does not ask for it again.
    const left = (window as unknown as Record<string, { code: string; card: Promise<ProductCard | null> }>)[
      BOOT_CARD
    ];
    expect(left?.code).toBe('JN');
    expect((await left?.card)?.entry.path).toBe('/jiningDetails');
  });

  it('on an insure page of a code with no card, leaves the app a null card (no such product)', async () => {
    window.location.hash = '#/insure?productCode=NOPE';
    run();
    const left = (window as unknown as Record<string, { code: string; card: Promise<ProductCard | null> }>)[
      BOOT_CARD
    ];
    expect(await left?.card).toBeNull();
    expect(fetched).toEqual(['catalogue/NOPE.json']);
  });

  it('on an insure page, does not preload a model the app has asked for already (it would download it twice)', async () => {
    window.location.hash = '#/insure?productCode=JN';
    const asked = `${window.location.href.split('#')[0]!.replace(/[^/]*$/, '')}assets/products/models/jining.json?v=m1`;
    (window as unknown as Record<string, string[]>)[MODELS_ASKED] = [asked];
    try {
      run();
      // The card is in (the boot script preloads what it names in its answer's handler) …
      await (window as unknown as Record<string, { card: Promise<ProductCard | null> }>)[BOOT_CARD]?.card;
      await new Promise((done) => setTimeout(done, 0));
      expect(fetched).toEqual(['catalogue/JN.json']);
      // … and the model the app asked for is not preloaded a second time.
      expect(links().filter((link) => link.startsWith('preload'))).toEqual([]);
    } finally {
      delete (window as unknown as Record<string, unknown>)[MODELS_ASKED];
    }
  });

  it('on a route of the table, starts the app at once without asking for a first screen', () => {
    window.location.hash = '#/policyList';
    run();
    expect(fetched).toEqual([]);
    expect(FIRST_SCREEN_SIGNAL in window).toBe(false);
    expect(links()).toEqual(['modulepreload start.js', 'modulepreload pages.js']);
  });

  it('lets the app start once an unknown one-segment path turns out to have no first screen', async () => {
    window.location.hash = '#/noSuchProductDetails';
    run();
    loadStylesheets();
    await firstScreenSettled(window, 5_000);
    expect(fetched).toEqual(['noSuchProductDetails.html']);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(links().filter((l) => l.startsWith('modulepreload'))).toEqual(['modulepreload start.js']);
  });

  it('leaves the page alone when the app has drawn before the first screen arrived', async () => {
    window.location.hash = '#/jiningDetails';
    run();
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    loadStylesheets();
    await firstScreenSettled(window, 5_000);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(document.documentElement.className).toBe('');
  });

  it('lets the app start when the first screen cannot be fetched', async () => {
    window.location.hash = '#/jiningDetails';
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    run();
    await firstScreenSettled(window, 5_000);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });
});
