/**
 * The routing context kept in memory, for stories and unit tests (the app's is the router's:
 * ./RouterView.tsx): starts at `path`; navigating moves it there at once, without guard, page
 * loading or browser history (a step back or forward does nothing).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { parsePath, type Location } from './paths';
import { RoutingProvider } from './routing';

let keys = 0;

export function MemoryRouting({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location, setLocation] = useState<Location>(() => ({ ...parsePath(path), key: 'default' }));
  const navigate = useCallback((to: string | number) => {
    if (typeof to === 'string') setLocation({ ...parsePath(to), key: String((keys += 1)) });
  }, []);
  const routing = useMemo(
    () => ({ location, navigate, createHref: (to: string) => `#${to}` }),
    [location, navigate],
  );
  return <RoutingProvider value={routing}>{children}</RoutingProvider>;
}
