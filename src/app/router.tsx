/**
 * The app's router: a small navigation pipeline of our own (pages reach it through ./routing.tsx:
 * links, useLocation, useSearchParams, useParams, <Navigate>). Each navigation, before the URL
 * changes or anything is drawn: match the route table (else the catalogue's catch-all), run the
 * guard of spec §2 (a redirect replaces the navigation; what the route clears is cleared), load the
 * page's chunk (in parallel with the guard) and, on a product route, the product's manifest; then
 * commit. A navigation superseded by a newer one is dropped. A redirect is pushed (replaced when the
 * navigation was a replace).
 */
import { createElement, type ComponentType } from 'react';
import { guard } from '../routes/guard';
import { routes, type RouteFlags, type RouteName } from '../../engine/routes/table';
import { catalogueRoutePage, entryPageOf, type PageLoader } from '../routes/entry-pages';
import {
  catalogueRouteFor,
  contractFlags,
  flagsOf,
  preloadProduct,
  type ProductRouteData,
} from '../products/productLoader';
import { session } from '../state/user';
import { appStore } from '../state/store';
import { pageModelAtom, marketAtom } from '../state/market';
import { clearRecordAtom } from '../state/record';
import { clearFormAtom } from '../state/form';
import { clearProtocolsAtom } from '../state/protocols';
import { createHashHistory, type HistoryAction } from './history';
import { createPath, decodePath, parsePath, pathMatcher, type Location, type Params } from './paths';
import { createScrollMemory, type ScrollMemory } from './scroll';
import { NavigationFailed } from './NavigationFailed';
import { whenSettled } from './idle';

/** What a navigation resolved to: the route and its page. */
export interface RouteMatch {
  /** the table route; undefined on the catch-all (a catalogue product's page, or not found) */
  name: RouteName | undefined;
  /** the parameters of the matched path pattern: the page's useParams */
  params: Params;
  /** the catch-all's product or contract route */
  data?: ProductRouteData | undefined;
  /** the page; null at `/`, which the layout draws (kept mounted) */
  Page: ComponentType | null;
  /** the navigation failed (the network): Page says so and offers to try again */
  failed?: true;
}

export interface RouterState {
  location: Location;
  action: HistoryAction;
  /** null until the first navigation has resolved: nothing is drawn before */
  match: RouteMatch | null;
  /** a navigation is on its way (guard, page chunk, manifest) */
  loading: boolean;
}

/** Runs the guard of spec §2 for a target: the path to go to instead, or null after applying what it clears. */
export function runGuard(flags: RouteFlags | undefined, url: URL, publicProduct = false): string | null {
  const decision = guard({
    publicProduct,
    pathname: url.pathname,
    query: url.searchParams,
    flags,
    userId: session.read().userId,
    pageModel: appStore.get(pageModelAtom),
    marketId: appStore.get(marketAtom).market?.id,
  });
  if (decision.kind === 'redirect') return decision.to;
  if (decision.clearRecord) appStore.set(clearRecordAtom);
  if (decision.clearForm) {
    appStore.set(clearFormAtom);
    appStore.set(clearProtocolsAtom);
  }
  return null;
}

/** Loads the model of the target's productCode, if the catalogue sells it; a failure is the page's to show. */
async function loadQueryProduct(url: URL): Promise<void> {
  const code = url.searchParams.get('productCode');
  if (!code) return;
  const { catalogue } = await import('../products/catalogue');
  const entry = await catalogue.entry(code).catch(() => undefined);
  if (entry && !entry.unavailable) await preloadProduct(entry);
}

/** Whether the target's productCode is a public product (the catalogue index, loaded on demand). */
async function isPublicProduct(url: URL): Promise<boolean> {
  const code = url.searchParams.get('productCode');
  if (!code || session.read().userId) return false;
  const { catalogue } = await import('../products/catalogue');
  // A lookup that fails (the network) fails the navigation (the layout offers to try again): a
  // visitor is not sent to log in for a public product because its card did not arrive.
  return (await catalogue.entry(code))?.requiresLogin === false;
}

type Resolution = { redirect: string } | { match: RouteMatch };

/** The table's patterns, compiled once. */
const matchers = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  match: pathMatcher(routes[name].path),
}));

/** The table route whose pattern the pathname matches, with its parameters (the table's patterns do not overlap). */
function matchTable(pathname: string): { name: RouteName; params: Params } | undefined {
  const decoded = decodePath(pathname);
  for (const { name, match } of matchers) {
    const params = match(decoded);
    if (params) return { name, params };
  }
  return undefined;
}

/**
 * Pages already loaded, by loader: a navigation to one of them does not wait for another import()
 * (a task or more, long enough for the old page to be read again after a tap).
 */
const loadedPages = new Map<PageLoader, ComponentType>();

function loadPage(loader: PageLoader): ComponentType | Promise<ComponentType> {
  const known = loadedPages.get(loader);
  if (known) return known;
  const page = loader().then((module) => {
    loadedPages.set(loader, module.default);
    return module.default;
  });
  page.catch(() => undefined); // a redirect leaves it unused; a failure is met where it is awaited
  return page;
}

