/** The app's address without the hash route (what a shared link opens). */
export const appBase = (): string => `${window.location.origin}${window.location.pathname}`;
