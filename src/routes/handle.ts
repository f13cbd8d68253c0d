import { useMatches } from 'react-router-dom';
import { routes, type RouteName, type RouteRow } from '../../engine/routes/table';

/** What the router attaches to each route: its name in the table (none for the catalogue's catch-all). */
export type RouteHandle = { name: RouteName | undefined };

/** The table route being shown, or undefined on a catalogue route or not-found. */
export function useCurrentRoute(): { name: RouteName; route: RouteRow } | undefined {
  const matches = useMatches();
  const name = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name;
  return name ? { name, route: routes[name] } : undefined;
}