/** A page that could not be loaded (its chunk, the catalogue): says so, and `retry` goes there again. */
const failed = (retry: () => void): ComponentType =>
  function LoadFailed() {
    return createElement(NavigationFailed, { onRetry: retry });
  };

/** The catch-all: a catalogue product's detail or contract path (guarded with its flags), else not found. */
async function resolveCatalogue(url: URL): Promise<Resolution> {
  const page = loadPage(catalogueRoutePage);
  const found = await catalogueRouteFor(url);
  const flags = found.entry ? flagsOf(found.entry) : found.contract ? contractFlags : undefined;
  const redirect = runGuard(flags, url);
  if (redirect) return { redirect };
  // The manifest chunk loads here, in parallel with the page's chunk, not after it.
  const [Page, product] = await Promise.all([page, found.entry ? preloadProduct(found.entry) : null]);
  const data: ProductRouteData = found.entry ? { ...found, product } : found;
  return { match: { name: undefined, params: {}, data, Page } };
}

/** The page table (src/routes/pages.ts): a chunk of its own, which the entry pages do without. */
const pageTable = () => import('../routes/pages');

/** Which page draws a table route, and whether it draws the query's product (see ../routes/entry-pages.ts). */
async function pageFor(name: RouteName): Promise<{ loader: PageLoader; drawsProduct: boolean }> {
  const entry = entryPageOf(routes[name]);
  if (entry) return { loader: entry, drawsProduct: true };
  const { pageOf, drawsQueryProduct } = await pageTable();
  return { loader: pageOf(name), drawsProduct: drawsQueryProduct(name) };
}

async function resolve(location: Location): Promise<Resolution> {
  const url = new URL(`${location.pathname}${location.search}`, 'http://app.invalid');
  const matched = matchTable(location.pathname);
  if (!matched) return resolveCatalogue(url);
  const { name, params } = matched;
  const route = routes[name];
  // `/` is kept mounted: the layout draws it; its route only runs the guard.
  const found = name === 'home' ? null : await pageFor(name);
  const page = found && loadPage(found.loader);
  // The product the page draws, beside its chunk (and the guard): the page draws it in its first render.
  const product = found?.drawsProduct ? loadQueryProduct(url) : null;
  const open = route.visitorsOnPublicProducts ? await isPublicProduct(url) : false;
  const redirect = runGuard(route, url, open);
  if (redirect) return { redirect };
  const [Page] = await Promise.all([page, product]);
  return { match: { name, params, Page: Page ?? null } };
}

/** A path to navigate to, as a location (its key is the history's to give). */
function locationOf(to: string): Location {
  return { ...parsePath(to), key: '' };
}

export interface AppRouter {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  /** A path, or a step in the history (-1: back). Resolves when the navigation has committed or was dropped. */
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
  /** The href of a path (`#/path?…`): what links render. */
  createHref(to: string): string;
  scroll: ScrollMemory;
}

export function buildRouter(): AppRouter {
  const history = createHashHistory();
  const scroll = createScrollMemory();
  const listeners = new Set<() => void>();
  let state: RouterState = { location: history.location, action: 'POP', match: null, loading: false };
  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let latest = 0;

  async function run(action: HistoryAction, to: string): Promise<void> {
    const id = (latest += 1);
    const target = action === 'POP' ? history.location : locationOf(to);
    if (state.match && !state.loading) update({ loading: true });
    let resolution: Resolution;
    try {
      resolution = await resolve(target);
    } catch (error) {
      console.error('[router] navigation failed', error);
      const again = createPath(target);
      resolution = {
        match: { name: undefined, params: {}, Page: failed(() => void run('REPLACE', again)), failed: true },
      };
    }
    if (id !== latest) return;
    if ('redirect' in resolution) return run(action === 'REPLACE' ? 'REPLACE' : 'PUSH', resolution.redirect);
    // Not before the first page is drawn: the entry's position from before a reload would be lost.
    if (state.match) scroll.save(state.location.key);
    if (action === 'PUSH') history.push(createPath(target));
    else if (action === 'REPLACE') history.replace(createPath(target));
    update({ location: history.location, action, match: resolution.match, loading: false });
  }

  history.listen(() => void run('POP', createPath(history.location)));
  // Where the reader was on this page survives a reload of the tab (as the back positions do).
  window.addEventListener('pagehide', () => {
    if (state.match) scroll.save(state.location.key);
    scroll.persist();
  });
  // The page table, for the next navigation, once the first page has settled (an entry page does
  // without it; on the other routes it is in already).
  void run('POP', createPath(history.location))
    .then(() => whenSettled())
    .then(pageTable)
    .catch(() => undefined); // offline: the next navigation asks again, and says so if it fails

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      return run(options.replace ? 'REPLACE' : 'PUSH', to);
    },
    createHref: history.createHref,
    scroll,
  };
}
