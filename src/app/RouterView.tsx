/**
 * Draws the router's committed state: react-router's declarative <Router> at the committed location
 * (so links, useLocation, useSearchParams and <Navigate> work as usual), the layout, and in it the
 * committed page with its path parameters. Nothing is drawn before the first navigation resolved.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { Router, useRoutes, type NavigationType } from 'react-router-dom';
import type { AppRouter, RouterState } from './router';

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
  return useRoutes([{ path: match?.path ?? '*', element: Page ? <Page /> : null }]);
}

/**
 * A new page starts at the top; back or forward to a page returns to where the reader was on it.
 * Call it in the layout: its layout effect runs after the page's own have drawn it.
 */
export function useScrollRestoration(): void {
  const { location, action, router } = useRouter();
  useLayoutEffect(() => {
    const saved = action === 'POP' ? router.scroll.positionOf(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, action, router]);
}

export function AppRouterView({ router, children }: { router: AppRouter; children: ReactNode }) {
  const [state, setState] = useState(router.getState);
  useEffect(() => {
    // A new page is drawn as a transition (React yields to the browser while it draws), as
    // react-router's own provider does.
    const onChange = () => startTransition(() => setState(router.getState()));
    const unsubscribe = router.subscribe(onChange);
    onChange(); // whatever committed between the first render and the subscription
    return unsubscribe;
  }, [router]);
  if (!state.match) return null;
  return (
    <Router
      location={state.location}
      navigationType={state.action as NavigationType}
      navigator={router.navigator}
    >
      <RouterStateContext.Provider value={{ ...state, router }}>{children}</RouterStateContext.Provider>
    </Router>
  );
}
