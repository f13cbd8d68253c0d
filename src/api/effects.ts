/**
 * What the API client does to the app besides answering: toasts and navigation (spec §8). The
 * app installs the real ones (antd-mobile Toast, the router) at start; tests pass recorders.
 * This module has no dependencies so the entry chunk can install effects without loading the client.
 */
export interface ClientEffects {
  /** a red (fail) toast */
  toast(message: string): void;
  /** to /passport/login, carrying the current path */
  goLogin(): void;
  /** to the home page */
  goHome(): void;
}

export const silentEffects: ClientEffects = { toast: () => {}, goLogin: () => {}, goHome: () => {} };

let installed: ClientEffects = silentEffects;

export function installClientEffects(next: ClientEffects): void {
  installed = next;
}

/** The installed effects, looked up at call time. */
export const appEffects: ClientEffects = {
  toast: (message) => installed.toast(message),
  goLogin: () => installed.goLogin(),
  goHome: () => installed.goHome(),
};
