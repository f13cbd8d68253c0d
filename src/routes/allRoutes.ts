import { routes, type AppRoute } from './table';

export type { AppRoute };

/**
 * Every route of the table. Product detail paths are not listed here: the router's catch-all
 * resolves them from the engine's catalogue (src/products/productLoader.ts).
 */
export function allRoutes(): AppRoute[] {
  return Object.values(routes);
}

/** The table route of a pathname (exact match; parameterised paths by pattern). */
export function routeFor(pathname: string): AppRoute | undefined {
  return allRoutes().find(
    (r) => r.path === pathname || new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname),
  );
}
