import { installClientEffects } from '../api/effects';
import { appNavigate, currentFullPath } from './navigation';
import { toastFail } from '../platform/toast';
import { routes, withQuery } from '../../engine/routes/table';

/** The API client's toasts and navigation (spec §8), wired to the app's router and Toast. */
export function installAppEffects(): void {
  installClientEffects({
    toast: toastFail,
    goLogin: () => {
      const here = currentFullPath();
      if (here.startsWith(routes.login.path)) return;
      appNavigate(withQuery(routes.login.path, { fullPath: here }));
    },
    goHome: () => appNavigate(routes.home.path),
  });
}
