/**
 * Draws the router's committed state: the routing context at the committed location (links,
 * useLocation, useSearchParams and <Navigate>: ./routing.tsx), the layout, and in it the committed
 * page with its path parameters. Nothing is drawn before the first navigation resolved.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AppRouter, RouterState } from './router';
import { ParamsProvider, RoutingProvider } from './routing';
import { restoreScroll } from './scroll';

const RouterStateContext = createContext<(RouterState & { router: AppRouter }) | null>(null);

function useRouter() {
  const context = useContext(RouterStateContext);
  if (!context) throw new Error('[router] used outside AppRouterView');
  return context;
}

/** The committed route (its table name, the catch-all's data) and whether a navigation is on its way. */
export function useRouterState(): RouterState {
  return useRouter();
}

/** The committed page, with its path's parameters for useParams. */
export function RoutedPage() {
  const { match } = useRouter();
  const Page = match?.Page;
  return Page ? (
    <ParamsProvider value={match.params}>
      <Page />
    </ParamsProvider>
  ) : null;
}

/**
 * Where the committed page is to be scrolled once drawn: the position the reader left it at when this
 * is a return to it (back, forward, a reload), else 0 (a new page starts at the top).
 */
export function useReturnScrollPosition(): number {
  const { location, action, router } = useRouter();
  return action === 'POP' ? (router.scroll.positionOf(location.key) ?? 0) : 0;
}

/**
 * A new page starts at the top; back or forward to a page returns to where the reader was on it, as
 * soon as the page has grown tall enough (restoreScroll: ./scroll.ts). Call it in the layout: its
 * layout effect runs after the page's own have drawn it.
 */
export function useScrollRestoration(): void {
  const { location } = useRouter();
  const position = useReturnScrollPosition();
  useLayoutEffect(() => restoreScroll(position), [location.key, position]);
}

export function AppRouterView({
  router,
  sliceFirstPage = () => true,
  children,
}: {
  router: AppRouter;
  /**
   * Whether the first page too is drawn in slices: true while something on show answers taps (the
   * prerendered first screen, src/app/firstScreen.ts; src/app/start.tsx says). A prop, not an import:
   * this module loads with the app start, the first screen's module with the small entry.
   */
  sliceFirstPage?: () => boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState(router.getState);
  useEffect(() => {
    // A new page is drawn as a transition: React yields to the browser while it draws. Not the first
    // page when only the boot skeleton is on show: nothing there answers a tap, and drawn in one go
    // the page shows sooner (the insure form's first input 38 ± 15 ms sooner at 4× CPU over 36
    // paired loads, about 4 %).
    let drawnOnce = false;
    const onChange = () => {
      const next = router.getState();
      if (!drawnOnce && next.match && !sliceFirstPage()) setState(next);
      else startTransition(() => setState(next));
      if (next.match) drawnOnce = true;
    };
    const unsubscribe = router.subscribe(onChange);
    onChange(); // whatever committed between the first render and the subscription
    return unsubscribe;
  }, [router, sliceFirstPage]);
  // Links and query readers draw again when the location changes, not when loading starts or ends.
  const routing = useMemo(
    () => ({ location: state.location, navigate: router.navigate, createHref: router.createHref }),
    [state.location, router],
  );
  if (!state.match) return null;
  return (
    <RoutingProvider value={routing}>
      <RouterStateContext.Provider value={{ ...state, router }}>{children}</RouterStateContext.Provider>
    </RoutingProvider>
  );
}
