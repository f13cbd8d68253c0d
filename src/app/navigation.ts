import type { AppRouter } from './router';
import { getHref } from '../../engine/routes/table';

/**
 * Navigation from outside React (the API client's effects) and a duplicate-swallowing navigate:
 * going to the page you are already on does nothing (spec §2 "duplicate-navigation errors are
 * swallowed").
 */
let router: AppRouter | undefined;

export function attachRouter(next: AppRouter): void {
  router = next;
}

export const currentFullPath = (): string => {
  const location = router?.getState().location;
  return location ? `${location.pathname}${location.search}` : '/';
};

export function isDuplicate(to: string): boolean {
  return to === currentFullPath();
}

export function appNavigate(to: string, options: { replace?: boolean } = {}): void {
  if (!router || isDuplicate(to)) return;
  router.navigate(to, options).catch(() => {
    // A navigation superseded by another one is not an error for the user.
  });
}

export function appBack(): void {
  if (!router) return;
  if (window.history.length > 1) void router.navigate(-1);
  else void router.navigate(getHref('home'));
}
