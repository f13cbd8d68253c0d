import { createHashRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { guard } from '../routes/guard';
import { routes, type RouteFlags, type RouteName } from '../../engine/routes/table';
import { catalogueRoutePage, pageOf } from '../routes/pages';
import type { RouteHandle } from '../routes/handle';
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

/** Runs the guard of spec §2 for a target: a redirect, or null after applying what it clears. */
export function runGuard(
  flags: RouteFlags | undefined,
  request: Request,
  publicProduct = false,
): Response | null {
  const url = new URL(request.url);
  const decision = guard({
    publicProduct,
    pathname: url.pathname,
    query: url.searchParams,
    flags,
    userId: session.read().userId,
    pageModel: appStore.get(pageModelAtom),
    marketId: appStore.get(marketAtom).market?.id,
  });
  if (decision.kind === 'redirect') return redirect(decision.to);
  if (decision.clearRecord) appStore.set(clearRecordAtom);
  if (decision.clearForm) {
    appStore.set(clearFormAtom);
    appStore.set(clearProtocolsAtom);
  }
  return null;
}

/** Whether the target's productCode is a public product (the catalogue index, loaded on demand). */
async function isPublicProduct(request: Request): Promise<boolean> {
  const code = new URL(request.url).searchParams.get('productCode');
  if (!code || session.read().userId) return false;
  const { catalogue } = await import('../products/catalogue');
  return catalogue.entryForCode(code)?.requiresLogin === false;
}

/** The guard before the route's page is loaded or shown. */
export const guardLoader =
  (flags: RouteFlags) =>
  ({ request }: LoaderFunctionArgs) =>
    flags.visitorsOnPublicProducts
      ? isPublicProduct(request).then((open) => runGuard(flags, request, open))
      : runGuard(flags, request);

/** The catch-all: a catalogue product's detail or contract path (guarded with its flags), else not found. */
async function catalogueLoader(args: LoaderFunctionArgs): Promise<Response | ProductRouteData> {
  const found = await catalogueRouteFor(args);
  const flags = found.entry ? flagsOf(found.entry) : found.contract ? contractFlags : undefined;
  const redirect = runGuard(flags, args.request);
  if (redirect) return redirect;
  // The manifest chunk loads here, in parallel with the page's chunk (route.lazy), not after it.
  return found.entry ? { ...found, product: await preloadProduct(found.entry) } : found;
}

function toRouteObject(name: RouteName): RouteObject {
  const route = routes[name];
  const handle: RouteHandle = { name };
  const base = { loader: guardLoader(route), handle, shouldRevalidate: () => true };
  // `/` is kept alive: the layout renders it; its route only runs the guard.
  if (name === 'home') return { ...base, index: true, Component: null };
  const page = pageOf(name);
  return { ...base, path: route.path, lazy: async () => ({ Component: (await page()).default }) };
}

export function buildRouter() {
  return createHashRouter([
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        ...(Object.keys(routes) as RouteName[]).map(toRouteObject),
        {
          path: '*',
          handle: { name: undefined } satisfies RouteHandle,
          loader: catalogueLoader,
          shouldRevalidate: () => true,
          lazy: async () => ({ Component: (await catalogueRoutePage()).default }),
        },
      ],
    },
  ]);
}
