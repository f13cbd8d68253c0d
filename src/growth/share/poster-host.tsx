import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai/react';
import { appStore } from '../../state/store';
import { isLoggedIn } from '../../state/userStorage';
import { session } from '../../state/user';
import { storedPromoCode } from '../attribution/attribution';
import { posterModel, type ShareProduct, type Sharer } from './poster-model';
import { SharePoster } from './SharePoster';
import { appBase } from './app-base';
import { eduSvc } from '../../api/edu-svc';

/** Who is sharing: the stored user, their promoter (lookup; logged only on failure, spec §8), a stored promo code. */
export async function currentSharer(): Promise<Sharer> {
  const user = session.read();
  const loggedIn = isLoggedIn(user);
  const isStaff = user.isStaff === '1' || user.isStaff === 'true';
  const lookup =
    loggedIn && !isStaff
      ? await eduSvc.queryPromotersInfo(undefined, { silent: true }).catch(() => undefined)
      : undefined;
  const promoter = lookup?.data?.managerUserCode
    ? { code: lookup.data.managerUserCode, name: lookup.data.managerName }
    : undefined;
  return {
    loggedIn,
    isStaff,
    userCode: user.userCode,
    staffName: user.staffName ?? user.userName,
    licenseNumber: user.licenseNumber,
    promoter,
    storedPromoCode: storedPromoCode(),
  };
}

/** Mounts the poster over the page until it is closed. */
export async function showSharePoster(product: ShareProduct): Promise<void> {
  const model = posterModel(appBase(), product, await currentSharer());
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  // Leaving the page (back button, a changed hash) closes the poster too.
  const close = () => {
    window.removeEventListener('popstate', close);
    window.removeEventListener('hashchange', close);
    root.unmount();
    host.remove();
  };
  window.addEventListener('popstate', close);
  window.addEventListener('hashchange', close);
  root.render(
    <Provider store={appStore}>
      <SharePoster
        product={product}
        model={model}
        currentPath={decodeURIComponent(window.location.hash.slice(1)) || '/'}
        onClose={close}
      />
    </Provider>,
  );
}
