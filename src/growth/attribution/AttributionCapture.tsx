import { useEffect } from 'react';
import { useLocation } from '../../app/routing';
import { useAtomValue } from 'jotai/react';
import { userAtom } from '../../state/user';
import { attributionFrom, mergeAttribution, readAttribution, writeAttribution } from './attribution';

/**
 * Mounted once in the app frame: stores the attribution of every link the buyer arrives by (the
 * guard carries it through login only for guarded targets), and once someone is logged in binds it
 * (addCustomer, all-sale channel 05) — the binding code loads only when there is something to bind.
 */
export function AttributionCapture() {
  const { search } = useLocation();
  const user = useAtomValue(userAtom);

  useEffect(() => {
    const incoming = attributionFrom(new URLSearchParams(search));
    if (Object.keys(incoming).length > 0)
      writeAttribution(window.localStorage, mergeAttribution(readAttribution(window.localStorage), incoming));
    const stored = readAttribution(window.localStorage);
    if (user.token && user.userCode && (stored.promoCode || stored.channelCode)) {
      void import('./bind').then((m) => m.bindAttribution(user.userCode ?? '')).catch(() => undefined);
    }
  }, [search, user.token, user.userCode]);

  return null;
}
