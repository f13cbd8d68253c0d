import { routes, type RouteName, type RouteRow } from '../../engine/routes/table';
import { useRouterState } from '../app/RouterView';

/** The table route being shown, or undefined on a catalogue route or not-found. */
export function useCurrentRoute(): { name: RouteName; route: RouteRow } | undefined {
  const name = useRouterState().match?.name;
  return name ? { name, route: routes[name] } : undefined;
}
