/**
 * What pages use of the router: links, <Navigate>, the location, its query and path parameters.
 * Ours instead of react-router's declarative layer (10.8 KB gzip on every route for these few
 * hooks): the app's RouterView provides the committed location and the router's navigate; stories
 * and tests provide one kept in memory (./MemoryRouting.tsx).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';
import { createPath, parsePath, type Location, type Params } from './paths';

export interface Routing {
  location: Location;
  /** A path, or a step in the history (-1: back). */
  navigate(to: string | number, options?: { replace?: boolean }): void;
  /** The href a link renders for a path. */
  createHref(to: string): string;
}

const RoutingContext = createContext<Routing | null>(null);
export const RoutingProvider = RoutingContext.Provider;

const ParamsContext = createContext<Params>({});
/** The routed page's path parameters (useParams). */
export const ParamsProvider = ParamsContext.Provider;

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('[routing] used outside a RoutingProvider');
  return routing;
}

export const useLocation = (): Location => useRouting().location;

export const useNavigate = (): Routing['navigate'] => useRouting().navigate;

export const useParams = (): Params => useContext(ParamsContext);

type QueryInit = URLSearchParams | Record<string, string>;

/** The location's query, and a setter that navigates to this path with another query (hash dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (next: QueryInit | ((current: URLSearchParams) => QueryInit), options?: { replace?: boolean }) => void,
] {
  const { location, navigate } = useRouting();
  const { pathname, search } = location;
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const setQuery = useCallback(
    (next: QueryInit | ((current: URLSearchParams) => QueryInit), options?: { replace?: boolean }) => {
      const text = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(query)) : next,
      ).toString();
      navigate(text ? `${pathname}?${text}` : pathname, options);
    },
    [navigate, pathname, query],
  );
  return [query, setQuery];
}

/** Navigates once drawn (a redirect from inside a page). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const { navigate } = useRouting();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Replace the current history entry; by default only a link to the current location does. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An anchor with a real href (open in a new tab, copy the address); a plain left click navigates in
 * the app. A click with a modifier key, on a link with another target, or one a handler prevented,
 * is left to the browser.
 */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const { location, navigate, createHref } = useRouting();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === createPath(parsePath(to)) });
  };
  return (
    <a {...rest} href={createHref(to)} target={target} onClick={click}>
      {children}
    </a>
  );
}
