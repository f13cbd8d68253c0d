import { format, type StorefrontKey } from '../../engine/messages';
import { defineCall, type CallFlags, type Contract } from './call';
import { createApiClient, type ClientTexts } from './client';
import { appEffects } from './effects';
import { session } from '../state/user';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

/** The gateway prefix: /_gw unless the build sets VITE_GATEWAY_PREFIX. */
export const GATEWAY_PREFIX: string = (import.meta.env.VITE_GATEWAY_PREFIX as string | undefined) ?? '/_gw';

export function clientTexts(): ClientTexts {
  const locale = appStore.get(localeAtom);
  return {
    fetchFailed: (name) => format('shell.api.fetchFailed', { name }, locale),
    failed: format('shell.api.failed', undefined, locale),
    networkRelogin: format('shell.api.networkRelogin', undefined, locale),
    sessionExpired: format('shell.api.sessionExpired', undefined, locale),
    genericName: format('shell.api.name.generic', undefined, locale),
  };
}

/** The app's one API client. */
export const apiClient = createApiClient({
  baseURL: GATEWAY_PREFIX,
  session,
  texts: clientTexts,
  locale: () => appStore.get(localeAtom),
  effects: appEffects,
});

/** A gateway call of the app: the contract bound to the app's client and current locale. */
export const appCall = <C extends Contract>(contract: C, name: StorefrontKey, flags: CallFlags = {}) =>
  defineCall(
    () => apiClient,
    contract,
    name,
    flags,
    () => appStore.get(localeAtom),
  );
