import { createHashRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { guard } from '../routes/guard';
import { allRoutes, type AppRoute } from '../routes/allRoutes';
import type { RouteFlags } from '../routes/table';
import { flagsOf, preloadProduct, productEntryFor, type ProductRouteData } from '../products/productLoader';
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
  (route: AppRoute | undefined) =>
  ({ request }: LoaderFunctionArgs) =>
    route?.visitorsOnPublicProducts
      ? isPublicProduct(request).then((open) => runGuard(route, request, open))
      : runGuard(route, request);

/** The catch-all: a catalogue product path (guarded with its manifest flags), else not found. */
async function productLoader(args: LoaderFunctionArgs): Promise<Response | ProductRouteData> {
  const entry = await productEntryFor(args);
  const redirect = runGuard(entry ? flagsOf(entry) : undefined, args.request);
  if (redirect) return redirect;
  // The manifest chunk loads here, in parallel with the page's chunk (route.lazy), not after it.
  return { entry, product: entry ? await preloadProduct(entry) : null };
}

export type RouteHandle = { route: AppRoute | undefined };

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  const base = { loader: guardLoader(route), handle, shouldRevalidate: () => true };
  // `/` is kept alive: the layout renders it; its route only runs the guard.
  if (route.path === '/') return { ...base, index: true, Component: null };
  return {
    ...base,
    path: route.path,
    lazy: async () => ({ Component: (await route.page()).default }),
  };
}

export function buildRouter() {
  return createHashRouter([
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        ...allRoutes().map(toRouteObject),
        {
          path: '*',
          handle: { route: undefined } satisfies RouteHandle,
          loader: productLoader,
          shouldRevalidate: () => true,
          lazy: async () => ({ Component: (await import('../pages/product/ProductRoutePage')).default }),
        },
      ],
    },
  ]);
}
